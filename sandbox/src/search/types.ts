import type {AsPlainObject} from 'minisearch';

/** What the search index holds; written by plugins/search at build time and read by the browser. */
/** The sample blog is not indexed: it says nothing about the APIs an integrator searches. */
export type SearchKind = 'guide' | 'operation' | 'schema' | 'error';

export const searchKindLabels: Record<SearchKind, string> = {
  guide: 'Guía',
  operation: 'Operación',
  schema: 'Esquema',
  error: 'Error',
};

export interface SearchDocument {
  id: number;
  kind: SearchKind;
  /** Heading, operation summary, schema name or error message. */
  title: string;
  /** Page path with its anchor. */
  url: string;
  /** Page a section belongs to, or the operation an error or schema points at. */
  context?: string;
  /** Label of the API, for operations, schemas and errors; for an error several APIs answer, all of them («People, Workflows y Signt»). */
  api?: string;
  /** The APIs of an entry that belongs to more than one (an error message of the catalogue), one label each. */
  apis?: string[];
  /** `GET`, `POST`… for operations. */
  method?: string;
  /** Operation path exactly as in the spec, e.g. `/documents/{id}/sign`. */
  path?: string;
  /** operationId, schema name and identifier-like keywords, searchable as exact tokens. */
  identifiers?: string;
  /** Tags, property names and other short words that describe the entry. */
  keywords?: string;
  /** A guide page's front-matter keywords, comma-separated: what the page is chiefly about. */
  topics?: string;
  /** Body text, already stripped of markup. */
  text: string;
}

/** The fields of a document kept in the index to show and link a result. */
export type SearchResultDocument = Pick<
  SearchDocument,
  'id' | 'kind' | 'title' | 'url' | 'context' | 'api' | 'apis' | 'method' | 'path' | 'topics'
>;

/** The API labels an entry belongs to (none for a guide). */
export function documentApis(document: Pick<SearchDocument, 'api' | 'apis'>): string[] {
  return document.apis ?? (document.api ? [document.api] : []);
}

export interface SearchIndexFile {
  version: 1;
  documentCount: number;
  /** MiniSearch's serialized index (`miniSearch.toJSON()`), loaded with `MiniSearch.loadJS`. */
  index: AsPlainObject;
}

/** Stable public path of the index, fetched only when the reader starts to search. */
export const searchIndexPath = '/search-index.json';

/**
 * The entries' text for snippets, cut to the first words, in chunks of `searchTextChunkSize`
 * consecutive document ids: chunk `n` holds `texts[id - n * searchTextChunkSize]`. The search page
 * fetches only the chunks of the results it shows, and the navbar box none.
 */
export interface SearchTextFile {
  version: 1;
  texts: string[];
}

export const searchTextChunkSize = 64;
export const searchTextDir = '/search-text';
export const searchTextChunkPath = (chunk: number) => `${searchTextDir}/${chunk}.json`;
