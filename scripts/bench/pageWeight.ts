import zlib from 'node:zlib';
import type {Browser, Response} from 'playwright-core';

export interface ResourceBytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  requests: number;
  html: ResourceBytes;
  javascript: ResourceBytes;
  json: ResourceBytes;
  /** Responses that are, or embed, an OpenAPI document, by URL. */
  specResponses: {url: string; documents: number; bytes: number}[];
}

const EMBEDDED_SPEC = /["']?openapi["']?\s*:\s*["']3\.\d/g;

function kindOf(response: Response): 'html' | 'javascript' | 'json' | 'other' {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('html')) return 'html';
  if (type.includes('javascript')) return 'javascript';
  if (type.includes('json') || type.includes('yaml')) return 'json';
  return 'other';
}

/**
 * What a page downloads before the reader does anything: every response up to the load event and
 * a quiet network, with raw and gzip sizes of the HTML, the JavaScript and the JSON, and every
 * response carrying an OpenAPI document.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  // Only the site's own bytes count, and this machine has no route to the internet.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  // Bodies are read as they arrive: once the page swaps or navigates, Chromium may drop them.
  const responses: {response: Response; body: Promise<Buffer | undefined>}[] = [];
  page.on('response', (response) => responses.push({response, body: response.body().catch(() => undefined)}));
  await page.goto(url, {waitUntil: 'networkidle'});
  const weight: PageWeight = {
    requests: responses.length,
    html: {raw: 0, gzip: 0},
    javascript: {raw: 0, gzip: 0},
    json: {raw: 0, gzip: 0},
    specResponses: [],
  };
  for (const {response, body: pendingBody} of responses) {
    const kind = kindOf(response);
    if (kind === 'other' || response.status() !== 200) continue;
    const body = await pendingBody;
    if (!body) continue;
    weight[kind].raw += body.length;
    weight[kind].gzip += zlib.gzipSync(body, {level: 9}).length;
    const isSpecFile = /\/openapi\/[^/]+\.(json|ya?ml)$/.test(new URL(response.url()).pathname);
    const documents = kind === 'html' ? 0 : (body.toString('utf8').match(EMBEDDED_SPEC) ?? []).length;
    if (isSpecFile || documents > 0) {
      weight.specResponses.push({url: new URL(response.url()).pathname, documents: Math.max(documents, 1), bytes: body.length});
    }
  }
  await context.close();
  return weight;
}

/** Whether an API entry page is readable with scripts off: its heading and links to its operation pages. */
export async function rendersWithoutJavaScript(browser: Browser, url: string, operationPrefix: string): Promise<boolean> {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'load'});
  const headingVisible = await page.locator('main h1').first().isVisible();
  const operationLinks = await page.locator(`main a[href^="${operationPrefix}/"]`).count();
  await context.close();
  return headingVisible && operationLinks > 0;
}
