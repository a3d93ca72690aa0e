/**
 * What runs the capture check page, from what the browser reports (its user agent, its client hints
 * and touch support), and whether compatibilidad.md supports its version. Bowser names the browser,
 * the operating system and their versions; inapp-spy tells a web view or another app's built-in
 * browser from the browser itself, which Bowser does not (an Android WebView reads as Chrome, a
 * WKWebView as Safari). Pure: the page passes `navigator`'s values, the tests pass recorded ones.
 */
import Bowser from 'bowser';
import InAppSpy from 'inapp-spy';
import {browserSupport, meetsMinimum, minimumVersion, versionParts, type BrowserFamily} from '../../config/captureCheck';
import type {CheckStatus, Problem} from './types';

export interface BrowserReport {
  userAgent: string;
  /** `navigator.userAgentData.brands`, where the browser has client hints (Android WebView names itself there). */
  brands?: readonly {brand: string; version: string}[];
  /** `navigator.maxTouchPoints`: an iPad asking for desktop sites reports macOS and touch. */
  maxTouchPoints?: number;
}

/** Whose fixes apply: the integrator's own web view, another app's browser, or a browser the person controls. */
export type PlatformKind = 'android-webview' | 'wkwebview' | 'in-app' | 'android-browser' | 'ios-browser' | 'desktop-browser' | 'unknown';

export interface DetectedPlatform {
  kind: PlatformKind;
  /** What runs the page, in words: «Android WebView 120 en Android 13». */
  description: string;
  /** The row of compatibilidad.md's tables that applies, when there is one. */
  family?: BrowserFamily;
  /** The browser's or web view's version ("120", "17.2"), when reported. */
  browserVersion?: string;
  osVersion?: string;
  /** Another app whose built-in browser runs the page (Instagram, Facebook…). */
  inAppName?: string;
  /** Internet Explorer: no getUserMedia at all. */
  withoutCamera?: boolean;
}

/** "120.0.6099.144" → "120"; "17.2" → "17.2"; "23.0" → "23". */
export function shortVersion(version: string | undefined): string | undefined {
  const parts = versionParts(version);
  if (!parts) return undefined;
  const [major, minor] = parts;
  return minor ? `${major}.${minor}` : `${major}`;
}

const DESKTOP_FAMILIES: Record<string, BrowserFamily> = {
  Chrome: 'chrome-desktop',
  Chromium: 'chrome-desktop',
  'Microsoft Edge': 'edge-desktop',
  Firefox: 'firefox-desktop',
  Safari: 'safari-macos',
  Opera: 'opera-desktop',
};

const ANDROID_FAMILIES: Record<string, BrowserFamily> = {
  Chrome: 'chrome-android',
  'Samsung Internet for Android': 'samsung-internet',
  Firefox: 'firefox-android',
};

const BROWSER_NAMES: Record<string, string> = {'Samsung Internet for Android': 'Samsung Internet', 'Microsoft Edge': 'Edge'};

function named(browser: string | undefined, version: string | undefined): string {
  const name = browser ? (BROWSER_NAMES[browser] ?? browser) : 'Navegador sin nombre';
  return version ? `${name} ${version}` : name;
}

