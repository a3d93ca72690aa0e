/**
 * The contract first (issue 51, item 1), on a sample of operation pages of every API (the first two with a request
 * body, and «Crear persona»), in Chromium:
 * - nothing but the contract comes between the description and the request body: at most the parameters (a
 *   long description or parameter list still pushes its first field down: on «Crear
 *   persona», the example, it must start within the first screen at 1280 × 800 and the first two at
 *   390 × 844);
 * - at 1280 × 800 the code samples are the right-hand column beside the contract and stay in view (sticky) while it
 *   scrolls; at 390 × 844 (one column) the page's order is description, request, code, responses;
 * - the request body's example is printed once (the code sample's), and the page lists its sections in an index.
 * The offsets measured are printed: they are the figures of the report.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';
import {documentedOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

after(shutdown);

const LAPTOP = {viewport: {width: 1280, height: 800}};
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
const PER_API = 2;

interface Sampled {
  service: ApiService;
  operationId: string;
  /** The request example the code samples send (the first JSON example), as compact JSON; absent for a form. */
  body?: string;
}

function bundled(service: ApiService): OpenApiDocument {
  return JSON.parse(readFileSync(path.join(buildDir, serviceArtifacts(service).json), 'utf8')) as OpenApiDocument;
}

function jsonExample(spec: OpenApiDocument, operation: SpecNode): string | undefined {
  const content = resolveRef(spec, operation.requestBody)?.content ?? {};
  const json = Object.entries<SpecNode>(content).find(([type]) => /json/i.test(type))?.[1];
  if (!json) return undefined;
  const media = resolveRef(spec, json);
  const value = media.example ?? resolveRef(spec, Object.values<SpecNode>(media.examples ?? {})[0])?.value;
  return value === undefined ? undefined : JSON.stringify(value);
}

/** What sits above the body: the longer, the lower its first field starts. */
const aboveBody = (operation: SpecNode) => String(operation.description ?? '').length + 200 * (operation.parameters?.length ?? 0);

const sample: Sampled[] = services.flatMap((service) => {
  const spec = bundled(service);
  const withBody = documentedOperations(spec).filter(({operation, isWebhook}) => !isWebhook && operation.requestBody);
  const chosen = withBody.slice(0, PER_API);
  const createPerson = withBody.find(({operation}) => operation.operationId === 'createPerson');
  if (createPerson && !chosen.includes(createPerson)) chosen.push(createPerson);
  // And the API's page with the most above its body (the longest description and parameters).
  const longest = [...withBody].sort((a, b) => aboveBody(b.operation) - aboveBody(a.operation))[0];
  if (longest && !chosen.includes(longest)) chosen.push(longest);
  return chosen.map(({operation}) => ({
    service,
    operationId: operation.operationId as string,
    body: jsonExample(spec, operation),
  }));
});

/** The most space between the contract before the request body and the body's section: a margin, nothing else. */
const MARGIN = 80;

/**
 * How far below the contract before it (the parameters, else the description, else the page's header) the body's
 * section starts: nothing may sit between them.
 */
async function gapAboveBody(page: Page): Promise<number> {
  const bodyTop = await topOf(page, 'section[aria-labelledby="cuerpo"]');
  const before = ['section[aria-labelledby="parametros"]', '[class*="operationIntro"]', 'main header'];
  for (const selector of before) {
    if ((await page.locator(selector).count()) === 0) continue;
    const box = await page.locator(selector).first().boundingBox();
    if (box) return Math.round(bodyTop - (box.y + box.height + (await page.evaluate(() => window.scrollY))));
  }
  return bodyTop;
}

