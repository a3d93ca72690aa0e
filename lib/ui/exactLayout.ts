/**
 * Set on `<html>` while the whole page must be laid out exactly: the long lists' stylesheets turn
 * off their skipped layout (`content-visibility: auto`) under it. Plain module, so the tests that
 * measure laid-out boxes can set it too.
 */
export const EXACT_LAYOUT_ATTRIBUTE = 'data-exact-layout';

/**
 * Run in `<head>`, before the page is laid out: an address with a target (`#…`) on a full load gets
 * the exact layout from the first frame, so the browser's own scroll to the target lands on it.
 * (The stylesheets once asked `:root:has(:target)` instead; that selector searches the whole document
 * each time a section's style is recalculated, which made every tap that changes the changelog's DOM
 * a long task on a phone.)
 */
export const EXACT_LAYOUT_AT_LOAD_SCRIPT = `location.hash.length>1&&document.documentElement.setAttribute(${JSON.stringify(EXACT_LAYOUT_ATTRIBUTE)},"")`;
