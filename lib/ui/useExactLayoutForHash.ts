/**
 * The long lists (error catalogue, scenarios, changelog) skip the layout of their off-screen
 * entries with `content-visibility: auto` and a placeholder height. A link to a spot of the page
 * (`#anchor`) must land exactly: on a full load the stylesheet lays the page out in full while the
 * address has a target (`:root:has(:target)`), and after the router's navigations, which do not
 * set `:target`, this hook marks the root element and scrolls to the target again.
 */
import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {EXACT_LAYOUT_ATTRIBUTE} from './exactLayout';

export function useExactLayoutForHash(): void {
  const {hash} = useLocation();
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return undefined;
    const root = document.documentElement;
    root.setAttribute(EXACT_LAYOUT_ATTRIBUTE, '');
    // A full load's target already sits where the browser put it (and the reader may have scrolled since).
    if (!target.matches(':target')) target.scrollIntoView();
    return () => root.removeAttribute(EXACT_LAYOUT_ATTRIBUTE);
  }, [hash]);
}
