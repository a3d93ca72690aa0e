/**
 * The «Escenarios de prueba» against the real mock (the sandbox engine, as `npm run mock` starts
 * it, on a free port instead of 4010): for each API, error scenarios are
 * requested with the published cURL (its `Prefer` header), and the mock's status and body must
 * match the contract: the status asked for, a body valid against the response's schema (Ajv 2020)
 * and equal to the example the scenario names.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {services} from '../../config/services';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import {mediaExamples} from '../../plugins/error-catalogue/catalogue';
import {collectScenarios, mockOrigin, type Scenario} from '../../plugins/test-scenarios/scenarios';
import {startMockGateway} from '../../scripts/lib/mockGateway';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {generatedDir} from '../../lib/paths';
import {schemaValidator} from '../../scripts/lib/schemaValidator';

const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'escenarios-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

function loadSpec(id: string): OpenApiDocument {
  const file = publishedSpecFile(path.join(generatedDir, 'static'), {id} as (typeof services)[number]);
  assert.ok(existsSync(file), `No existe ${file}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

interface Picked {
  operationId: string;
  scenario: Scenario;
}

/** Per API: every named error scenario of the first operation that has some, plus the first 404 asked by code alone. */
function pickErrorScenarios(spec: OpenApiDocument, service: (typeof services)[number]): Picked[] {
  const operations = collectScenarios(service, spec);
  const errors = operations.flatMap((operation) =>
    operation.scenarios
      .filter((scenario) => scenario.status >= 400 && scenario.status !== 401 && scenario.status !== 403)
      .map((scenario) => ({operationId: operation.operationId, scenario})),
  );
  // Prefer those with a documented example body to compare; an API whose error answers the product spec
  // gives only as a shape (Lexi) still has them requested, checked on status and schema.
  const withBody = errors.filter(
    ({operationId, scenario}) => mediaExamples(spec, documentedResponse(spec, operationId, scenario.status)).length > 0,
  );
  const withSchema = errors.filter(
    ({operationId, scenario}) => documentedResponse(spec, operationId, scenario.status)?.schema !== undefined,
  );
  errors.splice(0, errors.length, ...(withBody.length > 0 ? withBody : withSchema.slice(0, 1)));
  const named = errors.filter(({scenario}) => scenario.example !== undefined);
  const firstNamedOperation = named[0]?.operationId;
  const byCode = errors.find(({scenario}) => scenario.example === undefined);
  return [...named.filter(({operationId}) => operationId === firstNamedOperation), ...(byCode ? [byCode] : [])];
}

function documentedResponse(spec: OpenApiDocument, operationId: string, status: number) {
  const found = listOperations(spec).find(({operation}) => operation.operationId === operationId)!;
  const response = resolveRef(spec, found.operation.responses[String(status)]);
  return Object.values<SpecNode>(response.content ?? {})[0];
}

describe('escenarios de prueba contra el servidor de pruebas', () => {
  const counts: string[] = [];
  for (const service of services) {
    test(`${service.id}: los escenarios de error devuelven el estado y el cuerpo del contrato`, async () => {
      const spec = loadSpec(service.id);
      const picked = pickErrorScenarios(spec, service);
      assert.ok(picked.length > 0, `${service.id}: ningún escenario de error`);
      const mock = await startMockGateway({services: [service], port: 0, log: () => {}});
      const validate = schemaValidator(spec);
      try {
        for (const {operationId, scenario} of picked) {
          const label = `${service.id} ${operationId} Prefer: ${scenario.prefer}`;
          for (const [, file] of scenario.curl.matchAll(/=@([^;']+);type=/g))
            writeFileSync(path.join(workDir, file), 'contenido de prueba\n');
          const command = `/usr/bin/curl${scenario.curl.slice('curl'.length).replaceAll(mockOrigin(), mock.url)} \\\n  --silent --show-error --write-out '\\n%{http_code}'`;
          const variables = scenario.curl.match(/\$([A-Z][A-Z0-9_]+)/g) ?? [];
          const env = {...process.env, ...Object.fromEntries(variables.map((name) => [name.slice(1), 'credencial-de-prueba']))};
          const {stdout} = await run('/bin/sh', ['-c', command], {cwd: workDir, env});
          const lines = stdout.trimEnd().split('\n');
          const status = Number(lines.pop());
          assert.equal(status, scenario.status, `${label}: estado ${status}\n${lines.join('\n').slice(0, 500)}`);
          const body = JSON.parse(lines.join('\n'));
          const media = documentedResponse(spec, operationId, scenario.status);
          assert.deepEqual(validate(media.schema, body), [], `${label}: el cuerpo no cumple el esquema`);
          const examples = mediaExamples(spec, media);
          const expected = examples.find((example) => example.name === scenario.example) ?? examples[0];
          if (expected) assert.deepEqual(body, expected.value, `${label}: el cuerpo no es el ejemplo del escenario`);
        }
        counts.push(`${service.id} ${picked.length}`);
      } finally {
        await mock.stop();
      }
    });
  }
  after(() => console.log(`escenarios de error pedidos al mock: ${counts.join(', ')}`));
});
