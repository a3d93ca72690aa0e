/**
 * What the page says to the search worker (`searchWorker.ts`) and what it answers. Plain data only:
 * messages are copied between threads.
 */
import type {SnippetPart} from '../../../sandbox/src/search/snippet';
import type {SearchKind, SearchResultDocument} from '../../../sandbox/src/search/types';

export interface SearchRequest {
  /** Answers carry the id of the request they answer. */
  id: number;
  /** `load` only loads the index (on the first focus); `search` loads it if needed and searches. */
  type: 'load' | 'search';
  query: string;
  /** Only hits of this kind and API are listed (the counts say how many there are in all). */
  kind?: SearchKind | '';
  api?: string;
  /** How many hits to send back, from the first; all the others are only counted. */
  limit: number;
  /** Sends each hit's snippet (the search page); the navbar box shows none. */
  snippets?: boolean;
}

/** A hit as shown: its document, its title with the matched words marked and, if asked, its snippet. */
export interface ShownHit {
  document: SearchResultDocument;
  titleParts: SnippetPart[];
  snippet?: SnippetPart[];
}

export type SearchResponse =
  | {
      id: number;
      ok: true;
      query: string;
      /** Hits of the query, before the kind and API filters. */
      total: number;
      /** Hits that pass the filters; `hits` holds the first `limit` of them. */
      matching: number;
      hits: ShownHit[];
    }
  | {id: number; ok: false; message: string};
