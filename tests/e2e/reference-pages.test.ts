/**
 * Every operation and webhook page of every API, as the bundled specs list them: answers 200, has
 * the right title, heading, method and path, shows the code samples, and passes axe and the
 * English-text check. Three pages at a time in one browser context, to keep ~280 pages quick.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {BrowserContext} from 'playwright-core';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {browser, shutdown, siteUrl} from '../../lib/browserSession';
import {axeViolations, leakedEnglish} from './pageQuality';
import {bundledOperations, type ReferenceOperation} from './referenceOperations';

after(shutdown);

const PARALLEL_PAGES = 3;

async function checkPage(context: BrowserContext, base: string, service: ApiService, operation: ReferenceOperation): Promise<string[]> {
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
    if (!title.startsWith(`${operation.summary} · API de ${service.label}`)) problems.push(`título "${title}"`);
    const heading = (await page.locator('main h1').innerText()).trim();
    if (heading !== operation.summary) problems.push(`h1 "${heading}"`);
    const endpoint = await page.locator('main header').innerText();
    const method = operation.webhook ? 'webhook' : operation.method;
    if (!endpoint.toUpperCase().includes(method.toUpperCase())) problems.push(`sin método ${method}`);
    if (!endpoint.includes(operation.path)) problems.push(`sin ruta ${operation.path}`);
    if (!operation.webhook) {
      const tabs = await page.locator('section[aria-labelledby="ejemplos-de-codigo"] [role="tab"]').allInnerTexts();
      if (tabs.map((tab) => tab.trim()).join(',') !== 'cURL,JavaScript,Python,PHP,Java') problems.push(`pestañas de ejemplos: ${tabs.join(',')}`);
      if ((await page.locator('section[aria-labelledby="ejemplos-de-codigo"] pre').count()) < 1) problems.push('sin código');
    }
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
      const base = await siteUrl();
      const context = await (await browser()).newContext({locale: 'es-MX', bypassCSP: true, viewport: {width: 1280, height: 900}});
      const started = Date.now();
      const operations = bundledOperations(service);
      const problems: string[] = [];
      try {
        // A few pages at a time: the machine is shared, and axe is the slow part.
        for (let index = 0; index < operations.length; index += PARALLEL_PAGES) {
          const batch = operations.slice(index, index + PARALLEL_PAGES);
          for (const found of await Promise.all(batch.map((operation) => checkPage(context, base, service, operation)))) problems.push(...found);
        }
      } finally {
        await context.close();
      }
      console.log(`${service.id}: ${operations.length} páginas en ${((Date.now() - started) / 1000).toFixed(1)} s`);
      assert.deepEqual(problems, []);
    });
  }
});
