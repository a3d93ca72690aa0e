import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {serviceArtifacts, services} from '../../config/services';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {bundledOperations} from './referenceOperations';
import {domQuiet} from './settled';

after(shutdown);

const people = services.find((service) => service.id === 'people')!;
const createPerson = serviceArtifacts(people).operationRoute('createPerson');

describe('páginas de entrada de las APIs', () => {
  for (const service of services) {
    test(`${service.route} muestra la introducción, una descarga y el índice completo`, async () => {
      const {page, errors, close} = await openPage(service.route, {viewport: {width: 1280, height: 900}});
      try {
        assert.equal((await page.locator('main h1').innerText()).trim(), `API de ${service.label}`);
        const downloads = page.locator('main nav[aria-label^="Descargas"]');
        assert.equal(await downloads.count(), 1, 'una sola barra de descargas');
        assert.deepEqual(
          (await downloads.locator('a').allInnerTexts()).map((text) => text.trim()),
          ['OpenAPI (YAML)', 'OpenAPI (JSON)', 'Colección de Postman', 'Todas las descargas, con versión y fecha'],
        );
        const listed = await page
          .locator('#indice-operaciones a')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
        const expected = bundledOperations(service).map((operation) => serviceArtifacts(service).operationRoute(operation.operationId));
        assert.deepEqual([...listed].sort(), [...expected].sort());
        const nav = page.locator('aside nav[aria-label^="Operaciones"]');
        assert.equal(Math.round((await page.locator('aside').boundingBox())?.width ?? 0), 300);
        assert.equal(await nav.locator('a[aria-current="page"]').innerText(), 'Introducción');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    test(`la descarga de ${service.id} es la especificación empaquetada servida por el sitio`, async () => {
      const base = await siteUrl();
      const yamlResponse = await fetch(`${base}${serviceArtifacts(service).yaml}`);
      assert.equal(yamlResponse.status, 200);
      const spec = parseYaml(await yamlResponse.text());
      assert.equal(spec.openapi, '3.1.0');
      const jsonResponse = await fetch(`${base}${serviceArtifacts(service).json}`);
      assert.deepEqual(await jsonResponse.json(), spec);
    });
  }
});

describe('enlaces antiguos de Redoc', () => {
  for (const anchor of ['#tag/Personas/operation/createPerson', '#operation/createPerson']) {
    test(`${people.route}${anchor} lleva a la página de la operación`, async () => {
      const {page, errors, close} = await openPage(people.route + anchor);
      try {
        await page.waitForURL((url) => url.pathname === createPerson, {timeout: 15_000});
        // The address changes first; the operation's page renders once its route chunk has loaded.
        await page.locator('main h1', {hasText: 'Crear persona'}).waitFor({timeout: 15_000});
        assert.equal((await page.locator('main h1').innerText()).trim(), 'Crear persona');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  test('un ancla de etiqueta lleva a su sección y una desconocida se queda en la página', async () => {
    const {page, close} = await openPage(`${people.route}#tag/Domicilios`);
    try {
      await page.waitForFunction(() => window.location.hash === '#grupo-domicilios');
      const {page: other, close: closeOther} = await openPage(`${people.route}#operation/noExiste`);
      try {
        // Hydrated and settled, with every effect that reads the hash run: the page did not move.
        await other.waitForSelector('html[data-has-hydrated="true"]');
        await domQuiet(other);
        assert.equal(new URL(other.url()).pathname, people.route);
      } finally {
        await closeOther();
      }
    } finally {
      await close();
    }
  });
});

describe('índice y navegación de la referencia', () => {
  test('el filtro encuentra createPerson por su operationId y por su ruta', async () => {
    const {page, close} = await openPage(people.route);
    try {
      const filter = page.getByLabel('Filtrar operaciones');
      await filter.fill('createPerson');
      const visible = page.locator('#indice-operaciones li:visible a');
      const found = await visible.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      assert.ok(found.includes(createPerson), `no aparece createPerson: ${found.join(', ')}`);
      // Only the operations whose operationId contains it (createPersonFromCurp…), out of the 131.
      assert.ok(
        found.every((route) => route.startsWith(`${createPerson}`)),
        found.join(', '),
      );
      assert.match(await page.locator('#filtro-resultado').innerText(), new RegExp(`^${found.length} de \\d+ operaciones$`));
      await filter.fill('post /people');
      const byPath = await visible.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      assert.ok(byPath.includes(createPerson), `no aparece por ruta: ${byPath.join(', ')}`);
    } finally {
      await close();
    }
  });

  test('la navegación lateral y un esquema se usan con el teclado', async () => {
    const {page, errors, close} = await openPage(createPerson, {viewport: {width: 1280, height: 900}});
    try {
      const nav = page.locator('aside nav');
      const current = nav.locator('a[aria-current="page"]');
      assert.match(await current.innerText(), /Crear persona/);
      // A collapsed tag: Enter opens it and the button announces it.
      const toggle = nav.locator('button[aria-expanded="false"]').first();
      const tag = (await toggle.innerText()).trim();
      await toggle.focus();
      await page.keyboard.press('Enter');
      assert.equal(await nav.locator('button', {hasText: tag}).getAttribute('aria-expanded'), 'true');
      await page.keyboard.press(' ');
      assert.equal(await nav.locator('button', {hasText: tag}).getAttribute('aria-expanded'), 'false');
      // Space on a link follows it, like Enter.
      await nav.locator('button', {hasText: tag}).press('Enter');
      const link = nav.locator(`button:has-text("${tag}") + ul a`).first();
      const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
      await link.focus();
      await page.keyboard.press(' ');
      await page.waitForURL((url) => url.pathname === target);
      await page.goto(new URL(createPerson, page.url()).href);
      // Enter on a link follows it too.
      await page.locator('aside nav a', {hasText: 'Introducción'}).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === people.route);
      await page.goto(new URL(createPerson, page.url()).href);
      // A schema disclosure opens with Enter and closes with Space.
      const details = page.locator('main details:visible').first();
      const summary = details.locator(':scope > summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      assert.equal(await details.evaluate((element) => (element as HTMLDetailsElement).open), true);
      await page.keyboard.press(' ');
      assert.equal(await details.evaluate((element) => (element as HTMLDetailsElement).open), false);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('a 1600 px el código largo se desplaza dentro de su bloque, sin partir tokens ni ensanchar la página', async () => {
    const {page, close} = await openPage(createPerson, {viewport: {width: 1600, height: 900}});
    try {
      const columns = await page
        .locator('main article > div')
        .first()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      // Two columns from 1600 px; below, the samples take the full width (tests/e2e/rough-edges.test.ts).
      assert.equal(columns, 2, 'dos columnas en pantalla ancha');
      for (const label of ['cURL', 'JavaScript', 'Python', 'PHP', 'Java']) {
        await page
          .locator('[role="tab"]', {hasText: new RegExp(`^${label}$`)})
          .first()
          .click();
        const hidden = await page.locator('main pre').evaluateAll(
          (blocks) =>
            blocks.filter((block) => {
              const element = block as HTMLElement;
              if (element.offsetParent === null || element.scrollWidth <= element.clientWidth + 1) return false;
              // A line longer than its block must be reachable by scrolling the block, not cut off.
              return !['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
            }).length,
        );
        assert.equal(hidden, 0, `líneas cortadas sin desplazamiento con ${label}`);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(pageWidth <= 0, `la página se ensancha ${pageWidth} px con ${label}`);
      }
    } finally {
      await close();
    }
  });

  test('a 390 px hay una columna y la navegación está en el menú móvil', async () => {
    const {page, errors, close} = await openPage(createPerson, {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    try {
      assert.equal(await page.locator('aside nav').isVisible(), false);
      const columns = await page
        .locator('main article > div')
        .first()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      assert.equal(columns, 1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `la página se desborda: ${width}px`);
      await page.locator('.navbar__toggle').click();
      const mobileNav = page.locator('.navbar-sidebar nav[aria-label^="Operaciones"]');
      await mobileNav.waitFor({state: 'visible'});
      assert.match(await mobileNav.locator('a[aria-current="page"]').innerText(), /Crear persona/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
