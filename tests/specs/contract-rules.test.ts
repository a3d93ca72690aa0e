/**
 * "Keep it that way" (issue 18): the rules a generated client depends on, checked on the eight bundled specs.
 * Each test lists the offending places, so a failure says which file and field to fix.
 */
import assert from 'node:assert/strict';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {
  closedResponseSchemas,
  deleteShapes,
  nonPascalCaseComponents,
  passwordsNotWriteOnly,
  requiredAwayFromProperties,
  requiredBesideLoneRef,
  unnamedErrorExamples,
} from '../../scripts/lib/contractRules';
import {invalidExamples} from '../../scripts/lib/exampleValidation';
import {bundleSpec} from '../../lib/openapi/bundle';
import type {OpenApiDocument} from '../../lib/openapi/types';

// A copy of openapi/ (a folder relative to the repository) to check instead, e.g. a deliberately broken one.
const specRoot = process.env.CONTRACT_SPEC_ROOT;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'contract-rules-'));
const bundles = new Map<string, OpenApiDocument>();

before(async () => {
  for (const service of services) {
    const target = specRoot ? {...service, specPath: path.join(specRoot, service.id, 'openapi.yaml')} : service;
    bundles.set(service.id, await bundleSpec(target, path.join(outDir, `${service.id}.json`)));
  }
});

function eachSpec(check: (document: OpenApiDocument) => string[]): string[] {
  return [...bundles].flatMap(([id, document]) => check(document).map((problem) => `${id} ${problem}`));
}

describe('reglas del contrato', () => {
  test('ningún required va junto a un $ref solo dentro de un allOf (los generadores lo descartan)', () => {
    assert.deepEqual(eachSpec(requiredBesideLoneRef), []);
  });

  test('todo required está junto a las properties que nombra, en el mismo objeto', () => {
    assert.deepEqual(eachSpec(requiredAwayFromProperties), []);
  });

  test('todo componente se nombra en PascalCase', () => {
    assert.deepEqual(eachSpec(nonPascalCaseComponents), []);
  });

  test('ningún esquema de respuesta cierra sus propiedades con additionalProperties: false', () => {
    assert.deepEqual(eachSpec(closedResponseSchemas), []);
  });

  test('todo DELETE de las ocho APIs responde con la misma forma 2xx', () => {
    const byShape = new Map<string, string[]>();
    for (const [id, document] of bundles) {
      for (const [operation, shape] of deleteShapes(document)) byShape.set(shape, [...(byShape.get(shape) ?? []), `${id} ${operation}`]);
    }
    const operations = [...byShape.values()].flat();
    assert.ok(operations.length >= 30, `se revisaron muy pocos DELETE (${operations.length})`);
    const groups = [...byShape.values()].sort((a, b) => b.length - a.length);
    assert.deepEqual(groups.slice(1).flat(), [], `forma mayoritaria: ${groups[0]?.length} operaciones`);
  });

  test('toda contraseña es writeOnly', () => {
    assert.deepEqual(eachSpec(passwordsNotWriteOnly), []);
  });

  test('cada ejemplo de petición y de respuesta (con nombre incluidos) cumple su esquema (JSON Schema 2020-12)', () => {
    let checked = 0;
    const problems: string[] = [];
    for (const [id, document] of bundles) {
      const result = invalidExamples(document);
      checked += result.checked;
      problems.push(...result.problems.map((problem) => `${id} ${problem.location}: ${problem.message}`));
    }
    console.log(`ejemplos validados: ${checked}`);
    assert.ok(checked > 1000, `se validaron muy pocos ejemplos (${checked})`);
    assert.deepEqual(problems, []);
  });

  test('cada ejemplo de error tiene nombre en kebab-case y un summary', () => {
    assert.deepEqual(eachSpec(unnamedErrorExamples), []);
  });
});
