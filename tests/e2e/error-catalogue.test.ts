/**
 * The error catalogue (/docs/errores) and the test-scenario pages as a reader uses them: every
 * message of the specs is on the server-rendered page with its anchor, the filters by API and by
 * status narrow the list, a guide's link lands on the message's entry, and each scenario page
 * shows the `Prefer` header and a cURL against the local mock.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {services} from '../../config/services';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import {buildCatalogue} from '../../plugins/error-catalogue/model';
import {generatedDir} from '../../lib/paths';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';

after(shutdown);

const catalogue = buildCatalogue(
  services.map((service) => ({
    service,
    spec: JSON.parse(readFileSync(publishedSpecFile(path.join(generatedDir, 'static'), service), 'utf8')),
  })),
);

describe('catálogo de errores', () => {
  test('sin JavaScript, la página trae cada mensaje de las especificaciones con su ancla, y ningún otro', async () => {
    const {page, close} = await openPage('/docs/errores', {javaScriptEnabled: false});
    try {
      const shown = await page
        .locator('[data-error-message]')
        .evaluateAll((sections) => sections.map((section) => ({id: section.id, message: section.getAttribute('data-error-message')})));
      assert.deepEqual(shown.map(({message}) => message).sort(), catalogue.messages.map(({message}) => message).sort());
      for (const {id, message} of shown) assert.equal(id, catalogue.messages.find((entry) => entry.message === message)!.anchor);
      assert.equal(await page.getByRole('heading', {level: 1}).textContent(), 'Catálogo de errores');
      const curp = page.locator('#error-curp-not-found');
      assert.match((await curp.textContent()) ?? '', /Qué significa.*Qué hacer/s);
      // Each operation returning it is a link to its reference page.
      const href = await curp.locator('details a').first().getAttribute('href');
      assert.match(href ?? '', /^\/docs\/api\/verification(\/|$)/);
    } finally {
      await close();
    }
  });

  test('los filtros por API y por estado reducen la lista', async () => {
    const {page, errors, close} = await openPage('/docs/errores', {waitUntil: 'networkidle'});
    try {
      const all = await page.locator('[data-error-message]').count();
      await page.getByLabel('API', {exact: true}).selectOption('people');
      const peopleRows = await page
        .locator('[data-error-message] li[data-api]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-api')));
      assert.ok(peopleRows.length > 0 && peopleRows.every((api) => api === 'people'), peopleRows.join());
      const peopleMessages = catalogue.messages.filter((entry) => entry.answers.some((answer) => answer.api === 'people')).length;
      assert.equal(await page.locator('[data-error-message]').count(), peopleMessages);
      assert.equal(
        await page.getByRole('search', {name: 'Filtrar errores'}).getByRole('status').textContent(),
        `${peopleMessages} mensajes`,
      );
      await page.getByLabel('Estado HTTP').selectOption('404');
      const rows = await page
        .locator('[data-error-message] li[data-api]')
        .evaluateAll((found) => found.map((row) => `${row.getAttribute('data-api')} ${row.getAttribute('data-status')}`));
      assert.deepEqual([...new Set(rows)], ['people 404']);
      await page.getByLabel('API', {exact: true}).selectOption('todas');
      await page.getByLabel('Estado HTTP').selectOption('todas');
      assert.equal(await page.locator('[data-error-message]').count(), all);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('una búsqueda sin mensajes ofrece la búsqueda del portal con el mismo texto', async () => {
    const {page, errors, close} = await openPage(`/docs/errores?q=${encodeURIComponent('reembolso')}`, {waitUntil: 'networkidle'});
    try {
      await page.locator('[data-empty-catalogue]').waitFor();
      assert.equal(await page.locator('[data-error-message]').count(), 0);
      const link = page.locator('[data-empty-catalogue]').getByRole('link', {name: 'Buscar «reembolso» en todo el portal'});
      assert.equal(await link.getAttribute('href'), '/buscar?q=reembolso');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('el enlace de una guía lleva a la entrada del mensaje', async () => {
    const {page, close} = await openPage('/docs/convenciones', {waitUntil: 'networkidle'});
    try {
      await page.locator('a[href="/docs/errores#error-failed-authorization"]').first().click();
      await page.waitForURL(/\/docs\/errores#error-failed-authorization$/);
      const entry = page.locator('#error-failed-authorization');
      await entry.waitFor();
      const box = await entry.boundingBox();
      assert.ok(box && box.y >= 0 && box.y < 400, `la entrada no quedó a la vista (y=${box?.y})`);
    } finally {
      await close();
    }
  });

  test('la página de escenarios de una API trae el encabezado Prefer y el cURL contra el mock local', async () => {
    const {page, close} = await openPage('/docs/herramientas/escenarios-de-prueba/lexi', {javaScriptEnabled: false});
    try {
      // Each row's cURL toggle names its scenario for a screen reader; the cURL carries the header.
      const toggles = await page.locator('summary').allTextContents();
      assert.ok(toggles.includes('cURL del escenario code=422'), toggles.join(' | '));
      const curls = await page.locator('pre code').allTextContents();
      assert.ok(curls.some((text) => text.includes("--header 'Prefer: code=422'")));
      // The first cURL: the page opens with the package's command that starts the local mock.
      const curl = curls.find((text) => text.startsWith('curl '));
      assert.match(curl ?? '', /curl --request POST/);
      assert.match(curl ?? '', /http:\/\/127\.0\.0\.1:4010\/lexi\/search\/agreements/);
      assert.match(curl ?? '', /--header 'Prefer: code=200'/);
      const base = await siteUrl();
      const index = await (await fetch(`${base}/docs/herramientas/escenarios-de-prueba`)).text();
      for (const service of services) assert.ok(index.includes(`/docs/herramientas/escenarios-de-prueba/${service.id}`), service.id);
    } finally {
      await close();
    }
  });
});
