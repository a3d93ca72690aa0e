/**
 * The capture check page (/docs/herramientas/diagnostico-de-captura) in Chromium, on the built site:
 * with the fake camera and every permission granted each check is `ok`; with permissions denied or
 * without getUserMedia the failure shows the fix for the platform the page detects; served by the
 * production nginx recipe, the page gets the camera and another route does not; its script loads on
 * no other page; axe is clean in every state at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {CAPTURE_CHECK_ROUTE} from '../../config/captureCheck';
import {
  FAKE_MEDIA_DEVICES,
  FAKE_MEDIA_PROMPTS_ACCEPTED,
  browser,
  buildDir,
  openPage,
  recordPageErrors,
  shutdown,
} from '../../lib/browserSession';
import {htmlFilesUnder} from '../../lib/htmlFiles';
import {GUIDE_LINKS} from '../../lib/captureCheck/fixes';
import {CHECK_IDS} from '../../lib/captureCheck/types';
import {repoRoot} from '../../lib/paths';
import {loadRouteScriptInputs, pathnameOf, routeScriptsFor} from '../../plugins/static-hosting/routeScripts';
import {startNginx, type RunningNginx} from '../../scripts/deploy/nginxProcess';
import {axeViolations, leakedEnglish, literalBackticks} from './pageQuality';

after(shutdown);

const GRANTED: BrowserContextOptions = {
  permissions: ['camera', 'microphone', 'geolocation', 'clipboard-read', 'clipboard-write'],
  geolocation: {latitude: 19.4326, longitude: -99.1332, accuracy: 25},
};
const ACCEPTING_BROWSER = [FAKE_MEDIA_DEVICES, FAKE_MEDIA_PROMPTS_ACCEPTED];
/** Fake devices, but no prompt is answered: whatever the context was not granted is refused. */
const REFUSING_BROWSER = [FAKE_MEDIA_DEVICES];

const USER_AGENTS = {
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
  wkWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wkWebView142: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  unknown: 'UnaCosaRara/1.0',
};

/**
 * Every media track the page opens (cameras, microphone, the canvas of the inline-playback probe),
 * and optionally getUserMedia held until the test releases it. A string: the test runner's compiler
 * would name functions with a helper the page does not have.
 */
const recordTracks = (hold = false) => `
  window.__tracks = [];
  window.__mediaHeld = ${hold} ? new Promise((release) => { window.__releaseMedia = release; }) : Promise.resolve();
  if (navigator.mediaDevices) {
    const open = MediaDevices.prototype.getUserMedia;
    MediaDevices.prototype.getUserMedia = async function (constraints) {
      await window.__mediaHeld;
      const stream = await open.call(this, constraints);
      window.__tracks.push(...stream.getTracks());
      return stream;
    };
  }
  const capture = HTMLCanvasElement.prototype.captureStream;
  HTMLCanvasElement.prototype.captureStream = function (rate) {
    const stream = capture.call(this, rate);
    window.__tracks.push(...stream.getTracks());
    return stream;
  };
`;

/** Order in which the checks got their status, one array per DOM update. */
const recordStatusOrder = `
  window.__statusBatches = [];
  new MutationObserver((records) => {
    const ids = records.filter((record) => record.attributeName === 'data-status' && record.target.dataset.status)
      .map((record) => record.target.dataset.check);
    if (ids.length) window.__statusBatches.push(ids);
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-status']});
`;

const withoutGetUserMedia = `Object.defineProperty(Navigator.prototype, 'mediaDevices', {get: () => undefined, configurable: true});`;

interface ShownCheck {
  id: string;
  status: string | undefined;
  text: string;
  links: string[];
}

