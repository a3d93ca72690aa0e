/**
 * Fetches the snippets' text of the given entries, only on the search page and only the chunks
 * those entries are in (a chunk once per page load), so showing twenty results does not download
 * and parse the text of every entry.
 */
import {searchTextChunkPath, searchTextChunkSize, type SearchTextFile} from '../../../sandbox/src/search/types';

const chunks = new Map<number, Promise<string[]>>();

function loadChunk(chunk: number): Promise<string[]> {
  let loading = chunks.get(chunk);
  if (!loading) {
    loading = (async () => {
      const response = await fetch(searchTextChunkPath(chunk));
      if (!response.ok) throw new Error(`No se pudieron cargar los extractos de la búsqueda (${response.status}).`);
      return ((await response.json()) as SearchTextFile).texts;
    })();
    chunks.set(chunk, loading);
    // A failed download may be a passing network error: let the next attempt try again.
    loading.catch(() => chunks.delete(chunk));
  }
  return loading;
}

/** The text of each id whose chunk could be loaded; an id whose chunk failed has none. */
export async function loadSearchTexts(ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.map((id) => Math.floor(id / searchTextChunkSize)))];
  const loaded = await Promise.all(wanted.map((chunk) => loadChunk(chunk).catch(() => undefined)));
  const texts = new Map<number, string>();
  for (const id of ids) {
    const chunk = loaded[wanted.indexOf(Math.floor(id / searchTextChunkSize))];
    const text = chunk?.[id % searchTextChunkSize];
    if (text !== undefined) texts.set(id, text);
  }
  return texts;
}
