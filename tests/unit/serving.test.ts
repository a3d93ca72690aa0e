import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {cacheControlFor, contentTypeFor, isCompressible} from '../../lib/serve/httpRules';
import {cleanUrlRedirect, createStaticServer, listen, resolveFile} from '../../lib/serve/staticServer';

test('las formas .html e /index.html redirigen a la ruta limpia', () => {
  assert.equal(cleanUrlRedirect('/index.html'), '/');
  assert.equal(cleanUrlRedirect('/docs/index.html'), '/docs/');
  assert.equal(cleanUrlRedirect('/docs/api-reference.html'), '/docs/api-reference');
  assert.equal(cleanUrlRedirect('/docs/api-reference'), undefined);
  assert.equal(cleanUrlRedirect('/404.html'), undefined);
});

test('las rutas limpias se resuelven a index.html sin salir de la carpeta del build', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  mkdirSync(path.join(root, 'docs', 'intro'), {recursive: true});
  writeFileSync(path.join(root, 'docs', 'intro', 'index.html'), '<h1>intro</h1>');
  writeFileSync(path.join(root, 'secret.txt'), 'x');
  assert.equal(resolveFile(root, '/docs/intro'), path.join(root, 'docs', 'intro', 'index.html'));
  assert.equal(resolveFile(root, '/docs/intro/'), path.join(root, 'docs', 'intro', 'index.html'));
  assert.equal(resolveFile(root, '/docs/nada'), undefined);
  assert.equal(resolveFile(path.join(root, 'docs'), '/../secret.txt'), undefined);
});

test('caché inmutable para recursos con hash y revalidación para HTML', () => {
  assert.equal(cacheControlFor('/assets/js/main.38a7a42d.js', 'application/javascript'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/docs/', 'text/html; charset=utf-8'), 'public, max-age=0, must-revalidate');
  assert.equal(cacheControlFor('/openapi/people.yaml', 'application/yaml'), 'public, max-age=3600, must-revalidate');
  assert.equal(contentTypeFor('a/b.pdf'), 'application/pdf');
  assert.ok(isCompressible(contentTypeFor('x.js')));
  assert.equal(isCompressible(contentTypeFor('x.png')), false);
});

test('una URL mal formada o un build que desaparece no detienen el servidor', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  writeFileSync(path.join(root, 'index.html'), '<h1>inicio</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>no encontrada</h1>');
  const server = createStaticServer({root});
  const base = await listen(server, 0);
  try {
    const malformed = await fetch(`${base}/docs/%E0%A4%A`);
    assert.equal(malformed.status, 400);
    assert.equal(await malformed.text(), 'URL mal formada.');
    rmSync(path.join(root, '404.html'));
    const originalError = console.error;
    console.error = () => {};
    const missing = await fetch(`${base}/no-existe`).finally(() => (console.error = originalError));
    assert.equal(missing.status, 500);
    assert.equal((await fetch(`${base}/`)).status, 200);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
