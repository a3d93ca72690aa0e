/**
 * No placeholder bodies (issue 37): every example of the eight specs, and every example each surface renders
 * from them, is data a reader can use. Checked on the published specs (bundled, code samples added, as the
 * build publishes them) and on each surface rendered in memory from them:
 * - the spec's examples: no `"string"`, meaningless `0`, `property1` or `success` contradicting the status
 *   (lib/openapi/placeholders.ts);
 * - the reference page's view model and its Markdown twin (the same text goes to `/openapi/<id>.md` and
 *   llms-full.txt): only the spec's own examples, and a multipart body as a form, never as JSON;
 * - Postman: request bodies and saved responses are the spec's examples (or empty);
 * - the sandbox: every answer it can give from an example, and every webhook it sends, is one of the spec's;
 * - the console's prefilled body and documented responses, the error catalogue and the scenarios' cURLs.
 * The figures printed (pages with a placeholder body, multipart operations shown as JSON) are the report's.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services, type ApiService} from '../../config/services';
import {siteSettings} from '../../config/site';
import {documentedOperations, listOperations} from '../../lib/openapi/operations';
import {placeholdersIn, specPlaceholders} from '../../lib/openapi/placeholders';
import {resolveRef} from '../../lib/openapi/refs';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {operationViewMarkdown} from '../../plugins/ai-docs/operationViewMarkdown';
import {postmanCollection} from '../../plugins/ai-docs/postmanCollection';
import {serverBasePath} from '../../plugins/api-reference/codeSamples';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {serviceView} from '../../plugins/api-reference/viewModel/service';
import type {OperationView} from '../../plugins/api-reference/viewModel/types';
import {collectBodyShapes, errorResponses} from '../../plugins/error-catalogue/catalogue';
import {collectScenarios} from '../../plugins/test-scenarios/scenarios';
import {findOperation, type Spec} from '../../sandbox/src/contract/operation';
import {documentedWebhooks, responseExamples} from '../../sandbox/src/engine';
import {requestKey, requestsOf, type PostmanItem} from '../e2e/postmanItems';
import {endpointKey} from '../../lib/openapi/endpoints';
import {checkRendered, checkRenderedTexts, curlJsonBody, markdownExamples, mediaOf} from './renderedExamples';

const downloadsDir = mkdtempSync(path.join(os.tmpdir(), 'placeholders-'));
const published = new Map<string, OpenApiDocument>();

before(async () => {
  for (const service of services) published.set(service.id, await publishSpec(service, downloadsDir, siteSettings.apiBaseUrl));
});
after(() => rmSync(downloadsDir, {recursive: true, force: true}));

function operationsById(spec: OpenApiDocument): Map<string, SpecNode> {
  return new Map(documentedOperations(spec).map(({operation}) => [operation.operationId, operation]));
}

const isMultipart = (spec: OpenApiDocument, operation: SpecNode) =>
  Object.keys(resolveRef(spec, operation.requestBody)?.content ?? {}).some((type) => /^multipart\/form-data/i.test(type));

function eachService(check: (service: ApiService, spec: OpenApiDocument) => string[]): string[] {
  return services.flatMap((service) => check(service, published.get(service.id)!).map((problem) => `${service.id} ${problem}`));
}

describe('ningún ejemplo de relleno en las especificaciones ni en lo que muestran las superficies', () => {
  test('cada ejemplo de las ocho especificaciones (cuerpos, respuestas, webhooks, parámetros, esquemas) es un dato', () => {
    assert.deepEqual(
      eachService((_service, spec) => specPlaceholders(spec).map((found) => `${found.location} ${found.path || '/'}: ${found.reason}`)),
      [],
    );
  });

  test('la página de referencia y su gemelo Markdown muestran solo ejemplos de la especificación; un multipart, como formulario', () => {
    let pages = 0;
    let withPlaceholders = 0;
    let multipart = 0;
    let multipartAsJson = 0;
    const problems = eachService((service, spec) => {
      const operations = operationsById(spec);
      return serviceView(service, spec).operations.flatMap((view: OperationView) => {
        pages += 1;
        const operation = operations.get(view.operationId);
        const entries = mediaOf(spec, operation);
        const found: string[] = [];
        for (const content of view.requestBody?.contents ?? []) {
          if (/^multipart\/form-data/i.test(content.contentType)) {
            multipart += 1;
            if (content.examples.length > 0) multipartAsJson += 1;
            if (!content.form) found.push('el cuerpo multipart no se muestra como formulario');
          }
          for (const example of content.examples)
            if (example.language === 'json') found.push(...checkRendered(spec, entries, undefined, JSON.parse(example.code)));
        }
        for (const response of view.responses)
          for (const content of response.contents)
            for (const example of content.examples)
              if (example.language === 'json') found.push(...checkRendered(spec, entries, response.status, JSON.parse(example.code)));
        const twin = operationViewMarkdown(view, 2).join('\n');
        found.push(...checkRenderedTexts(spec, entries, markdownExamples(twin)).map((problem) => `gemelo ${problem}`));
        if (/\*\*Ejemplo de petición\*\* \(formulario/.test(twin) !== isMultipart(spec, operation))
          found.push('el gemelo no muestra el formulario del cuerpo multipart');
        if (found.length > 0) withPlaceholders += 1;
        return found.map((problem) => `${view.operationId}: ${problem}`);
      });
    });
    console.log(
      `páginas y gemelos: ${pages} revisados, ${withPlaceholders} con un cuerpo de relleno; multipart: ${multipart}, ${multipartAsJson} mostrados como JSON`,
    );
    assert.ok(pages >= 290 && multipart >= 30, `se revisaron muy pocas páginas (${pages}) u operaciones multipart (${multipart})`);
    assert.deepEqual(problems, []);
  });

  test('Postman: cada cuerpo de petición y cada respuesta guardada es un ejemplo de la especificación (o nada)', async () => {
    const problems: string[] = [];
    let saved = 0;
    for (const service of services) {
      const spec = published.get(service.id)!;
      const byKey = new Map(
        listOperations(spec).map(({method, path: operationPath, operation}) => [endpointKey(method, operationPath), operation]),
      );
      const basePath = serverBasePath(spec);
      const collection = (await postmanCollection(spec)) as unknown as {item: PostmanItem[]};
      for (const item of requestsOf(collection.item) as (PostmanItem & {request: SpecNode; response?: SpecNode[]})[]) {
        const operation = byKey.get(requestKey(item.request, basePath));
        if (!operation) {
          problems.push(`${service.id} ${item.name}: no corresponde a ninguna operación`);
          continue;
        }
        const entries = mediaOf(spec, operation);
        const label = `${service.id} ${operation.operationId}`;
        const body = item.request.body;
        if (
          isMultipart(spec, operation) &&
          !resolveRef(spec, operation.requestBody)?.content?.['application/json'] &&
          body?.mode !== 'formdata'
        )
          problems.push(`${label}: el cuerpo multipart no va como formulario`);
        if (body?.mode === 'raw')
          problems.push(...checkRendered(spec, entries, undefined, JSON.parse(body.raw)).map((p) => `${label} ${p}`));
        for (const response of item.response ?? []) {
          saved += 1;
          if (response.body === '') continue;
          let value: unknown = response.body;
          try {
            value = JSON.parse(response.body);
          } catch {
            // A text body (a CSV, a message): compared as it is.
          }
          problems.push(...checkRendered(spec, entries, String(response.code), value).map((p) => `${label} respuesta guardada ${p}`));
        }
      }
    }
    console.log(`Postman: ${saved} respuestas guardadas revisadas`);
    assert.deepEqual(problems, []);
  });

  test('el simulador: cada respuesta que da de un ejemplo y cada webhook que envía es un ejemplo de la especificación', () => {
    const problems = eachService((_service, spec) => {
      const model = sandboxModel(spec);
      const found: string[] = [];
      for (const {operation} of listOperations(model)) {
        const entries = mediaOf(spec, operation);
        for (const status of Object.keys(operation.responses ?? {}).filter((code) => /^\d{3}$/.test(code))) {
          const examples = responseExamples(model, operation, status);
          if (/^2/.test(status) && entries.some((entry) => entry.status === status) && examples.length === 0)
            found.push(`${operation.operationId} ${status}: sin ejemplo para la respuesta de éxito`);
          for (const {value} of examples)
            found.push(...checkRendered(spec, entries, status, value).map((p) => `${operation.operationId} ${p}`));
        }
      }
      const operations = operationsById(spec);
      for (const webhook of documentedWebhooks(model)) {
        const operation = [...operations.values()].find((candidate) => candidate === resolveRef(spec, spec.webhooks?.[webhook.name])?.post);
        const entries = operation ? mediaOf(spec, operation) : [];
        for (const {value} of webhook.examples)
          found.push(...checkRendered(spec, entries, undefined, value).map((p) => `webhook ${webhook.name} ${p}`));
      }
      return found;
    });
    assert.deepEqual(problems, []);
  });

  test('la consola: el cuerpo precargado y las respuestas documentadas son ejemplos de la especificación', () => {
    const problems = eachService((_service, spec) =>
      listOperations(spec).flatMap(({operation}) => {
        const model = findOperation(spec as Spec, operation.operationId);
        if (!model) return [`${operation.operationId}: la consola no la encuentra`];
        const entries = mediaOf(spec, operation);
        const found: string[] = [];
        if (model.body?.example !== undefined) found.push(...checkRendered(spec, entries, undefined, model.body.example));
        for (const response of model.responses)
          for (const {value} of response.examples) found.push(...checkRendered(spec, entries, response.status, value));
        return found.map((problem) => `${operation.operationId} ${problem}`);
      }),
    );
    assert.deepEqual(problems, []);
  });

  test('el catálogo de errores y los escenarios de prueba no muestran relleno', () => {
    const problems = eachService((service, spec) => {
      const found: string[] = [];
      for (const {operation, status, examples, media} of errorResponses(spec))
        for (const {value} of examples)
          found.push(
            ...placeholdersIn(spec, value, media?.schema, String(status)).map(
              (p) => `${operation.operationId} ${status} ${p.path}: ${p.reason}`,
            ),
          );
      for (const shape of collectBodyShapes({service, spec}))
        found.push(...placeholdersIn(spec, shape.example).map((p) => `forma de error ${shape.fields.join(',')} ${p.path}: ${p.reason}`));
      const operations = operationsById(spec);
      for (const {operationId, scenarios} of collectScenarios(service, spec)) {
        const entries = mediaOf(spec, operations.get(operationId));
        for (const scenario of scenarios) {
          const body = curlJsonBody(scenario.curl);
          if (body !== undefined)
            found.push(...checkRendered(spec, entries, undefined, body).map((p) => `escenario ${operationId} ${scenario.prefer} ${p}`));
          if (/\bproperty\d+\b/.test(scenario.curl)) found.push(`escenario ${operationId} ${scenario.prefer}: relleno en el cURL`);
        }
      }
      return found;
    });
    assert.deepEqual(problems, []);
  });
});
