/**
 * One truth on every surface: for every operation the product spec lists (shared/spec/endpoints.tsv, not
 * the build's own spec, so an operation missing from the published spec fails instead of shrinking the
 * loop), the built HTML page, its Markdown twin and the published spec must agree on
 * - the fields and parameters with their required flag ("obligatorio"/"opcional" on the page, sí/no in
 *   the twin), and the spec's top-level body fields and parameters must be among them with the same flag;
 * - the documented statuses (each response section of the page, each status of the twin, the spec's keys);
 * - the spec's examples (each one appears, as JSON, on the page and in the twin);
 * - the rules of every field, parameter, header and body root: enum values, bounds (minimum/maximum, lengths,
 *   number of items) and formats (tests/e2e/fieldRules.ts), section by section (parameters, body, each response),
 *   the page against the twin and both against the spec; a response the page shows as «el mismo esquema que la
 *   respuesta 401» must have that very response's rules in the spec;
 * and the other surfaces read the same operation:
 * - the console's model (sandbox/src/contract/operation, what the console renders and validates) has the same
 *   parameters and body fields with the same required flag, enum values, bounds and formats, and the same statuses;
 * - the scenarios page lists, for the operation, the statuses and the `Prefer` values the console offers;
 * - the Postman request asserts the status the samples expect and sends the spec's required parameters.
 * The 13 webhook pages get the same comparison of their payload (fields, required flags, rules and examples) and
 * of the receiver responses they document, against the twin, the spec and the sandbox (its webhook examples and
 * the statuses it expects back).
 * Any difference fails, listed by API and operation.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load, type CheerioAPI, type Element} from 'cheerio';
import {serviceArtifacts, services} from '../../config/services';
import {endpointKey, readEndpoints} from '../../lib/openapi/endpoints';
import {documentedOperations, listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {findOperation, mockScenarios, type Spec} from '../../sandbox/src/contract/operation';
import {SCENARIOS_ROUTE} from '../../plugins/test-scenarios';
import {serverBasePath, successStatus} from '../../plugins/api-reference/codeSamples';
import {documentedWebhooks} from '../../sandbox/src/engine';
import {consoleFieldRules, multisetDifference, pageRules, specRules, specTopLevelRules, twinRules} from './fieldRules';
import {assertedStatus, requestKey, requestsOf, type PostmanItem} from './postmanItems';
import {mergedObjectFields} from './specFields';

const buildDir = path.join(repoRoot, 'build');

function readBuilt(sitePath: string): string {
  const file = path.join(buildDir, sitePath.replace(/^\//, ''));
  assert.ok(existsSync(file), `No existe ${file}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  return readFileSync(file, 'utf8');
}

const canonical = (value: unknown): string => JSON.stringify(value, (_key, inner) => inner);

/** `name:obligatorio` for each named row of a page section, as the reader sees it. */
function pageFields($: CheerioAPI, section: string): string[] {
  return $(`section[aria-labelledby="${section}"] [class*="nodeHead"]`)
    .toArray()
    .flatMap((head) => {
      const name = $(head).children('code').first().text();
      const badge = $(head).children('[class*="badge"]').first().text();
      return name && /^(obligatorio|opcional)$/.test(badge) ? [`${name}:${badge}`] : [];
    })
    .sort();
}

