/**
 * Set on `<html>` while the whole page must be laid out exactly: the long lists' stylesheets turn
 * off their skipped layout (`content-visibility: auto`) under it. Plain module, so the tests that
 * measure laid-out boxes can set it too.
 */
export const EXACT_LAYOUT_ATTRIBUTE = 'data-exact-layout';
