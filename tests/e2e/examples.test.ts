/**
 * No placeholder bodies on the built site (issue 37): on every surface that shows examples, each example is one
 * the published spec writes for that place (request body or status), and holds no placeholder value judged against
 * its schema (lib/openapi/placeholders.ts): every operation and webhook page, its Markdown twin, `/openapi/<id>.md`,
 * `llms-full.txt`, the Postman collections (request bodies and saved responses), the sandbox models
 * (`/sandbox/<id>.json`: what the engine answers and the webhooks it sends), the scenarios pages' cURLs and the error
 * catalogue. A multipart operation shows its form (a table of parts and the cURL `--form` lines), never JSON, and a
 * response without an example says where its shape is. The figures printed are the report's «after».
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import {documentedOperations, listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {openPage, shutdown} from '../../lib/browserSession';
import {repoRoot} from '../../lib/paths';
import {commonResponses, isCommonResponse} from '../../plugins/api-reference/viewModel/commonResponses';
import {ERROR_CATALOGUE_ROUTE} from '../../plugins/error-catalogue/catalogue';
import {SCENARIOS_ROUTE} from '../../plugins/test-scenarios';
import {findOperation, type Spec} from '../../sandbox/src/contract/operation';
import {serverBasePath} from '../../plugins/api-reference/codeSamples';
import {endpointKey} from '../../lib/openapi/endpoints';
import {requestKey, requestsOf} from './postmanItems';
import {documentedWebhooks, responseExamples} from '../../sandbox/src/engine';
import {
  checkRendered,
  checkRenderedTexts,
  curlJsonBody,
  markdownExamples,
  mediaOf,
  pageExamples,
  type MediaEntry,
} from '../specs/renderedExamples';

after(shutdown);

const buildDir = path.join(repoRoot, 'build');

function readBuilt(sitePath: string): string {
  const file = path.join(buildDir, sitePath.replace(/^\//, ''));
  assert.ok(existsSync(file), `No existe ${file}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  return readFileSync(file, 'utf8');
}

interface Api {
  service: ApiService;
  spec: OpenApiDocument;
  /** Each operation's and webhook's media entries, by operationId. */
  entries: Map<string, MediaEntry[]>;
  /**
   * The same without the responses the API's operations share (viewModel/commonResponses.ts): those are explained
   * on the API's entry page, and an operation page gives them one line and a link there.
   */
  own: Map<string, MediaEntry[]>;
  /** The statuses of each operation that are its API's shared responses. */
  shared: Map<string, string[]>;
}

const apis: Api[] = services.map((service) => {
  const spec = JSON.parse(readBuilt(serviceArtifacts(service).json)) as OpenApiDocument;
  const documented = documentedOperations(spec);
  const common = commonResponses(
    spec,
    documented.filter(({isWebhook}) => !isWebhook).map(({operation}) => operation),
  );
  const entries = new Map(documented.map(({operation}) => [operation.operationId as string, mediaOf(spec, operation)]));
  const own = new Map(
    documented.map(({operation, isWebhook}) => [
      operation.operationId as string,
      entries
        .get(operation.operationId)!
        .filter((entry) => isWebhook || !entry.status || !isCommonResponse(spec, common, entry.status, operation.responses[entry.status])),
    ]),
  );
  const shared = new Map(
    documented.map(({operation, isWebhook}) => [
      operation.operationId as string,
      isWebhook
        ? []
        : Object.keys(operation.responses ?? {}).filter((status) => isCommonResponse(spec, common, status, operation.responses[status])),
    ]),
  );
  return {service, spec, entries, own, shared};
});

const isMultipart = (spec: OpenApiDocument, operation: SpecNode) =>
  Object.keys(resolveRef(spec, operation.requestBody)?.content ?? {}).some((type) => /^multipart\/form-data/i.test(type));

/** Every example of a whole Markdown file (an API's or llms-full.txt) must be one of the given APIs' own. */
function checkMarkdownFile(markdown: string, of: Api[]): string[] {
  const problems: string[] = [];
  for (const {status, text} of markdownExamples(markdown)) {
    const owners = of.flatMap((api) => [...api.entries.values()].map((entries) => ({api, entries})));
    const owner = owners.find(({api, entries}) => checkRenderedTexts(api.spec, entries, [{status, text}]).length === 0);
    if (!owner) problems.push(`${status ?? 'petición'}: un ejemplo que no es de la especificación o con relleno: ${text.slice(0, 100)}`);
  }
  return problems;
}

