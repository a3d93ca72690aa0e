/**
 * Serves the production build through the production recipe and drives Debian's Chromium with
 * playwright-core. The e2e tests and `npm run measure:search` use it: one server and one browser
 * per process.
 */
import {existsSync} from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {chromium, type Browser, type BrowserContextOptions, type Page} from 'playwright-core';
import {builtHeadersByPath} from './serve/hostHeaders';
import {repoRoot} from './paths';
import {createStaticServer, listen} from './serve/staticServer';
import {chromiumPath} from '../config/systemTools';

export const buildDir = path.join(repoRoot, 'build');
const CHROMIUM = chromiumPath;

let server: http.Server | undefined;
let baseUrlPromise: Promise<string> | undefined;
/** One browser per set of extra launch flags (most tests use none). */
const browserPromises = new Map<string, Promise<Browser>>();

/**
 * Chromium's fake camera and microphone: a test pattern and a beep instead of devices. Add
 * FAKE_MEDIA_PROMPTS_ACCEPTED to answer every permission prompt with «Permitir»; without it, a page
 * gets what its context was granted, and is refused the rest.
 */
export const FAKE_MEDIA_DEVICES = '--use-fake-device-for-media-stream';
export const FAKE_MEDIA_PROMPTS_ACCEPTED = '--use-fake-ui-for-media-stream';

/** A phone's browser (390 × 844, touch) and a desktop's (1280 × 900), as the e2e tests open pages in both. */
export const PHONE: BrowserContextOptions = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
export const DESKTOP: BrowserContextOptions = {viewport: {width: 1280, height: 900}};

export function siteUrl(): Promise<string> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No hay build en build/: ejecuta `npm run build` antes de las pruebas e2e.');
  }
  baseUrlPromise ??= (async () => {
    server = createStaticServer({root: buildDir, headers: builtHeadersByPath(buildDir)});
    return listen(server, 0);
  })();
  return baseUrlPromise;
}

/** The shared headless Chromium; `extraArgs` (FAKE_MEDIA_DEVICES…) launch a second one with those flags. */
export function browser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No se encontró Chromium en ${CHROMIUM} (apt-get install chromium).`);
  const key = [...extraArgs].sort().join(' ');
  let launched = browserPromises.get(key);
  if (!launched) {
    launched = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        ...extraArgs,
      ],
    });
    browserPromises.set(key, launched);
  }
  return launched;
}

export async function shutdown(): Promise<void> {
  for (const launched of browserPromises.values()) await (await launched).close();
  browserPromises.clear();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  baseUrlPromise = undefined;
  server = undefined;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen since the page was opened. */
  errors: string[];
  close(): Promise<void>;
}

/** Console errors and uncaught exceptions of a page, from now on, one line each, in a list that keeps growing. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export async function openPage(
  route: string,
  options: BrowserContextOptions & {waitUntil?: 'load' | 'networkidle'; launchArgs?: readonly string[]} = {},
): Promise<OpenedPage> {
  const {waitUntil = 'load', launchArgs, ...contextOptions} = options;
  const base = await siteUrl();
  const context = await (await browser(launchArgs)).newContext({locale: 'es-MX', ...contextOptions});
  const page = await context.newPage();
  const errors = recordPageErrors(page);
  const response = await page.goto(base + route, {waitUntil});
  if (!response) throw new Error(`Sin respuesta para ${route}`);
  return {page, errors, close: () => context.close()};
}
