import assert from 'node:assert/strict';
import {DOWNLOADS_TITLE} from '../../plugins/downloads/page';
import {after, before, describe, test} from 'node:test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {serviceArtifacts, services} from '../../config/services';
import {documentedOperations} from '../../lib/openapi/operations';
import {markdownTwinPath} from '../../lib/twinPath';
import {ERROR_CATALOGUE_ROUTE} from '../../plugins/error-catalogue/catalogue';
import {SCENARIOS_ROUTE} from '../../plugins/test-scenarios';
import {buildDir} from '../../lib/browserSession';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';

after(shutdown);

interface SidebarPage {
  route: string;
  title: string;
}

function decodeEntities(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The docs pages a reader reaches from the sidebar, each with the title its page shows. */
async function sidebarPages(): Promise<SidebarPage[]> {
  const {page, close} = await openPage('/docs/', {viewport: {width: 1280, height: 900}});
  try {
    const hrefs = await page
      .locator('aside.theme-doc-sidebar-container a.menu__link[href^="/docs/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The catalogue and the scenarios are generated from the specs, whose Markdown (each API's and each
    // operation's twin) already carries their content; the sidebar links them, but they are no guides.
    const generatedFromSpecs = new Set([ERROR_CATALOGUE_ROUTE, SCENARIOS_ROUTE]);
    const routes = [...new Set(hrefs.filter((href) => !href.startsWith('/docs/api/') && !generatedFromSpecs.has(href)))];
    const base = await siteUrl();
    return Promise.all(
      routes.map(async (route) => {
        const html = await (await fetch(base + route)).text();
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
        assert.ok(heading, `${route} no tiene h1`);
        return {route, title: decodeEntities(heading[1])};
      }),
    );
  } finally {
    await close();
  }
}

describe('documentación para asistentes de IA', () => {
  let pages: SidebarPage[] = [];
  before(async () => {
    pages = await sidebarPages();
  });

  test('la barra lateral lista las guías', () => {
    assert.ok(pages.length >= 10, `solo ${pages.length} páginas en la barra lateral`);
    assert.ok(pages.some((page) => page.route === '/docs/'));
  });

  test('cada página de la barra lateral tiene su gemelo en Markdown que empieza con su título', async () => {
    const base = await siteUrl();
    for (const {route, title} of pages) {
      const twin = markdownTwinPath(route);
      const response = await fetch(base + twin);
      assert.equal(response.status, 200, `${twin} respondió ${response.status}`);
      assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
      const text = await response.text();
      assert.ok(text.startsWith(`# ${title}\n`), `${twin} no empieza con "# ${title}": ${text.slice(0, 80)}`);
      assert.doesNotMatch(text, /^import .+ from '@theme\//m, `${twin} conserva imports de MDX`);
      assert.doesNotMatch(text, /<\/?Tab(s|Item)\b/, `${twin} conserva JSX de pestañas`);
      assert.doesNotMatch(text, /^:::/m, `${twin} conserva la sintaxis de avisos`);
    }
  });

  test('las pestañas se convierten en secciones con la etiqueta como encabezado', async () => {
    const text = await (await fetch(`${await siteUrl()}/docs/primeros-pasos.md`)).text();
    for (const label of ['cURL', 'JavaScript', 'Python']) {
      assert.match(text, new RegExp(`^#{3,6} ${label.replace('.', '\\.')}$`, 'm'), `sin sección "${label}"`);
    }
    assert.match(text, /^> \*\*Advertencia: Tu llave es secreta\*\*$/m);
  });

  test('/llms.txt sigue el formato de llmstxt.org y todos sus enlaces responden 200', async () => {
    const base = await siteUrl();
    const response = await fetch(`${base}/llms.txt`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(text, /^# .+\n\n> .+\n/);
    assert.match(text, /^## Instrucciones para asistentes de código$/m);
    for (const fact of [
      'Rem-Apikey',
      'x-api-key',
      'Authorization: Bearer',
      '/public/signer/*',
      '"success": true',
      '"success": false',
      'next_page_url',
    ]) {
      assert.ok(text.includes(fact), `las instrucciones no mencionan ${fact}`);
    }
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
    // Relative to the file's own URL, so the links work from whichever host serves it, not only SITE_URL.
    for (const target of targets) assert.doesNotMatch(target, /^(?:[a-z]+:|\/)/, `enlace que no es relativo a /llms.txt: ${target}`);
    const links = targets.map((target) => new URL(target, `${base}/llms.txt`).pathname);
    for (const {route} of pages) assert.ok(links.includes(markdownTwinPath(route)), `/llms.txt no enlaza ${route}`);
    // The generated pages too: the error catalogue and the scenarios (index and one per API).
    const generatedPages = [ERROR_CATALOGUE_ROUTE, SCENARIOS_ROUTE, ...services.map((service) => `${SCENARIOS_ROUTE}/${service.id}`)];
    for (const route of generatedPages) assert.ok(links.includes(markdownTwinPath(route)), `/llms.txt no enlaza ${route}`);
    for (const service of services) {
      const spec = JSON.parse(readFileSync(path.join(buildDir, serviceArtifacts(service).json), 'utf8'));
      for (const {operation} of documentedOperations(spec)) {
        const twin = serviceArtifacts(service).operationMarkdown(operation.operationId);
        assert.ok(links.includes(twin), `/llms.txt no enlaza ${twin}`);
      }
    }
    for (const link of new Set(links)) {
      const linked = await fetch(base + link, {method: 'HEAD'});
      assert.equal(linked.status, 200, `${link} respondió ${linked.status}`);
    }
  });

  test('el gemelo de una operación es solo esa operación', async () => {
    const response = await fetch(`${await siteUrl()}${serviceArtifacts('people').operationMarkdown('createPerson')}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
    const text = await response.text();
    assert.match(text, /^# Crear persona\n/);
    assert.match(text, /^`POST \/people`$/m);
    assert.ok(text.length < 40_000, `${text.length} caracteres`);
    assert.doesNotMatch(text, /^`GET \/people\/\{id\}`$/m);
  });

  test('/llms-full.txt contiene cada guía y cada referencia de API', async () => {
    const text = await (await fetch(`${await siteUrl()}/llms-full.txt`)).text();
    // The downloads page states llms-full.txt's own size: llms.txt links it, llms-full.txt cannot hold it (tests/e2e/downloads.test.ts).
    for (const {title} of pages.filter((page) => page.title !== DOWNLOADS_TITLE))
      assert.ok(text.includes(`\n# ${title}\n`), `falta la guía "${title}"`);
    assert.match(text, /^# API de People$/m);
    assert.match(text, /^`POST \/people`$/m);
    assert.match(text, /^# Catálogo de errores$/m);
    assert.match(text, /^### Document has not been generated$/m);
  });

  test('el botón "Copiar como Markdown" copia el gemelo de la página', async () => {
    const route = '/docs/autenticacion';
    const {page, errors, close} = await openPage(route, {permissions: ['clipboard-read', 'clipboard-write']});
    try {
      const button = page.getByRole('button', {name: 'Copiar como Markdown'});
      await button.click();
      await page.getByRole('status').filter({hasText: 'Markdown copiado al portapapeles.'}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await (await fetch((await siteUrl()) + markdownTwinPath(route))).text();
      assert.equal(copied, twin);
      assert.ok(copied.startsWith('# Autenticación\n'));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