/** Where a selector's first element starts, from the top of the page, in CSS pixels. */
async function topOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} no está en la página`);
  return Math.round(box.y + (await page.evaluate(() => window.scrollY)));
}

/** A field's row: a condition or an allowed value listed above the fields is no field. */
const FIRST_BODY_FIELD = 'section[aria-labelledby="cuerpo"] li[class*="property_"]';

async function open(entry: Sampled, options: typeof LAPTOP | typeof PHONE) {
  const opened = await openPage(serviceArtifacts(entry.service).operationRoute(entry.operationId), options);
  await opened.page.waitForSelector('html[data-has-hydrated="true"]');
  return opened;
}

/** The text of every code block of the page, without white space (the samples print JSON indented, or not). */
const blocksOf = (page: Page) =>
  page.locator('main pre').evaluateAll((blocks) => blocks.map((block) => (block.textContent ?? '').replace(/\s+/g, '')));

describe('la referencia pone el contrato primero', () => {
  test('a 1280 × 800 el cuerpo sigue a la descripción y el código es una columna fija a su derecha', async () => {
    const figures: string[] = [];
    const problems: string[] = [];
    for (const entry of sample) {
      const label = `${entry.service.id} ${entry.operationId}`;
      const {page, errors, close} = await open(entry, LAPTOP);
      try {
        const fieldTop = await topOf(page, FIRST_BODY_FIELD);
        figures.push(`${label}: ${fieldTop} px`);
        const gap = await gapAboveBody(page);
        if (gap > MARGIN) problems.push(`${label}: ${gap} px entre el contrato anterior y el cuerpo`);
        if (fieldTop >= LAPTOP.viewport.height) problems.push(`${label}: el primer campo del cuerpo empieza a ${fieldTop} px`);
        const body = (await page.locator('section[aria-labelledby="cuerpo"]').boundingBox())!;
        const samples = (await page.locator('section[aria-labelledby="ejemplos-de-codigo"]').boundingBox())!;
        if (samples.x < body.x + body.width) problems.push(`${label}: el código no está a la derecha del contrato`);
        // Sticky: with the responses in view, the samples column is still on screen.
        await page.locator('#respuestas').scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 400));
        const stuck = (await page.locator('section[aria-labelledby="ejemplos-de-codigo"]').boundingBox())!;
        if (stuck.y < 0 || stuck.y > LAPTOP.viewport.height / 2)
          problems.push(`${label}: el código no se queda a la vista (y = ${stuck.y})`);
        // «Probar» at least as large as the page's text.
        const [probar, text] = await Promise.all(
          [page.getByRole('button', {name: 'Probar'}), page.locator('main article').first()].map((locator) =>
            locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
          ),
        );
        if (probar! < text!) problems.push(`${label}: «Probar» en ${probar} px, el texto en ${text} px`);
        const index = await page.getByRole('navigation', {name: 'En esta página'}).getByRole('link').allTextContents();
        if (!index.includes('Cuerpo') || !index.includes('Respuestas')) problems.push(`${label}: índice de la página ${index.join(', ')}`);
        problems.push(...errors.map((error) => `${label}: ${error}`));
      } finally {
        await close();
      }
    }
    console.log(`primer campo del cuerpo a 1280 × 800: ${figures.join('; ')}`);
    assert.ok(sample.length >= 12, `muestra muy pequeña (${sample.length})`);
    assert.deepEqual(problems, []);
  });

  test('a 390 × 844 el cuerpo sigue a la descripción, antes del código y de las respuestas', async () => {
    const figures: string[] = [];
    const problems: string[] = [];
    for (const entry of sample) {
      const label = `${entry.service.id} ${entry.operationId}`;
      const {page, close} = await open(entry, PHONE);
      try {
        const fieldTop = await topOf(page, FIRST_BODY_FIELD);
        figures.push(`${label}: ${fieldTop} px`);
        const gap = await gapAboveBody(page);
        if (gap > MARGIN) problems.push(`${label}: ${gap} px entre el contrato anterior y el cuerpo`);
        if (fieldTop >= 2 * PHONE.viewport.height) problems.push(`${label}: el primer campo del cuerpo empieza a ${fieldTop} px`);
        // The response examples in tabs: one status shown, the others a tap away.
        const examples = page.locator('section[aria-labelledby="ejemplos-de-respuesta"]');
        const statuses = await examples.locator('[data-response-example]').count();
        if (statuses > 0) {
          const tabs = await examples.getByRole('tab').count();
          const shown = await examples.locator('[data-response-example]:visible').count();
          if (tabs !== statuses || shown !== 1)
            problems.push(`${label}: ${statuses} ejemplos de respuesta, ${tabs} pestañas, ${shown} a la vista`);
        }
        const order = [
          await topOf(page, 'section[aria-labelledby="cuerpo"]'),
          await topOf(page, 'section[aria-labelledby="ejemplos-de-codigo"]'),
          await topOf(page, '#respuestas'),
        ];
        if (!(order[0]! < order[1]! && order[1]! < order[2]!))
          problems.push(`${label}: orden cuerpo, código, respuestas: ${order.join(', ')}`);
      } finally {
        await close();
      }
    }
    console.log(`primer campo del cuerpo a 390 × 844: ${figures.join('; ')}`);
    assert.deepEqual(problems, []);
  });

  test('las guías y la referencia usan una sola escala de encabezados', async () => {
    const sizes = async (route: string, selectors: string[]) => {
      const {page, close} = await openPage(route, LAPTOP);
      try {
        return await Promise.all(
          selectors.map((selector) =>
            page
              .locator(selector)
              .first()
              .evaluate((element) => getComputedStyle(element).fontSize),
          ),
        );
      } finally {
        await close();
      }
    };
    const guide = await sizes('/docs/primeros-pasos', ['.markdown h1', '.markdown > h2', '.markdown > h3']);
    const reference = await sizes(serviceArtifacts('people').operationRoute('createPerson'), [
      'main article h1',
      'section[aria-labelledby="cuerpo"] h2',
      'section[aria-labelledby="respuestas"] h3',
    ]);
    assert.deepEqual(reference, guide);
  });

  test('el ejemplo del cuerpo se imprime una sola vez: el de los ejemplos de código', async () => {
    const problems: string[] = [];
    const withJson = sample.filter((entry) => entry.body !== undefined);
    for (const entry of withJson) {
      const label = `${entry.service.id} ${entry.operationId}`;
      const {page, close} = await open(entry, LAPTOP);
      try {
        const body = entry.body!.replace(/\s+/g, '');
        const printed = (await blocksOf(page)).filter((block) => block.includes(body)).length;
        // The cURL sample quotes the body for the shell: an apostrophe in it is written '\'' there.
        if (printed > 1 || (printed === 0 && !body.includes("'"))) problems.push(`${label}: el cuerpo de ejemplo aparece ${printed} veces`);
      } finally {
        await close();
      }
    }
    assert.ok(withJson.length >= 8, `muy pocas operaciones con cuerpo JSON en la muestra (${withJson.length})`);
    assert.deepEqual(problems, []);
  });
});