async function shownChecks(page: Page): Promise<Map<string, ShownCheck>> {
  const checks = await page.$$eval('[data-check]', (elements) =>
    elements.map((element) => ({
      id: (element as HTMLElement).dataset.check ?? '',
      status: (element as HTMLElement).dataset.status,
      text: (element as HTMLElement).innerText,
      links: [...element.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    })),
  );
  return new Map(checks.map((check) => [check.id, check]));
}

/**
 * Waits until the page is ready to start (hydrated, its playback probe done), without touching it:
 * Playwright evaluates its waits as user gestures, and a page that has had one plays any video, so
 * the probe would measure nothing. Chrome's own protocol can evaluate without a gesture. `untouched`
 * also checks that nothing touched the page before (a link that led to it does).
 */
async function waitUntilReady(page: Page, {untouched = true} = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const {result} = (await cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => {
        const ready = () => [...document.querySelectorAll('button')].some((button) => button.innerText.trim() === 'Iniciar diagnóstico' && !button.disabled);
        const tick = () => (document.documentElement.dataset.hasHydrated === 'true' && ready() ? resolve(navigator.userActivation.hasBeenActive) : setTimeout(tick, 50));
        tick();
      })`,
      awaitPromise: true,
      userGesture: false,
    })) as {result: {value: boolean}};
    if (untouched) assert.equal(result.value, false, 'la página recibió un gesto antes de medir la reproducción sin toque');
  } finally {
    await cdp.detach();
  }
}

async function startDiagnosis(page: Page, {untouched = true} = {}): Promise<void> {
  await waitUntilReady(page, {untouched});
  await page.getByRole('button', {name: 'Iniciar diagnóstico'}).click();
}

async function finishedChecks(page: Page): Promise<Map<string, ShownCheck>> {
  await page.getByRole('status').filter({hasText: 'Diagnóstico terminado'}).waitFor({timeout: 90_000});
  return shownChecks(page);
}

/** axe at 390 and 1280 px, nothing wider than the screen, and what the results show is Spanish with its code rendered as code. */
async function assertAxeClean(page: Page, state: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({width, height: 900});
    assert.deepEqual(await axeViolations(page), [], `axe, ${state}, ${width} px`);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[aria-label="Diagnóstico de captura"], [aria-label="Diagnóstico de captura"] *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => element.tagName.toLowerCase() + (element.dataset.check ? `[${element.dataset.check}]` : '')),
    );
    assert.deepEqual(overflowing, [], `elementos más anchos que la pantalla, ${state}, ${width} px`);
  }
  assert.deepEqual(await leakedEnglish(page), [], `texto en inglés, ${state}`);
  assert.deepEqual(await literalBackticks(page), [], `comillas invertidas sin interpretar, ${state}`);
}

/** The build's JavaScript files that hold `marker`. */
function scriptsHolding(marker: string): string[] {
  return readdirSync(path.join(buildDir, 'assets', 'js'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(buildDir, 'assets', 'js', file), 'utf8').includes(marker))
    .map((file) => `/assets/js/${file}`);
}

/** A string only the playback probe (in the page's own chunk) has. */
const PROBE_MARKER = 'el navegador no genera video desde un canvas';

/** The chunks loaded on the tap: the checks (a line only they write) and Bowser's (a browser name of its list). */
function scriptsLoadedOnTap(): string[] {
  return [...new Set([...scriptsHolding('Permiso concedido; '), ...scriptsHolding('Samsung Internet for Android')])].sort();
}

/** Total size of some build scripts: raw, gzip and brotli, as served. */
function sizes(scripts: string[]): string {
  const total = (suffix: string) => scripts.reduce((sum, script) => sum + readFileSync(path.join(buildDir, script + suffix)).length, 0);
  return `${scripts.join(', ')}: ${total('')} B, ${total('.gz')} B gzip, ${total('.br')} B brotli`;
}

describe('diagnóstico de captura en Chromium', {timeout: 240_000}, () => {
  test('cámara falsa y permisos concedidos: cada comprobación es ok, sin red, con cada pista detenida, y el resultado se copia', async (t) => {
    const {page, errors, close} = await openPage(CAPTURE_CHECK_ROUTE, {...GRANTED, bypassCSP: true, launchArgs: ACCEPTING_BROWSER});
    try {
      await page.addInitScript(recordTracks());
      await page.addInitScript(recordStatusOrder);
      await page.reload();
      await waitUntilReady(page);
      await assertAxeClean(page, 'antes de empezar');
      await page.setViewportSize({width: 390, height: 900});
      const requests: {method: string; url: URL; body: string | null}[] = [];
      page.on('request', (request) => requests.push({method: request.method(), url: new URL(request.url()), body: request.postData()}));
      await page.getByRole('button', {name: 'Iniciar diagnóstico'}).click();
      const checks = await finishedChecks(page);

      for (const id of CHECK_IDS) {
        const check = checks.get(id);
        assert.equal(check?.status, 'ok', `${id}: ${check?.text}`);
        t.diagnostic(`${id}: ${check!.text.replace(/\s+/g, ' ')}`);
      }
      assert.match(checks.get('camara')!.text, /Permiso concedido; 1 cámara: \d+×\d+/);
      assert.match(checks.get('video-en-linea')!.text, /se reprodujo dentro de la página sin toque/);
      assert.match(checks.get('navegador')!.text, /Chrome \d+ en Linux: compatible/);
      assert.match(checks.get('ubicacion')!.text, /±25 m/);
      assert.doesNotMatch(checks.get('ubicacion')!.text, /19\.43|99\.13/, 'la página no muestra coordenadas');

      // Results land one by one, in order: not all at the end.
      const batches = (await page.evaluate('window.__statusBatches')) as string[][];
      assert.deepEqual(batches.flat(), [...CHECK_IDS]);
      assert.ok(batches.length >= 4, `los resultados llegaron en ${batches.length} actualizaciones`);

      // Private by design: nothing was sent (the only requests fetch the checks' own scripts, on the
      // tap), and every track the checks opened has ended.
      const checksScripts = scriptsLoadedOnTap();
      assert.deepEqual(
        requests.map(({method, url, body}) => `${method} ${url.pathname}${body ? ' con cuerpo' : ''}`).sort(),
        checksScripts.map((script) => `GET ${script}`).sort(),
        'peticiones de red durante el diagnóstico',
      );
      const trackStates = (await page.evaluate('window.__tracks.map((track) => track.kind + ":" + track.readyState)')) as string[];
      assert.ok(
        trackStates.some((state) => state.startsWith('video')) && trackStates.some((state) => state.startsWith('audio')),
        trackStates.join(),
      );
      assert.deepEqual(
        trackStates.filter((state) => !state.endsWith(':ended')),
        [],
        'pistas abiertas después del diagnóstico',
      );
      assert.equal(await page.locator('video:not([hidden])').count(), 0, 'la vista de la cámara quedó visible');

      await assertAxeClean(page, 'todo correcto');

      await page.getByRole('button', {name: 'Copiar resultado'}).click();
      await page.getByRole('status').filter({hasText: 'Resultado copiado'}).waitFor();
      const report = await page.evaluate(() => navigator.clipboard.readText());
      t.diagnostic(`Copiar resultado:\n${report}`);
      assert.match(report, /^Plataforma: Chrome \d+ en Linux$/m);
      for (const id of CHECK_IDS) assert.match(report, new RegExp(`^\\[correcto\\] .+ \\(${id}\\): `, 'm'));
      const identifiers = await page.evaluate(async () => {
        const devices = await navigator.mediaDevices.enumerateDevices();
        return [...devices.flatMap((device) => [device.deviceId, device.groupId, device.label]), navigator.userAgent].filter(
          (value) => value && value !== 'default',
        );
      });
      for (const identifier of identifiers) assert.ok(!report.includes(identifier), `el resultado incluye ${identifier}`);
      assert.doesNotMatch(report, /19\.43|99\.13/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('mientras comprueba, la página dice qué falta y axe no encuentra nada', async () => {
    const {page, errors, close} = await openPage(CAPTURE_CHECK_ROUTE, {...GRANTED, bypassCSP: true, launchArgs: ACCEPTING_BROWSER});
    try {
      await page.addInitScript(recordTracks(true));
      await page.reload();
      await startDiagnosis(page);
      await page.locator('[data-check="navegador"][data-status]').waitFor();
      assert.equal(await page.locator('[data-check="camara"]').getAttribute('data-status'), null);
      await page.getByRole('status').filter({hasText: 'Comprobando…'}).waitFor();
      assert.match(await page.locator('[data-check="camara"]').innerText(), /Comprobando…/);
      await assertAxeClean(page, 'comprobando');
      await page.evaluate('window.__releaseMedia()');
      await finishedChecks(page);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  const denied: [string, string | undefined, RegExp[], string][] = [
    [
      'un WebView de Android',
      USER_AGENTS.androidWebView,
      [/`?WebChromeClient\.onPermissionRequest`?/, /\bCAMERA\b/],
      '/docs/workflows/sdks/native#3-la-activity-con-la-web-view',
    ],
    ['un WKWebView', USER_AGENTS.wkWebView, [/NSCameraUsageDescription/, /iOS 14\.3/], '/docs/workflows/sdks/native#1-llaves-de-infoplist'],
    [
      'una plataforma desconocida',
      USER_AGENTS.unknown,
      [/onPermissionRequest/, /NSCameraUsageDescription/],
      '/docs/workflows/sdks/native#2-el-controlador-con-wkwebview',
    ],
    ['Chromium de escritorio', undefined, [/configuración del sitio/], '/docs/workflows/compatibilidad#escritorio'],
  ];
  for (const [platform, userAgent, fixes, link] of denied) {
    test(`permisos negados en ${platform}: camara es falla y muestra la corrección`, async () => {
      const {page, errors, close} = await openPage(CAPTURE_CHECK_ROUTE, {bypassCSP: true, userAgent, launchArgs: REFUSING_BROWSER});
      try {
        await startDiagnosis(page);
        const checks = await finishedChecks(page);
        const camera = checks.get('camara')!;
        assert.equal(camera.status, 'falla', camera.text);
        assert.match(camera.text, /Se negó el permiso de cámara/);
        assert.match(camera.text, /Cómo corregirlo/);
        for (const fix of fixes) assert.match(camera.text, fix);
        assert.ok(camera.links.includes(link), `${camera.links.join(', ')} sin ${link}`);
        assert.equal(checks.get('microfono')?.status, 'falla');
        assert.equal(checks.get('ubicacion')?.status, 'falla');
        if (!userAgent) await assertAxeClean(page, 'permisos negados');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  test('sin getUserMedia (emulado, WKWebView en iOS 14.2): camara es falla con la corrección', async () => {
    const {page, errors, close} = await openPage(CAPTURE_CHECK_ROUTE, {
      bypassCSP: true,
      userAgent: USER_AGENTS.wkWebView142,
      launchArgs: REFUSING_BROWSER,
    });
    try {
      await page.addInitScript(withoutGetUserMedia);
      await page.reload();
      await startDiagnosis(page);
      const checks = await finishedChecks(page);
      const camera = checks.get('camara')!;
      assert.equal(camera.status, 'falla', camera.text);
      assert.match(camera.text, /no ofrece getUserMedia/);
      assert.match(camera.text, /Cómo corregirlo[\s\S]*getUserMedia desde iOS 14\.3/);
      assert.ok(camera.links.includes('/docs/workflows/compatibilidad#ios-y-ipados'), camera.links.join(', '));
      assert.equal(checks.get('navegador')?.status, 'falla');
      assert.match(checks.get('navegador')!.text, /WKWebView en iOS 14\.2: .*iOS 14\.3 o superior/);
      assert.equal(checks.get('microfono')?.status, 'falla');
      assert.equal(checks.get('video-en-linea')?.status, 'ok', checks.get('video-en-linea')?.text);
      await assertAxeClean(page, 'sin getUserMedia');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('sin getUserMedia en Chromium de escritorio: la corrección es del navegador', async () => {
    const {page, close} = await openPage(CAPTURE_CHECK_ROUTE, {bypassCSP: true, launchArgs: REFUSING_BROWSER});
    try {
      await page.addInitScript(withoutGetUserMedia);
      await page.reload();
      await startDiagnosis(page);
      const camera = (await finishedChecks(page)).get('camara')!;
      assert.equal(camera.status, 'falla');
      assert.match(camera.text, /En el dispositivo: Este navegador no ofrece la cámara/);
    } finally {
      await close();
    }
  });

  test('un WebView que pide un toque para reproducir video: video-en-linea es falla con mediaPlaybackRequiresUserGesture', async () => {
    const {page, close} = await openPage(CAPTURE_CHECK_ROUTE, {
      ...GRANTED,
      userAgent: USER_AGENTS.androidWebView,
      launchArgs: ACCEPTING_BROWSER,
    });
    try {
      // What Android WebView does with mediaPlaybackRequiresUserGesture left on: no playback before a tap.
      await page.addInitScript(`
        const play = HTMLMediaElement.prototype.play;
        HTMLMediaElement.prototype.play = function () {
          return navigator.userActivation.hasBeenActive ? play.call(this) : Promise.reject(new DOMException('sin toque', 'NotAllowedError'));
        };
      `);
      await page.reload();
      await startDiagnosis(page);
      const video = (await finishedChecks(page)).get('video-en-linea')!;
      assert.equal(video.status, 'falla', video.text);
      assert.match(video.text, /mediaPlaybackRequiresUserGesture/);
    } finally {
      await close();
    }
  });

  test('cada enlace de las correcciones lleva a una sección que existe en el sitio', () => {
    for (const {to} of Object.values(GUIDE_LINKS)) {
      const [route, anchor] = to.split('#');
      const html = readFileSync(path.join(buildDir, route!, 'index.html'), 'utf8');
      assert.match(html, new RegExp(`id=["']?${anchor}["'\\s>]`), `${to}: sin el ancla`);
    }
  });
});

