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
import {
  countByKind,
  inventoryContract,
  inventoryOfFile,
  RECORD_FILE,
  specSourceFiles,
  unknownKeywordProblems,
} from '../../scripts/lib/provenance/ruleInventory';

import {assertMalformedRecordsFail} from './malformedRecords';

const openapiDir = path.join(repoRoot, 'openapi');
const folders = ['_shared', ...services.map((service) => service.id)];
const productSpec = readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8');
const conventions = conventionsFromReadme(readFileSync(path.join(openapiDir, 'README.md'), 'utf8'));
const {rules, unknown} = inventoryContract(openapiDir);
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

  test('el inventario conoce cada palabra clave de los esquemas', () => {
    assert.deepEqual(unknownKeywordProblems(unknown), []);
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

  test('una condición inventada (dependentRequired sin cita) no pasa', () => {
    const file = 'demo/components/schemas/Rfc.yaml';
    const schema = {
      type: 'object',
      required: ['rfc'],
      properties: {rfc: {type: 'string'}, name: {type: 'string'}, postal_code: {type: 'string'}},
      dependentRequired: {name: ['postal_code']},
    };
    const invented = inventoryOfFile(file, schema).rules;
    const quote = (text: string) => ({file, pointer: '', source: {quote: text}, recordedIn: 'demo'});
    const required = {...quote('RFC: rfc required'), pointer: '/required/rfc'};
    assert.deepEqual(
      provenanceProblems(invented, [required], productSpec, conventions),
      [
        `${file}#/dependentRequired/name (dependentRequired {"names":["name","postal_code"]}): sin fuente; quita la regla del YAML o registra la frase del spec que la da`,
      ],
      'sin entrada en el registro',
    );
    // A quote about other fields cannot hold it: it must name both fields of the condition.
    const unrelated = {...quote('RFC: rfc required'), pointer: '/dependentRequired/name'};
    assert.match(provenanceProblems(invented, [required, unrelated], productSpec, conventions).join('\n'), /la cita no nombra el valor/);
    const given = {...quote('name and postal_code supplied together'), pointer: '/dependentRequired/name'};
    assert.deepEqual(provenanceProblems(invented, [required, given], productSpec, conventions), []);
  });

  test('cada condición es un tipo de regla: if, anyOf de alternativas, contains, not, dependentSchemas', () => {
    const schema = {
      type: 'object',
      properties: {
        kind: {enum: ['a', 'b']},
        list: {type: 'array', contains: {const: 'x'}},
        maybe: {oneOf: [{type: 'null'}, {type: 'string'}]},
      },
      if: {properties: {kind: {const: 'a'}}, required: ['kind']},
      then: {required: ['list']},
      anyOf: [{required: ['kind']}, {required: ['list']}],
      not: {required: ['maybe']},
      dependentSchemas: {kind: {required: ['maybe']}},
    };
    const kinds = inventoryOfFile('demo/components/schemas/X.yaml', schema).rules.map((rule) => `${rule.pointer} ${rule.kind}`);
    for (const expected of [
      '/if conditional',
      '/then/required/list required',
      '/anyOf alternatives',
      '/anyOf/0/required/kind required',
      '/properties/list/contains contains',
      '/not negation',
      '/dependentSchemas/kind conditional',
      '/dependentSchemas/kind/required/maybe required',
    ])
      assert.ok(kinds.includes(expected), `falta ${expected} en ${kinds.join(', ')}`);
    // The `if` test, the `contains` test and what `not` forbids are the condition's value, not rules of their own;
    // an anyOf/oneOf that only lists JSON types is a type, like `type`.
    assert.ok(!kinds.some((kind) => /^\/(if|not)\/|\/contains\/|\/maybe\/oneOf /.test(kind)), kinds.join(', '));
  });

  test('una palabra clave desconocida se informa con archivo y puntero', () => {
    const schema = {type: 'object', properties: {name: {type: 'string', maxLenght: 10}}, dependencies: {name: ['rfc']}};
    const {unknown: found} = inventoryOfFile('demo/components/schemas/X.yaml', schema);
    assert.deepEqual(
      found.map(({file, pointer}) => `${file}#${pointer}`),
      ['demo/components/schemas/X.yaml#/dependencies', 'demo/components/schemas/X.yaml#/properties/name/maxLenght'],
    );
    assert.match(unknownKeywordProblems(found)[0], /palabra clave «dependencies» desconocida/);
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
