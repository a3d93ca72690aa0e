import assert from 'node:assert/strict';
import {serviceArtifacts} from '../../config/services';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {searchIndexPath} from '../../src/search/types';
import {openPage, shutdown} from './harness';

after(shutdown);

const viewport = {width: 1280, height: 900};
const searchBox = (page: Page) => page.getByRole('combobox', {name: 'Buscar'});

async function firstHit(page: Page, query: string) {
  await searchBox(page).fill(query);
  const option = page.getByRole('listbox', {name: 'Resultados de la búsqueda'}).getByRole('option').first();
  await option.waitFor({state: 'visible'});
  return option;
}

/** Waits until the element with `id` has been scrolled into the top part of the viewport. */
async function assertScrolledTo(page: Page, id: string) {
  await page.waitForFunction(
    (target) => {
      const element = document.getElementById(target);
      if (!element) return false;
      const top = element.getBoundingClientRect().top;
      return top >= -5 && top < window.innerHeight / 2;
    },
    id,
    {timeout: 15_000},
  );
}

describe('búsqueda', () => {
  test('el índice no se descarga al abrir una página, solo al empezar a escribir', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport, waitUntil: 'networkidle'});
    try {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === searchIndexPath) indexRequests.push(request.url());
      });
      await page.waitForTimeout(500);
      assert.deepEqual(indexRequests, []);
      const response = page.waitForResponse((candidate) => new URL(candidate.url()).pathname === searchIndexPath);
      await searchBox(page).pressSequentially('firmas');
      assert.equal((await response).status(), 200);
      const option = page.getByRole('option').first();
      await option.waitFor({state: 'visible'});
      assert.match((await option.textContent()) ?? '', /[Ff]irm/);
      assert.equal(indexRequests.length, 1);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('una frase de una guía lleva a su sección', async () => {
    const {page, errors, close} = await openPage('/', {viewport});
    try {
      const hit = await firstHit(page, 'Cómo encajan en un onboarding');
      assert.match((await hit.textContent()) ?? '', /Cómo encajan en un onboarding.*Guía/);
      await hit.click();
      await page.waitForURL((url) => url.pathname === '/docs/');
      assert.equal(decodeURIComponent(new URL(page.url()).hash), '#cómo-encajan-en-un-onboarding');
      await assertScrolledTo(page, 'cómo-encajan-en-un-onboarding');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('una palabra sin acentos encuentra la que los lleva', async () => {
    const {page, errors, close} = await openPage('/', {viewport});
    try {
      const hit = await firstHit(page, 'autenticacion');
      assert.match((await hit.textContent()) ?? '', /Autenticación/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('una ruta de la API lleva a la página de su operación', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      const hit = await firstHit(page, '/documents/{id}/sign');
      const text = (await hit.textContent()) ?? '';
      assert.match(text, /Firmar documento con NOM 151/);
      assert.match(text, /Operación/);
      assert.match(text, /API Signt/);
      await searchBox(page).press('Enter');
      await page.waitForURL((url) => url.pathname === serviceArtifacts('signt').operationRoute('signDocument'));
      assert.equal((await page.locator('main h1').innerText()).trim(), 'Firmar documento con NOM 151');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('un mensaje de error lleva a una operación que lo devuelve', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      const hit = await firstHit(page, 'Document has not been generated');
      const text = (await hit.textContent()) ?? '';
      assert.match(text, /^Document has not been generated/);
      assert.match(text, /Error/);
      await hit.click();
      await page.waitForURL((url) => url.pathname.startsWith('/docs/api/signt/'));
      assert.match(await page.locator('main').innerText(), /Document has not been generated/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('las flechas eligen un resultado y «Ver todos los resultados» abre la página de búsqueda', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      await firstHit(page, 'firmas');
      const box = searchBox(page);
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      assert.ok(active);
      assert.equal(await page.locator(`[id="${active}"]`).getAttribute('aria-selected'), 'true');
      await box.press('Tab');
      const allResults = page.getByRole('link', {name: 'Ver todos los resultados'});
      assert.ok(await allResults.evaluate((link) => link === document.activeElement), 'el enlace no recibe el foco');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/buscar' && url.searchParams.get('q') === 'firmas');
      await page.getByRole('heading', {name: 'Buscar en el portal'}).waitFor();
      const results = page.locator('main ol > li');
      await results.first().waitFor({state: 'visible'});
      assert.ok((await results.count()) > 8, 'la página de búsqueda debe listar todos los resultados');
      assert.match((await page.getByRole('status').textContent()) ?? '', /resultados para «firmas»/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('la página de búsqueda conserva lo que se escribe y lista los resultados', async () => {
    const {page, errors, close} = await openPage('/buscar', {viewport});
    try {
      // A key pressed in the few milliseconds between React hydrating the input and committing it
      // can be lost (React 19 replays input typed before hydration, not during it).
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const input = page.getByRole('searchbox', {name: 'Buscar en guías, blog y APIs'});
      await input.pressSequentially('Document has not been generated');
      assert.equal(await input.inputValue(), 'Document has not been generated');
      const first = page.locator('main ol > li a').first();
      await first.waitFor({state: 'visible'});
      assert.match((await first.textContent()) ?? '', /^Document has not been generated.*Error.*API Signt/);
      assert.equal(new URL(page.url()).searchParams.get('q'), 'Document has not been generated');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
