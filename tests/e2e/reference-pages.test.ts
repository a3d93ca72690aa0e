/**
 * Every operation and webhook page of every API, as the bundled specs list them.
 *
 * Every page, in the HTML the build wrote (what a crawler, a reader without JavaScript and React's
 * hydration start from): the right title, heading, method and path, the five code-sample tabs, no
 * English interface text, unique ids and no reference to a missing one, a name for every link, button
 * and image, headings in order.
 *
 * Every page, in Chromium: answers 200, hydrates without console errors, keeps its title after
 * hydrating, shows no English interface text.
 *
 * axe at every impact level, in Chromium: the pages that together hold every markup shape of the API
 * (`markupShapes`: each element by tag and classes under its parent's), picked again from each build,
 * plus its largest page. All the pages come from the same components, so what axe judges from markup
 * and CSS (roles, ARIA, list and table structure, contrast, target size) gets the same verdict for
 * the same shape, and what depends on each page's text is checked above on every page. axe is most
 * of a page's time (3-4 s of 5 on the largest); `AXE_EVERY_PAGE=1` runs it on every page.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {BrowserContext} from 'playwright-core';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {browser, shutdown, siteUrl} from '../../lib/browserSession';
import {axeViolations, leakedEnglish} from './pageQuality';
import {bundledOperations, type ReferenceOperation} from './referenceOperations';
import {coveringPages, englishInMarkup, headingProblems, idProblems, loadBuiltPage, markupShapes, nameProblems} from './referenceMarkup';

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
  problems.push(...idProblems($), ...nameProblems($), ...headingProblems($));
  return {problems: problems.map((problem) => `${route}: ${problem}`), shapes: markupShapes($)};
}

/** The checks in Chromium: hydrated without errors, the title React's head manager leaves, axe. */
async function checkInBrowser(
  context: BrowserContext,
  base: string,
  service: ApiService,
  operation: ReferenceOperation,
  runAxe: boolean,
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
    if (runAxe) problems.push(...(await axeViolations(page)));
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
      const withAxe = new Set(AXE_EVERY_PAGE ? operations : [largest, ...coveringPages(pages)]);

      const base = await siteUrl();
      const context = await (await browser()).newContext({locale: 'es-MX', bypassCSP: true, viewport: {width: 1280, height: 900}});
      try {
        // A few pages at a time: the machine is shared, and axe is the slow part.
        for (let index = 0; index < operations.length; index += PARALLEL_PAGES) {
          const batch = operations.slice(index, index + PARALLEL_PAGES);
          const found = await Promise.all(
            batch.map((operation) => checkInBrowser(context, base, service, operation, withAxe.has(operation))),
          );
          problems.push(...found.flat());
        }
      } finally {
        await context.close();
      }
      const shapeCount = new Set(pages.flatMap(({shapes}) => [...shapes])).size;
      console.log(
        `${service.id}: ${operations.length} páginas en su HTML y en Chromium; axe en ${withAxe.size} ` +
          `(reúnen las ${shapeCount} formas de marcado de la API); ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      assert.deepEqual(problems, []);
    });
  }
});
