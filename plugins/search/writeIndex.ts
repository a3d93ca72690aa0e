import {writeFileSync} from 'node:fs';
import zlib from 'node:zlib';
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

/**
 * Writes the index with gzip and brotli copies beside it: the serve recipe sends precompressed
 * files as they are, so the reader's first search does not wait for on-the-fly compression.
 */
export function writeSearchIndex(file: string, entries: PageEntry[]): void {
  const json = Buffer.from(JSON.stringify(buildSearchIndex(entries)));
  writeFileSync(file, json);
  writeFileSync(`${file}.gz`, zlib.gzipSync(json, {level: 9}));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(json, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}));
}
