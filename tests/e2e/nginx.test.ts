/**
 * The nginx recipe of deploy/ serving the build on 127.0.0.1: security headers, caching, redirects,
 * compression. Every route under its Content-Security-Policy in Chromium is route-sweep.test.ts's.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {CAPTURE_CHECK_ROUTE} from '../../config/captureCheck';
import {services} from '../../config/services';
import {startNginx, type RunningNginx} from '../../scripts/deploy/nginxProcess';
import {buildDir} from '../../lib/browserSession';
import {assertSecurityHeaders, rawGet, SITE_PERMISSIONS} from './serverResponse';

let nginx: RunningNginx;
before(async () => {
  nginx = await startNginx(buildDir);
});
after(async () => {
  await nginx?.stop();
});

const mainScriptPath = (): string => {
  const match = /<script src=(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  assert.ok(match, 'index.html no enlaza main.js');
  return match[1];
};

describe('nginx: cabeceras, caché y 404', () => {
  test('una página lleva las cabeceras de seguridad y se revalida', async () => {
    const response = await rawGet(`${nginx.url}/docs/`);
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
    assertSecurityHeaders(response.headers, '/docs/');
    assert.equal(response.headers['cache-control'], 'public, max-age=0, must-revalidate');
  });

  test('solo el diagnóstico de captura recibe cámara, micrófono y ubicación; lo demás de sus cabeceras es igual', async () => {
    for (const route of [CAPTURE_CHECK_ROUTE, `${CAPTURE_CHECK_ROUTE}/`]) {
      const response = await rawGet(nginx.url + route);
      assert.equal(response.status, 200, route);
      assert.match(response.body.toString('utf8'), /Diagnóstico de captura/, route);
      assertSecurityHeaders(response.headers, route, 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()');
      assert.equal(response.headers['cache-control'], 'public, max-age=0, must-revalidate', route);
    }
    const site = await rawGet(`${nginx.url}/docs/`);
    const capture = await rawGet(nginx.url + CAPTURE_CHECK_ROUTE);
    assert.equal(capture.headers['content-security-policy'], site.headers['content-security-policy']);
    for (const route of [`${CAPTURE_CHECK_ROUTE}.md`, '/docs/workflows/compatibilidad']) {
      const response = await rawGet(nginx.url + route);
      assert.equal(response.headers['permissions-policy'], SITE_PERMISSIONS, route);
    }
  });

  test('un recurso con hash lleva las cabeceras y caché inmutable', async () => {
    const response = await rawGet(nginx.url + mainScriptPath());
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^application\/javascript/);
    assertSecurityHeaders(response.headers, 'main.js');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('una ruta desconocida responde 404 con la página en español y las cabeceras', async () => {
    for (const route of ['/docs/no-existe', '/404.html', '/_headers', '/_headers.nginx.conf']) {
      const response = await rawGet(nginx.url + route);
      assert.equal(response.status, 404, route);
      assert.match(response.body.toString('utf8'), /Página no encontrada/, route);
      assertSecurityHeaders(response.headers, route);
      assert.equal(response.headers['cache-control'], 'no-cache', route);
    }
  });

  test('las formas .html e /index.html redirigen a la ruta limpia, con su query string', async () => {
    for (const [from, to] of [
      ['/docs/api-reference.html', '/docs/api-reference'],
      ['/docs/index.html', '/docs/'],
      ['/index.html', '/'],
      ['/docs/index.html?q=1', '/docs/?q=1'],
      [`${services[0].route}.html`, services[0].route],
    ]) {
      const response = await rawGet(nginx.url + from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.location, to, from);
    }
  });
});

describe('nginx: compresión', () => {
  test('sirve el .gz precomprimido por el build y el build trae también .br', async () => {
    const asset = mainScriptPath();
    const response = await rawGet(nginx.url + asset, {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers.vary), /Accept-Encoding/);
    assert.deepEqual(response.body, readFileSync(path.join(buildDir, `${asset}.gz`)), 'no es el archivo .gz del build');
    assert.ok(readFileSync(path.join(buildDir, `${asset}.br`)).length > 0);
    const html = await rawGet(`${nginx.url}/docs/`, {'Accept-Encoding': 'gzip'});
    assert.equal(html.headers['content-encoding'], 'gzip');
  });

  test('sin Accept-Encoding responde sin comprimir', async () => {
    const response = await rawGet(nginx.url + mainScriptPath());
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.body, readFileSync(path.join(buildDir, mainScriptPath())));
  });

  test('lo que no tiene .gz (el sitemap) se comprime al vuelo', async () => {
    const response = await rawGet(`${nginx.url}/sitemap.xml`, {'Accept-Encoding': 'gzip'});
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
  });
});
