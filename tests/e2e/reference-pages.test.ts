/**
 * Every operation and webhook page of every API, as the bundled specs list them, checked twice:
 *
 * - as the production server answers it (what a crawler, a reader without JavaScript and React's
 *   hydration start from): 200, the right title, heading, method and path, the five code-sample
 *   tabs, no English interface text, unique ids and no reference to a missing one, a name for every
 *   link, button and image, headings in order;
 * - in Chromium, hydrated: no console errors, its title after hydrating, no English text, no raw
 *   Markdown (a backtick outside code), no repeated id, and axe at every impact level; every page when
 *   the reference's templates or the specs changed, else a sample that covers every API and every
 *   variant of the page template (./referenceSample.ts, README «Test»).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {browser, recordPageErrors, shutdown, siteUrl} from '../../lib/browserSession';
import {readPublishedSpec} from '../../lib/openapi/publishedSpec';
import {generatedDir} from '../../lib/paths';
import {serviceView} from '../../plugins/api-reference/viewModel/service';
import {axeViolations, duplicateIds, leakedEnglish, literalBackticks} from './pageQuality';
import {bundledOperations, type ReferenceOperation} from './referenceOperations';
import {englishInMarkup, headingProblems, idProblems, fetchPage, nameProblems} from './referenceMarkup';
import {browserPlan, coveringSample, pageVariants} from './referenceSample';
import {stopwatch} from './stopwatch';

after(shutdown);

const PARALLEL_PAGES = 3;
/** Pages fetched over HTTP at a time. */
const PARALLEL_FETCHES = 8;
const SAMPLE_TABS = 'cURL,JavaScript,Python,PHP,Java';

/** The checks on the built HTML, for every page. */
async function checkMarkup(base: string, service: ApiService, operation: ReferenceOperation): Promise<string[]> {
  const route = serviceArtifacts(service).operationRoute(operation.operationId);
  const {status, $} = await fetchPage(base + route);
  if (status !== 200) return [`${route}: respondió ${status}`];
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
  return problems.map((problem) => `${route}: ${problem}`);
}

/** The checks in Chromium: hydrated without errors, the title React's head manager leaves, axe, English. */
async function checkInBrowser(
  page: Page,
  errors: string[],
  base: string,
  service: ApiService,
  operation: ReferenceOperation,
): Promise<string[]> {
  const route = serviceArtifacts(service).operationRoute(operation.operationId);
  errors.length = 0;
  const response = await page.goto(base + route, {waitUntil: 'load'});
  if (response?.status() !== 200) return [`${route}: respondió ${response?.status()}`];
  const problems: string[] = [];
  // The title is read once React has hydrated and the head manager has settled.
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const title = await page.title();
  if (!title.startsWith(`${operation.summary} · API de ${service.label}`)) problems.push(`título tras hidratar "${title}"`);
  problems.push(...(await axeViolations(page)));
  const english = await leakedEnglish(page);
  if (english.length) problems.push(`inglés: ${english.join(', ')}`);
  problems.push(...(await literalBackticks(page)).map((text) => `Markdown sin interpretar: «${text}»`));
  problems.push(...(await duplicateIds(page)).map((id) => `id repetido tras hidratar: ${id}`));
  problems.push(...errors);
  return problems.map((problem) => `${route}: ${problem}`);
}

/** Every page in Chromium, through a few tabs that each take the next page when they finish one. */
async function checkEveryPageInBrowser(base: string, service: ApiService, operations: ReferenceOperation[]): Promise<string[]> {
  const context = await (await browser()).newContext({locale: 'es-MX', bypassCSP: true, viewport: {width: 1280, height: 900}});
  const queue = [...operations];
  const problems: string[] = [];
  const tab = async () => {
    const page = await context.newPage();
    const errors = recordPageErrors(page);
    for (let operation = queue.shift(); operation; operation = queue.shift()) {
      problems.push(...(await checkInBrowser(page, errors, base, service, operation)));
    }
  };
  try {
    await Promise.all(Array.from({length: PARALLEL_PAGES}, tab));
  } finally {
    await context.close();
  }
  return problems;
}

const plan = browserPlan();
/** The pages loaded in Chromium, by `<service> <operationId>`: all of them, or the covering sample. */
const inBrowser = (() => {
  const views = services.flatMap(
    (service) => serviceView(service, readPublishedSpec(path.join(generatedDir, 'static'), service)).operations,
  );
  const chosen = plan.full ? views : coveringSample(views, pageVariants);
  return new Set(chosen.map((view) => `${view.serviceId} ${view.operationId}`));
})();
console.log(
  `referencia en Chromium: ${inBrowser.size} páginas (${plan.full ? 'todas' : 'muestra que cubre cada API y variante'}): ${plan.reason}`,
);

describe('páginas de cada operación y webhook', () => {
  for (const service of services) {
    test(`${service.id}: cada página tal como la sirve el servidor, y en Chromium ${plan.full ? 'cada una' : 'las de la muestra'} (hidratada, axe, sin inglés ni ids repetidos)`, async () => {
      const elapsed = stopwatch();
      const operations = bundledOperations(service);
      const loaded = operations.filter((operation) => inBrowser.has(`${service.id} ${operation.operationId}`));
      const base = await siteUrl();
      const problems: string[] = [];
      for (let index = 0; index < operations.length; index += PARALLEL_FETCHES) {
        const batch = operations.slice(index, index + PARALLEL_FETCHES);
        const found = await Promise.all(batch.map((operation) => checkMarkup(base, service, operation)));
        problems.push(...found.flat());
      }
      assert.ok(loaded.length > 0, `${service.id}: ninguna página en Chromium`);
      problems.push(...(await checkEveryPageInBrowser(base, service, loaded)));
      console.log(
        `${service.id}: ${operations.length} páginas tal como las sirve el servidor, ${loaded.length} en Chromium con axe; ` +
          elapsed.seconds(),
      );
      assert.deepEqual(problems, []);
    });
  }
});
