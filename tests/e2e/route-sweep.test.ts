/**
 * One sweep of every route: each route of the product spec (with a guide and an operation page) is read
 * once from the nginx recipe without a browser, and loaded once on a desktop and once on a phone in
 * Chromium from the production recipe's server (lib/browserSession.ts, as every e2e file), under the
 * Content-Security-Policy nginx sends for that route (the two are compared). Every check runs on that one
 * load, each a subtest named by its check, so a failure says the route, the viewport and the check:
 *
 * - nginx's answer: status 200, HTML in UTF-8, the security headers, `lang="es"`;
 * - no layout shift after the first frame painted once the HTML is parsed (hydration, the switch to the
 *   phone layout, a component that appears on the client), and no base URL warning. The shifts that frame
 *   reveals come from frames painted while the HTML was still arriving, which depend on where the network
 *   and the parser cut it, so they are not counted; the layout prevents those it can (the footer's columns
 *   keep their width however many of them have arrived);
 * - every script the page ran until it hydrated named by the server HTML itself (a page that had to discover
 *   its route's chunks from main.js waited a second round trip before it could hydrate);
 * - the page's heading, no `:::` directive left as text;
 * - no CSP violation, no console error or uncaught exception, no English interface text, no Markdown
 *   backticks outside code, no repeated id; axe at every impact level on the desktop load (the colours and
 *   target sizes the phone shows are the same components, and axe is most of a load's time).
 *
 * It replaces five sweeps that loaded the same routes once each (site, quality, layout-shift, nginx's CSP
 * and route-scripts).
 */
import assert from 'node:assert/strict';
import {after, before, describe, test, type TestContext} from 'node:test';
import type {Page} from 'playwright-core';
import {BASE_URL_BANNER_ID} from '../../config/baseUrlBanner';
import {CAPTURE_CHECK_ROUTE} from '../../config/captureCheck';
import {serviceArtifacts} from '../../config/services';
import {browser, buildDir, DESKTOP, PHONE, recordPageErrors, shutdown, siteUrl} from '../../lib/browserSession';
import {startNginx, type RunningNginx} from '../../scripts/deploy/nginxProcess';
import {axeViolations, duplicateIds, leakedEnglish, literalBackticks} from './pageQuality';
import {siteRoutes} from './routes';
import {assertSecurityHeaders, rawGet, type RawResponse} from './serverResponse';
import {pageSettled} from './settled';

let nginx: RunningNginx;
before(async () => {
  nginx = await startNginx(buildDir);
});
after(async () => {
  await nginx?.stop();
  await shutdown();
});

const VIEWPORTS = {escritorio: DESKTOP, teléfono: PHONE} as const;
type ViewportName = keyof typeof VIEWPORTS;

/**
 * Every route of the product spec, and a guide and operation pages, which the other routes do not show (one with a
 * folded description, query parameters, a form body and response examples in tabs).
 */
const ROUTES: {route: string; heading?: RegExp}[] = [
  ...siteRoutes,
  {route: '/docs/primeros-pasos', heading: /Primeros pasos/},
  {route: serviceArtifacts('people').operationRoute('createPerson')},
  {route: serviceArtifacts('visionary').operationRoute('extractNss')},
];

/** The capture check's page alone may ask for the camera, the microphone and the location. */
const CAPTURE_PERMISSIONS = 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()';

interface RecordedShift {
  time: number;
  value: number;
  moved: string[];
}

