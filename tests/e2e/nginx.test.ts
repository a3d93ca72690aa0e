/**
 * The nginx recipe of deploy/ serving the build on 127.0.0.1: security headers, caching, redirects,
 * compression, and every route of the site under its Content-Security-Policy in Chromium.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {CAPTURE_CHECK_ROUTE} from '../../config/captureCheck';
import {tryItConnectSources} from '../../config/headers';
import {LOCAL_MOCK_CONNECT_SOURCE} from '../../config/localMock';
import {services} from '../../config/services';
import {siteSettings} from '../../config/site';
import {startNginx, type RunningNginx} from '../../scripts/deploy/nginxProcess';
import {browser, buildDir, shutdown} from '../../lib/browserSession';
import {siteRoutes} from './routes';

const tryItOrigins = tryItConnectSources(siteSettings.apiBaseUrl);
assert.ok(tryItOrigins.includes(LOCAL_MOCK_CONNECT_SOURCE), 'connect-src sin el paquete local (127.0.0.1, cualquier puerto)');

let nginx: RunningNginx;
before(async () => {
  nginx = await startNginx(buildDir);
});
after(async () => {
  await nginx?.stop();
  await shutdown();
});

/** A raw GET (fetch would decompress the body and hide what the server sent). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

const mainScriptPath = (): string => {
  const match = /<script src=(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  assert.ok(match, 'index.html no enlaza main.js');
  return match[1];
};

/** The Permissions-Policy of every route but the capture check's. */
const SITE_PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function assertSecurityHeaders(headers: http.IncomingHttpHeaders, label: string, permissions = SITE_PERMISSIONS): void {
  const csp = String(headers['content-security-policy'] ?? '');
  assert.match(csp, /frame-ancestors 'none'/, label);
  assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/, `${label}: script-src solo con 'self' y hashes`);
  assert.match(csp, /object-src 'none'/, label);
  // No third-party origin: every source is a keyword, a hash or a scheme of the page itself, except
  // connect-src, which adds exactly the try-it console's targets (API servers and the local mock).
  const directives = new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (name === 'connect-src' && tryItOrigins.includes(source)) continue;
      assert.match(
        source,
        /^('self'|'none'|'unsafe-inline'|'sha256-[A-Za-z0-9+/=]+'|data:|blob:)$/,
        `${label}: origen no permitido ${source} en ${name}`,
      );
    }
  }
  assert.deepEqual(directives.get('connect-src'), ["'self'", ...tryItOrigins], `${label}: connect-src`);
  assert.match(String(headers['strict-transport-security']), /^max-age=\d{8,}; includeSubDomains/, label);
  assert.equal(headers['x-content-type-options'], 'nosniff', label);
  assert.equal(headers['referrer-policy'], 'same-origin', label);
  assert.equal(headers['permissions-policy'], permissions, label);
}

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

// Three routes at a time: most of each test is waiting for the network to go idle.
describe('nginx: cada ruta carga bajo la CSP sin violaciones', {concurrency: 3}, () => {
  const routes = [...siteRoutes.map(({route}) => route), '/docs/no-existe'];
  for (const route of routes) {
    test(`${route} sin violaciones de CSP`, async () => {
      const context = await (await browser()).newContext({locale: 'es-MX'});
      try {
        const page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            (window as unknown as {reportCspViolation(text: string): void}).reportCspViolation(
              `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
            );
          });
        });
        const response = await page.goto(nginx.url + route, {waitUntil: 'networkidle'});
        assert.ok(response?.headers()['content-security-policy'], 'la respuesta no trae CSP');
        await page.waitForSelector('html[data-has-hydrated="true"]');
        assert.deepEqual(violations, []);
      } finally {
        await context.close();
      }
    });
  }
});
