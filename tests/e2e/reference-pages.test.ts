/**
 * Every operation and webhook page of every API, as the bundled specs list them.
 *
 * Every page, in the HTML the build wrote (what a crawler, a reader without JavaScript and React's
 * hydration start from): the right title, heading, method and path, the five code-sample tabs, no
 * English interface text, unique ids and no reference to a missing one, and a name for every link,
 * button and image.
 *
 * In Chromium, hydrated, with axe at every impact level and without console errors: the pages that
 * together hold every markup shape of the API's pages (`markupShapes`: each element by tag and
 * classes under its parent's), picked again from each build, plus the API's largest page. All the
 * pages come from the same components, so a new kind of element on any page puts that page in the
 * set. `AXE_EVERY_PAGE=1` loads every page in Chromium instead (about 14 minutes on two cores).
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {BrowserContext} from 'playwright-core';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {browser, shutdown, siteUrl} from '../../lib/browserSession';
import {axeViolations, leakedEnglish} from './pageQuality';
import {bundledOperations, type ReferenceOperation} from './referenceOperations';
import {coveringPages, englishInMarkup, idProblems, loadBuiltPage, markupShapes, nameProblems} from './referenceMarkup';

after(shutdown);

const PARALLEL_PAGES = 3;
const AXE_EVERY_PAGE = process.env.AXE_EVERY_PAGE === '1';
const SAMPLE_TABS = 'cURL,JavaScript,Python,PHP,Java';

/** The checks on the built HTML, for every page. */
function checkMarkup(service: ApiService, operation: ReferenceOperation, route: string): {problems: string[]; shapes: Set<string>} {
  const $ = loadBuiltPage(route);
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
  problems.push(...idProblems($), ...nameProblems($));
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
      const pages = operations.map((operation) => {
        const route = serviceArtifacts(service).operationRoute(operation.operationId);
        const {problems: found, shapes} = checkMarkup(service, operation, route);
        problems.push(...found);
        return {page: operation, shapes};
      });
      const largest = pages.reduce((max, candidate) => (candidate.shapes.size > max.shapes.size ? candidate : max)).page;
      const inBrowser = AXE_EVERY_PAGE ? operations : [...new Set([largest, ...coveringPages(pages)])];

      const base = await siteUrl();
      const context = await (await browser()).newContext({locale: 'es-MX', bypassCSP: true, viewport: {width: 1280, height: 900}});
      try {
        // A few pages at a time: the machine is shared, and axe is the slow part.
        for (let index = 0; index < inBrowser.length; index += PARALLEL_PAGES) {
          const batch = inBrowser.slice(index, index + PARALLEL_PAGES);
          for (const found of await Promise.all(batch.map((operation) => checkInBrowser(context, base, service, operation))))
            problems.push(...found);
        }
      } finally {
        await context.close();
      }
      const shapeCount = new Set(pages.flatMap(({shapes}) => [...shapes])).size;
      console.log(
        `${service.id}: ${operations.length} páginas revisadas en su HTML; ${inBrowser.length} en Chromium con axe ` +
          `(reúnen las ${shapeCount} formas de marcado de la API) en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      assert.deepEqual(problems, []);
    });
  }
});