/** Runs in the page before its first script: layout shifts, and the time of the first frame after the HTML was parsed. */
function recordShifts(): void {
  const record = {shifts: [] as RecordedShift[], parsedFrameAt: Infinity};
  (window as unknown as {__shiftRecord: typeof record}).__shiftRecord = record;
  // Once the first frame with the whole HTML has been laid out and painted: a task posted from its animation
  // callbacks runs after its rendering. Its shifts, measured against a frame of half-parsed HTML, are stamped
  // while it renders, which on a loaded machine ends well after the frame's own timestamp.
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => {
      const afterRendering = new MessageChannel();
      // The page's own timeline, to order this moment against the shifts' timestamps: no time is waited or budgeted.
      // eslint-disable-next-line no-restricted-properties
      afterRendering.port1.onmessage = () => (record.parsedFrameAt = performance.now());
      afterRendering.port2.postMessage(null);
    }),
  );
  type ShiftEntry = PerformanceEntry & {
    value: number;
    sources: {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      // What moved, and from where to where (x,y width×height), so a failure says what to look at.
      // No named helper in here: tsx would wrap it in a function the page does not have.
      const moved = entry.sources.map(({node, previousRect: from, currentRect: to}) =>
        [
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName),
          ...[from, to].map((rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`),
        ].join(' '),
      );
      record.shifts.push({time: Math.round(entry.startTime), value: entry.value, moved});
    }
  }).observe({type: 'layout-shift', buffered: true});
}

/** Runs in the page before its first script: every CSP violation, reported to the test. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    (window as unknown as {reportCspViolation(text: string): void}).reportCspViolation(
      `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/** The script paths a page's HTML names, as the server sent it. */
function scriptsInHtml(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/g)].map((match) => new URL(match[1]!, 'http://sitio').pathname);
}

/** The scripts the page has fetched so far, preloaded and prefetched ones included. */
function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
}

/** The server's answer for a route, read once for both viewports. */
const served = new Map<string, Promise<RawResponse>>();
function serverResponse(route: string): Promise<RawResponse> {
  let response = served.get(route);
  if (!response) {
    response = rawGet(nginx.url + route);
    served.set(route, response);
  }
  return response;
}

async function sweep(t: TestContext, route: string, heading: RegExp | undefined, viewport: ViewportName): Promise<void> {
  const label = `${route} (${viewport})`;
  const server = await serverResponse(route);
  const html = server.body.toString('utf8');
  await t.test('el servidor responde 200 con HTML en español y las cabeceras de seguridad', () => {
    assert.equal(server.status, 200, `${label}: el servidor respondió ${server.status}`);
    assert.match(String(server.headers['content-type']), /^text\/html; charset=utf-8/, `${label}: tipo de contenido`);
    assertSecurityHeaders(server.headers, `${label}: cabeceras`, route === CAPTURE_CHECK_ROUTE ? CAPTURE_PERMISSIONS : undefined);
    assert.ok(/<html\b[^>]*\blang=["']?es\b/.test(html), `${label}: el HTML no declara lang="es"`);
  });

  const context = await (await browser()).newContext({locale: 'es-MX', ...VIEWPORTS[viewport]});
  try {
    await context.addInitScript(recordShifts);
    await context.addInitScript(reportCspViolations);
    const page = await context.newPage();
    const errors = recordPageErrors(page);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
    const response = await page.goto((await siteUrl()) + route, {waitUntil: 'load'});
    assert.equal(response?.status(), 200, `${label}: Chromium recibió ${response?.status()}`);
    assert.equal(
      response?.headers()['content-security-policy'],
      server.headers['content-security-policy'],
      `${label}: la CSP con que cargó Chromium no es la que envía nginx`,
    );
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Read as soon as the page has hydrated: what it fetched later (links it prefetches) is not needed to hydrate.
    const loadedToHydrate = await scriptsLoaded(page);
    // The phone layout and the post-hydration updates are transitions: wait until they have landed.
    await pageSettled(page);

    await t.test('nada se mueve tras el primer cuadro con el HTML completo y no aparece el aviso de baseUrl', async () => {
      const {shifts, parsedFrameAt} = await page.evaluate(
        () => (window as unknown as {__shiftRecord: {shifts: RecordedShift[]; parsedFrameAt: number}}).__shiftRecord,
      );
      assert.ok(Number.isFinite(parsedFrameAt), `${label}: no se pintó ningún cuadro tras leer el HTML`);
      // The base URL warning appears when the bundle has not started by DOMContentLoaded: on the first frame.
      assert.equal(await page.locator(`#${BASE_URL_BANNER_ID}`).count(), 0, `${label}: apareció el aviso de baseUrl`);
      const afterParsing = shifts.filter((shift) => shift.time > Math.round(parsedFrameAt));
      assert.deepEqual(
        afterParsing.map((shift) => `${shift.value.toFixed(4)} a los ${shift.time} ms: ${shift.moved.join(', ')}`),
        [],
        `${label}: algo se movió después del primer cuadro con el HTML completo (${Math.round(parsedFrameAt)} ms)`,
      );
    });

    await t.test('el HTML del servidor nombra cada script que la página necesitó para hidratarse', () => {
      const inHtml = scriptsInHtml(html);
      assert.deepEqual(
        loadedToHydrate.filter((pathname) => !inHtml.includes(pathname)),
        [],
        `${label}: scripts que main.js tuvo que pedir después de ejecutarse`,
      );
      assert.ok(
        inHtml.some((pathname) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(pathname)),
        `${label}: el HTML no nombra main.js`,
      );
      assert.ok(inHtml.length > 3, `${label}: el HTML solo nombra ${inHtml.join(', ')}`);
    });

    await t.test('muestra su encabezado y ningún aviso ::: sin interpretar', async () => {
      if (heading) {
        // The blog list has no page title, only its posts' h2 titles.
        const h1 = page.locator(route === '/blog' ? 'h1, h2' : 'h1').first();
        await h1.waitFor({state: 'visible'});
        assert.match((await h1.textContent()) ?? '', heading, `${label}: encabezado`);
      }
      assert.equal(await page.getAttribute('html', 'lang'), 'es', `${label}: lang del documento hidratado`);
      // Markdown syntax left as text means a directive or a component did not render.
      const bodyText = (await page.locator('.main-wrapper').first().textContent()) ?? '';
      assert.equal(bodyText.includes(':::'), false, `${label}: quedó un aviso ::: sin interpretar`);
    });

    // Most of a load after hydration is waiting for the network (prefetches, images) to go idle.
    await page.waitForLoadState('networkidle');
    // Read before axe runs: its own script is not the page's.
    await t.test('sin violaciones de la CSP', () => {
      assert.deepEqual([...cspViolations], [], `${label}: violaciones de la Content-Security-Policy`);
    });

    await t.test('sin errores de consola, inglés de la interfaz, Markdown sin interpretar ni ids repetidos', async () => {
      assert.deepEqual([...errors], [], `${label}: errores de consola o excepciones`);
      assert.deepEqual(await leakedEnglish(page), [], `${label}: texto de la interfaz en inglés`);
      assert.deepEqual(await literalBackticks(page), [], `${label}: Markdown sin interpretar (comillas invertidas fuera del código)`);
      assert.deepEqual(await duplicateIds(page), [], `${label}: ids repetidos`);
    });

    if (viewport === 'escritorio') {
      await t.test('sin violaciones de accesibilidad (axe, todos los niveles)', async () => {
        assert.deepEqual(await axeViolations(page), [], `${label}: violaciones de accesibilidad`);
        assert.deepEqual([...errors], [], `${label}: errores de consola al pasar axe`);
      });
    }
  } finally {
    await context.close();
  }
}

// Three loads at a time: most of each is waiting for the network to go idle.
describe('barrido de rutas: una carga por ruta en escritorio y en teléfono', {concurrency: 3}, () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const {route, heading} of ROUTES) {
      test(`${route} en ${viewport}`, (t) => sweep(t, route, heading, viewport));
    }
  }
});

// The 404 page is hydrated under the same CSP (its other checks are site.test.ts's).
test('/docs/no-existe carga bajo la CSP sin violaciones', async () => {
  const context = await (await browser()).newContext({locale: 'es-MX'});
  try {
    await context.addInitScript(reportCspViolations);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    const response = await page.goto(`${nginx.url}/docs/no-existe`, {waitUntil: 'networkidle'});
    assert.ok(response?.headers()['content-security-policy'], '/docs/no-existe: la respuesta no trae CSP');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.deepEqual(violations, [], '/docs/no-existe: violaciones de la Content-Security-Policy');
  } finally {
    await context.close();
  }
});
