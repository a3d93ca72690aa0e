/**
 * Issue 27: every rule the contract states has its source on record — a verbatim quote of the product spec or a
 * shape convention of openapi/README.md — and a rule without one is removed from the YAML, not annotated.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {services} from '../../config/services';
import {repoRoot, sharedSpecDir} from '../../lib/paths';
import {conventionsAboutValues, conventionsFromReadme, provenanceProblems} from '../../scripts/lib/provenance/provenanceCheck';
import {readProvenanceRecords} from '../../scripts/lib/provenance/provenanceRecord';
import {countByKind, listContractRules, RECORD_FILE, specSourceFiles} from '../../scripts/lib/provenance/ruleInventory';

import {assertMalformedRecordsFail} from './malformedRecords';

const openapiDir = path.join(repoRoot, 'openapi');
const folders = ['_shared', ...services.map((service) => service.id)];
const productSpec = readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8');
const conventions = conventionsFromReadme(readFileSync(path.join(openapiDir, 'README.md'), 'utf8'));
const rules = listContractRules(openapiDir);
const entries = readProvenanceRecords(openapiDir, folders);
const problems = provenanceProblems(rules, entries, productSpec, conventions);

describe('procedencia de cada regla del contrato', () => {
  test('se listan las reglas de todas las APIs', () => {
    console.log(`reglas por tipo: ${JSON.stringify(countByKind(rules))} (total ${rules.length})`);
    assert.ok(rules.length > 1000, `se listaron muy pocas reglas (${rules.length})`);
    for (const folder of folders)
      assert.ok(
        rules.some((rule) => rule.file.startsWith(`${folder}/`)),
        `ninguna regla en ${folder}/`,
      );
  });

  test('toda regla tiene fuente registrada', () => {
    assert.deepEqual(
      problems.filter((problem) => problem.includes('sin fuente')),
      [],
    );
  });

  test('cada cita está literal en el spec del producto y nombra el valor de su regla', () => {
    assert.deepEqual(
      problems.filter((problem) => problem.includes('la cita')),
      [],
    );
  });

  test('cada convención usada está en openapi/README.md y cubre el tipo de su regla', () => {
    assert.ok(conventions.length > 0, 'openapi/README.md no lista convenciones de forma');
    assert.ok(conventions.length <= 5, `la lista de convenciones debe ser corta (hay ${conventions.length})`);
    assert.deepEqual(
      problems.filter((problem) => problem.includes('convención')),
      [],
    );
  });

  test('ninguna convención es una regla sobre valores', () => {
    assert.deepEqual(conventionsAboutValues(conventions), []);
  });

  test('ninguna entrada del registro apunta a una regla que ya no existe', () => {
    assert.deepEqual(
      problems.filter((problem) => problem.includes('obsoleta')),
      [],
    );
  });

  test('el registro no se publica: ningún archivo del spec lo referencia', () => {
    const referencing = specSourceFiles(openapiDir).filter((file) =>
      readFileSync(path.join(openapiDir, file), 'utf8').includes(RECORD_FILE),
    );
    assert.deepEqual(referencing, []);
  });

  test('un registro mal formado da un mensaje en español con archivo, campo y motivo', () => {
    const cases: [string, RegExp][] = [
      [
        'rules:\n  components/schemas/X.yaml:\n    /required/a: desconocida\n',
        /demo\/provenance\.yaml: rules\.components\/schemas\/X\.yaml\.\/required\/a: la fuente "desconocida"/,
      ],
      ['rules:\n  components/schemas/X.yaml:\n    /required/a: {quote: ""}\n', /quote debe ser un texto no vacío/],
      ['rules:\n  components/schemas/X.yaml:\n    required/a: {quote: "x"}\n', /el puntero JSON debe empezar con "\/"/],
      ['rules:\n  components/schemas/X.yaml:\n    /required/a: {quote: "x", convention: y}\n', /exactamente una clave/],
      ['otra: 1\n', /demo\/provenance\.yaml: otra: clave desconocida/],
      ['rules: [\n', /no es YAML válido/],
    ];
    assertMalformedRecordsFail(readProvenanceRecords, cases);
  });
});
