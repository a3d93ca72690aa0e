/**
 * The capture check page (/docs/herramientas/diagnostico-de-captura): its route, which config/headers.ts
 * lets use the camera, microphone and location, and the browser support table it checks against,
 * the one of docs/workflows/compatibilidad.md (tests/unit/capture-check.test.ts keeps both equal).
 * Data and pure functions only.
 */

/** The one page of the portal that may ask for the camera, the microphone and the location. */
export const CAPTURE_CHECK_ROUTE = '/docs/herramientas/diagnostico-de-captura';

/** Browser features the capture check page uses, by their Permissions-Policy names. */
export const CAPTURE_CHECK_FEATURES = ['camera', 'microphone', 'geolocation'] as const;

/** A row of one of the support tables of docs/workflows/compatibilidad.md. */
export type BrowserFamily =
  | 'chrome-android'
  | 'samsung-internet'
  | 'firefox-android'
  | 'android-webview'
  | 'safari-ios'
  | 'ios-other-browser'
  | 'wkwebview'
  | 'sfsafariviewcontroller'
  | 'chrome-desktop'
  | 'edge-desktop'
  | 'firefox-desktop'
  | 'safari-macos'
  | 'opera-desktop';

/** The sections of compatibilidad.md that hold a support table, by heading id. */
export type SupportSection = 'android' | 'ios-y-ipados' | 'escritorio';

export interface BrowserSupport {
  family: BrowserFamily;
  section: SupportSection;
  /** The row's first cell, as compatibilidad.md writes it. */
  label: string;
  /** The row's minimum-version cell, as compatibilidad.md writes it ("53", "iOS 14.3", "Versión actual"). */
  minimumCell: string;
  /** Whose version the minimum is: the browser's own, or iOS's (every iOS browser runs the system's WebKit). */
  versionOf: 'browser' | 'ios';
}

export const BROWSER_SUPPORT: readonly BrowserSupport[] = [
  {family: 'chrome-android', section: 'android', label: 'Chrome para Android', minimumCell: '53', versionOf: 'browser'},
  {family: 'samsung-internet', section: 'android', label: 'Samsung Internet', minimumCell: '6.2', versionOf: 'browser'},
  {family: 'firefox-android', section: 'android', label: 'Firefox para Android', minimumCell: 'Versión actual', versionOf: 'browser'},
  {family: 'android-webview', section: 'android', label: 'Android System WebView (apps)', minimumCell: '53', versionOf: 'browser'},
  {family: 'safari-ios', section: 'ios-y-ipados', label: 'Safari', minimumCell: 'iOS 11', versionOf: 'ios'},
  {
    family: 'ios-other-browser',
    section: 'ios-y-ipados',
    label: 'Chrome, Firefox, Edge y otros navegadores en iOS',
    minimumCell: 'iOS 14.3',
    versionOf: 'ios',
  },
  {family: 'wkwebview', section: 'ios-y-ipados', label: '`WKWebView` dentro de una app', minimumCell: 'iOS 14.3', versionOf: 'ios'},
  {
    family: 'sfsafariviewcontroller',
    section: 'ios-y-ipados',
    label: '`SFSafariViewController`',
    minimumCell: 'Versiones recientes de iOS',
    versionOf: 'ios',
  },
  {family: 'chrome-desktop', section: 'escritorio', label: 'Chrome', minimumCell: '53', versionOf: 'browser'},
  {family: 'edge-desktop', section: 'escritorio', label: 'Edge (basado en Chromium)', minimumCell: '79', versionOf: 'browser'},
  {family: 'firefox-desktop', section: 'escritorio', label: 'Firefox', minimumCell: '36', versionOf: 'browser'},
  {family: 'safari-macos', section: 'escritorio', label: 'Safari (macOS)', minimumCell: '11', versionOf: 'browser'},
  {family: 'opera-desktop', section: 'escritorio', label: 'Opera', minimumCell: '40', versionOf: 'browser'},
];

export function browserSupport(family: BrowserFamily): BrowserSupport {
  const row = BROWSER_SUPPORT.find((candidate) => candidate.family === family);
  if (!row) throw new Error(`Sin fila de compatibilidad para ${family}`);
  return row;
}

/** The minimum version of a row as numbers ([14, 3] for "iOS 14.3"), or undefined when the table gives none. */
export function minimumVersion(row: BrowserSupport): number[] | undefined {
  const match = /^(?:iOS )?(\d+(?:\.\d+)*)$/.exec(row.minimumCell);
  return match ? versionParts(match[1]) : undefined;
}

/** "17.2.1" → [17, 2, 1]; "NT 10.0" or "" → undefined. */
export function versionParts(version: string | undefined): number[] | undefined {
  if (!version || !/^\d+(\.\d+)*$/.test(version.trim())) return undefined;
  return version.trim().split('.').map(Number);
}

/** Whether `version` is `minimum` or later, part by part (a missing part counts as 0). */
export function meetsMinimum(version: number[], minimum: number[]): boolean {
  for (let index = 0; index < Math.max(version.length, minimum.length); index += 1) {
    const have = version[index] ?? 0;
    const need = minimum[index] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}
