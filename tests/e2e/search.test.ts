import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {serviceArtifacts} from '../../config/services';
import {errorCatalogueUrl} from '../../plugins/error-catalogue/catalogue';
import {searchIndexPath} from '../../sandbox/src/search/types';
import {openPage, shutdown} from '../../lib/browserSession';
import {pageIdle} from './settled';

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
      // Hydrated, and the page's idle work done: anything that would fetch the index early has run.
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await pageIdle(page);
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
      const operationPage = serviceArtifacts('signt').operationRoute('signDocument');
      await page.waitForURL((url) => url.pathname === operationPage);
      await page.getByRole('heading', {level: 1, name: /Firmar documento con NOM 151/}).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('un mensaje de error lleva a su entrada del catálogo de errores', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      const hit = await firstHit(page, 'Document has not been generated');
      const text = (await hit.textContent()) ?? '';
      assert.match(text, /^Document has not been generated/);
      assert.match(text, /Error/);
      await hit.click();
      const entry = errorCatalogueUrl('Document has not been generated');
      await page.waitForURL((url) => url.pathname + url.hash === entry);
      const section = page.locator(`section#${entry.split('#')[1]}`);
      await section.waitFor();
      assert.match((await section.textContent()) ?? '', /Document has not been generated[\s\S]*Qué hacer/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('un mensaje que responden varias APIs sale una vez, con sus APIs, y el filtro por API lo encuentra en cada una', async () => {
    const {page, errors, close} = await openPage('/buscar?q=Failed%20authorization', {viewport});
    try {
      const results = page.locator('main ol > li');
      await results.first().waitFor({state: 'visible'});
      const entry = errorCatalogueUrl('Failed authorization');
      const links = await page
        .locator('main ol > li a')
        .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href)));
      assert.equal(
        links.filter((url) => url.pathname + decodeURIComponent(url.hash) === entry).length,
        1,
        'la entrada del catálogo sale más de una vez',
      );
      assert.match((await results.first().textContent()) ?? '', /^Failed authorization.*Error.*APIs Workflows, Signt y People/);
      for (const api of ['People', 'Workflows', 'Signt']) {
        await page.getByLabel('API', {exact: true}).selectOption({label: api});
        await page.waitForFunction(
          () =>
            /^Failed authorization/.test(document.querySelector('main ol > li')?.textContent ?? '') &&
            !document.querySelector('[aria-busy="true"]'),
        );
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('las palabras del integrador encuentran las del portal: «clave de api» lleva a la llave', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      const hit = await firstHit(page, 'clave de api');
      assert.match((await hit.textContent()) ?? '', /^Obtén tu llave/);
      await hit.click();
      await page.waitForURL((url) => url.pathname === '/docs/autenticacion');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('«Rem-Apikey» lleva a la guía de autenticación, no a «Quitar…»', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      const hit = await firstHit(page, 'Rem-Apikey');
      assert.doesNotMatch((await hit.textContent()) ?? '', /Quitar/);
      const titles = await page.getByRole('listbox', {name: 'Resultados de la búsqueda'}).getByRole('option').allTextContents();
      assert.ok(
        titles.slice(0, 3).some((title) => /^Autenticación/.test(title)),
        titles.join(' | '),
      );
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
      const input = page.getByRole('searchbox', {name: 'Buscar en guías y APIs'});
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

  test('«/» y Ctrl+K llevan el foco al buscador desde cualquier parte, salvo mientras se escribe', async () => {
    const {page, errors, close} = await openPage('/docs/guias/firma', {viewport});
    try {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const isFocused = () => searchBox(page).evaluate((box) => box === document.activeElement);
      await page.keyboard.press('/');
      assert.ok(await isFocused(), '«/» no llevó el foco al buscador');
      assert.equal(await searchBox(page).inputValue(), '', 'la barra no debe escribirse en el buscador');
      await page.locator('main h1').click();
      assert.ok(!(await isFocused()));
      await page.keyboard.press('Control+k');
      assert.ok(await isFocused(), 'Ctrl+K no llevó el foco al buscador');
    } finally {
      await close();
    }
    const typing = await openPage('/buscar', {viewport});
    try {
      await typing.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const input = typing.page.getByRole('searchbox', {name: 'Buscar en guías y APIs'});
      await input.click();
      await typing.page.keyboard.type('/people/');
      assert.equal(await input.inputValue(), '/people/');
      assert.ok(await input.evaluate((element) => element === document.activeElement), 'al escribir «/» el foco no debe saltar');
      assert.deepEqual([...errors, ...typing.errors], []);
    } finally {
      await typing.close();
    }
  });

  test('Escape cierra la lista de resultados y el menú de APIs', async () => {
    const {page, errors, close} = await openPage('/docs/', {viewport});
    try {
      await firstHit(page, 'firma');
      const list = page.getByRole('listbox', {name: 'Resultados de la búsqueda'});
      await searchBox(page).press('Escape');
      await list.waitFor({state: 'hidden'});
      assert.equal(await searchBox(page).getAttribute('aria-expanded'), 'false');

      const apis = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: 'APIs'})});
      const menu = apis.locator('.dropdown__menu');
      await apis.getByRole('button', {name: 'APIs'}).hover();
      await menu.waitFor({state: 'visible'});
      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});

      await page.mouse.move(5, 500);
      await apis.getByRole('button', {name: 'APIs'}).focus();
      await page.keyboard.press('Enter');
      await menu.waitFor({state: 'visible'});
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});
      assert.ok(
        await apis.getByRole('button', {name: 'APIs'}).evaluate((toggle) => toggle === document.activeElement),
        'el foco vuelve al botón del menú',
      );
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('/buscar?q=curp carga sin errores en la consola, con el tipo de cada resultado y las palabras marcadas', async () => {
    const {page, errors, close} = await openPage('/buscar?q=curp', {viewport, waitUntil: 'networkidle'});
    try {
      const results = page.locator('main ol > li');
      await results.first().waitFor({state: 'visible'});
      assert.equal(await page.getByRole('searchbox', {name: 'Buscar en guías y APIs'}).inputValue(), 'curp');
      const first = (await results.first().textContent()) ?? '';
      assert.match(first, /Guía|Operación|Esquema|Error/);
      const marks = await results.first().locator('mark').allTextContents();
      assert.ok(marks.length > 0, 'el primer resultado no marca la palabra buscada');
      for (const mark of marks) assert.match(mark, /curp/i);
      await page.waitForFunction(() => document.querySelector('main ol > li mark') !== null);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('los filtros por tipo y por API dejan solo esos resultados, y «Ver más» muestra 20 más', async () => {
    const {page, errors, close} = await openPage('/buscar?q=documento', {viewport});
    try {
      const results = page.locator('main ol > li');
      await results.first().waitFor({state: 'visible'});
      assert.equal(await results.count(), 20, 'la primera página muestra 20 resultados');
      const more = page.getByRole('button', {name: /Ver más resultados/});
      await more.click();
      await page.waitForFunction(() => document.querySelectorAll('main ol > li').length > 20);
      assert.ok(
        await results
          .nth(20)
          .locator('a')
          .evaluate((link) => link === document.activeElement),
        'el foco pasa al primer resultado nuevo',
      );

      await page.getByRole('group', {name: 'Filtrar resultados'}).getByLabel('Tipo', {exact: true}).selectOption({label: 'Esquema'});
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main ol > li')].every((item) => item.textContent?.includes('Esquema')),
      );
      const schemaCount = await results.count();
      assert.ok(schemaCount > 0);
      await page.getByLabel('API', {exact: true}).selectOption({label: 'Signt'});
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main ol > li')].every(
          (item) => /Esquema/.test(item.textContent ?? '') && /API Signt/.test(item.textContent ?? ''),
        ),
      );
      assert.match((await page.getByRole('status').textContent()) ?? '', /resultados? para «documento»/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
