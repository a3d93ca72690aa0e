/**
 * Loads the serialized index and answers queries. This module (with MiniSearch and the stemmer)
 * is downloaded only when the reader starts to search.
 */
import MiniSearch from 'minisearch';
import {miniSearchOptions} from './miniSearchOptions';
import {foldAccents} from './tokenize';
import type {SearchDocument, SearchIndexFile, SearchResultDocument} from './types';

export interface SearchHit {
  document: SearchResultDocument;
  score: number;
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
  readonly size: number;
}

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const miniSearch = MiniSearch.loadJS<SearchDocument>(file.index, miniSearchOptions);

  return {
    size: miniSearch.documentCount,
    search(query, limit = Infinity) {
      const trimmed = query.trim();
      const phrase = foldAccents(trimmed);
      if (!phrase) return [];
      return miniSearch
        .search(trimmed)
        .map((result) => {
          const document = {...result, id: result.id as number} as unknown as SearchResultDocument;
          const title = foldAccents(document.title);
          // Pasted error messages, paths and headings should win over entries that merely mention them.
          const exact = title === phrase || document.path === trimmed;
          return {document, score: result.score * (exact ? 3 : title.includes(phrase) ? 1.5 : 1)};
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
