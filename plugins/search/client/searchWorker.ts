/**
 * The search, off the main thread: this worker downloads the index, deserializes it (the costly
 * part, a second or more on a phone), answers queries and cuts the snippets, so the page stays
 * responsive while it loads. The navbar box and /buscar share it (`searchClient.ts`). It imports
 * only browser-safe modules.
 */
import type {SearchEngine, SearchHit} from '../../../sandbox/src/search/engine';
import type {SnippetPart} from '../../../sandbox/src/search/snippet';
import {documentApis, searchIndexPath, type SearchIndexFile, type SearchResultDocument} from '../../../sandbox/src/search/types';
import {loadSearchTexts} from './loadSearchTexts';
import type {SearchRequest, SearchResponse, ShownHit} from './searchMessages';

// The worker's global scope, typed by hand: the project's `DOM` lib and the `WebWorker` lib cannot be
// loaded together.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchResponse): void;
};

interface Engine {
  engine: SearchEngine;
  snippetOf(text: string, terms: Set<string>): SnippetPart[];
}

let enginePromise: Promise<Engine> | undefined;

function loadEngine(): Promise<Engine> {
  // The search code (MiniSearch, the stemmer) and the index download side by side, not one after
  // the other: the worker's own script is only this file.
  enginePromise ??= (async () => {
    const [{createSearchEngine}, {snippetOf}, response] = await Promise.all([
      import('../../../sandbox/src/search/engine'),
      import('../../../sandbox/src/search/snippet'),
      fetch(searchIndexPath),
    ]);
    if (!response.ok) throw new Error(`No se pudo cargar el índice de búsqueda (${response.status}).`);
    return {engine: createSearchEngine((await response.json()) as SearchIndexFile), snippetOf};
  })();
  // A failed download may be a passing network error: let the next request try again.
  enginePromise.catch(() => {
    enginePromise = undefined;
  });
  return enginePromise;
}

/** The last query's hits, so a change of filter or «Ver más» does not search again. */
let last: {query: string; limit: number; hits: SearchHit[]} | undefined;

function search(engine: SearchEngine, query: string, limit: number): SearchHit[] {
  if (last?.query !== query || last.limit < limit) last = {query, limit, hits: engine.search(query, limit)};
  return last.hits;
}

/**
 * The fields a result shows, without what MiniSearch adds to a hit (its score, matched terms and
 * fields), which would only lengthen the copy to the page.
 */
function shownDocument({id, kind, title, url, context, api, apis, method, path, topics}: SearchResultDocument): SearchResultDocument {
  return {id, kind, title, url, context, api, apis, method, path, topics};
}

async function answer(request: SearchRequest): Promise<SearchResponse> {
  const {engine, snippetOf} = await loadEngine();
  const {id, query, kind, api} = request;
  if (request.type === 'load') return {id, ok: true, query, total: 0, matching: 0, hits: []};
  // The navbar asks for a few hits of any kind: the search can stop there. The page filters all.
  const filtered = Boolean(kind || api);
  const hits = search(engine, query, filtered || request.snippets ? Infinity : request.limit);
  const matching = filtered
    ? hits.filter((hit) => (!kind || hit.document.kind === kind) && (!api || documentApis(hit.document).includes(api)))
    : hits;
  const shown = matching.slice(0, request.limit);
  // Snippets are a bonus: without them (a failed download) the results still show title, kind and API.
  const texts = request.snippets ? await loadSearchTexts(shown.map((hit) => hit.document.id)) : undefined;
  return {
    id,
    ok: true,
    query,
    total: hits.length,
    matching: matching.length,
    hits: shown.map((hit): ShownHit => {
      const text = texts?.get(hit.document.id);
      return {
        document: shownDocument(hit.document),
        titleParts: hit.titleParts,
        ...(text !== undefined ? {snippet: snippetOf(text, new Set(hit.terms))} : {}),
      };
    }),
  };
}

scope.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  answer(request).then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : 'No se pudo cargar la búsqueda.',
      } satisfies SearchResponse),
  );
});
