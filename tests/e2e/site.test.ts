import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {siteSettings} from '../../config/site';
import {services} from '../../config/services';
import {legalDocuments, legalPdfPath} from '../../config/legal';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';

after(shutdown);

describe('rutas del sitio', () => {
  // Every route's status, heading, language and rendered directives are route-sweep.test.ts's, on its one load.
  // The second address is under an API's parent route, which answers its own 404 in the browser.
  for (const unknown of ['/docs/no-existe', `${services[0]!.route}/no-existe`]) {
    test(`${unknown} muestra la página 404 en español con enlaces de regreso`, async () => {
      const response = await fetch(`${await siteUrl()}${unknown}`);
      assert.equal(response.status, 404);
      const {page, errors, close} = await openPage(unknown);
      try {
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        assert.equal(await page.locator('h1').first().textContent(), 'Página no encontrada');
        const main = page.locator('main');
        assert.equal(await main.locator('a[href="/docs/"]').count(), 1);
        for (const service of services) {
          assert.equal(await main.locator(`a[href="${service.route}"]`).count(), 1, service.route);
        }
        // The document itself answers 404, which the browser reports; nothing else may fail.
        assert.deepEqual(
          errors.filter((error) => !error.includes('status of 404')),
          [],
        );
      } finally {
        await close();
      }
    });
  }

  test('las formas .html e /index.html redirigen a la ruta limpia', async () => {
    const base = await siteUrl();
    for (const [from, to] of [
      ['/docs/api-reference.html', '/docs/api-reference'],
      ['/docs/index.html', '/docs/'],
      ['/index.html', '/'],
    ]) {
      const response = await fetch(base + from, {redirect: 'manual'});
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
    }
  });
});

describe('barra de navegación', () => {
  test('Documentación, el menú APIs con sus ocho entradas en orden y Acceder, sin Blog', async () => {
    const {page, close} = await openPage('/', {viewport: {width: 1280, height: 800}});
    try {
      const navbar = page.locator('nav.navbar');
      const docsLink = navbar.getByRole('link', {name: 'Documentación', exact: true});
      assert.equal(await docsLink.getAttribute('href'), '/docs/');
      const dropdown = navbar.locator('.dropdown', {hasText: 'APIs'});
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      assert.deepEqual(await items.allTextContents(), [
        'Workflows',
        'Signt',
        'Verification',
        'Vision',
        'Black Lists',
        'People',
        'Visionary',
        'Lexi',
      ]);
      assert.deepEqual(
        await items.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        services.map((service) => service.route),
      );
      const login = navbar.locator('.navbar__items--right').getByRole('link', {name: /Acceder/});
      assert.equal(await login.getAttribute('href'), siteSettings.accountUrl);
      // The product spec's navbar has no Blog entry: the blog is linked from the footer.
      assert.deepEqual(
        // A dropdown's text includes its open menu: its own label is the first line.
        (await navbar.locator('.navbar__items > .navbar__item').allInnerTexts()).map((text) => text.trim().split('\n')[0]).filter(Boolean),
        ['Documentación', 'APIs', 'Acceder'],
      );
      assert.equal(await navbar.getByRole('link', {name: 'Blog', exact: true}).count(), 0);
    } finally {
      await close();
    }
  });
});

describe('pie de página', () => {
  test('muestra sus grupos, el contacto y el copyright', async () => {
    const {page, close} = await openPage('/');
    try {
      const titles = await page.locator('.footer__title').allTextContents();
      assert.deepEqual(titles, ['Comunidad', 'Más', 'Avisos de privacidad', 'Políticas', 'Contacto']);
      const footer = page.locator('footer');
      for (const name of ['Stack Overflow', 'Discord', 'X (Twitter)', 'Blog', 'GitHub']) {
        assert.equal(await footer.locator('a.footer__link-item', {hasText: name}).count(), 1, name);
      }
      for (const document of legalDocuments) {
        assert.equal(await footer.locator(`a[href="${legalPdfPath(document)}"]`).count(), 1, document.slug);
      }
      assert.match((await footer.locator('.footer__copyright').textContent()) ?? '', /©/);
    } finally {
      await close();
    }
  });

  test('en un escritorio sus grupos llenan una fila', async () => {
    const {page, close} = await openPage('/', {viewport: {width: 1280, height: 900}});
    try {
      const row = (await page.locator('.footer__links').boundingBox())!;
      const columns = await page
        .locator('.footer__links > .footer__col')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
      assert.equal(new Set(columns.map((column) => Math.round(column.top))).size, 1, 'los grupos no caben en una fila');
      const rowRight = row.x + row.width;
      const lastRight = columns.at(-1)!.right;
      assert.ok(Math.abs(lastRight - rowRight) <= 1, `el último grupo termina en ${lastRight} px y la fila en ${rowRight} px`);
    } finally {
      await close();
    }
  });

  for (const document of legalDocuments) {
    test(`${legalPdfPath(document)} es un PDF con su título`, async () => {
      const response = await fetch((await siteUrl()) + legalPdfPath(document));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      const pdf = Buffer.from(await response.arrayBuffer());
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
      // pdfkit writes the document title in the Info dictionary as UTF-16BE with a byte order mark.
      const utf16be = Buffer.from(`\ufeff${document.title}`, 'utf16le').swap16();
      assert.ok(pdf.includes(utf16be) || pdf.includes(Buffer.from(document.title, 'latin1')), 'sin título');
      assert.ok(/\/Type\s*\/Page\b/.test(pdf.toString('latin1')), 'sin páginas');
    });
  }
});
