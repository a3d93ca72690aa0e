import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import {miniSearchOptions} from '../../sandbox/src/search/miniSearchOptions';
import {
  searchTextChunkPath,
  searchTextChunkSize,
  searchTextDir,
  type SearchDocument,
  type SearchIndexFile,
  type SearchTextFile,
} from '../../sandbox/src/search/types';
import type {PageEntry} from './pageEntries';

/** Enough words for a two-line snippet around the first match in most sections. */
const maxSnippetSource = 700;

/** Indexes the entries with the browser's own options and writes the serialized index. */
export function buildSearchIndex(entries: PageEntry[]): SearchIndexFile {
  const miniSearch = new MiniSearch<SearchDocument>(miniSearchOptions);
  miniSearch.addAll(entries.map((entry, id) => ({id, ...entry})));
  return {version: 1, documentCount: miniSearch.documentCount, index: miniSearch.toJSON()};
}

/** The snippets' text in chunks of consecutive ids (chunk `n` starts at id `n * searchTextChunkSize`). */
export function buildSearchTexts(entries: PageEntry[]): SearchTextFile[] {
  const texts = entries.map((entry) => entry.text.slice(0, maxSnippetSource));
  const chunks: SearchTextFile[] = [];
  for (let start = 0; start < texts.length; start += searchTextChunkSize) {
    chunks.push({version: 1, texts: texts.slice(start, start + searchTextChunkSize)});
  }
  return chunks;
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

/** Writes the index at `file` and the snippets' text in chunks beside it (`/search-text/<n>.json`). */
export function writeSearchIndex(file: string, entries: PageEntry[]): void {
  writeCompressed(file, buildSearchIndex(entries));
  const root = path.dirname(file);
  mkdirSync(path.join(root, searchTextDir), {recursive: true});
  buildSearchTexts(entries).forEach((chunk, index) => writeCompressed(path.join(root, searchTextChunkPath(index)), chunk));
}
