/**
 * Redoc for the server render, imported statically so the server never suspends and writes the
 * whole reference into the HTML. The browser bundle gets serverReference.browser.ts instead
 * (plugins/api-reference), so Redoc stays out of the page's initial JavaScript.
 */
export {default} from './RedocView';
