import {writeFileSync} from 'node:fs';
import MiniSearch from 'minisearch';
import {miniSearchOptions} from '../../src/search/miniSearchOptions';
import type {SearchDocument, SearchIndexFile} from '../../src/search/types';
import type {PageEntry} from './pageEntries';

/** Indexes the entries with the browser's own options and writes the serialized index. */
export function buildSearchIndex(entries: PageEntry[]): SearchIndexFile {
  const miniSearch = new MiniSearch<SearchDocument>(miniSearchOptions);
  miniSearch.addAll(entries.map((entry, id) => ({id, ...entry})));
  return {version: 1, documentCount: miniSearch.documentCount, index: miniSearch.toJSON()};
}

export function writeSearchIndex(file: string, entries: PageEntry[]): void {
  writeFileSync(file, JSON.stringify(buildSearchIndex(entries)));
}
