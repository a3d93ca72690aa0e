/**
 * Same-site links inside HTML written as a string (see `html.ts`) navigate like `@docusaurus/Link`:
 * through the router, without reloading the page. One click handler on the container replaces a
 * `Link` (and its prefetch observer) per entry, which on a list of a thousand entries was most of
 * the page's hydration time on a phone.
 */
import {useCallback} from 'react';
import type {MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';

/** Files the site serves beside its pages (the Markdown twins, feeds, downloads) load normally. */
const FILE_PATH = /\.[a-z0-9]+$/i;

export function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
  const history = useHistory();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || FILE_PATH.test(url.pathname)) return;
      // A link to a spot on this same page is left to the browser (it scrolls and keeps history).
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      history.push(`${url.pathname}${url.search}${url.hash}`);
    },
    [history],
  );
}
