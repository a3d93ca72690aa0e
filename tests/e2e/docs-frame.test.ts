/**
 * The docs page frame on the pages generated outside the docs plugin (the error catalogue, the changelog and the
 * scenarios pages): the docs sidebar, the table of contents, "Copiar como Markdown" with its twin,
 * and the guides' heading scale; their text search and filters kept in the address; and
 * "Probar este escenario", which opens the operation's console with the scenario chosen.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {markdownTwinPath} from '../../lib/twinPath';
import {settledTop} from './settled';

after(shutdown);

const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};
const FRAMED = [
  '/docs/errores',
  '/docs/cambios',
  '/docs/herramientas/escenarios-de-prueba',
  '/docs/herramientas/escenarios-de-prueba/people',
];

const hydrated = (page: Page) => page.waitForSelector('html[data-has-hydrated="true"]');

/** Font sizes of the page's h1 and first h2 inside the docs content. */
const headingScale = (page: Page) =>
  page.evaluate(() =>
    ['h1', 'h2'].map((tag) => getComputedStyle(document.querySelector(`.theme-doc-markdown ${tag}`) as HTMLElement).fontSize),
  );

describe('marco de página de docs en el catálogo y los escenarios', () => {
  test('barra lateral de docs, tabla de contenido, «Copiar como Markdown» y la misma escala de encabezados que una guía', async () => {
    const guide = await openPage('/docs/autenticacion', {viewport: desktop});
    const guideScale = await headingScale(guide.page);
    await guide.close();
    const base = await siteUrl();
    for (const route of FRAMED) {
      const {page, errors, close} = await openPage(route, {viewport: desktop});
      try {
        await hydrated(page);
        const sidebar = page.locator('aside.theme-doc-sidebar-container nav');
        assert.ok(await sidebar.getByRole('link', {name: 'Catálogo de errores'}).isVisible(), `${route}: sin barra lateral de docs`);
        assert.ok(await sidebar.getByRole('link', {name: 'Primeros pasos'}).isVisible(), `${route}: la barra lateral no lista las guías`);
        const toc = page.locator('.theme-doc-toc-desktop a');
        assert.ok((await toc.count()) >= 1, `${route}: sin tabla de contenido`);
        for (const href of await toc.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
          assert.equal(await page.locator(href).count(), 1, `${route}: la tabla de contenido enlaza ${href}, que no existe`);
        }
        assert.ok(await page.getByRole('button', {name: 'Copiar como Markdown'}).isVisible(), `${route}: sin «Copiar como Markdown»`);
        const twin = await fetch(base + markdownTwinPath(route));
        assert.equal(twin.status, 200, `${route}: su gemelo en Markdown respondió ${twin.status}`);
        const h1 = (await page.locator('h1').first().innerText()).trim();
        assert.ok((await twin.text()).startsWith(`# ${h1}\n`), `${route}: el gemelo no empieza con «# ${h1}»`);
        assert.deepEqual(await headingScale(page), guideScale, `${route}: otra escala de encabezados que las guías`);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });

  test('en un teléfono la tabla de contenido es plegable y las entradas son tarjetas', async () => {
    for (const route of ['/docs/errores', '/docs/herramientas/escenarios-de-prueba/people']) {
      const {page, close} = await openPage(route, {viewport: phone});
      try {
        await hydrated(page);
        await page.locator('.theme-doc-toc-mobile').waitFor();
        const card = page.locator(route === '/docs/errores' ? 'section[data-error-message]' : 'li[data-status]').first();
        const style = await card.evaluate(
          (element) => getComputedStyle(element).borderTopStyle + getComputedStyle(element).borderLeftStyle,
        );
        assert.equal(style, 'solidsolid', `${route}: la entrada no es una tarjeta`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `${route}: la página se desborda ${overflow} px`);
      } finally {
        await close();
      }
    }
  });
});

describe('búsqueda y filtros en la dirección', () => {
  test('el catálogo filtra por texto, API y estado, y guarda los filtros en la dirección', async () => {
    const {page, errors, close} = await openPage('/docs/errores?api=visionary&estado=200', {viewport: desktop});
    try {
      await hydrated(page);
      const count = page.getByRole('search', {name: 'Filtrar errores'}).getByRole('status');
      await page.waitForFunction(() => document.querySelectorAll('section[data-error-message]').length === 9);
      assert.match(await count.innerText(), /^9 mensajes$/);
      assert.ok(await page.locator('section[data-error-message="Not a CURP"]').isVisible());
      const filters = page.getByRole('search', {name: 'Filtrar errores'});
      await filters.getByLabel('Estado HTTP', {exact: true}).selectOption('todas');
      await filters.getByLabel('API', {exact: true}).selectOption('todas');
      await filters.getByLabel('Buscar un mensaje', {exact: true}).fill('The name field is required.');
      await page.waitForFunction(() => new URL(window.location.href).searchParams.get('q') === 'The name field is required.');
      assert.ok(await page.locator('section[data-error-message="The name field is required."]').isVisible());
      const shown = await page.locator('section[data-error-message]').count();
      assert.ok(shown >= 1 && shown < 5, `${shown} mensajes para un mensaje pegado`);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('api'), null, 'un filtro en su valor por omisión queda en la dirección');
      await page.reload();
      await hydrated(page);
      assert.equal(
        await page.getByRole('search', {name: 'Filtrar errores'}).getByLabel('Buscar un mensaje').inputValue(),
        'The name field is required.',
      );
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('los escenarios filtran por resultado y texto, con el filtro en la dirección', async () => {
    const {page, errors, close} = await openPage('/docs/herramientas/escenarios-de-prueba/people?resultado=4xx', {viewport: desktop});
    try {
      await hydrated(page);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('li[data-status]')].every((item) => {
          const hidden = item.closest('[hidden]') !== null;
          return hidden || item.getAttribute('data-status')!.startsWith('4');
        }),
      );
      await page.getByRole('search', {name: 'Filtrar escenarios'}).getByLabel('Buscar', {exact: true}).fill('404');
      await page.waitForFunction(() => new URL(window.location.href).searchParams.get('q') === '404');
      const statuses = await page
        .locator('li[data-status]:visible')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
      assert.ok(statuses.length > 0 && statuses.every((status) => status === '404'), statuses.join(','));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('«Probar este escenario» abre la consola de la operación con el escenario elegido', async () => {
    const {page, errors, close} = await openPage('/docs/herramientas/escenarios-de-prueba/people?q=404', {viewport: desktop});
    try {
      await hydrated(page);
      const link = page.locator('li[data-status="404"]:visible').first().getByRole('link', {name: 'Probar este escenario'});
      const href = (await link.getAttribute('href')) ?? '';
      const prefer = new URL(href, 'http://x').searchParams.get('probar');
      assert.match(prefer ?? '', /^code=404/);
      // The row is HTML text: its link must still go through the router, not reload the site.
      await page.evaluate(() => Object.assign(window, {sinRecargar: true}));
      await link.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => 'sinRecargar' in window), true, 'el enlace recargó la página');
      const scenario = dialog.getByLabel('Escenario de prueba');
      await scenario.waitFor();
      assert.equal(await scenario.inputValue(), prefer);
      // The simulated server in the page answers the scenario: nothing to install, no key.
      assert.equal(await dialog.getByLabel('Enviar a').inputValue(), 'simulado');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('un enlace a un mensaje o a una operación de una lista larga la deja a la vista, al cargar y al navegar', async () => {
    // The lists skip the layout of off-screen entries with placeholder heights; a link deep into
    // one must land on its target all the same, on a full load and after a router navigation.
    const targets = ['/docs/errores#error-person-not-found', '/docs/herramientas/escenarios-de-prueba/people#listPersonBiometrics'];
    for (const viewport of [desktop, phone]) {
      for (const target of targets) {
        const [route, id] = target.split('#') as [string, string];
        const inView = async (page: Page, how: string) => {
          // Where the target comes to rest once the scroll and the placeholders above it have settled.
          const y = await settledTop(page.locator(`[id="${id}"]`));
          assert.ok(y >= 0 && y < 400, `${target} (${how}, ${viewport.width} px): el destino quedó en y=${y}`);
        };
        const loaded = await openPage(target, {viewport});
        try {
          await hydrated(loaded.page);
          await inView(loaded.page, 'carga completa');
          assert.deepEqual(loaded.errors, []);
        } finally {
          await loaded.close();
        }
        const navigated = await openPage('/docs/primeros-pasos', {viewport});
        try {
          await hydrated(navigated.page);
          // A router navigation, as a Link makes it: the address changes without a load and the
          // router (listening to popstate) renders the page and scrolls to the target.
          await navigated.page.evaluate((href) => {
            window.history.pushState(null, '', href);
            window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
          }, target);
          await navigated.page.waitForURL((url) => url.pathname === route && url.hash === `#${id}`);
          await inView(navigated.page, 'navegación');
          assert.deepEqual(navigated.errors, []);
        } finally {
          await navigated.close();
        }
      }
    }
  });
});
