/**
 * Every operation and webhook page of every API, as the bundled specs list them.
 *
 * Every page, as the production server answers it (what a crawler, a reader without JavaScript and
 * React's hydration start from): 200, the right title, heading, method and path, the five
 * code-sample tabs, no English interface text, unique ids and no reference to a missing one, a name
 * for every link, button and image, headings in order.
 *
 * In Chromium, hydrated, without console errors, with its title after hydrating, no English text and
 * axe at every impact level: the pages that together hold every markup shape of the API
 * (`markupShapes`: each element by tag and classes under its parent's), picked again from each build,
 * plus its largest page. All the pages come from the same components, so what axe judges from markup
 * and CSS (roles, ARIA, list and table structure, contrast, target size) gets the same verdict for
 * the same shape; what depends on each page's text is checked above on every page. Loading all 293
 * pages in Chromium took 5.6 of CI's minutes; `EVERY_PAGE_IN_CHROMIUM=1` still does it.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {BrowserContext} from 'playwright-core';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {browser, shutdown, siteUrl} from '../../lib/browserSession';
import {axeViolations, leakedEnglish} from './pageQuality';
import {bundledOperations, type ReferenceOperation} from './referenceOperations';
import {coveringPages, englishInMarkup, headingProblems, idProblems, fetchPage, markupShapes, nameProblems} from './referenceMarkup';

after(shutdown);

const PARALLEL_PAGES = 3;
const EVERY_PAGE_IN_CHROMIUM = process.env.EVERY_PAGE_IN_CHROMIUM === '1';
/** Pages fetched over HTTP at a time. */
const PARALLEL_FETCHES = 8;
const SAMPLE_TABS = 'cURL,JavaScript,Python,PHP,Java';

/** The checks on the built HTML, for every page. */
async function checkMarkup(
  base: string,
  service: ApiService,
  operation: ReferenceOperation,
  route: string,
): Promise<{problems: string[]; shapes: Set<string>}> {
  const {status, $} = await fetchPage(base + route);
  if (status !== 200) return {problems: [`${route}: respondió ${status}`], shapes: new Set()};
  const problems: string[] = [];
  const title = $('title').text();
  if (!title.startsWith(`${operation.summary} · API de ${service.label}`)) problems.push(`título "${title}"`);
  const headings = $('main h1');
  if (headings.length !== 1 || headings.text().trim() !== operation.summary)
    problems.push(`h1 "${headings.text().trim()}" (${headings.length})`);
  const endpoint = $('main header').text();
  const method = operation.webhook ? 'webhook' : operation.method;
  if (!endpoint.toUpperCase().includes(method.toUpperCase())) problems.push(`sin método ${method}`);
  if (!endpoint.includes(operation.path)) problems.push(`sin ruta ${operation.path}`);
  if (!operation.webhook) {
    const samples = $('section[aria-labelledby="ejemplos-de-codigo"]');
    const tabs = samples
      .find('[role="tab"]')
      .map((_, tab) => $(tab).text().trim())
      .get()
      .join(',');
    if (tabs !== SAMPLE_TABS) problems.push(`pestañas de ejemplos: ${tabs}`);
    if (samples.find('pre').length < 1) problems.push('sin código');
  }
  const english = englishInMarkup($);
  if (english.length) problems.push(`inglés: ${english.join(', ')}`);
  problems.push(...idProblems($), ...nameProblems($), ...headingProblems($));
  return {problems: problems.map((problem) => `${route}: ${problem}`), shapes: markupShapes($)};
}

/** The checks in Chromium: hydrated without errors, the title React's head manager leaves, axe. */
async function checkInBrowser(
  context: BrowserContext,
  base: string,
  service: ApiService,
  operation: ReferenceOperation,
): Promise<string[]> {
  const route = serviceArtifacts(service).operationRoute(operation.operationId);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const problems: string[] = [];
  try {
    const response = await page.goto(base + route, {waitUntil: 'load'});
    if (response?.status() !== 200) return [`${route}: respondió ${response?.status()}`];
    // The title is read once React has hydrated and the head manager has settled.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const title = await page.title();
    if (!title.startsWith(`${operation.summary} · API de ${service.label}`)) problems.push(`título tras hidratar "${title}"`);
    problems.push(...(await axeViolations(page)));
    const english = await leakedEnglish(page);
    if (english.length) problems.push(`inglés: ${english.join(', ')}`);
    problems.push(...errors);
  } finally {
    await page.close();
  }
  return problems.map((problem) => `${route}: ${problem}`);
}

describe('páginas de cada operación y webhook', () => {
  for (const service of services) {
    test(`${service.id}: cada operación y webhook tiene su página correcta y accesible`, async () => {
      const started = Date.now();
      const operations = bundledOperations(service);
      const problems: string[] = [];
      const base = await siteUrl();
      const pages: {page: ReferenceOperation; shapes: Set<string>}[] = [];
      for (let index = 0; index < operations.length; index += PARALLEL_FETCHES) {
        const batch = operations.slice(index, index + PARALLEL_FETCHES);
        const checked = await Promise.all(
          batch.map((operation) => checkMarkup(base, service, operation, serviceArtifacts(service).operationRoute(operation.operationId))),
        );
        checked.forEach(({problems: found, shapes}, position) => {
          problems.push(...found);
          pages.push({page: batch[position], shapes});
        });
      }
      const largest = pages.reduce((max, candidate) => (candidate.shapes.size > max.shapes.size ? candidate : max)).page;
      const inChromium = EVERY_PAGE_IN_CHROMIUM ? operations : [...new Set([largest, ...coveringPages(pages)])];

      const context = await (await browser()).newContext({locale: 'es-MX', bypassCSP: true, viewport: {width: 1280, height: 900}});
      try {
        // A few pages at a time: the machine is shared, and axe is the slow part.
        for (let index = 0; index < inChromium.length; index += PARALLEL_PAGES) {
          const batch = inChromium.slice(index, index + PARALLEL_PAGES);
          const found = await Promise.all(batch.map((operation) => checkInBrowser(context, base, service, operation)));
          problems.push(...found.flat());
        }
      } finally {
        await context.close();
      }
      const shapeCount = new Set(pages.flatMap(({shapes}) => [...shapes])).size;
      console.log(
        `${service.id}: ${operations.length} páginas revisadas en el HTML que sirve el servidor; ${inChromium.length} en Chromium con axe ` +
          `(reúnen las ${shapeCount} formas de marcado de la API); ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      assert.deepEqual(problems, []);
    });
  }
});
