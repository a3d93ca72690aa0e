/**
 * Filter state kept in the page's query string (`?api=people&estado=422&q=name`), so a filtered
 * view can be shared and survives a reload. The server renders the unfiltered page; the address's
 * filters apply once hydrated, and each change replaces the address (no history entry per keystroke).
 */
import {useCallback, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export function useUrlFilters<T extends Record<string, string>>(defaults: T): [T, (next: T) => void] {
  const location = useLocation();
  const history = useHistory();
  const [filters, setFilters] = useState<T>(defaults);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromUrl = Object.fromEntries(Object.keys(defaults).map((key) => [key, params.get(key) ?? defaults[key]])) as T;
    // The same filters keep the same state object: a new one would render the whole list again
    // right after hydration, for nothing, when the address has no filters.
    setFilters((current) => (Object.keys(defaults).every((key) => current[key] === fromUrl[key]) ? current : fromUrl));
    // Only when the address changes from outside (back, a link); typing keeps its own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  const update = useCallback(
    (next: T) => {
      setFilters(next);
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(next)) {
        if (value === defaults[key] || value === '') params.delete(key);
        else params.set(key, value);
      }
      const search = params.toString();
      history.replace({pathname: location.pathname, search: search ? `?${search}` : '', hash: window.location.hash});
    },
    [defaults, history, location.pathname],
  );

  return [filters, update];
}

/** Lower case without accents, for matching what a reader types against the page's text. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Text of an HTML fragment built at build time (tags dropped, entities of the escaper decoded). */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
