/**
 * Fetches the index and the search code on first use only, once per page load, so no page pays
 * for search until the reader focuses or types in a search box.
 */
import type {SearchEngine} from '../../../lib/search/engine';
import {searchIndexPath, type SearchIndexFile} from '../../../lib/search/types';

let enginePromise: Promise<SearchEngine> | undefined;

export function loadSearchEngine(): Promise<SearchEngine> {
  enginePromise ??= (async () => {
    const [{createSearchEngine}, response] = await Promise.all([import('../../../lib/search/engine'), fetch(searchIndexPath)]);
    if (!response.ok) throw new Error(`No se pudo cargar el índice de búsqueda (${response.status}).`);
    return createSearchEngine((await response.json()) as SearchIndexFile);
  })();
  // A failed download may be a passing network error: let the next attempt try again.
  enginePromise.catch(() => {
    enginePromise = undefined;
  });
  return enginePromise;
}