export function detectPlatform({userAgent, brands, maxTouchPoints = 0}: BrowserReport): DetectedPlatform {
  const parsed = Bowser.parse(userAgent, brands ? {brands: brands.map(({brand, version}) => ({brand, version}))} : undefined);
  const inApp = InAppSpy({ua: userAgent});
  const browserName = parsed.browser.name;
  const browserVersion = shortVersion(parsed.browser.version);
  const osName = parsed.os.name;

  if (osName === 'Android') {
    const osVersion = shortVersion(parsed.os.version);
    const onAndroid = osVersion ? `Android ${osVersion}` : 'Android';
    const isWebView = /;\s*wv\)/.test(userAgent) || (brands ?? []).some(({brand}) => brand === 'Android WebView');
    if (isWebView || inApp.appName) {
      // A web view reports the Chrome version of its engine (Chrome/120…), which the WebView row of the table uses.
      const version = /\bChrome\/([\d.]+)/.exec(userAgent)?.[1];
      const webView = named('Android WebView', shortVersion(version));
      const base = {family: 'android-webview' as const, browserVersion: shortVersion(version), osVersion};
      if (inApp.appName) {
        return {
          ...base,
          kind: 'in-app',
          inAppName: inApp.appName,
          description: `Navegador integrado de ${inApp.appName} (${webView}) en ${onAndroid}`,
        };
      }
      return {...base, kind: 'android-webview', description: `${webView} en ${onAndroid}`};
    }
    const family = browserName ? ANDROID_FAMILIES[browserName] : undefined;
    return {
      kind: 'android-browser',
      family,
      browserVersion,
      osVersion,
      description: `${named(browserName, browserVersion)} en ${onAndroid}`,
    };
  }

  // iPadOS asks for desktop sites by default: it reports macOS, with touch; its Safari's version is iOS's.
  const isIpadAsMac = osName === 'macOS' && maxTouchPoints > 1;
  if (osName === 'iOS' || isIpadAsMac) {
    const osVersion = isIpadAsMac ? shortVersion(/\bVersion\/([\d.]+)/.exec(userAgent)?.[1]) : shortVersion(parsed.os.version);
    const system = isIpadAsMac ? 'iPadOS' : 'iOS';
    const onIos = osVersion ? `${system} ${osVersion}` : system;
    // Safari, and every other iOS browser, ends its user agent with "Safari/…"; a web view does not.
    const isWebView = inApp.isInApp || !/\bSafari\//.test(userAgent);
    if (inApp.appName) {
      return {
        kind: 'in-app',
        family: 'wkwebview',
        osVersion,
        inAppName: inApp.appName,
        description: `Navegador integrado de ${inApp.appName} (WKWebView) en ${onIos}`,
      };
    }
    if (isWebView) return {kind: 'wkwebview', family: 'wkwebview', osVersion, description: `WKWebView en ${onIos}`};
    const family = browserName === 'Safari' ? 'safari-ios' : 'ios-other-browser';
    return {kind: 'ios-browser', family, browserVersion, osVersion, description: `${named(browserName, browserVersion)} en ${onIos}`};
  }

  if (browserName === 'Internet Explorer') {
    return {
      kind: 'desktop-browser',
      browserVersion,
      withoutCamera: true,
      description: `${named(browserName, browserVersion)} en ${osName ?? 'escritorio'}`,
    };
  }
  if (osName && browserName && ['Windows', 'macOS', 'Linux', 'Chrome OS'].includes(osName)) {
    return {
      kind: 'desktop-browser',
      family: DESKTOP_FAMILIES[browserName],
      browserVersion,
      // macOS and Windows froze the version their browsers report (10.15.7, NT 10.0): it is not shown.
      description: `${named(browserName, browserVersion)} en ${osName}`,
    };
  }
  return {kind: 'unknown', description: 'Navegador no identificado'};
}

export interface BrowserVerdict {
  status: CheckStatus;
  summary: string;
  problem?: Problem;
}

/** The `navegador` check: what runs the page, and whether compatibilidad.md's tables support its version. */
export function browserVerdict(platform: DetectedPlatform): BrowserVerdict {
  const {description} = platform;
  if (platform.withoutCamera) {
    return {
      status: 'falla',
      problem: 'browser-without-camera',
      summary: `${description}: no tiene getUserMedia, así que no puede usar la cámara.`,
    };
  }
  if (!platform.family) {
    const problem = platform.kind === 'unknown' ? 'browser-version-unknown' : 'browser-unlisted';
    const summary =
      platform.kind === 'unknown'
        ? `${description}: no se pudo saber qué ejecuta la página, así que no se compara con la tabla de compatibilidad.`
        : `${description}: no está en la tabla de compatibilidad.`;
    return {status: 'aviso', problem, summary};
  }
  const row = browserSupport(platform.family);
  const minimum = minimumVersion(row);
  const version = row.versionOf === 'ios' ? platform.osVersion : platform.browserVersion;
  const parts = versionParts(version);
  const required = `la tabla de compatibilidad pide ${row.minimumCell} o superior`;
  let verdict: BrowserVerdict;
  if (!minimum) {
    verdict = {
      status: 'aviso',
      problem: 'browser-version-unknown',
      summary: `${description}: la tabla de compatibilidad pide «${row.minimumCell}»; confirma que esté actualizado.`,
    };
  } else if (!parts) {
    verdict = {status: 'aviso', problem: 'browser-version-unknown', summary: `${description}: no informa su versión; ${required}.`};
  } else if (!meetsMinimum(parts, minimum)) {
    verdict = {
      status: 'falla',
      problem: 'browser-outdated',
      summary: `${description}: versión anterior a la mínima; ${required}.`,
    };
  } else {
    verdict = {status: 'ok', summary: `${description}: compatible; ${required}.`};
  }
  if (platform.inAppName && verdict.status === 'ok') {
    return {
      status: 'aviso',
      problem: 'browser-in-app',
      summary: `${description}: algunas apps no conceden la cámara a las páginas que abren; si la captura falla, abre el enlace en Chrome o Safari.`,
    };
  }
  return verdict;
}