/** The same rows in the twin's tables of one section (`| \`name\` | tipo | sí |`). */
function twinFields(markdown: string, heading: RegExp): string[] {
  const sections = markdown.split(/^(?=## )/m).filter((part) => heading.test(part.split('\n')[0]));
  return sections
    .flatMap((part) => [...part.matchAll(/^\| `([^`]+)` \| .*? \| (sí|no) \|/gm)])
    .map((match) => `${match[1].split('.').at(-1)}:${match[2] === 'sí' ? 'obligatorio' : 'opcional'}`)
    .sort();
}

/** Every JSON code block of a text, canonical. */
function jsonBlocks(texts: string[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) {
    try {
      found.add(canonical(JSON.parse(text)));
    } catch {
      // Not JSON (a cURL sample, a text example): not compared.
    }
  }
  return found;
}

/** The spec's own top-level rows: body fields (allOf merged, required from any level) and parameters. */
function specFields(spec: OpenApiDocument, operation: Record<string, SpecNode>, pathItem: Record<string, SpecNode>): string[] {
  const rows: string[] = [];
  const collect = (raw: unknown, inheritedRequired: string[] = []): void => {
    const schema = resolveRef<Record<string, SpecNode>>(spec, raw);
    if (!schema || typeof schema !== 'object') return;
    const {required, fields} = mergedObjectFields(spec, schema, inheritedRequired);
    for (const field of fields) rows.push(`${field.name}:${field.required ? 'obligatorio' : 'opcional'}`);
    for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) collect(option, [...required]);
  };
  const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody);
  const firstMedia = Object.values<Record<string, SpecNode>>(body?.content ?? {})[0];
  if (firstMedia?.schema) collect(firstMedia.schema);
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveRef<Record<string, SpecNode>>(spec, raw);
    if (parameter) rows.push(`${parameter.name}:${parameter.required ? 'obligatorio' : 'opcional'}`);
  }
  return rows;
}

function specExamples(spec: OpenApiDocument, operation: Record<string, SpecNode>): string[] {
  const medias: Record<string, SpecNode>[] = [];
  const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody);
  // A form's example is shown as its fields (the samples' `-F` lines and the form's table), not as JSON.
  medias.push(
    ...Object.entries<Record<string, SpecNode>>(body?.content ?? {})
      .filter(([type]) => !type.startsWith('multipart/'))
      .map(([, media]) => media),
  );
  for (const raw of Object.values<unknown>(operation.responses ?? {})) {
    const response = resolveRef<Record<string, SpecNode>>(spec, raw);
    medias.push(...Object.values<Record<string, SpecNode>>(response?.content ?? {}));
  }
  return medias.flatMap((media) => {
    const named = Object.values<unknown>(media.examples ?? {}).map((raw) => resolveRef<{value?: unknown}>(spec, raw)?.value);
    const values = [...(media.example !== undefined ? [media.example] : []), ...named];
    return values.filter((value) => value !== undefined && typeof value === 'object').map(canonical);
  });
}

/** `status Prefer` of each scenario the scenarios page lists for one operation. */
function pageScenarios($: CheerioAPI, operationId: string): string[] {
  return $(`section[id="${operationId}"] li[data-status]`)
    .toArray()
    .map((item) => {
      const prefer = /Prefer: ([^'"\n]+)/.exec($(item).find('pre').text())?.[1]?.trim() ?? '?';
      return `${$(item).attr('data-status')} ${prefer}`;
    })
    .sort();
}

/** The twin's sections whose `## ` heading matches, joined. */
function twinSections(markdown: string, heading: RegExp): string {
  return markdown
    .split(/^(?=## )/m)
    .filter((part) => heading.test(part.split('\n')[0]!))
    .join('\n');
}

const TWIN_PARAMETERS = /^## Parámetros|^## .*(de ruta|de consulta|encabezado|cookie)/i;
const TWIN_BODY = /^## Cuerpo de la petición/;

/** What a difference of two rule lists says, or nothing when they agree. */
function ruleDifference(label: string, where: string, left: [string, string[]], right: [string, string[]]): string[] {
  const {onlyLeft, onlyRight} = multisetDifference(left[1], right[1]);
  if (onlyLeft.length === 0 && onlyRight.length === 0) return [];
  return [
    `${label} ${where}: reglas distintas; solo en ${left[0]}: ${onlyLeft.join(', ') || '—'}; solo en ${right[0]}: ${onlyRight.join(', ') || '—'}`,
  ];
}

/** Each parameter of an operation, the operation's own winning over its path item's. */
function parametersOf(
  spec: OpenApiDocument,
  operation: Record<string, SpecNode>,
  pathItem: Record<string, SpecNode>,
): Record<string, SpecNode>[] {
  const byKey = new Map<string, Record<string, SpecNode>>();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveRef<Record<string, SpecNode>>(spec, raw);
    if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/**
 * The rules of one operation or webhook, section by section, on the page, in the twin and in the spec: parameters,
 * body, and each response (its headers and each content type; a content the page shows as another response's schema
 * is checked against that response in the spec).
 */
function compareRules(
  $: CheerioAPI,
  twin: string,
  spec: OpenApiDocument,
  operation: Record<string, SpecNode>,
  pathItem: Record<string, SpecNode>,
  label: string,
): {problems: string[]; compared: number; shared: number} {
  const problems: string[] = [];
  let compared = 0;
  let shared = 0;
  const compare = (where: string, page: string[], markdown: string[] | undefined, fromSpec: string[]) => {
    compared += fromSpec.length;
    if (markdown) problems.push(...ruleDifference(label, where, ['la página', page], ['el gemelo', markdown]));
    problems.push(...ruleDifference(label, where, ['la página', page], ['la especificación', fromSpec]));
  };
  const section = (id: string) => $(`section[aria-labelledby="${id}"]`).toArray();

  const parameters = parametersOf(spec, operation, pathItem).flatMap((parameter) =>
    specRules(spec, parameter.schema ?? {}, 'request', parameter.name),
  );
  compare('parámetros', pageRules($, section('parametros')), twinRules(twinSections(twin, TWIN_PARAMETERS)), parameters);

  const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody);
  const bodyRules = Object.values<SpecNode>(body?.content ?? {}).flatMap((raw) =>
    specRules(spec, resolveRef(spec, raw)?.schema ?? {}, 'request'),
  );
  compare('cuerpo', pageRules($, section('cuerpo')), twinRules(twinSections(twin, TWIN_BODY)), bodyRules);

  const responseRules = new Map<string, string[]>();
  const contentRules = (status: string, contentType: string) => {
    const response = resolveRef<Record<string, SpecNode>>(spec, operation.responses?.[status]);
    return specRules(spec, resolveRef(spec, response?.content?.[contentType])?.schema ?? {}, 'response');
  };
  for (const [status, raw] of Object.entries<SpecNode>(operation.responses ?? {})) {
    const response = resolveRef<Record<string, SpecNode>>(spec, raw) ?? {};
    const block = $(`h3[id="respuesta-${status.toLowerCase()}"]`).parent();
    const where = `respuesta ${status}`;
    const headers = Object.entries<SpecNode>(response.headers ?? {}).flatMap(([name, header]) =>
      specRules(spec, resolveRef(spec, header)?.schema ?? {}, 'response', name),
    );
    const pageHeaders = pageRules($, block.children('ul').toArray());
    const fromSpec = [...headers];
    const fromPage = [...pageHeaders];
    // Each content type's block: the one that starts with its «Tipo de contenido».
    const contents = block
      .children('div')
      .toArray()
      .filter((child) => $(child).children('p[class*="contentType_"]').length > 0);
    for (const content of contents) {
      const contentType = $(content).children('p[class*="contentType_"]').first().find('code').text();
      const sharedLink = $(content).children('p').find('a[href^="#respuesta-"]').first();
      if (sharedLink.length) {
        // «El mismo esquema que la respuesta 401»: true only if the spec says so.
        shared += 1;
        const other = sharedLink.text().trim();
        const mine = contentRules(status, contentType);
        problems.push(
          ...ruleDifference(label, `${where} (mismo esquema que ${other})`, [status, mine], [other, contentRules(other, contentType)]),
        );
        continue;
      }
      fromSpec.push(...contentRules(status, contentType));
      fromPage.push(...pageRules($, [content as Element]));
    }
    responseRules.set(status, fromSpec);
    const twinResponse = twinRules(twinSections(twin, new RegExp(`^## Respuesta ${status}$`)));
    compare(where, fromPage, twinResponse, fromSpec);
  }
  return {problems, compared, shared};
}

/** The console's fields (parameters and body) with the rules it renders and validates, against the spec's top level. */
function compareConsoleRules(
  spec: OpenApiDocument,
  model: NonNullable<ReturnType<typeof findOperation>>,
  operation: Record<string, SpecNode>,
  pathItem: Record<string, SpecNode>,
  label: string,
): string[] {
  const withConsoleEnum = (name: string, schema: unknown, enumValues: unknown[] | undefined) => [
    ...consoleFieldRules(spec, name, schema).filter((rule) => !rule.startsWith(`${name}|enum:`)),
    ...(enumValues ? [`${name}|enum:${enumValues.map((value) => JSON.stringify(value)).join(',')}`] : []),
  ];
  const fromConsole = [
    ...model.parameters.flatMap((parameter) => withConsoleEnum(parameter.name, parameter.schema, parameter.enumValues)),
    ...(model.body?.fields ?? []).flatMap((field) => withConsoleEnum(field.name, field.schema, field.enumValues)),
  ];
  const consoleParameters = new Set(model.parameters.map((parameter) => `${parameter.in}:${parameter.name}`));
  const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody);
  const [, firstMedia] = Object.entries<SpecNode>(body?.content ?? {})[0] ?? [];
  const fromSpec = [
    ...parametersOf(spec, operation, pathItem)
      .filter((parameter) => consoleParameters.has(`${parameter.in}:${parameter.name}`))
      .flatMap((parameter) => consoleFieldRules(spec, parameter.name, parameter.schema ?? {})),
    ...(firstMedia ? specTopLevelRules(spec, resolveRef(spec, firstMedia)?.schema ?? {}, 'request') : []),
  ];
  return ruleDifference(label, 'consola', ['la consola', fromConsole], ['la especificación', fromSpec]);
}

const multiset = (items: string[]) =>
  items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<string, number>());

describe('superficies: página HTML, gemelo Markdown y especificación publicada dicen lo mismo', () => {
  const endpoints = readEndpoints();
  let compared = 0;
  let rulesCompared = 0;
  let webhooksCompared = 0;
  let sharedSchemas = 0;

  for (const service of services) {
    const rows = endpoints.filter((row) => row.service === service.id);
    test(`${service.id}: ${rows.length} operaciones de endpoints.tsv`, () => {
      const artifacts = serviceArtifacts(service);
      const spec = JSON.parse(readBuilt(artifacts.json)) as OpenApiDocument;
      const operations = listOperations(spec);
      const problems: string[] = [];
      const scenariosPage = load(readBuilt(`${SCENARIOS_ROUTE}/${service.id}/index.html`));
      const collection = JSON.parse(readBuilt(artifacts.postman)) as {item: PostmanItem[]};
      const basePath = serverBasePath(spec);
      // What every operation of the API shares is shown once, on the API's page («Errores comunes»).
      const apiPage = load(readBuilt(`${service.route}/index.html`));
      const sharedExamples = jsonBlocks(
        apiPage('pre')
          .toArray()
          .map((block) => apiPage(block).text()),
      );
      const requests = new Map(requestsOf(collection.item).map((item) => [requestKey(item.request, basePath), item]));
      const byKey = new Map(operations.map((candidate) => [endpointKey(candidate.method, candidate.path), candidate]));
      for (const row of rows) {
        const label = `${row.method.toUpperCase()} ${row.path}`;
        const key = endpointKey(row.method, row.path);
        const found = byKey.get(key);
        if (!found) {
          problems.push(`${label}: no está en la especificación publicada`);
          continue;
        }
        const {operation, path: specPath} = found;
        const pathItem = resolveRef<Record<string, SpecNode>>(spec, spec.paths[specPath]) ?? {};
        const route = artifacts.operationRoute(operation.operationId);
        const $ = load(readBuilt(`${route}/index.html`));
        const twin = readBuilt(artifacts.operationMarkdown(operation.operationId));

        const htmlFields = [...pageFields($, 'parametros'), ...pageFields($, 'cuerpo')].sort();
        const markdownFields = [
          ...twinFields(twin, /^## Parámetros|^## .*(de ruta|de consulta|encabezado|cookie)/i),
          ...twinFields(twin, /^## Cuerpo de la petición/),
        ].sort();
        if (canonical(htmlFields) !== canonical(markdownFields)) {
          const onlyHtml = htmlFields.filter((field) => !markdownFields.includes(field));
          const onlyTwin = markdownFields.filter((field) => !htmlFields.includes(field));
          problems.push(
            `${label}: campos distintos; solo en la página: ${onlyHtml.join(', ') || '—'}; solo en el gemelo: ${onlyTwin.join(', ') || '—'}`,
          );
        }
        const pageCounts = multiset(htmlFields);
        for (const field of new Set(specFields(spec, operation, pathItem)))
          if (!pageCounts.has(field)) problems.push(`${label}: la especificación dice ${field} y la página no`);

        const specStatuses = Object.keys(operation.responses ?? {}).sort();
        const htmlStatuses = $('section[aria-labelledby="respuestas"] h3[id^="respuesta-"]')
          .toArray()
          .map((heading) => ($(heading).attr('id') as string).slice('respuesta-'.length).toUpperCase())
          .sort();
        const twinStatuses = [...twin.matchAll(/^- `([0-9X]{3}|default)`:/gim)].map((match) => match[1].toUpperCase()).sort();
        const expected = specStatuses.map((status) => status.toUpperCase());
        if (canonical(htmlStatuses) !== canonical(expected))
          problems.push(`${label}: estados de la página ${htmlStatuses} ≠ especificación ${expected}`);
        if (canonical(twinStatuses) !== canonical(expected))
          problems.push(`${label}: estados del gemelo ${twinStatuses} ≠ especificación ${expected}`);

        const blocks = $('pre')
          .toArray()
          .map((block) => $(block).text());
        // The request body is printed once, in the samples: the cURL's `--data '…'`.
        const curlBodies = blocks.flatMap((text) => /--data '([\s\S]*?)'(?:\s*\\|\s*$)/.exec(text)?.[1] ?? []);
        const pageExamples = new Set([...jsonBlocks([...blocks, ...curlBodies]), ...sharedExamples]);
        const twinExamples = jsonBlocks([...twin.matchAll(/^```json\n([\s\S]*?)^```/gm)].map((match) => match[1]));
        for (const example of specExamples(spec, operation)) {
          if (!pageExamples.has(example))
            problems.push(`${label}: un ejemplo de la especificación no está en la página: ${example.slice(0, 120)}`);
          if (!twinExamples.has(example))
            problems.push(`${label}: un ejemplo de la especificación no está en el gemelo: ${example.slice(0, 120)}`);
        }
        const rules = compareRules($, twin, spec, operation, pathItem, label);
        problems.push(...rules.problems);
        rulesCompared += rules.compared;
        sharedSchemas += rules.shared;

        // The console: what it renders and validates comes from findOperation over the published spec.
        const model = findOperation(spec as Spec, operation.operationId);
        if (!model) problems.push(`${label}: la consola no encuentra la operación`);
        else {
          problems.push(...compareConsoleRules(spec, model, operation, pathItem, label));
          const consoleFields = [
            ...model.parameters.map((parameter) => `${parameter.name}:${parameter.required ? 'obligatorio' : 'opcional'}`),
            ...(model.body?.fields ?? []).map((field) => `${field.name}:${field.required ? 'obligatorio' : 'opcional'}`),
          ];
          for (const field of consoleFields) if (!pageCounts.has(field)) problems.push(`${label}: la consola dice ${field} y la página no`);
          const consoleStatuses = model.responses.map((response) => response.status.toUpperCase()).sort();
          if (canonical(consoleStatuses) !== canonical(expected))
            problems.push(`${label}: estados de la consola ${consoleStatuses} ≠ especificación ${expected}`);
          const consoleScenarios = mockScenarios(model)
            .map((scenario) => `${scenario.status} ${scenario.prefer}`)
            .sort();
          const listed = pageScenarios(scenariosPage, operation.operationId);
          if (canonical(consoleScenarios) !== canonical(listed))
            problems.push(`${label}: escenarios de la consola ${consoleScenarios} ≠ página de escenarios ${listed}`);
        }

        // Postman: the request asserts the status the samples expect and sends every required parameter.
        const request = requests.get(key);
        if (!request) problems.push(`${label}: la colección de Postman no tiene su petición`);
        else {
          const status = assertedStatus(request);
          if (status !== successStatus(operation))
            problems.push(`${label}: Postman espera ${status}, los ejemplos ${successStatus(operation)}`);
          const sent = new Set([
            ...(request.request?.url?.query ?? []).map((query) => query.key),
            ...(request.request?.url?.variable ?? []).map((variable) => variable.key),
          ]);
          for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
            const parameter = resolveRef<Record<string, SpecNode>>(spec, raw);
            if (parameter?.required && (parameter.in === 'query' || parameter.in === 'path') && !sent.has(parameter.name))
              problems.push(`${label}: Postman no envía el parámetro obligatorio ${parameter.name}`);
          }
        }
        compared += 1;
      }
      assert.deepEqual(problems, [], `${problems.length} diferencias en ${service.id}:\n${problems.join('\n')}`);
    });
  }

  for (const service of services) {
    test(`${service.id}: cada webhook, su contenido, sus ejemplos y las respuestas que espera del receptor`, () => {
      const artifacts = serviceArtifacts(service);
      const spec = JSON.parse(readBuilt(artifacts.json)) as OpenApiDocument;
      const model = JSON.parse(readBuilt(artifacts.sandboxModel)) as OpenApiDocument;
      const sandboxWebhooks = new Map(documentedWebhooks(model).map((webhook) => [webhook.name, webhook]));
      const problems: string[] = [];
      for (const {pathOrName: name, operation, pathItem} of documentedOperations(spec).filter((entry) => entry.isWebhook)) {
        const label = `webhook ${name}`;
        const $ = load(readBuilt(`${artifacts.operationRoute(operation.operationId)}/index.html`));
        const twin = readBuilt(artifacts.operationMarkdown(operation.operationId));
        // The payload's fields and required flags.
        const htmlFields = pageFields($, 'cuerpo');
        const markdownFields = twinFields(twin, TWIN_BODY);
        if (canonical(htmlFields) !== canonical(markdownFields))
          problems.push(`${label}: campos distintos; página ${htmlFields.join(', ')}; gemelo ${markdownFields.join(', ')}`);
        const pageCounts = multiset(htmlFields);
        for (const field of new Set(specFields(spec, operation, {})))
          if (!pageCounts.has(field)) problems.push(`${label}: la especificación dice ${field} y la página no`);
        if (htmlFields.length === 0) problems.push(`${label}: la página no muestra el contenido`);
        // Its rules, and its examples on the page, in the twin and in what the sandbox sends.
        const rules = compareRules($, twin, spec, operation, pathItem, label);
        problems.push(...rules.problems);
        rulesCompared += rules.compared;
        const pageExamples = jsonBlocks(
          $('section[aria-labelledby="ejemplo-de-peticion"] pre')
            .toArray()
            .map((block) => $(block).text()),
        );
        const twinExamples = jsonBlocks([...twin.matchAll(/^```json\n([\s\S]*?)^```/gm)].map((match) => match[1]));
        const expectedExamples = specExamples(spec, operation);
        if (expectedExamples.length === 0) problems.push(`${label}: la especificación no da ejemplo del contenido`);
        for (const example of expectedExamples) {
          if (!pageExamples.has(example)) problems.push(`${label}: un ejemplo no está en la página: ${example.slice(0, 100)}`);
          if (!twinExamples.has(example)) problems.push(`${label}: un ejemplo no está en el gemelo: ${example.slice(0, 100)}`);
        }
        const sandbox = sandboxWebhooks.get(name);
        if (!sandbox) problems.push(`${label}: el simulador no lo envía`);
        else {
          const sent = sandbox.examples.map(({value}) => canonical(value)).sort();
          const own = Object.values<SpecNode>(resolveRef<Record<string, SpecNode>>(spec, operation.requestBody)?.content ?? {}).flatMap(
            (raw) => {
              const media = resolveRef<Record<string, SpecNode>>(spec, raw) ?? {};
              return [
                ...(media.example !== undefined ? [media.example] : []),
                ...Object.values<SpecNode>(media.examples ?? {}).map((entry) => resolveRef<{value?: unknown}>(spec, entry)?.value),
              ];
            },
          );
          if (canonical(sent) !== canonical(own.map((value) => canonical(value)).sort()))
            problems.push(`${label}: el simulador envía otros ejemplos que la especificación`);
        }
        // The receiver responses it documents: page, twin, spec and what the sandbox expects back.
        const expected = Object.keys(operation.responses ?? {})
          .map((status) => status.toUpperCase())
          .sort();
        const htmlStatuses = $('section[aria-labelledby="respuestas"] h3[id^="respuesta-"]')
          .toArray()
          .map((heading) => ($(heading).attr('id') as string).slice('respuesta-'.length).toUpperCase())
          .sort();
        const twinStatuses = [...twin.matchAll(/^- `([0-9X]{3}|default)`:/gim)].map((match) => match[1].toUpperCase()).sort();
        if (expected.length === 0) problems.push(`${label}: sin respuestas del receptor documentadas`);
        if (canonical(htmlStatuses) !== canonical(expected))
          problems.push(`${label}: respuestas de la página ${htmlStatuses} ≠ especificación ${expected}`);
        if (canonical(twinStatuses) !== canonical(expected))
          problems.push(`${label}: respuestas del gemelo ${twinStatuses} ≠ especificación ${expected}`);
        const sandboxStatuses = (sandbox?.expectedStatuses ?? []).map((status) => status.toUpperCase()).sort();
        if (canonical(sandboxStatuses) !== canonical(expected))
          problems.push(`${label}: el simulador espera ${sandboxStatuses} ≠ especificación ${expected}`);
        webhooksCompared += 1;
      }
      assert.deepEqual(problems, [], `${problems.length} diferencias en los webhooks de ${service.id}:\n${problems.join('\n')}`);
    });
  }

  test('se compararon los 13 webhooks (y se imprime cuánto se comparó)', () => {
    console.log(
      `superficies: ${compared} operaciones y ${webhooksCompared} webhooks comparados entre página, gemelo, consola y especificación; ${rulesCompared} reglas de campos; ${sharedSchemas} respuestas con «el mismo esquema que…» comprobadas en la especificación`,
    );
    assert.ok(webhooksCompared >= 13, `se compararon muy pocos webhooks (${webhooksCompared})`);
  });
});
