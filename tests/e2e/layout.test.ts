import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {openPage} from '../../lib/browserSession';
import {PHONE, shutdown} from '../../lib/browserSession';
import {animationFrames, pageSettled} from './settled';

after(shutdown);

describe('diseño y comportamiento', () => {
  test('a 996 px aparece el botón del menú móvil y abre el menú lateral; a 997 px no existe', async () => {
    const narrow = await openPage('/docs/', {viewport: {width: 996, height: 800}});
    try {
      const toggle = narrow.page.locator('button.navbar__toggle');
      assert.ok(await toggle.isVisible(), 'el botón del menú no se ve a 996 px');
      await toggle.click();
      const sidebar = narrow.page.locator('.navbar-sidebar');
      await sidebar.waitFor({state: 'visible'});
      assert.ok(await narrow.page.locator('.navbar-sidebar__items').isVisible());
      assert.ok(await sidebar.getByRole('link', {name: 'Documentación', exact: true}).isVisible());
    } finally {
      await narrow.close();
    }
    const wide = await openPage('/docs/', {viewport: {width: 997, height: 800}});
    try {
      assert.equal(await wide.page.locator('button.navbar__toggle').isVisible(), false);
    } finally {
      await wide.close();
    }
  });

  test('en un teléfono el menú abre el índice de la documentación, también tras pasar de escritorio a teléfono', async () => {
    const {page, errors, close} = await openPage('/docs/autenticacion', {viewport: {width: 1280, height: 800}});
    try {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const desktopSidebar = page.locator('.theme-doc-sidebar-container a[href="/docs/primeros-pasos"]');
      assert.ok(await desktopSidebar.isVisible(), 'sin barra lateral en escritorio');
      // After hydration the layout leaves the server's version as a transition; a resize is urgent.
      await page.setViewportSize({width: 390, height: 800});
      await page.locator('button.navbar__toggle').click();
      const drawer = page.locator('.navbar-sidebar');
      await drawer.waitFor({state: 'visible'});
      const docLink = drawer.getByRole('link', {name: 'Primeros pasos', exact: true});
      await docLink.waitFor({state: 'visible'});
      assert.ok(await drawer.getByRole('button', {name: '← Volver al menú principal'}).isVisible());
      await docLink.click();
      await page.waitForURL('**/docs/primeros-pasos');
      await drawer.waitFor({state: 'hidden', timeout: 5_000});
      // The address changes first; the guide renders once its route chunk has loaded.
      await page.getByRole('heading', {level: 1, name: /Primeros pasos/}).waitFor();
      assert.match((await page.locator('h1').first().textContent()) ?? '', /Primeros pasos/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('en un teléfono el menú se construye al tocar su botón, no al cargar, y aun así se desliza al abrir', async () => {
    const {page, errors, close} = await openPage('/docs/api/people/create-person', PHONE);
    try {
      // Hydrated and settled: whatever the page builds on its own after loading is there by now.
      await pageSettled(page);
      assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'el menú móvil se construyó sin que nadie lo pidiera');
      await page.evaluate(() => {
        const record = window as unknown as {__slid: boolean};
        record.__slid = false;
        document.addEventListener('transitionstart', (event) => {
          if ((event.target as Element).classList.contains('navbar-sidebar') && event.propertyName === 'transform') record.__slid = true;
        });
      });
      // A press as a finger makes it: down, a pause, up; the click that opens the menu comes with the lift.
      const box = await page.locator('button.navbar__toggle').boundingBox();
      assert.ok(box, 'sin botón del menú');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
      // The menu built on the press is painted closed before the lift opens it, so its opening slides.
      await animationFrames(page, 2);
      await page.mouse.up();
      const drawer = page.locator('.navbar-sidebar');
      await drawer.locator('nav[aria-label^="Operaciones"]').waitFor({state: 'visible'});
      await page.waitForFunction(() => (window as unknown as {__slid: boolean}).__slid);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
    // The keyboard reaches the button before it presses it: the menu is ready when Enter opens it.
    const keyboard = await openPage('/docs/autenticacion', {viewport: {width: 390, height: 844}});
    try {
      await keyboard.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await keyboard.page.locator('button.navbar__toggle').focus();
      await keyboard.page.locator('.navbar-sidebar').waitFor({state: 'attached'});
      await keyboard.page.keyboard.press('Enter');
      await keyboard.page.locator('.navbar-sidebar').getByRole('link', {name: 'Primeros pasos', exact: true}).waitFor({state: 'visible'});
    } finally {
      await keyboard.close();
    }
  });

  test('la barra lateral mide 300 px y no se puede ocultar', async () => {
    const {page, close} = await openPage('/docs/', {viewport: {width: 1280, height: 800}});
    try {
      const sidebar = page.locator('aside.theme-doc-sidebar-container');
      const box = await sidebar.boundingBox();
      assert.equal(Math.round(box?.width ?? 0), 300);
      assert.equal(await page.locator('button[title*="Contraer"], .collapseSidebarButton_node_modules').count(), 0);
      assert.equal(await page.getByRole('button', {name: /contraer barra lateral/i}).count(), 0);
    } finally {
      await close();
    }
  });

  test('la tabla de contenido lista solo los h2 y h3 del artículo', async () => {
    const {page, close} = await openPage('/docs/workflows/sdks/native', {viewport: {width: 1280, height: 800}});
    try {
      const tocTargets = await page
        .locator('.table-of-contents a')
        .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice(1)));
      const headings = await page
        .locator('article .markdown h2[id], article .markdown h3[id], article .markdown h4[id]')
        .evaluateAll((nodes) => nodes.map((node) => ({id: node.id, level: node.tagName})));
      const expected = headings.filter((heading) => heading.level !== 'H4').map((heading) => heading.id);
      assert.ok(expected.length > 0, 'la página no tiene encabezados');
      assert.ok(
        headings.some((heading) => heading.level === 'H3'),
        'la página de prueba debe tener h3',
      );
      assert.deepEqual(tocTargets, expected);
    } finally {
      await close();
    }
  });

  test('la barra de anuncios se cierra y sigue cerrada después de recargar', async () => {
    const {page, close} = await openPage('/');
    try {
      const bar = page.locator('.theme-announcement-bar');
      await bar.waitFor({state: 'visible'});
      // The button answers once React runs; a click on the server HTML before that does nothing.
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await bar.getByRole('button', {name: 'Cerrar'}).click();
      await bar.waitFor({state: 'detached'});
      await page.reload({waitUntil: 'domcontentloaded'});
      // The server HTML still carries the bar: before React hydrates, the dismissal must already hide it.
      assert.equal(await page.locator('.theme-announcement-bar').isVisible(), false, 'la barra se ve antes de hidratar');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal(await page.locator('.theme-announcement-bar').count(), 0);
    } finally {
      await close();
    }
  });

  for (const [route, language] of [
    ['/docs/workflows/sdks/flutter', 'dart'],
    ['/docs/workflows/sdks/native', 'swift'],
    ['/docs/workflows/sdks/native', 'kotlin'],
    ['/docs/workflows/sdks/native', 'gradle'],
  ] as const) {
    test(`los bloques ${language} de ${route} tienen resaltado de sintaxis`, async () => {
      const {page, close} = await openPage(route);
      try {
        const blocks = page.locator(`pre.language-${language}`);
        await blocks.first().waitFor({state: 'attached'});
        const tokenKinds = await blocks
          .locator('.token')
          .evaluateAll((tokens) => [...new Set(tokens.flatMap((token) => [...token.classList]))]);
        assert.ok(
          tokenKinds.some((kind) => ['keyword', 'function', 'string', 'class-name'].includes(kind)),
          `sin tokens resaltados: ${tokenKinds.join(', ')}`,
        );
      } finally {
        await close();
      }
    });
  }
});
