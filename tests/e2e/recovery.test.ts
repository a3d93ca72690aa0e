/**
 * Graceful degradation in the browser: a JavaScript chunk that fails to download, a preload that
 * fails during client-side navigation, and the build served under the wrong base URL.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {startNginx} from '../../scripts/deploy/nginxProcess';
import {browser, buildDir, shutdown, siteUrl} from '../../lib/browserSession';

after(shutdown);

const TARGET = '/docs/';

/** The JavaScript files a full load of `route` downloads. */
async function scriptsLoadedBy(route: string): Promise<Set<string>> {
  const context = await (await browser()).newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/assets/js/')) scripts.add(pathname);
    });
    await page.goto((await siteUrl()) + route, {waitUntil: 'networkidle'});
    return scripts;
  } finally {
    await context.close();
  }
}

/** A chunk the target page needs and the home page does not load. */
async function chunkOnlyTheTargetNeeds(): Promise<string> {
  const [home, target] = await Promise.all([scriptsLoadedBy('/'), scriptsLoadedBy(TARGET)]);
  const own = [...target].filter((script) => !home.has(script));
  assert.ok(own.length > 0, `${TARGET} no tiene chunks propios`);
  return own[0];
}

/** Opens the home page, hydrated, with a marker that only survives client-side navigation. */
async function openHydratedHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${await siteUrl()}/`, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  return page;
}

const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

describe('recuperación ante fallos de carga', () => {
  test('con un chunk bloqueado la página muestra el aviso en español y Reintentar funciona al desbloquearlo', async () => {
    const chunk = await chunkOnlyTheTargetNeeds();
    const context = await (await browser()).newContext({locale: 'es-MX'});
    try {
      let blocked = true;
      await context.route(`**${chunk}`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
      const page = await openHydratedHome(context);
      await page.locator(`nav a[href="${TARGET}"]`).first().click();
      const notice = page.locator('[data-chunk-error]');
      await notice.waitFor({state: 'visible'});
      assert.equal(new URL(page.url()).pathname, TARGET);
      assert.match((await notice.textContent()) ?? '', /No se pudo cargar una parte de esta página/);
      const retry = notice.getByRole('button', {name: 'Reintentar'});
      assert.equal(await retry.count(), 1);

      blocked = false;
      await retry.click();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal(await page.locator('[data-chunk-error]').count(), 0);
      assert.match((await page.locator('h1').first().textContent()) ?? '', /Introducción/);
    } finally {
      await context.close();
    }
  });

  test('si falla la precarga al navegar, el sitio recurre a una carga completa de la página', async () => {
    const chunk = await chunkOnlyTheTargetNeeds();
    const context = await (await browser()).newContext({locale: 'es-MX'});
    try {
      let failuresLeft = 1;
      await context.route(`**${chunk}`, (route) => {
        // Link prefetches (<link rel=prefetch>) are not the preload under test; they stay blocked.
        if (route.request().resourceType() !== 'script') return route.abort('connectionrefused');
        return failuresLeft-- > 0 ? route.abort('connectionrefused') : route.continue();
      });
      const page = await openHydratedHome(context);
      const fullLoad = page.waitForEvent('load');
      await page.locator(`nav a[href="${TARGET}"]`).first().click();
      await fullLoad;
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal(await stillSameDocument(page), false, 'no hubo carga completa');
      assert.equal(new URL(page.url()).pathname, TARGET);
      assert.match((await page.locator('h1').first().textContent()) ?? '', /Introducción/);
      assert.equal(await page.locator('[data-chunk-error]').count(), 0);
    } finally {
      await context.close();
    }
  });

  test('servido bajo una baseUrl equivocada muestra el aviso que sugiere la correcta', async () => {
    const nginx = await startNginx(buildDir, {servePrefix: '/portal/'});
    const context = await (await browser()).newContext({locale: 'es-MX'});
    try {
      for (const route of ['/portal/', '/portal/docs/workflows/compatibilidad']) {
        const page = await context.newPage();
        await page.goto(nginx.url + route, {waitUntil: 'load'});
        const banner = page.locator('#aviso-base-url');
        await banner.waitFor({state: 'visible'});
        const text = (await banner.textContent()) ?? '';
        assert.match(text, /El sitio no se cargó correctamente/, route);
        assert.match(text, /baseUrl configurada: \//, route);
        assert.match(text, /Prueba con baseUrl = \/portal\//, route);
        await page.close();
      }
    } finally {
      await context.close();
      await nginx.stop();
    }
  });

  test('servido en la baseUrl correcta no muestra el aviso', async () => {
    const context = await (await browser()).newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${await siteUrl()}/`, {waitUntil: 'networkidle'});
      assert.equal(await page.locator('#aviso-base-url').count(), 0);
    } finally {
      await context.close();
    }
  });
});
