import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {after, test} from 'node:test';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';
import {repoRoot} from '../../lib/paths';

after(shutdown);

// A page that had to discover its route's chunks from main.js waited a second round trip before it
// could hydrate: every script a full load runs must be named by the server HTML itself.
for (const route of ['/', '/docs/primeros-pasos', '/docs/api/people', '/blog']) {
  test(`${route} trae en su HTML cada script que necesita para hidratarse`, async () => {
    const {page, errors, close} = await openPage(route, {waitUntil: 'load'});
    try {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const {inHtml, loaded} = await page.evaluate(async () => {
        const html = await (await fetch(location.pathname)).text();
        const served = new DOMParser().parseFromString(html, 'text/html');
        return {
          inHtml: [...served.querySelectorAll('script[src]')].map((script) => new URL((script as HTMLScriptElement).src).pathname),
          loaded: performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.endsWith('.js')),
        };
      });
      const discoveredLate = loaded.filter((pathname) => !inHtml.includes(pathname));
      assert.deepEqual(discoveredLate, [], 'scripts que main.js tuvo que pedir después de ejecutarse');
      assert.ok(inHtml.some((pathname) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(pathname)));
      assert.ok(inHtml.length > 3, `el HTML solo nombra ${inHtml.join(', ')}`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// Every page's main.js carries the route registry, one module path per reference page: an absolute
// path made the bundle longer and different on every machine that built it.
test('los scripts no llevan rutas de la máquina que construyó el sitio', async () => {
  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const leaking = (await readdir(scriptsDir))
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(scriptsDir, file), 'utf8').includes(repoRoot));
  assert.deepEqual(leaking, []);
});
