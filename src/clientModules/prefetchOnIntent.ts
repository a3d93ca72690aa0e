/**
 * Docusaurus prefetches the page chunks of every internal link as soon as it scrolls into view. On
 * a throttled phone that was ~170 ms of main-thread work on a guide (every visible link is matched
 * against every route) and ~90 KB of downloads the reader mostly never uses. Without it a link
 * still loads its page's chunks when it is hovered or touched (Docusaurus' preload), ahead of the
 * click, so navigation stays immediate.
 */
export function onRouteDidUpdate(): void {
  // The object Docusaurus installs is read-only; Link looks it up on window at each call.
  window.docusaurus = {...window.docusaurus, prefetch: () => false};
}
