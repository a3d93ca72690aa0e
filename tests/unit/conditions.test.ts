/**
 * Issue 37: the conditions the product spec states between fields, read from their JSON Schema form in the
 * published specs and said in one Spanish sentence by sandbox/src/engine/conditions.ts. The reference page (view
 * model), its Markdown twin and the try-it console say the same sentence; the sandbox's answers are checked in
 * sandbox-engine.test.ts.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {findService, services} from '../../config/services';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {operationViewMarkdown} from '../../plugins/ai-docs/operationViewMarkdown';
import {serviceView} from '../../plugins/api-reference/viewModel/service';
import type {OperationView, SchemaNodeView} from '../../plugins/api-reference/viewModel/types';
import {findOperation} from '../../sandbox/src/contract/operation';
import {formConditionIssues, validateValue} from '../../sandbox/src/contract/validation';
import {conditionFailure, conditionSentence, conditionsOf, type Condition} from '../../sandbox/src/engine/conditions';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

const models = new Map<string, OpenApiDocument>();
const views = new Map<string, OperationView>();
before(async () => {
  for (const {service, model} of await loadSandboxModels(services)) {
    models.set(service.id, model);
    for (const view of serviceView(service, model).operations) views.set(`${service.id} ${view.operationId}`, view);
  }
});

/** Every condition sentence a view shows, under any node of its request body. */
function bodyConditions(view: OperationView): string[] {
  const found: string[] = [];
  const walk = (node: SchemaNodeView | undefined) => {
    if (!node) return;
    found.push(...(node.conditionsHtml ?? []));
    node.children?.forEach(walk);
    node.alternatives?.options.forEach((option) => walk(option.node));
  };
  view.requestBody?.contents.forEach((content) => walk(content.schema));
  return found;
}

/** The conditions of the contract (issue 37) and the sentence each page prints, by API and operation. */
const EXPECTED: Record<string, string> = {
  'verification validateRfc': '<code>name</code> y <code>postal_code</code> van juntos: si envías uno, envía también el otro.',
  'verification reverseRfc':
    'Si <code>person_type</code> es <code>PF</code>, también son obligatorios <code>first_last_name</code> y <code>second_last_name</code>.',
  'verification validateIne': 'Si <code>type</code> es <code>D</code> o <code>EFGH</code>, también es obligatorio <code>cic</code>.',
  'workflows createWorkflow':
    'Envía <code>people_uuid</code> o incluye <code>enroll_full</code> o <code>enroll_basic</code> en <code>steps</code> (al menos uno de los dos).',
  'signt createBatchProcess':
    'Si <code>type</code> es <code>document</code>, también es obligatorio <code>document_ids</code>; si es <code>endorsement</code>, <code>endorsement_ids</code>.',
  'signt updateBatchProcess':
    'Si <code>type</code> es <code>document</code>, también es obligatorio <code>document_ids</code>; si es <code>endorsement</code>, <code>endorsement_ids</code>.',
  'people bulkImportPeople': 'Envía <code>file</code> o <code>tmp_file_id</code> (al menos uno de los dos).',
  'signt verifyFielDocument': 'Envía <code>file</code> o <code>file_tmp_id</code> (al menos uno de los dos).',
  'signt createExternalDocument': 'Envía <code>file</code> o <code>file_tmp_id</code> (al menos uno de los dos).',
  'signt verifyExternalDocument': 'Envía <code>file</code> o <code>file_tmp_id</code> (al menos uno de los dos).',
};

describe('condiciones entre campos en la referencia y su gemelo', () => {
  test('cada condición del contrato tiene su frase en la página de su operación, y ninguna otra operación tiene una', () => {
    const shown = Object.fromEntries(
      [...views].map(([key, view]) => [key, bodyConditions(view)] as const).filter(([, sentences]) => sentences.length > 0),
    );
    const expected = Object.fromEntries(Object.entries(EXPECTED).map(([key, sentence]) => [key, [sentence]]));
    // Operation ids differ from the keys above only if the specs renamed them: name the difference, not just «not equal».
    assert.deepEqual(Object.keys(shown).sort(), Object.keys(expected).sort());
    assert.deepEqual(shown, expected);
  });

  test('un anyOf de requisitos es una condición, no «Una o varias de estas opciones»', () => {
    const schema = views.get('workflows createWorkflow')!.requestBody!.contents[0]!.schema!;
    assert.equal(schema.alternatives, undefined);
    assert.equal(schema.typeHtml, '<code>object</code>');
  });

  test('el gemelo en Markdown dice la misma frase', () => {
    const markdown = operationViewMarkdown(views.get('verification validateIne')!, 2).join('\n');
    assert.match(markdown, /Condiciones:\n\n- Si `type` es `D` o `EFGH`, también es obligatorio `cic`\.\n/);
    const workflow = operationViewMarkdown(views.get('workflows createWorkflow')!, 2).join('\n');
    assert.match(workflow, /- Envía `people_uuid` o incluye `enroll_full` o `enroll_basic` en `steps` \(al menos uno de los dos\)\./);
  });
});

