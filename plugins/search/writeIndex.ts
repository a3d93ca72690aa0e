import {writeFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import {miniSearchOptions} from '../../lib/search/miniSearchOptions';
import {searchTextPath, type SearchDocument, type SearchIndexFile, type SearchTextFile} from '../../lib/search/types';
import type {PageEntry} from './pageEntries';

/** Enough words for a two-line snippet around the first match in most sections. */
const maxSnippetSource = 700;

/** Indexes the entries with the browser's own options and writes the serialized index. */
export function buildSearchIndex(entries: PageEntry[]): SearchIndexFile {
  const miniSearch = new MiniSearch<SearchDocument>(miniSearchOptions);
  miniSearch.addAll(entries.map((entry, id) => ({id, ...entry})));
  return {version: 1, documentCount: miniSearch.documentCount, index: miniSearch.toJSON()};
}

export function buildSearchTexts(entries: PageEntry[]): SearchTextFile {
  return {version: 1, texts: entries.map((entry) => entry.text.slice(0, maxSnippetSource))};
}

/**
 * Writes a file with gzip and brotli copies beside it: the serve recipe sends precompressed
 * files as they are, so the reader's first search does not wait for on-the-fly compression.
 */
function writeCompressed(file: string, value: unknown): void {
  const json = Buffer.from(JSON.stringify(value));
  writeFileSync(file, json);
  writeFileSync(`${file}.gz`, zlib.gzipSync(json, {level: 9}));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(json, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}));
}

/** Writes the index at `file` and the snippets' text beside it (`/search-text.json`). */
export function writeSearchIndex(file: string, entries: PageEntry[]): void {
  writeCompressed(file, buildSearchIndex(entries));
  writeCompressed(path.join(path.dirname(file), searchTextPath), buildSearchTexts(entries));
}
