/**
 * The site's modal surfaces behave as modal dialogs from the keyboard: the try-it console (focus
 * moves in, Tab stays inside, Escape closes and focus returns to "Probar", focus stays on Enviar
 * after sending) and the mobile menu (Tab stays inside, Escape closes and focus returns to its
 * button). No local package is needed: a send to a port where none listens ends in the console's
 * failure message.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {serviceArtifacts, findService, type ApiService} from '../../config/services';
import {openPage, shutdown} from '../../lib/browserSession';
import {freePort} from '../../scripts/lib/mockGateway';

after(shutdown);

const hydrated = (page: Page) => page.waitForSelector('html[data-has-hydrated="true"]');
const activeInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));
const activeName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return `${element?.tagName ?? ''} ${element?.innerText?.trim() ?? ''}`;
  });

describe('consola Probar como diálogo modal', () => {
  test('el foco entra, Tab no sale, Escape cierra y el foco vuelve a «Probar»; tras Enviar el foco sigue en el botón', async () => {
    const route = serviceArtifacts(findService('workflows') as ApiService).operationRoute('listWorkflows');
    const {page, errors, close} = await openPage(route, {viewport: {width: 1280, height: 900}});
    try {
      await hydrated(page);
      const probar = page.getByRole('button', {name: 'Probar', exact: true});
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await probar.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Probar la llamada'});
      await dialog.getByLabel('Enviar a').waitFor();
      assert.ok(await activeInside(dialog), 'el foco no entró en la consola');
      // A side panel: the page under it keeps its place.
      assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'abrir la consola movió la página');
      const box = await dialog.boundingBox();
      assert.ok(box && box.x > 300 && box.width < 1280, `la consola no es un panel lateral: ${JSON.stringify(box)}`);
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press(press % 7 === 6 ? 'Shift+Tab' : 'Tab');
        assert.ok(await activeInside(dialog), `Tab salió de la consola (pulsación ${press + 1}): ${await activeName(page)}`);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'hidden'});
      assert.equal(await probar.evaluate((button) => button === document.activeElement), true, 'el foco no volvió a «Probar»');

      await page.keyboard.press('Enter');
      await dialog.getByLabel('Enviar a').waitFor();
      // The local package on a port where nothing listens: the send ends in the failure message.
      await dialog.getByLabel('Enviar a').selectOption('local');
      await dialog.getByLabel('Puerto').fill(String(await freePort()));
      await dialog.locator('input[type="password"]').first().fill('llave-de-prueba');
      const send = dialog.getByRole('button', {name: 'Enviar', exact: true});
      await send.focus();
      await page.keyboard.press('Enter');
      await dialog.locator('[aria-live="polite"] p').first().waitFor({timeout: 30_000});
      await page.waitForFunction(() => !document.querySelector('[aria-live="polite"]')?.textContent?.includes('Enviando'), undefined, {
        timeout: 30_000,
      });
      assert.equal(
        await send.evaluate((button) => button === document.activeElement),
        true,
        `tras Enviar el foco está en ${await activeName(page)}`,
      );
      assert.deepEqual(
        errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(error)),
        [],
      );
    } finally {
      await close();
    }
  });

  test('en un teléfono la consola ocupa la pantalla completa', async () => {
    const route = serviceArtifacts(findService('people') as ApiService).operationRoute('getPerson');
    const {page, close} = await openPage(route, {viewport: {width: 390, height: 844}});
    try {
      await hydrated(page);
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      const dialog = page.getByRole('dialog', {name: 'Probar la llamada'});
      await dialog.getByLabel('Enviar a').waitFor();
      const box = await dialog.boundingBox();
      assert.ok(box && box.x <= 1 && box.width >= 388 && box.height >= 840, JSON.stringify(box));
      // Each field has its name and a short Spanish description.
      const hint = await dialog.getByLabel(/^id\b/).getAttribute('aria-describedby');
      assert.ok(hint, 'el campo id no tiene descripción');
      assert.match(await page.locator(`[id="${hint}"]`).innerText(), /Va en la ruta\./);
      await page.getByRole('button', {name: 'Cerrar la consola'}).click();
      await dialog.waitFor({state: 'hidden'});
    } finally {
      await close();
    }
  });
});

describe('menú móvil como diálogo modal', () => {
  test('Tab no sale del menú y Escape lo cierra devolviendo el foco a su botón', async () => {
    const {page, errors, close} = await openPage('/docs/autenticacion', {viewport: {width: 390, height: 844}});
    try {
      await hydrated(page);
      const toggle = page.locator('.navbar__toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('.navbar-sidebar');
      await page.locator('.navbar-sidebar--show').waitFor();
      await page.waitForFunction(() => document.querySelector('.navbar-sidebar')?.contains(document.activeElement));
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press(press % 9 === 8 ? 'Shift+Tab' : 'Tab');
        assert.ok(await activeInside(menu), `Tab salió del menú (pulsación ${press + 1}): ${await activeName(page)}`);
      }
      await page.keyboard.press('Escape');
      await page.locator('.navbar-sidebar--show').waitFor({state: 'detached'});
      assert.equal(await toggle.evaluate((button) => button === document.activeElement), true, 'el foco no volvió al botón del menú');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
