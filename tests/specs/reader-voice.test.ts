/**
 * Issue 27: nothing that feeds a page, an example, a scenario or the error catalogue is written to the product
 * spec's authors. The built pages, Markdown twins, Postman and llms files are checked by tests/e2e/reader-voice.test.ts.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot} from '../../lib/paths';
import {authorPhrases} from '../../lib/readerVoice';

// Sources of what a reader sees. openapi/README.md and the provenance records are the team's and name the spec on purpose.
const SOURCE_FOLDERS = ['openapi', 'docs', 'blog', 'plugins', 'src', 'lib', 'config', 'i18n', 'scripts'];
const TEAM_FILES = new Set(['openapi/README.md']);
const TEXT_FILE = /\.(ya?ml|mdx?|tsx?|json|css)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== 'provenance.yaml')
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !TEAM_FILES.has(file) && !file.startsWith('scripts/lib/provenance/'));
}

describe('voz del lector', () => {
  test('ninguna fuente de las páginas habla a los autores del spec del producto', () => {
    const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) => file !== 'lib/readerVoice.ts');
    assert.ok(files.length > 500, `se revisaron muy pocos archivos (${files.length})`);
    const found = files.flatMap((file) =>
      authorPhrases(readFileSync(path.join(repoRoot, file), 'utf8')).map(({line, phrase}) => `${file}:${line}: «${phrase}»`),
    );
    assert.deepEqual(found, []);
  });
});
