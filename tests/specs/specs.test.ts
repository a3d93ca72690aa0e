import assert from 'node:assert/strict';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {collectExamples, stringsByKey} from '../../scripts/lib/examples';
import {isValidClabe, isValidCurp, isValidRfc} from '../../sandbox/src/engine/mexicanIds';
import {bundleSpec, lintSpecs} from '../../lib/openapi/bundle';
import {readEndpoints} from '../../lib/openapi/endpoints';
import {listOperations} from '../../lib/openapi/operations';
import {checkOperations} from '../../lib/openapi/styleRules';
import type {OpenApiDocument} from '../../lib/openapi/types';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'specs-test-'));
const bundles = new Map<string, OpenApiDocument>();
const endpoints = readEndpoints();

before(async () => {
  for (const service of services) {
    bundles.set(service.id, await bundleSpec(service, path.join(outDir, `${service.id}.json`)));
  }
});

describe('especificaciones OpenAPI', () => {
  test('redocly lint pasa en las ocho especificaciones con las reglas de redocly.yaml', async () => {
    const report = await lintSpecs(services);
    assert.match(report, /valid/i);
  });

  test('endpoints.tsv no nombra servicios fuera del registro', () => {
    const known = new Set(services.map((service) => service.id));
    assert.deepEqual(
      [...new Set(endpoints.map((row) => row.service))].filter((id) => !known.has(id)),
      [],
    );
  });

  for (const service of services) {
    test(`${service.id}: cada operación de endpoints.tsv está documentada y cumple las reglas`, () => {
      const document = bundles.get(service.id)!;
      const required = endpoints.filter((row) => row.service === service.id);
      const {operationCount, problems} = checkOperations(document, required);
      assert.deepEqual(problems, []);
      assert.equal(operationCount, required.length);
      console.log(`${service.id}: ${operationCount} operaciones documentadas`);
    });

    test(`${service.id}: el servidor usa la variable baseUrl y la información está en español`, () => {
      const document = bundles.get(service.id)!;
      assert.equal(document.openapi, '3.1.0');
      assert.match(document.info.title, /^API de /);
      assert.ok(document.servers.length > 0);
      for (const server of document.servers) {
        assert.match(server.url, /^\{baseUrl\}/);
        assert.ok(server.variables?.baseUrl?.default, 'baseUrl sin valor por omisión');
      }
      for (const tag of document.tags ?? []) assert.ok(tag.description, `tag ${tag.name} sin descripción`);
    });
  }

  test('en total se documentan las 280 operaciones del producto', () => {
    const total = [...bundles.values()].reduce((sum, document) => sum + listOperations(document).length, 0);
    assert.equal(total, endpoints.length);
    assert.equal(total, 280);
  });
});

const IDENTIFIER_CHECKS: {keys: RegExp; shape: RegExp; valid: (value: string) => boolean; name: string}[] = [
  {name: 'CURP', keys: /curp|national_id|endorsee_public_id/i, shape: /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d$/, valid: isValidCurp},
  {name: 'RFC', keys: /rfc|tax_id|endorsee_public_id/i, shape: /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, valid: isValidRfc},
  {name: 'CLABE', keys: /clabe/i, shape: /^\d{18}$/, valid: isValidClabe},
];

describe('identificadores mexicanos en los ejemplos', () => {
  test('toda CURP, RFC y CLABE de los ejemplos pasa su dígito verificador', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [serviceId, document] of bundles) {
      for (const example of collectExamples(document)) {
        for (const field of stringsByKey(example.value)) {
          for (const check of IDENTIFIER_CHECKS) {
            if (!check.keys.test(field.key) || !check.shape.test(field.value)) continue;
            checked += 1;
            if (!check.valid(field.value)) {
              failures.push(`${serviceId} ${example.location}${field.path}: ${check.name} inválido ${field.value}`);
            }
          }
        }
      }
    }
    console.log(`identificadores revisados: ${checked}`);
    assert.ok(checked > 50, `se revisaron muy pocos identificadores (${checked})`);
    assert.deepEqual(failures, []);
  });
});