describe('diagnóstico de captura: cabeceras de producción (nginx)', {timeout: 240_000}, () => {
  let nginx: RunningNginx;
  before(async () => {
    nginx = await startNginx(buildDir);
  });
  after(async () => {
    await nginx?.stop();
  });

  async function nginxContext(): Promise<BrowserContext> {
    return (await browser(ACCEPTING_BROWSER)).newContext({locale: 'es-MX', ...GRANTED});
  }

  test('la página del diagnóstico obtiene sus permisos y sus comprobaciones pasan', async () => {
    const context = await nginxContext();
    try {
      const page = await context.newPage();
      const errors = recordPageErrors(page);
      const response = await page.goto(nginx.url + CAPTURE_CHECK_ROUTE);
      assert.equal(response?.headers()['permissions-policy'], 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()');
      await startDiagnosis(page);
      const checks = await finishedChecks(page);
      for (const id of CHECK_IDS) assert.equal(checks.get(id)?.status, 'ok', `${id}: ${checks.get(id)?.text}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('otra ruta no obtiene cámara, micrófono ni ubicación, aunque el navegador los conceda', async () => {
    const context = await nginxContext();
    try {
      const page = await context.newPage();
      const response = await page.goto(`${nginx.url}/docs/workflows/compatibilidad`);
      assert.equal(response?.headers()['permissions-policy'], 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      const outcome = await page.evaluate(`(async () => {
        const media = async (constraints) => navigator.mediaDevices.getUserMedia(constraints).then((stream) => {
          stream.getTracks().forEach((track) => track.stop());
          return 'abierta';
        }, (error) => error.name);
        const location = await new Promise((resolve) => navigator.geolocation.getCurrentPosition(() => resolve('dada'), (error) => resolve('error ' + error.code)));
        return {camera: await media({video: true}), microphone: await media({audio: true}), location};
      })()`);
      assert.deepEqual(outcome, {camera: 'NotAllowedError', microphone: 'NotAllowedError', location: 'error 1'});
    } finally {
      await context.close();
    }
  });

  test('llegar por un enlace del portal recarga la página con sus propias cabeceras', async () => {
    const context = await nginxContext();
    try {
      const page = await context.newPage();
      await page.goto(`${nginx.url}/docs/workflows/compatibilidad`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const reloaded = page.waitForEvent('load');
      await page.locator('article').getByRole('link', {name: 'diagnóstico de captura'}).first().click();
      await reloaded;
      const documentRoute = await page.evaluate('new URL(performance.getEntriesByType("navigation")[0].name).pathname');
      assert.equal(documentRoute, CAPTURE_CHECK_ROUTE, 'la página no se recargó con su propia ruta');
      // Chromium carries the link's tap over to the reloaded page: playback without a tap cannot be
      // measured there, and the page says so instead of passing the check.
      await startDiagnosis(page, {untouched: false});
      const checks = await finishedChecks(page);
      assert.equal(checks.get('camara')?.status, 'ok', checks.get('camara')?.text);
      assert.equal(checks.get('video-en-linea')?.status, 'aviso');
      assert.match(checks.get('video-en-linea')!.text, /No se midió la reproducción sin toque \(la página ya había recibido un toque\)/);
    } finally {
      await context.close();
    }
  });
});

describe('el script del diagnóstico solo se carga en su página', () => {
  test('solo el HTML del diagnóstico nombra sus scripts; los de las comprobaciones, ninguna página ni ruta', (t) => {
    const inputs = loadRouteScriptInputs(path.join(repoRoot, '.docusaurus'));
    const pages = htmlFilesUnder(buildDir).map((file) => ({
      pathname: pathnameOf(path.relative(buildDir, file)),
      html: readFileSync(file, 'utf8'),
    }));
    const otherRoutes = new Set(
      pages.filter(({pathname}) => pathname !== CAPTURE_CHECK_ROUTE).flatMap(({pathname}) => routeScriptsFor(pathname, inputs)),
    );
    const pageOnly = routeScriptsFor(CAPTURE_CHECK_ROUTE, inputs).filter((script) => !otherRoutes.has(script));
    const onTap = scriptsLoadedOnTap();
    assert.ok(
      scriptsHolding(PROBE_MARKER).every((script) => pageOnly.includes(script)),
      'la prueba de reproducción no está en un script propio de la página',
    );
    assert.ok(
      onTap.some((script) => /\/diagnostico-captura\.[0-9a-f]+\.js$/.test(script)),
      onTap.join(', '),
    );
    for (const {pathname, html} of pages) {
      const named = [...pageOnly, ...onTap].filter((script) => html.includes(script));
      const routeScripts = routeScriptsFor(pathname, inputs).filter((script) => onTap.includes(script));
      assert.deepEqual(named, pathname === CAPTURE_CHECK_ROUTE ? pageOnly : [], `${pathname} nombra ${named.join(', ')}`);
      assert.deepEqual(routeScripts, [], `${pathname} recibe ${routeScripts.join(', ')}`);
    }
    t.diagnostic(`scripts solo de la página: ${sizes(pageOnly)}`);
    t.diagnostic(`scripts cargados al tocar «Iniciar diagnóstico»: ${sizes(onTap)}`);
  });

  test('una página que enlaza el diagnóstico no descarga su script', async () => {
    const inputs = loadRouteScriptInputs(path.join(repoRoot, '.docusaurus'));
    const compatibility = new Set(routeScriptsFor('/docs/workflows/compatibilidad', inputs));
    const scripts = [
      ...routeScriptsFor(CAPTURE_CHECK_ROUTE, inputs).filter((script) => !compatibility.has(script)),
      ...scriptsLoadedOnTap(),
    ];
    const {page, close} = await openPage('/docs/workflows/compatibilidad', {waitUntil: 'networkidle'});
    try {
      const loaded = (await page.evaluate(
        'performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname)',
      )) as string[];
      assert.ok(loaded.some((pathname) => pathname.endsWith('.js')));
      assert.deepEqual(
        loaded.filter((pathname) => scripts.includes(pathname)),
        [],
      );
    } finally {
      await close();
    }
  });
});
