/**
 * The long lists (error catalogue, scenarios, changelog) skip the layout of their off-screen
 * entries with `content-visibility: auto` and a placeholder height. A link to a spot of the page
 * (`#anchor`) must land exactly: on a full load a script in `<head>` marks the root element before
 * the first layout (EXACT_LAYOUT_AT_LOAD_SCRIPT), and after the router's navigations this hook marks
 * it and scrolls to the target again. Without a target on the page, the mark goes.
 */
import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {EXACT_LAYOUT_ATTRIBUTE} from './exactLayout';

export function useExactLayoutForHash(): void {
  const {hash} = useLocation();
  useEffect(() => {
    const root = document.documentElement;
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) {
      root.removeAttribute(EXACT_LAYOUT_ATTRIBUTE);
      return undefined;
    }
    root.setAttribute(EXACT_LAYOUT_ATTRIBUTE, '');
    // A full load's target already sits where the browser put it (and the reader may have scrolled since).
    if (!target.matches(':target')) target.scrollIntoView();
    return () => root.removeAttribute(EXACT_LAYOUT_ATTRIBUTE);
  }, [hash]);
}
