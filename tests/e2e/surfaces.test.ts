/**
 * One truth on every surface: for every operation the product spec lists (shared/spec/endpoints.tsv, not
 * the build's own spec, so an operation missing from the published spec fails instead of shrinking the
 * loop), the built HTML page, its Markdown twin and the published spec must agree on
 * - the fields and parameters with their required flag ("obligatorio"/"opcional" on the page, sí/no in
 *   the twin), and the spec's top-level body fields and parameters must be among them with the same flag;
 * - the documented statuses (each response section of the page, each status of the twin, the spec's keys);
 * - the spec's examples (each one appears, as JSON, on the page and in the twin);
 * and the other surfaces read the same operation:
 * - the console's model (sandbox/src/contract/operation, what the console renders and validates) has the same
 *   parameters and body fields with the same required flag, and the same statuses;
 * - the scenarios page lists, for the operation, the statuses and the `Prefer` values the console offers;
 * - the Postman request asserts the status the samples expect and sends the spec's required parameters.
 * Any difference fails, listed by API and operation.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';
import {serviceArtifacts, services} from '../../config/services';
import {endpointKey, readEndpoints} from '../../lib/openapi/endpoints';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {findOperation, mockScenarios, type Spec} from '../../sandbox/src/contract/operation';
import {SCENARIOS_ROUTE} from '../../plugins/test-scenarios';
import {serverBasePath, successStatus} from '../../plugins/api-reference/codeSamples';
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
  medias.push(...Object.values<Record<string, SpecNode>>(body?.content ?? {}));
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

const multiset = (items: string[]) =>
  items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<string, number>());

describe('superficies: página HTML, gemelo Markdown y especificación publicada dicen lo mismo', () => {
  const endpoints = readEndpoints();
  let compared = 0;

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

        const pageExamples = jsonBlocks(
          $('pre')
            .toArray()
            .map((block) => $(block).text()),
        );
        const twinExamples = jsonBlocks([...twin.matchAll(/^```json\n([\s\S]*?)^```/gm)].map((match) => match[1]));
        for (const example of specExamples(spec, operation)) {
          if (!pageExamples.has(example))
            problems.push(`${label}: un ejemplo de la especificación no está en la página: ${example.slice(0, 120)}`);
          if (!twinExamples.has(example))
            problems.push(`${label}: un ejemplo de la especificación no está en el gemelo: ${example.slice(0, 120)}`);
        }
        // The console: what it renders and validates comes from findOperation over the published spec.
        const model = findOperation(spec as Spec, operation.operationId);
        if (!model) problems.push(`${label}: la consola no encuentra la operación`);
        else {
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

  test('resumen', () => {
    console.log(`superficies: ${compared} operaciones comparadas entre página, gemelo y especificación`);
  });
});
