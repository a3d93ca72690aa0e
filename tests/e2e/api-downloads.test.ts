import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {services} from '../../config/services';
import {POSTMAN_SCHEMA_V21} from '../../plugins/ai-docs/postmanCollection';
import {DOWNLOADS_ROUTE} from '../../plugins/downloads/page';
import {openPage, shutdown, siteUrl} from '../../lib/browserSession';

after(shutdown);

const LABELS = ['OpenAPI (YAML)', 'OpenAPI (JSON)', 'Colección de Postman'] as const;

/** The `href` of an element's attributes, quoted or not (the build minifies its HTML). */
function hrefOf(attributes: string): string | undefined {
  const match = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The links an HTML page offers, by their visible text. */
function linksByText(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const match of html.matchAll(/<a\b([^>]*)>([^<]+)<\/a>/g)) {
    const href = hrefOf(match[1]);
    if (href) links.set(match[2].trim(), href);
  }
  return links;
}

function countItems(items: {item?: unknown[]}[]): number {
  return items.reduce((total, entry) => total + (entry.item ? countItems(entry.item as {item?: unknown[]}[]) : 1), 0);
}

describe('descargas de las APIs', () => {
  for (const service of services) {
    test(`${service.route} ofrece YAML, JSON y Postman, y cada descarga se puede leer`, async () => {
      const base = await siteUrl();
      const html = await (await fetch(base + service.route)).text();
      assert.ok(html.includes(`aria-label="Descargas de la API de ${service.label}"`), 'sin barra de descargas');
      const links = linksByText(html);
      const [yamlHref, jsonHref, postmanHref] = LABELS.map((label) => {
        const href = links.get(label);
        assert.ok(href, `sin enlace "${label}"`);
        return href;
      });

      const yamlResponse = await fetch(base + yamlHref);
      assert.equal(yamlResponse.status, 200);
      const spec = parseYaml(await yamlResponse.text());
      assert.equal(spec.openapi, '3.1.0');

      const jsonResponse = await fetch(base + jsonHref);
      assert.equal(jsonResponse.status, 200);
      assert.deepEqual(await jsonResponse.json(), spec);

      const postmanResponse = await fetch(base + postmanHref);
      assert.equal(postmanResponse.status, 200);
      const postmanText = await postmanResponse.text();
      const collection = JSON.parse(postmanText);
      assert.equal(collection.info.schema, POSTMAN_SCHEMA_V21);
      assert.ok(countItems(collection.item) > 0, 'la colección no tiene peticiones');
      const variables = Object.fromEntries(
        collection.variable.map((variable: {key: string; value: string}) => [variable.key, variable.value]),
      );
      // The reader's base URL under the name the samples and guides use; each request adds the server's own path.
      const basePath = spec.servers[0]['x-base-url-path'];
      assert.equal(variables.API_BASE_URL + basePath, spec.servers[0].url);
      assert.equal(variables.baseUrl, undefined, 'queda la variable baseUrl del convertidor');
      assert.ok(postmanText.includes(`{{API_BASE_URL}}`), 'las peticiones no usan la variable API_BASE_URL');
      assert.equal(variables.API_KEY, '', 'la llave debe ser una variable vacía');
      assert.ok(postmanText.includes('{{API_KEY}}'), 'las peticiones no usan la variable API_KEY');
      assert.ok(!postmanText.includes('<API Key>'), 'la colección trae un valor literal de llave');
    });
  }

  test('la página de descargas, enlazada desde /docs/api-reference, enlaza YAML, JSON y Postman de cada API', async () => {
    const base = await siteUrl();
    const reference = await (await fetch(`${base}/docs/api-reference`)).text();
    assert.ok(
      [...reference.matchAll(/<a\b([^>]*)>/g)].some((match) => hrefOf(match[1]) === DOWNLOADS_ROUTE),
      'sin enlace a las descargas',
    );
    const links = linksByText(await (await fetch(`${base}${DOWNLOADS_ROUTE}`)).text());
    for (const service of services) {
      for (const file of [`${service.id}.yaml`, `${service.id}.json`, `${service.id}.postman.json`]) {
        assert.equal(links.get(file), `/openapi/${file}`, `falta el enlace a /openapi/${file}`);
        assert.equal((await fetch(`${base}/openapi/${file}`, {method: 'HEAD'})).status, 200);
      }
    }
  });

  test('la barra de descargas se ve sobre el índice de operaciones y descarga la colección de Postman', async () => {
    const service = services[0];
    const {page, errors, close} = await openPage(service.route, {viewport: {width: 1280, height: 900}, acceptDownloads: true});
    try {
      const bar = page.getByRole('navigation', {name: `Descargas de la API de ${service.label}`});
      await bar.waitFor({state: 'visible'});
      const barBox = await bar.boundingBox();
      const indexBox = await page.locator('#indice-operaciones').boundingBox();
      assert.ok(barBox && indexBox && barBox.y + barBox.height <= indexBox.y + 1, 'la barra no queda sobre el índice');
      const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('link', {name: 'Colección de Postman'}).click()]);
      assert.equal(download.suggestedFilename(), `${service.id}.postman.json`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
