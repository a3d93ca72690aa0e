import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {services} from '../../config/services';
import {openPage, shutdown, siteUrl} from './harness';

after(shutdown);

describe('referencias de API', () => {
  for (const service of services) {
    test(`${service.route} muestra Redoc con búsqueda, descarga y navegación de resúmenes`, async () => {
      const {page, errors, close} = await openPage(service.route, {viewport: {width: 1280, height: 900}});
      try {
        const search = page.locator('.redocusaurus input[placeholder="Buscar en la API..."]');
        await search.waitFor({state: 'visible'});
        const download = page.locator('.redocusaurus a[download]', {hasText: 'Descargar'});
        assert.equal(await download.count(), 1);
        // Redoc resolves the link against the page, so it must point at this same site, never at a production host.
        const href = new URL((await download.getAttribute('href')) ?? '', page.url());
        assert.equal(href.origin, new URL(page.url()).origin);
        assert.equal(href.pathname, `/openapi/${service.id}.yaml`);
        const menu = page.locator('.redocusaurus .menu-content');
        const width = (await menu.boundingBox())?.width ?? 0;
        assert.equal(Math.round(width), 300);
        assert.ok((await page.locator('.redocusaurus [role="menuitem"]').count()) > 0, 'sin menú lateral');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    test(`la descarga de ${service.id} es la especificación empaquetada servida por el sitio`, async () => {
      const base = await siteUrl();
      const yamlResponse = await fetch(`${base}/openapi/${service.id}.yaml`);
      assert.equal(yamlResponse.status, 200);
      const spec = parseYaml(await yamlResponse.text());
      assert.equal(spec.openapi, '3.1.0');
      assert.ok(Object.keys(spec.paths).length > 0);
      const jsonResponse = await fetch(`${base}/openapi/${service.id}.json`);
      assert.deepEqual(await jsonResponse.json(), spec);
    });
  }
});