describe('la consola valida cada condición antes de enviar, con la misma frase', () => {
  const console = (api: string, operationId: string) => {
    const spec = models.get(api)!;
    const model = findOperation(spec, operationId)!;
    return {spec, model};
  };

  test('JSON: name sin postal_code, PF sin apellidos, D sin cic, workflow sin persona ni enrolamiento', () => {
    const rfc = console('verification', 'validateRfc');
    assert.deepEqual(validateValue(rfc.spec, rfc.model.body!.schema, {rfc: 'HEGJ850101AB6', name: 'JUAN'}, 'request'), [
      {
        path: 'postal_code',
        message: 'Falta el campo «postal_code»: «name» y «postal_code» van juntos: si envías uno, envía también el otro.',
      },
    ]);
    const reverse = console('verification', 'reverseRfc');
    assert.deepEqual(
      validateValue(reverse.spec, reverse.model.body!.schema, {name: 'JUAN', birth_date: '1985-01-01', person_type: 'PF'}, 'request').map(
        (issue) => issue.path,
      ),
      ['first_last_name', 'second_last_name'],
    );
    const ine = console('verification', 'validateIne');
    assert.deepEqual(validateValue(ine.spec, ine.model.body!.schema, {type: 'EFGH', ocr: '4521087963214'}, 'request'), [
      {path: 'cic', message: 'Falta el campo «cic»: si «type» es «D» o «EFGH», también es obligatorio «cic».'},
    ]);
    assert.deepEqual(validateValue(ine.spec, ine.model.body!.schema, {type: 'C', ocr: '4521087963214'}, 'request'), []);
    const workflow = console('workflows', 'createWorkflow');
    assert.deepEqual(validateValue(workflow.spec, workflow.model.body!.schema, {steps: ['liveness']}, 'request'), [
      {path: '(cuerpo)', message: 'Envía «people_uuid» o incluye «enroll_full» o «enroll_basic» en «steps» (al menos uno de los dos).'},
    ]);
    assert.deepEqual(validateValue(workflow.spec, workflow.model.body!.schema, {steps: ['enroll_full']}, 'request'), []);
  });

  test('multipart: ni file ni tmp_file_id en la carga masiva', () => {
    const bulk = console('people', 'bulkImportPeople');
    const sentence = 'Envía «file» o «tmp_file_id» (al menos uno de los dos).';
    assert.deepEqual(formConditionIssues(bulk.spec, bulk.model.body!.schema, {}), [
      {path: 'file', message: sentence},
      {path: 'tmp_file_id', message: sentence},
    ]);
    assert.deepEqual(formConditionIssues(bulk.spec, bulk.model.body!.schema, {tmp_file_id: 'tmp-7f3a2c1b'}), []);
  });
});

describe('lectura de las condiciones (sandbox/src/engine/conditions.ts)', () => {
  const read = (schema: object): Condition[] => conditionsOf(schema);

  test('dependentRequired en los dos sentidos es «van juntos»; en uno, «si envías…»', () => {
    assert.deepEqual(read({dependentRequired: {a: ['b'], b: ['a']}}), [{kind: 'together', fields: ['a', 'b']}]);
    const [one] = read({dependentRequired: {a: ['b', 'c']}});
    assert.equal(conditionSentence(one!), 'Si envías `a`, también son obligatorios `b` y `c`.');
    assert.deepEqual(conditionFailure(one!, {a: 1, b: 2}), ['c']);
    assert.equal(conditionFailure(one!, {b: 2}), undefined);
  });

  test('if/then/else sobre el valor de un campo, con «en otro caso»', () => {
    const [when] = read({
      if: {properties: {kind: {const: 'x'}}, required: ['kind']},
      then: {required: ['a']},
      else: {required: ['b']},
    });
    assert.equal(conditionSentence(when!), 'Si `kind` es `x`, también es obligatorio `a`; en otro caso, es obligatorio `b`.');
    assert.deepEqual(conditionFailure(when!, {kind: 'x'}), ['a']);
    assert.deepEqual(conditionFailure(when!, {kind: 'y'}), ['b']);
    assert.equal(conditionFailure(when!, {kind: 'y', b: 1}), undefined);
  });

  test('oneOf de requisitos: exactamente uno', () => {
    const [choice] = read({oneOf: [{required: ['a']}, {required: ['b']}]});
    assert.equal(conditionSentence(choice!), 'Envía `a` o `b` (solo uno de los dos).');
    assert.deepEqual(conditionFailure(choice!, {a: 1, b: 2}), ['a', 'b']);
    assert.equal(conditionFailure(choice!, {b: 2}), undefined);
  });

  test('una opción con unevaluatedProperties: true sigue siendo un requisito; con false o un esquema, no', () => {
    const steps = {steps: {contains: {enum: ['enroll_full']}}};
    const [choice] = read({anyOf: [{required: ['people_uuid']}, {properties: steps, unevaluatedProperties: true}]});
    assert.equal(conditionSentence(choice!), 'Envía `people_uuid` o incluye `enroll_full` en `steps` (al menos uno de los dos).');
    assert.deepEqual(read({anyOf: [{required: ['people_uuid']}, {properties: steps, unevaluatedProperties: false}]}), []);
    assert.deepEqual(read({anyOf: [{required: ['people_uuid']}, {properties: steps, unevaluatedProperties: {type: 'string'}}]}), []);
  });

  test('un oneOf de esquemas (tipos, $ref, propiedades con tipo) no es una condición', () => {
    assert.deepEqual(read({oneOf: [{type: 'string'}, {$ref: '#/components/schemas/X'}]}), []);
    assert.deepEqual(read({anyOf: [{required: ['a'], properties: {a: {type: 'string'}}}, {required: ['b']}]}), []);
    assert.deepEqual(read({if: {properties: {a: {type: 'string'}}}, then: {required: ['b']}}), []);
  });

  test('cada API del registro se recorrió', () => {
    assert.equal(models.size, services.length);
    assert.ok(findService('workflows'));
  });
});
