/**
 * Issue 27: nothing that feeds a page, an example, a scenario or the error catalogue is written to the product
 * spec's authors. The built pages, Markdown twins, Postman and llms files are checked by tests/e2e/reader-voice.test.ts.
 * Issue 52: what tells the API's behaviour (guides, the specs' descriptions, the error catalogue's advice) talks to
 * the reader, never about what the documentation leaves out (lib/readerVoice.ts, DOCUMENTATION_PHRASES).
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot} from '../../lib/paths';
import {authorPhrases, documentationPhrases} from '../../lib/readerVoice';

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

  test('las guías, las descripciones de los specs y el catálogo de errores hablan al lector, no de la documentación', () => {
    const files = [...sourceFiles('docs'), ...sourceFiles('openapi'), ...sourceFiles('plugins/error-catalogue')].filter((file) =>
      /\.(ya?ml|mdx?|ts)$/.test(file),
    );
    assert.ok(files.length > 300, `se revisaron muy pocos archivos (${files.length})`);
    const found = files.flatMap((file) =>
      documentationPhrases(readFileSync(path.join(repoRoot, file), 'utf8')).map(({line, phrase}) => `${file}:${line}: «${phrase}»`),
    );
    assert.deepEqual(found, []);
  });

  test('la clase «habla de la documentación» se reconoce por su forma, no por una lista de frases', () => {
    const caught = [
      'Cuando el contrato no documenta el mensaje de esa falla, el cuerpo tiene la forma de la API.',
      'Visionary no publica qué tipos acepta, así que el simulador toma cualquier archivo.',
      'Donde el producto no establece una transición, el simulador guarda lo que envías.',
      'La referencia aún no lo detalla.',
      'Envía el documento en otro formato; los tipos aceptados no están documentados.',
      'El orden de los resultados queda sin documentar.',
      'Black Lists no especifica la escala de `similarity`.',
    ];
    const left = [
      'Envía el documento en otro formato; antes de aceptar archivos de tus usuarios, prueba en tu entorno qué formatos pasan.',
      'Ahí decide por el estado HTTP, no por el texto del mensaje.',
      'La página no fija una resolución mínima.',
      'Donde la tabla no indica código, consulta el de cada llamada en la referencia de Workflows.',
      'Si no envías `page`, la API responde la primera página.',
      'Envía el ejemplo documentado de un webhook a tu receptor.',
    ];
    assert.deepEqual(
      caught.filter((sentence) => documentationPhrases(sentence).length === 0),
      [],
      'frases que la clase debe reconocer',
    );
    assert.deepEqual(
      left.filter((sentence) => documentationPhrases(sentence).length > 0),
      [],
      'frases que la clase debe dejar',
    );
  });
});
