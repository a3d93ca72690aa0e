import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {contentTypeFor, isCompressible} from '../../lib/serve/httpRules';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size compression saves less than the extra request overhead. */
const MIN_BYTES = 1024;
// Feeds and the sitemap are written by other plugins' postBuild, which runs at the same time as
// ours; nginx gzips those on the fly instead.
const WRITTEN_BY_OTHER_PLUGINS = /\.xml$/;

function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(full);
    if (entry.name.startsWith('_headers') || WRITTEN_BY_OTHER_PLUGINS.test(entry.name)) return [];
    return isCompressible(contentTypeFor(full)) && statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

/** Writes `<file>.gz` and `<file>.br` beside every text file of the build; returns how many files. */
export async function precompress(buildDir: string): Promise<number> {
  const files = compressibleFiles(buildDir);
  const queue = [...files];
  // zlib runs on libuv's thread pool; a few files at a time keeps it busy without piling up buffers.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const raw = readFileSync(file);
      const [gz, br] = await Promise.all([
        gzip(raw, {level: 9}),
        brotli(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length}}),
      ]);
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return files.length;
}
