import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {after, test} from 'node:test';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';
import {repoRoot} from '../../lib/paths';
import {COMPILE_HINT} from '../../plugins/startup';

after(shutdown);

// That every route's HTML names each script it needs to hydrate is route-sweep.test.ts's, on its one load.

// Every page's main.js carries the route registry, one module path per reference page: an absolute
// path made the bundle longer and different on every machine that built it.
test('los scripts no llevan rutas de la máquina que construyó el sitio', async () => {
  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const leaking = (await readdir(scriptsDir))
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(scriptsDir, file), 'utf8').includes(repoRoot));
  assert.deepEqual(leaking, []);
});

// The startup plugin opens the main entry's scripts (runtime, React DOM, main) with V8's compile hint
// (their functions compile off the main thread); a route's chunk, most of which a page never runs, keeps
// lazy compilation.
test('los scripts de arranque llevan la indicación de compilación de V8, y los de cada ruta no', async () => {
  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const scripts = (await readdir(scriptsDir)).filter((file) => file.endsWith('.js'));
  const hinted = scripts.filter((file) => readFileSync(path.join(scriptsDir, file), 'utf8').startsWith(COMPILE_HINT));
  assert.deepEqual(hinted.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort(), ['main', 'react-dom', 'runtime~main']);
});

// Each route's component is built the first time it is needed (plugins/startup/ComponentCreator.tsx):
// following a link renders the next page in place, without reloading, and hydration left no error.
test('un enlace lleva a otra página sin recargar, con su componente creado al pedirlo', async () => {
  const {page, errors, close} = await openPage('/docs/primeros-pasos', {waitUntil: 'load'});
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => ((window as unknown as {sinRecargar: boolean}).sinRecargar = true));
    await page.locator('main a[href="/docs/autenticacion"]').first().click();
    await page.waitForURL('**/docs/autenticacion');
    await page.locator('h1', {hasText: 'Autenticación'}).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as {sinRecargar?: boolean}).sinRecargar), true, 'la página se recargó');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
