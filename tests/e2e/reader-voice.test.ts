/**
 * Issue 27 on the built site: no page, Markdown twin, Postman collection, llms file or published spec addresses
 * the product spec's authors. Reads build/ as written (no browser); run `npm run build` first.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {buildDir} from '../../lib/browserSession';
import {authorPhrases} from '../../lib/readerVoice';

const PUBLISHED = /\.(html|md|txt|json|ya?ml)$/;

describe('voz del lector en el sitio construido', () => {
  test('ningún archivo publicado habla a los autores del spec del producto', () => {
    assert.ok(existsSync(buildDir), 'no hay build/: ejecuta npm run build');
    const files = readdirSync(buildDir, {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && PUBLISHED.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    assert.ok(files.length > 300, `se revisaron muy pocos archivos (${files.length})`);
    const found = files.flatMap((file) =>
      authorPhrases(readFileSync(file, 'utf8')).map(({line, phrase}) => `${path.relative(buildDir, file)}:${line}: «${phrase}»`),
    );
    assert.deepEqual(found, []);
  });
});
