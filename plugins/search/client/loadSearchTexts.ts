/**
 * Fetches the entries' text for snippets, once per page load, only on the search page.
 */
import {searchTextPath, type SearchTextFile} from '../../../lib/search/types';

let textsPromise: Promise<string[]> | undefined;

export function loadSearchTexts(): Promise<string[]> {
  textsPromise ??= (async () => {
    const response = await fetch(searchTextPath);
    if (!response.ok) throw new Error(`No se pudieron cargar los extractos de la búsqueda (${response.status}).`);
    return ((await response.json()) as SearchTextFile).texts;
  })();
  textsPromise.catch(() => {
    textsPromise = undefined;
  });
  return textsPromise;
}
