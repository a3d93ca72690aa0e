/**
 * The page «Identidades de prueba» as a reader gets it in Chromium: under Herramientas in the sidebar,
 * with no accessibility violation; its tables show the sandbox engine's identities and outcome rows
 * (sandbox/src/engine/testIdentities.ts), a copy button copies a value, and its download serves the same
 * data as JSON.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {TEST_IDENTITIES_PATH} from '../../lib/sandboxCommands';
import {
  IDENTITY_OUTCOMES,
  outcomeValue,
  TEST_IDENTITIES,
  testIdentitiesDocument,
  type CurpIdentity,
} from '../../sandbox/src/engine/testIdentities';
import {assertToolPageReads} from './toolPages';

after(shutdown);

const ROUTE = '/docs/herramientas/identidades-de-prueba';

describe('página «Identidades de prueba»', () => {
  test('se lee bajo Herramientas, sin fallas de accesibilidad, errores, inglés ni Markdown sin interpretar', () =>
    assertToolPageReads(ROUTE, 'Identidades de prueba'));

  test('sus tablas muestran las identidades y las respuestas del módulo del simulador, y un botón copia su valor', async () => {
    const {page, errors, close} = await openPage(ROUTE, {permissions: ['clipboard-read', 'clipboard-write']});
    try {
      const shown = await page.locator('tr[data-identity]').evaluateAll((rows) =>
        rows.map((row) => ({
          id: row.getAttribute('data-identity'),
          codes: [...row.querySelectorAll('td code')].map((code) => code.textContent),
        })),
      );
      assert.deepEqual(
        shown.map((row) => row.id),
        ['curp', 'rfc', 'clabe', 'ine'].flatMap((kind) => TEST_IDENTITIES.filter((identity) => identity.kind === kind).map(({id}) => id)),
      );
      for (const identity of TEST_IDENTITIES) {
        const codes = shown.find((row) => row.id === identity.id)!.codes;
        for (const value of identity.kind === 'ine' ? [identity.type, identity.ocr, identity.cic] : [identity.value])
          assert.ok(codes.includes(value), `${identity.id}: falta ${value} en su fila`);
      }
      const zones = await page.locator('tr[data-identity] pre').allTextContents();
      assert.deepEqual(
        zones,
        TEST_IDENTITIES.flatMap((identity) => (identity.kind === 'ine' ? [identity.lines.join('\n')] : [])),
      );

      const outcomes = await page
        .locator('tr[data-outcome]')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.querySelector('code')?.textContent ?? cell.textContent)),
        );
      assert.deepEqual(
        outcomes,
        IDENTITY_OUTCOMES.map((row) => [`${row.method} ${row.path}`, row.field.name, outcomeValue(row), String(row.status), row.example]),
      );

      await page.waitForSelector('html[data-has-hydrated="true"]');
      const curp = TEST_IDENTITIES.find((identity): identity is CurpIdentity => identity.kind === 'curp')!;
      await page
        .locator(`tr[data-identity="${curp.id}"]`)
        .getByRole('button', {name: /^Copiar/})
        .click();
      await page
        .getByRole('status')
        .filter({hasText: `Copiado: ${curp.value}`})
        .waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), curp.value);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('la descarga sirve como JSON los mismos datos que el módulo', async () => {
    const {page, close} = await openPage(ROUTE);
    try {
      const href = await page.locator('a[data-test-identities-download]').getAttribute('href');
      assert.equal(href, TEST_IDENTITIES_PATH);
      const response = await fetch((await siteUrl()) + href);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      assert.deepEqual(await response.json(), JSON.parse(JSON.stringify(testIdentitiesDocument())));
    } finally {
      await close();
    }
  });
});
