/**
 * The MiniSearch configuration shared by the build (which indexes) and the browser (which loads
 * the serialized index and queries it), so terms are always processed the same way.
 */
import type {Options} from 'minisearch';
import {processTerm, tokenize} from './tokenize';
import type {SearchDocument} from './types';

export const fieldBoosts = {title: 5, path: 4, identifiers: 4, keywords: 3, text: 1} as const;

/** What a result needs to be shown and followed; the body text is indexed but not shipped. */
export const storedFields = ['kind', 'title', 'url', 'context', 'api', 'apis', 'method', 'path', 'topics'] as const;

export const miniSearchOptions: Options<SearchDocument> = {
  fields: Object.keys(fieldBoosts),
  storeFields: [...storedFields],
  tokenize,
  processTerm,
  searchOptions: {boost: fieldBoosts},
};
