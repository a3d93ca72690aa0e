import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {searchIndexPath} from '../../sandbox/src/search/types';

export interface SearchIndexSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Size of the search index a reader downloads on first search (not part of any page's weight). */
export function measureSearchIndex(buildDir: string): SearchIndexSize | undefined {
  const file = path.join(buildDir, searchIndexPath);
  if (!existsSync(file)) return undefined;
  const raw = readFileSync(file);
  return {path: searchIndexPath, rawBytes: raw.length, gzipBytes: gzipSync(raw, {level: 9}).length};
}
