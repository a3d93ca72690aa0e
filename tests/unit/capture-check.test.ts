/**
 * The capture check page's logic without a browser: the support table against compatibilidad.md,
 * what runs the page from recorded user agents, the verdict on its version, the fix for each problem
 * on each platform and the copied report. The checks themselves run in Chromium in
 * tests/e2e/capture-check.test.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BROWSER_SUPPORT, meetsMinimum, minimumVersion, type SupportSection} from '../../config/captureCheck';
import {fixFor} from '../../lib/captureCheck/fixes';
import {browserVerdict, detectPlatform, type PlatformKind} from '../../lib/captureCheck/platform';
import {captureReport} from '../../lib/captureCheck/report';
import {CHECK_IDS, type CheckResult, type Problem} from '../../lib/captureCheck/types';
import {repoRoot} from '../../lib/paths';

const UA = {
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidWebView52:
    'Mozilla/5.0 (Linux; Android 6.0; Nexus 5 Build/MRA58N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/52.0.2743.98 Mobile Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.1.0.41.113 Android',
  wkWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wkWebView142: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wkWebView143: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  chromeIos142:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21C62 [FBAN/FBIOS;FBAV/446.0.0.40.107;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.2;FBLC/es_LA]',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  unknown: 'UnaCosaRara/1.0',
};

/** The rows of the table under `## <heading>` of compatibilidad.md: [first cell, second cell]. */
function compatibilityRows(heading: string): string[][] {
  const source = readFileSync(path.join(repoRoot, 'docs/workflows/compatibilidad.md'), 'utf8');
  const section = source.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  assert.ok(section, `compatibilidad.md sin la sección «${heading}»`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim()),
    );
}

describe('la tabla de compatibilidad del diagnóstico', () => {
  const headings: Record<SupportSection, string> = {android: 'Android', 'ios-y-ipados': 'iOS y iPadOS', escritorio: 'Escritorio'};
  for (const [section, heading] of Object.entries(headings)) {
    test(`es la de compatibilidad.md, sección «${heading}»`, () => {
      const rows = BROWSER_SUPPORT.filter((row) => row.section === section).map((row) => [row.label, row.minimumCell]);
      assert.deepEqual(rows, compatibilityRows(heading));
    });
  }

  test('lee el mínimo de cada fila, o ninguno donde la tabla no da número', () => {
    const minimum = (label: string) => minimumVersion(BROWSER_SUPPORT.find((row) => row.label === label)!);
    assert.deepEqual(minimum('Samsung Internet'), [6, 2]);
    assert.deepEqual(minimum('`WKWebView` dentro de una app'), [14, 3]);
    assert.equal(minimum('Firefox para Android'), undefined);
    assert.equal(meetsMinimum([14, 2], [14, 3]), false);
    assert.equal(meetsMinimum([14, 3], [14, 3]), true);
    assert.equal(meetsMinimum([15], [14, 3]), true);
    assert.equal(meetsMinimum([6, 10], [6, 2]), true);
  });
});

describe('qué ejecuta la página', () => {
  const cases: [keyof typeof UA, PlatformKind, string, string][] = [
    ['androidWebView', 'android-webview', 'Android WebView 120 en Android 13', 'ok'],
    ['androidWebView52', 'android-webview', 'Android WebView 52 en Android 6', 'falla'],
    ['chromeAndroid', 'android-browser', 'Chrome 124 en Android 10', 'ok'],
    ['samsung', 'android-browser', 'Samsung Internet 23 en Android 13', 'ok'],
    ['firefoxAndroid', 'android-browser', 'Firefox 125 en Android 14', 'aviso'],
    ['instagramAndroid', 'in-app', 'Navegador integrado de Instagram (Android WebView 119) en Android 13', 'aviso'],
    ['wkWebView', 'wkwebview', 'WKWebView en iOS 17.2', 'ok'],
    ['wkWebView142', 'wkwebview', 'WKWebView en iOS 14.2', 'falla'],
    ['wkWebView143', 'wkwebview', 'WKWebView en iOS 14.3', 'ok'],
    ['safariIos', 'ios-browser', 'Safari 17.2 en iOS 17.2', 'ok'],
    ['chromeIos142', 'ios-browser', 'Chrome 120 en iOS 14.2', 'falla'],
    ['facebookIos', 'in-app', 'Navegador integrado de Facebook Messenger (WKWebView) en iOS 17.2', 'aviso'],
    ['macSafari', 'desktop-browser', 'Safari 17.2 en macOS', 'ok'],
    ['headlessChrome', 'desktop-browser', 'Chrome 156 en Linux', 'ok'],
    ['edge', 'desktop-browser', 'Edge 124 en Windows', 'ok'],
    ['ie11', 'desktop-browser', 'Internet Explorer 11 en Windows', 'falla'],
    ['unknown', 'unknown', 'Navegador no identificado', 'aviso'],
  ];
  for (const [name, kind, description, status] of cases) {
    test(`${name}: ${description} (${status})`, () => {
      const platform = detectPlatform({userAgent: UA[name]});
      assert.equal(platform.kind, kind);
      assert.equal(platform.description, description);
      assert.equal(browserVerdict(platform).status, status);
    });
  }

  test('un iPad que pide sitios de escritorio (macOS con pantalla táctil) es Safari en iPadOS', () => {
    const platform = detectPlatform({userAgent: UA.macSafari, maxTouchPoints: 5});
    assert.equal(platform.family, 'safari-ios');
    assert.equal(platform.description, 'Safari 17.2 en iPadOS 17.2');
  });

  test('un WebView cuya app cambió el agente de usuario se reconoce por su marca en los client hints', () => {
    const platform = detectPlatform({userAgent: UA.chromeAndroid, brands: [{brand: 'Android WebView', version: '124'}]});
    assert.equal(platform.kind, 'android-webview');
  });

  test('el veredicto dice qué versión pide la tabla', () => {
    assert.match(browserVerdict(detectPlatform({userAgent: UA.wkWebView142})).summary, /pide iOS 14\.3 o superior/);
    assert.match(browserVerdict(detectPlatform({userAgent: UA.androidWebView52})).summary, /pide 53 o superior/);
  });
});

