/**
 * The local monitoring script (static/js/monitoring.js) in Chromium, on a page served by this test
 * with a configured endpoint (a collector on the same origin, the case where cookies and the
 * Referer would travel): it reports paths without query strings or fragments, sends no cookies,
 * Referer or identifiers, and sends nothing at all under Global Privacy Control.
 */
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {BrowserContextOptions} from 'playwright-core';
import {repoRoot} from '../../lib/paths';
import {listen} from '../../lib/serve/staticServer';
import {browser, shutdown} from '../../lib/browserSession';
import {failAfter} from './stopwatch';

interface Report {
  body: string;
  headers: http.IncomingHttpHeaders;
}

const reports: Report[] = [];
/** Emits 'report' each time the collector receives one. */
const reportArrived = new EventEmitter();

/** Resolves with the first report the collector receives from now on. */
function nextReport(): Promise<void> {
  const arrived = new Promise<void>((resolve) => reportArrived.once('report', () => resolve()));
  return failAfter(arrived, 15_000, () => 'no llegó ningún reporte en 15 s');
}
let server: http.Server;
let base: string;

const page = `<!doctype html><html lang="es"><head>
<meta name="monitoring-endpoint" content="/recolector">
<script src="/js/monitoring.js"></script>
</head><body><h1>Prueba de monitoreo</h1></body></html>`;

before(async () => {
  server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/recolector') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        reports.push({body, headers: request.headers});
        reportArrived.emit('report');
        response.writeHead(204).end();
      });
      return;
    }
    if (request.url === '/js/monitoring.js') {
      response.writeHead(200, {'Content-Type': 'application/javascript'});
      response.end(readFileSync(path.join(repoRoot, 'static', 'js', 'monitoring.js')));
      return;
    }
    response.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'}).end(page);
  });
  base = await listen(server, 0);
});
after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await shutdown();
});

const PERSONAL = ['ana', 'correo', 'token', 'secreto', 'abc123'];

/** Opens a page whose URL carries personal data, raises errors that quote such URLs, then hides it. */
async function visitAndLeave(contextOptions: BrowserContextOptions, initScript?: string): Promise<unknown> {
  const context = await (await browser()).newContext(contextOptions);
  try {
    await context.addCookies([{name: 'sesion', value: 'secreto', url: base}]);
    if (initScript) await context.addInitScript({content: initScript});
    const tab = await context.newPage();
    await tab.goto(`${base}/guia/paso?correo=ana%40example.com#token=abc123`, {waitUntil: 'load'});
    // Page scripts as strings: tsx would wrap named functions in a helper the page does not have.
    // The test's own listeners, added after the monitoring script's, count the two events once the
    // script has seen them.
    await tab.evaluate(`
      window.__raised = 0;
      window.addEventListener('error', function () { window.__raised += 1; });
      window.addEventListener('unhandledrejection', function () { window.__raised += 1; });
      setTimeout(function () {
        throw new Error('fallo al pedir https://api.example/v1/personas?correo=ana@example.com#token=abc123');
      });
      Promise.reject(new Error('sin respuesta de https://api.example/v1/x?token=abc123'));
      undefined;
    `);
    await tab.waitForFunction('window.__raised === 2');
    const monitoring = await tab.evaluate('window.__monitoring');
    // Only a running monitoring script can send; without it there is nothing to wait for.
    const reported = monitoring === undefined ? Promise.resolve() : nextReport();
    await tab.evaluate(`
      Object.defineProperty(document, 'visibilityState', {configurable: true, get: function () { return 'hidden'; }});
      document.dispatchEvent(new Event('visibilitychange'));
    `);
    await reported;
    return await tab.evaluate('window.__monitoring');
  } finally {
    await context.close();
  }
}

describe('monitoreo sin datos personales', () => {
  test('reporta la ruta sin query string ni fragmento, sin cookies, Referer ni identificadores', async () => {
    reports.length = 0;
    await visitAndLeave({});
    // One report when the page is hidden, and another one when the tab closes.
    assert.ok(reports.length >= 1, 'no llegó ningún reporte');
    const body = reports.map((report) => report.body).join('\n');
    const entries = reports.flatMap((report) => JSON.parse(report.body) as {kind: string; path: string; data: Record<string, unknown>}[]);
    assert.deepEqual([...new Set(entries.map((entry) => entry.kind))].sort(), ['error', 'unhandledrejection', 'vitals']);
    for (const entry of entries) {
      assert.equal(entry.path, '/guia/paso');
      assert.deepEqual(Object.keys(entry).sort(), ['data', 'kind', 'path', 'time']);
    }
    assert.match(body, /https:\/\/api\.example\/v1\/personas/, 'el mensaje conserva la URL sin su query');
    for (const word of PERSONAL) assert.ok(!body.includes(word), `el reporte contiene "${word}": ${body}`);
    for (const {headers} of reports) {
      assert.equal(headers.cookie, undefined, 'el reporte envió cookies');
      assert.equal(headers.referer, undefined, 'el reporte envió el Referer');
    }
  });

  test('con Global Privacy Control no recaba ni envía nada', async () => {
    reports.length = 0;
    const state = await visitAndLeave(
      {},
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {configurable: true, get: function () { return true; }});",
    );
    assert.equal(state, undefined, 'el monitoreo se inició');
    assert.equal(reports.length, 0, 'se envió un reporte');
  });
});