/** The form a multipart operation's page shows: its table of parts and its `--form` lines, and no JSON. */
function formOnPage($: CheerioAPI): {parts: string[]; lines: string[]; json: boolean} {
  const section = $('section[aria-labelledby="ejemplo-de-peticion"]');
  const parts = section
    .find('table tbody th code')
    .toArray()
    .map((cell) => $(cell).text());
  const blocks = section
    .find('pre')
    .toArray()
    .map((block) => $(block).text().trim());
  return {
    parts,
    // The block's lines end in ` \` (the page's text loses the line breaks of its token lines).
    lines: blocks.filter((block) => block.startsWith('--form')).flatMap((block) => block.split(/ \\\n?(?=--form)/)),
    json: blocks.some((block) => /^[[{]/.test(block)),
  };
}

describe('ejemplos sin relleno en el sitio construido', () => {
  test('cada página de operación y de webhook y su gemelo: solo ejemplos de la especificación; multipart como formulario', () => {
    let pages = 0;
    let pagesWithPlaceholders = 0;
    let twinsWithPlaceholders = 0;
    let multipart = 0;
    let multipartAsJson = 0;
    let commonLines = 0;
    const entryPages = new Map<string, CheerioAPI>();
    const problems: string[] = [];
    for (const {service, spec, entries, own, shared} of apis) {
      const artifacts = serviceArtifacts(service);
      for (const {operation} of documentedOperations(spec)) {
        const id = operation.operationId as string;
        const label = `${service.id} ${id}`;
        const $ = load(readBuilt(`${artifacts.operationRoute(id)}/index.html`));
        const twin = readBuilt(artifacts.operationMarkdown(id));
        pages += 1;
        const onPage = checkRenderedTexts(spec, entries.get(id)!, pageExamples($));
        const inTwin = checkRenderedTexts(spec, entries.get(id)!, markdownExamples(twin));
        if (/generad[oa] (?:a partir )?del esquema/i.test($('main').text())) onPage.push('dice «generado a partir del esquema»');
        if (/generad[oa] del esquema/i.test(twin)) inTwin.push('dice «generado del esquema»');
        if (onPage.length) pagesWithPlaceholders += 1;
        if (inTwin.length) twinsWithPlaceholders += 1;
        problems.push(...onPage.map((problem) => `${label} página ${problem}`), ...inTwin.map((problem) => `${label} gemelo ${problem}`));

        if (isMultipart(spec, operation)) {
          multipart += 1;
          const content = resolveRef(spec, operation.requestBody).content;
          // An operation that also takes JSON (updateDocumentElement) shows that JSON's example too, and its cURL sends it.
          const alsoJson = Object.keys(content).some((type) => /json/i.test(type));
          const form = formOnPage($);
          if (form.json && !alsoJson) multipartAsJson += 1;
          const media = resolveRef(spec, content['multipart/form-data']);
          const fields = Object.keys(resolveRef(spec, media.schema)?.properties ?? {});
          if ((form.json && !alsoJson) || form.parts.join() !== fields.join())
            problems.push(
              `${label}: el ejemplo de petición no es el formulario (partes ${form.parts.join(', ') || '—'}; JSON: ${form.json})`,
            );
          // The same --form lines as the page's cURL sample, which is the first tab.
          const curl = $('section[aria-labelledby="ejemplos-de-codigo"] pre').first().text();
          if (!alsoJson) for (const line of form.lines) if (!curl.includes(line)) problems.push(`${label}: «${line}» no está en el cURL`);
          if (!/\*\*Ejemplo de petición\*\* \(formulario `multipart\/form-data`\)/.test(twin))
            problems.push(`${label}: el gemelo no muestra el formulario`);
        }

        // Each response with a body and no example is named in the samples column, with a link to its shape.
        const withoutExample = own
          .get(id)!
          .filter((entry) => entry.status && entry.examples.size === 0)
          .map((entry) => entry.status!)
          .filter((status) => !own.get(id)!.some((entry) => entry.status === status && entry.examples.size > 0));
        const named = $('[data-without-example] a')
          .toArray()
          .map((link) => $(link).attr('href'));
        const expected = [...new Set(withoutExample)].map((status) => `#respuesta-${status.toLowerCase()}`);
        if (named.join() !== expected.join())
          problems.push(`${label}: sin ejemplo, la página nombra ${named.join() || '—'} y debe ${expected.join() || '—'}`);
        for (const href of named)
          if (!$(`[id="${href!.slice(1)}"]`).length) problems.push(`${label}: ${href} no lleva a ninguna respuesta`);

        // Each shared response is one line linking to its full entry on the API's page, which has its anchor.
        const entryPage = entryPages.get(artifacts.route) ?? load(readBuilt(`${artifacts.route}/index.html`));
        entryPages.set(artifacts.route, entryPage);
        const common = shared.get(id)!;
        const commonLinks = $('[data-common-response] a')
          .toArray()
          .map((link) => $(link).attr('href')!);
        if (commonLinks.length !== common.length)
          problems.push(`${label}: ${commonLinks.length} errores comunes enlazados, se esperaban ${common.length}`);
        for (const href of commonLinks) {
          const [route, anchor] = href.split('#');
          if (route !== artifacts.route || !entryPage(`[id="${anchor}"]`).length)
            problems.push(`${label}: ${href} no lleva a un error común de la página de la API`);
        }
        commonLines += commonLinks.length;
      }
    }
    console.log(
      `páginas: ${pages}; con un cuerpo de relleno: ${pagesWithPlaceholders} páginas, ${twinsWithPlaceholders} gemelos; multipart: ${multipart}, ${multipartAsJson} mostrados como JSON; errores comunes en una línea: ${commonLines}`,
    );
    assert.ok(pages >= 290 && multipart >= 30, `se revisaron muy pocas páginas (${pages}) u operaciones multipart (${multipart})`);
    assert.deepEqual(problems, []);
  });

  test('/openapi/<id>.md y llms-full.txt: solo ejemplos de la especificación, sin relleno', () => {
    const problems = apis.flatMap((api) =>
      checkMarkdownFile(readBuilt(serviceArtifacts(api.service).markdown), [api]).map((problem) => `${api.service.id}.md ${problem}`),
    );
    const full = readBuilt('/llms-full.txt');
    const fullExamples = markdownExamples(full).length;
    problems.push(...checkMarkdownFile(full, apis).map((problem) => `llms-full.txt ${problem}`));
    assert.ok(fullExamples > 500, `llms-full.txt trae muy pocos ejemplos (${fullExamples})`);
    assert.doesNotMatch(full, /generado del esquema/);
    assert.deepEqual(problems, []);
  });

  test('Postman, el simulador, la consola y los escenarios: solo ejemplos de la especificación, sin relleno', () => {
    const problems: string[] = [];
    for (const {service, spec, entries} of apis) {
      const artifacts = serviceArtifacts(service);
      const byKey = new Map(
        listOperations(spec).map(({method, path: operationPath, operation}) => [endpointKey(method, operationPath), operation]),
      );
      const basePath = serverBasePath(spec);
      // Postman: saved responses hold the reference's example or nothing; JSON request bodies are the spec's.
      const collection = JSON.parse(readBuilt(artifacts.postman));
      for (const item of requestsOf(collection.item) as SpecNode[]) {
        const operation = byKey.get(requestKey(item.request, basePath));
        if (!operation) {
          problems.push(`Postman ${item.name}: no corresponde a ninguna operación`);
          continue;
        }
        const own = entries.get(operation.operationId)!;
        if (item.request.body?.mode === 'raw')
          problems.push(...checkRendered(spec, own, undefined, JSON.parse(item.request.body.raw)).map((p) => `Postman ${item.name} ${p}`));
        if (
          isMultipart(spec, operation) &&
          !resolveRef(spec, operation.requestBody).content['application/json'] &&
          item.request.body?.mode !== 'formdata'
        )
          problems.push(`Postman ${item.name}: el cuerpo multipart no va como formulario`);
        for (const response of item.response ?? []) {
          if (response.body === '') continue;
          let value: unknown = response.body;
          try {
            value = JSON.parse(response.body);
          } catch {
            // A text body: compared as it is.
          }
          problems.push(...checkRendered(spec, own, String(response.code), value).map((p) => `Postman ${item.name} guardada ${p}`));
        }
      }
      // The sandbox model: every answer the engine gives from an example, and every webhook it sends.
      const model = JSON.parse(readBuilt(artifacts.sandboxModel)) as OpenApiDocument;
      for (const {operation} of listOperations(model))
        for (const status of Object.keys(operation.responses ?? {}).filter((code) => /^\d{3}$/.test(code)))
          for (const {value} of responseExamples(model, operation, status))
            problems.push(
              ...checkRendered(spec, entries.get(operation.operationId)!, status, value).map(
                (p) => `simulador ${operation.operationId} ${p}`,
              ),
            );
      for (const webhook of documentedWebhooks(model)) {
        const operation = resolveRef(spec, spec.webhooks?.[webhook.name])?.post;
        for (const {value} of webhook.examples)
          problems.push(
            ...checkRendered(spec, entries.get(operation?.operationId) ?? [], undefined, value).map((p) => `webhook ${webhook.name} ${p}`),
          );
      }
      // The console's model: its prefilled body and the responses it documents.
      for (const {operation} of listOperations(spec)) {
        const consoleModel = findOperation(spec as Spec, operation.operationId);
        const own = entries.get(operation.operationId)!;
        if (consoleModel?.body?.example !== undefined)
          problems.push(
            ...checkRendered(spec, own, undefined, consoleModel.body.example).map((p) => `consola ${operation.operationId} ${p}`),
          );
      }
      // The scenarios page: each cURL's JSON body is the operation's example.
      const scenarios = load(readBuilt(`${SCENARIOS_ROUTE}/${service.id}/index.html`));
      for (const section of scenarios('section[id]').toArray()) {
        const id = scenarios(section).attr('id')!;
        if (!entries.has(id)) continue;
        for (const block of scenarios(section).find('li[data-status] pre').toArray()) {
          const body = curlJsonBody(scenarios(block).text());
          if (body !== undefined)
            problems.push(...checkRendered(spec, entries.get(id)!, undefined, body).map((p) => `escenario ${id} ${p}`));
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  test('el catálogo de errores muestra como formas de error solo ejemplos de las especificaciones', () => {
    const $ = load(readBuilt(`${ERROR_CATALOGUE_ROUTE}/index.html`));
    const examples = pageExamplesOfCatalogue($);
    assert.ok(examples.length >= 5, `el catálogo muestra muy pocas formas (${examples.length})`);
    const problems = examples.flatMap((text) => {
      const owner = apis.some(({spec, entries}) =>
        [...entries.values()].some((own) =>
          own.some(
            (entry) =>
              entry.status && /^[45]/.test(entry.status) && checkRenderedTexts(spec, own, [{status: entry.status, text}]).length === 0,
          ),
        ),
      );
      return owner ? [] : [`una forma que no es un ejemplo de error de la especificación: ${text.slice(0, 100)}`];
    });
    assert.deepEqual(problems, []);
  });

  test('en Chromium: un multipart muestra sus partes y el cURL sus líneas --form, una sola vez, nunca JSON', async () => {
    const people = apis.find((api) => api.service.id === 'people')!;
    const upload = listOperations(people.spec).find(({operation}) => operation.operationId === 'uploadPersonIne')!.operation;
    const schema = resolveRef(people.spec, resolveRef(people.spec, upload.requestBody).content['multipart/form-data'].schema);
    const required = new Set<string>(schema.required ?? []);
    const expectedRows = Object.keys(schema.properties).map((name) => (required.has(name) ? `${name} obligatorio` : name));
    assert.ok(required.size > 0, 'uploadPersonIne ya no tiene partes obligatorias');
    const route = serviceArtifacts(people.service).operationRoute('uploadPersonIne');
    const {page, errors, close} = await openPage(route, {waitUntil: 'networkidle'});
    try {
      // The cURL sample sends the form; the section beside it adds the table of parts, not the same lines again.
      const example = page.getByRole('region', {name: 'Formulario de la petición'});
      const table = example.getByRole('table', {name: 'Partes del formulario'});
      assert.deepEqual(await table.getByRole('rowheader').allTextContents(), expectedRows);
      assert.equal(await example.locator('pre').count(), 0, 'las líneas --form se imprimen dos veces');
      assert.match(
        (await page.getByRole('region', {name: 'Ejemplos de código'}).locator('pre').first().innerText()) ?? '',
        /--form 'ine_front=@ine_frente\.jpg;type=image\/jpeg' \\\n\s*--form 'ine_reverse=@ine_reverso\.jpg;/,
      );
      assert.equal(await example.getByText(/^\s*[[{]/).count(), 0, 'un JSON en el ejemplo de petición');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('en Chromium: la nota de una respuesta sin ejemplo la nombra y lleva a su esquema', async () => {
    // The first Signt operation with a response that documents a body and no example (its 500, its 400…).
    const signt = apis.find((api) => api.service.id === 'signt')!;
    const [id, statuses] = [...signt.own]
      .map(
        ([operationId, own]) =>
          [operationId, own.filter((entry) => entry.status && entry.examples.size === 0).map((entry) => entry.status!)] as const,
      )
      .find(([, without]) => without.length > 0)!;
    const {page, errors, close} = await openPage(serviceArtifacts(signt.service).operationRoute(id), {waitUntil: 'networkidle'});
    try {
      const note = page.getByRole('region', {name: 'Ejemplos de respuesta'}).locator('[data-without-example]');
      assert.match(
        (await note.textContent()) ?? '',
        /no tienen? un cuerpo de ejemplo: cuenta con la forma que muestra su esquema en Respuestas\./,
      );
      assert.deepEqual(await note.getByRole('link').allTextContents(), statuses);
      const link = note.getByRole('link').last();
      const target = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForURL((url) => url.hash === target);
      const response = page.locator(target).locator('xpath=..');
      assert.ok(await page.locator(target).isVisible());
      // Its shape: a schema tree, or the earlier response whose schema it shares.
      assert.ok((await response.getByText(/^Tipo: |El mismo esquema que la respuesta/).count()) > 0, `${id} ${target} sin forma`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

/** The JSON blocks of the error catalogue page (each API's error body shape). */
function pageExamplesOfCatalogue($: CheerioAPI): string[] {
  return $('main pre')
    .toArray()
    .map((block) => $(block).text())
    .filter((text) => /^\s*[[{]/.test(text));
}