const allProblems: Problem[] = [
  'insecure-context',
  'no-getusermedia',
  'camera-denied',
  'camera-not-found',
  'camera-busy',
  'camera-no-answer',
  'no-back-camera',
  'microphone-denied',
  'microphone-not-found',
  'microphone-busy',
  'microphone-no-answer',
  'location-unsupported',
  'location-denied',
  'location-unavailable',
  'location-no-answer',
  'autoplay-blocked',
  'fullscreen-video',
  'camera-no-frames',
  'browser-outdated',
  'browser-version-unknown',
  'browser-unlisted',
  'browser-in-app',
  'browser-without-camera',
];
const allKinds: PlatformKind[] = ['android-webview', 'wkwebview', 'in-app', 'android-browser', 'ios-browser', 'desktop-browser', 'unknown'];

describe('cómo corregir cada falla', () => {
  const text = (problem: Problem, kind: PlatformKind) =>
    fixFor(problem, kind)
      .map((step) => step.text)
      .join('\n');

  test('cámara negada en un WebView de Android: onPermissionRequest y el permiso CAMERA, con la guía', () => {
    const steps = fixFor('camera-denied', 'android-webview');
    assert.deepEqual(
      steps.map((step) => step.audience),
      ['app-android'],
    );
    assert.match(text('camera-denied', 'android-webview'), /`WebChromeClient\.onPermissionRequest`/);
    assert.match(text('camera-denied', 'android-webview'), /`CAMERA`/);
    assert.ok(steps[0]!.links.some((link) => link.to === '/docs/workflows/sdks/native#3-la-activity-con-la-web-view'));
  });

  test('cámara negada en un WKWebView: NSCameraUsageDescription e iOS 14.3', () => {
    assert.match(text('camera-denied', 'wkwebview'), /`NSCameraUsageDescription`/);
    assert.match(text('camera-denied', 'wkwebview'), /iOS 14\.3/);
    assert.doesNotMatch(text('camera-denied', 'wkwebview'), /onPermissionRequest/);
  });

  test('sin saber la plataforma, muestra las correcciones de Android y de iOS', () => {
    const audiences = fixFor('camera-denied', 'unknown').map((step) => step.audience);
    assert.ok(audiences.includes('app-android') && audiences.includes('app-ios'), audiences.join(', '));
    assert.match(text('no-getusermedia', 'unknown'), /iOS 14\.3/);
    assert.match(text('no-getusermedia', 'unknown'), /Android System WebView/);
  });

  test('en un navegador, la corrección es del dispositivo; en la app de otro, abrir el enlace en el navegador', () => {
    assert.deepEqual(
      fixFor('camera-denied', 'ios-browser').map((step) => step.audience),
      ['persona'],
    );
    assert.match(text('camera-denied', 'ios-browser'), /Ajustes › Safari/);
    assert.match(fixFor('camera-denied', 'in-app', 'Instagram')[0]!.text, /Instagram.*Chrome \(Android\) o Safari \(iOS\)/);
  });

  test('cada problema tiene corrección en cada plataforma, con enlace a una guía', () => {
    for (const problem of allProblems) {
      for (const kind of allKinds) {
        const steps = fixFor(problem, kind, 'Instagram');
        assert.ok(steps.length > 0, `${problem} en ${kind} sin corrección`);
        for (const step of steps)
          assert.ok(step.links.length > 0 && step.links.every((link) => link.to.startsWith('/docs/')), `${problem} en ${kind}`);
      }
    }
  });
});

describe('el texto de «Copiar resultado»', () => {
  const results: CheckResult[] = [
    {id: 'contexto-seguro', status: 'ok', summary: 'La página está en un contexto seguro (HTTPS).', fix: []},
    {id: 'camara', status: 'falla', summary: 'Se negó el permiso de cámara.', fix: fixFor('camera-denied', 'android-webview')},
  ];
  const report = captureReport({
    platform: 'Android WebView 120 en Android 13',
    origin: 'https://docs.identia.example',
    results,
    date: new Date('2026-11-27T18:04:33Z'),
  });

  test('lleva la plataforma, cada comprobación con su resultado y la corrección con sus enlaces', () => {
    assert.match(
      report,
      /^Diagnóstico de captura\nFecha: 2026-11-27 18:04 UTC\nPortal: https:\/\/docs\.identia\.example\nPlataforma: Android WebView 120 en Android 13\n/,
    );
    assert.match(report, /^\[correcto\] Conexión segura \(contexto-seguro\): La página está en un contexto seguro \(HTTPS\)\.$/m);
    assert.match(report, /^\[falla\] Cámara \(camara\): Se negó el permiso de cámara\.$/m);
    assert.match(
      report,
      /^ {2}En tu app Android \(WebView\): .*`WebChromeClient\.onPermissionRequest`.*\(https:\/\/docs\.identia\.example\/docs\/workflows\/sdks\/native#3-la-activity-con-la-web-view/m,
    );
    for (const id of CHECK_IDS) assert.ok(report.includes(`(${id})`), id);
    assert.match(report, /^\[sin resultado\] Ubicación \(ubicacion\)$/m);
  });
});
