/**
 * Every rule of the contract diff, each with a small pair of specs: the change is found, with the
 * rule's id and its classification. A rule without a case here fails the last test.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {changeLine} from '../../lib/changelog/changeText';
import {diffSpecs} from '../../lib/changelog/diffSpecs';
import {BOUNDS, RULES} from '../../lib/changelog/rules';
import type {ChangeKind} from '../../lib/changelog/types';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';

type Operation = Record<string, SpecNode>;

const operation = (overrides: Operation = {}): Operation => ({
  operationId: 'createThing',
  summary: 'Crear cosa',
  responses: {'200': {description: 'OK'}},
  ...overrides,
});
const spec = (paths: Record<string, SpecNode>, extra: Record<string, SpecNode> = {}): OpenApiDocument => ({
  openapi: '3.1.0',
  info: {title: 'Prueba', version: '1'},
  paths,
  ...extra,
});
const single = (overrides: Operation = {}, extra: Record<string, SpecNode> = {}) => spec({'/things': {post: operation(overrides)}}, extra);
const withBody = (schema: SpecNode, required = true, mediaType = 'application/json') =>
  single({requestBody: {required, content: {[mediaType]: {schema}}}});
const withResponse = (schema: SpecNode, status = '200', mediaType = 'application/json') =>
  single({responses: {[status]: {description: 'OK', content: {[mediaType]: {schema}}}}});
const object = (properties: Record<string, SpecNode>, required: string[] = []) => ({type: 'object', properties, required});
/** A body or response with one field, `country`. */
const requestField = (schema: SpecNode, required = false) => withBody(object({country: schema}, required ? ['country'] : []));
const responseField = (schema: SpecNode, required = true) => withResponse(object({country: schema}, required ? ['country'] : []));
const parameter = (fields: Record<string, SpecNode>) =>
  single({parameters: [{name: 'page', in: 'query', schema: {type: 'integer'}, ...fields}]});
const webhook = (overrides: Operation = {}) =>
  spec({}, {webhooks: {thingCreated: {post: operation({operationId: 'thingCreated', summary: 'Cosa creada', ...overrides})}}});

/** A rule, the class it must have (written here, not read from the table under test), and a spec pair that shows it. */
type Case = [rule: string, kind: ChangeKind, before: OpenApiDocument, after: OpenApiDocument];

/** A value a bound applies to: an array for `*Items`, a string for `*Length`, a map for `*Properties`, else a number. */
const boundBase = (keyword: string): SpecNode =>
  keyword.endsWith('Items')
    ? {type: 'array', items: {type: 'string'}}
    : keyword.endsWith('Length')
      ? {type: 'string'}
      : keyword.endsWith('Properties')
        ? {type: 'object', additionalProperties: {type: 'string'}}
        : {type: 'number'};

const cases: Case[] = [
  // Operations and webhooks
  ['endpoint-added', 'non-breaking', spec({}), single()],
  ['api-path-removed-without-deprecation', 'breaking', single(), spec({})],
  ['api-path-removed-with-deprecation', 'non-breaking', single({deprecated: true}), spec({})],
  ['webhook-added', 'non-breaking', spec({}), webhook()],
  ['webhook-removed', 'breaking', webhook(), spec({})],
  ['endpoint-deprecated', 'non-breaking', single(), single({deprecated: true})],
  ['api-operation-id-updated', 'non-breaking', single(), single({operationId: 'makeThing'})],
  ['api-security-updated', 'breaking', single({security: [{apiKey: []}]}), single({security: [{bearer: []}]})],

  // Parameters
  ['new-required-request-parameter', 'breaking', single(), parameter({required: true})],
  ['new-optional-request-parameter', 'non-breaking', single(), parameter({})],
  ['request-parameter-removed', 'breaking', parameter({}), single()],
  ['request-parameter-became-required', 'breaking', parameter({}), parameter({required: true})],
  ['request-parameter-became-optional', 'non-breaking', parameter({required: true}), parameter({})],
  [
    'request-parameter-default-value-changed',
    'breaking',
    parameter({schema: {type: 'integer', default: 1}}),
    parameter({schema: {type: 'integer', default: 2}}),
  ],
  [
    'request-parameter-default-value-removed',
    'withdrawn',
    parameter({schema: {type: 'integer', default: 1}}),
    parameter({schema: {type: 'integer'}}),
  ],

  // Request body
  ['request-body-added-required', 'breaking', single(), withBody({type: 'object'})],
  ['request-body-added-optional', 'non-breaking', single(), withBody({type: 'object'}, false)],
  ['request-body-removed', 'breaking', withBody({type: 'object'}), single()],
  ['request-body-became-required', 'breaking', withBody({type: 'object'}, false), withBody({type: 'object'})],
  ['request-body-became-optional', 'non-breaking', withBody({type: 'object'}), withBody({type: 'object'}, false)],
  [
    'request-body-media-type-added',
    'non-breaking',
    withBody({type: 'object'}),
    single({
      requestBody: {
        required: true,
        content: {'application/json': {schema: {type: 'object'}}, 'multipart/form-data': {schema: {type: 'object'}}},
      },
    }),
  ],
  ['request-body-media-type-removed', 'breaking', withBody({type: 'object'}), withBody({type: 'object'}, true, 'multipart/form-data')],

  // Responses
  [
    'response-success-status-added',
    'non-breaking',
    single(),
    single({responses: {'200': {description: 'OK'}, '201': {description: 'Creado'}}}),
  ],
  [
    'response-success-status-removed',
    'breaking',
    single({responses: {'200': {description: 'OK'}, '201': {description: 'Creado'}}}),
    single(),
  ],
  [
    'response-non-success-status-added',
    'non-breaking',
    single(),
    single({responses: {'200': {description: 'OK'}, '404': {description: 'No existe'}}}),
  ],
  [
    'response-non-success-status-removed',
    'non-breaking',
    single({responses: {'200': {description: 'OK'}, '404': {description: 'No existe'}}}),
    single(),
  ],
  ['response-media-type-added', 'non-breaking', single(), withResponse({type: 'object'})],
  ['response-media-type-removed', 'breaking', withResponse({type: 'object'}), withResponse({type: 'object'}, '200', 'text/csv')],
  [
    'response-header-added',
    'non-breaking',
    single(),
    single({responses: {'200': {description: 'OK', headers: {'X-Total': {schema: {type: 'integer'}}}}}}),
  ],
  [
    'response-header-removed',
    'breaking',
    single({responses: {'200': {description: 'OK', headers: {'X-Total': {schema: {type: 'integer'}}}}}}),
    single(),
  ],

  // Fields of a request
  ['new-required-request-property', 'breaking', withBody(object({})), requestField({type: 'string'}, true)],
  ['new-optional-request-property', 'non-breaking', withBody(object({})), requestField({type: 'string'})],
  ['request-property-removed', 'breaking', requestField({type: 'string'}), withBody(object({}))],
  ['request-property-became-required', 'breaking', requestField({type: 'string'}), requestField({type: 'string'}, true)],
  ['request-property-became-optional', 'non-breaking', requestField({type: 'string'}, true), requestField({type: 'string'})],
  ['request-property-type-changed', 'breaking', requestField({type: 'string'}), requestField({type: 'integer'})],
  ['request-property-type-generalized', 'non-breaking', requestField({type: 'integer'}), requestField({type: 'number'})],
  ['request-property-became-nullable', 'non-breaking', requestField({type: 'string'}), requestField({type: ['string', 'null']})],
  ['request-property-became-not-nullable', 'breaking', requestField({type: ['string', 'null']}), requestField({type: 'string'})],
  [
    'request-property-enum-value-added',
    'non-breaking',
    requestField({type: 'string', enum: ['MX']}),
    requestField({type: 'string', enum: ['MX', 'US']}),
  ],
  [
    'request-property-enum-value-removed',
    'breaking',
    requestField({type: 'string', enum: ['MX', 'US']}),
    requestField({type: 'string', enum: ['MX']}),
  ],
  ['request-property-became-enum', 'breaking', requestField({type: 'string'}), requestField({type: 'string', enum: ['MX']})],
  ['request-property-enum-removed', 'non-breaking', requestField({type: 'string', enum: ['MX']}), requestField({type: 'string'})],
  ['request-property-pattern-added', 'breaking', requestField({type: 'string'}), requestField({type: 'string', pattern: '^[A-Z]{2}$'})],
  [
    'request-property-pattern-changed',
    'breaking',
    requestField({type: 'string', pattern: '^[A-Z]+$'}),
    requestField({type: 'string', pattern: '^[A-Z]{2}$'}),
  ],
  [
    'request-property-pattern-removed',
    'non-breaking',
    requestField({type: 'string', pattern: '^[A-Z]{2}$'}),
    requestField({type: 'string'}),
  ],
  ['request-property-format-added', 'breaking', requestField({type: 'string'}), requestField({type: 'string', format: 'email'})],
  [
    'request-property-format-changed',
    'breaking',
    requestField({type: 'string', format: 'uuid'}),
    requestField({type: 'string', format: 'email'}),
  ],
  ['request-property-format-removed', 'non-breaking', requestField({type: 'string', format: 'email'}), requestField({type: 'string'})],
  [
    'request-property-default-value-changed',
    'non-breaking',
    requestField({type: 'string', default: 'MX'}),
    requestField({type: 'string', default: 'US'}),
  ],
  [
    'request-property-one-of-added',
    'non-breaking',
    requestField({oneOf: [{type: 'string'}]}),
    requestField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
  ],
  [
    'request-property-one-of-removed',
    'breaking',
    requestField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
    requestField({oneOf: [{type: 'string'}]}),
  ],
  [
    'request-property-unique-items-set',
    'breaking',
    requestField({type: 'array', items: {type: 'string'}}),
    requestField({type: 'array', items: {type: 'string'}, uniqueItems: true}),
  ],
  [
    'request-property-unique-items-unset',
    'non-breaking',
    requestField({type: 'array', items: {type: 'string'}, uniqueItems: true}),
    requestField({type: 'array', items: {type: 'string'}}),
  ],
  ['request-property-deprecated', 'non-breaking', requestField({type: 'string'}), requestField({type: 'string', deprecated: true})],

  // Fields of a response
  ['response-property-added', 'non-breaking', withResponse(object({})), responseField({type: 'string'})],
  ['response-property-removed', 'breaking', responseField({type: 'string'}), withResponse(object({}))],
  ['response-property-became-optional', 'withdrawn', responseField({type: 'string'}), responseField({type: 'string'}, false)],
  ['response-property-became-required', 'non-breaking', responseField({type: 'string'}, false), responseField({type: 'string'})],
  ['response-property-type-changed', 'breaking', responseField({type: 'string'}), responseField({type: 'integer'})],
  ['response-property-type-specialized', 'non-breaking', responseField({type: 'number'}), responseField({type: 'integer'})],
  ['response-property-became-nullable', 'breaking', responseField({type: 'string'}), responseField({type: ['string', 'null']})],
  ['response-property-became-not-nullable', 'non-breaking', responseField({type: ['string', 'null']}), responseField({type: 'string'})],
  [
    'response-property-enum-value-added',
    'breaking',
    responseField({type: 'string', enum: ['MX']}),
    responseField({type: 'string', enum: ['MX', 'US']}),
  ],
  [
    'response-property-enum-value-removed',
    'non-breaking',
    responseField({type: 'string', enum: ['MX', 'US']}),
    responseField({type: 'string', enum: ['MX']}),
  ],
  ['response-property-became-enum', 'non-breaking', responseField({type: 'string'}), responseField({type: 'string', enum: ['MX']})],
  ['response-property-enum-removed', 'withdrawn', responseField({type: 'string', enum: ['MX']}), responseField({type: 'string'})],
  [
    'response-property-pattern-added',
    'non-breaking',
    responseField({type: 'string'}),
    responseField({type: 'string', pattern: '^[A-Z]{2}$'}),
  ],
  [
    'response-property-pattern-changed',
    'non-breaking',
    responseField({type: 'string', pattern: '^[A-Z]+$'}),
    responseField({type: 'string', pattern: '^[A-Z]{2}$'}),
  ],
  [
    'response-property-pattern-removed',
    'withdrawn',
    responseField({type: 'string', pattern: '^[A-Z]{2}$'}),
    responseField({type: 'string'}),
  ],
  ['response-property-format-added', 'non-breaking', responseField({type: 'string'}), responseField({type: 'string', format: 'email'})],
  [
    'response-property-format-changed',
    'breaking',
    responseField({type: 'string', format: 'uuid'}),
    responseField({type: 'string', format: 'email'}),
  ],
  ['response-property-format-removed', 'withdrawn', responseField({type: 'string', format: 'email'}), responseField({type: 'string'})],
  [
    'response-property-default-value-changed',
    'non-breaking',
    responseField({type: 'string', default: 'MX'}),
    responseField({type: 'string', default: 'US'}),
  ],
  [
    'response-property-one-of-added',
    'breaking',
    responseField({oneOf: [{type: 'string'}]}),
    responseField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
  ],
  [
    'response-property-one-of-removed',
    'non-breaking',
    responseField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
    responseField({oneOf: [{type: 'string'}]}),
  ],
  [
    'response-property-unique-items-set',
    'non-breaking',
    responseField({type: 'array', items: {type: 'string'}}),
    responseField({type: 'array', items: {type: 'string'}, uniqueItems: true}),
  ],
  [
    'response-property-unique-items-unset',
    'withdrawn',
    responseField({type: 'array', items: {type: 'string'}, uniqueItems: true}),
    responseField({type: 'array', items: {type: 'string'}}),
  ],
  ['response-property-deprecated', 'non-breaking', responseField({type: 'string'}), responseField({type: 'string', deprecated: true})],

  // Conditions between fields (issue 37), compared by their sentence
  [
    'request-condition-added',
    'breaking',
    withBody(object({name: {type: 'string'}, postal_code: {type: 'string'}})),
    withBody({...object({name: {type: 'string'}, postal_code: {type: 'string'}}), dependentRequired: {name: ['postal_code']}}),
  ],
  [
    'request-condition-removed',
    'non-breaking',
    withBody({
      ...object({file: {type: 'string'}, file_tmp_id: {type: 'string'}}),
      anyOf: [{required: ['file']}, {required: ['file_tmp_id']}],
    }),
    withBody(object({file: {type: 'string'}, file_tmp_id: {type: 'string'}})),
  ],
  [
    'response-condition-added',
    'non-breaking',
    withResponse(object({type: {enum: ['D', 'C']}, cic: {type: 'string'}})),
    withResponse({
      ...object({type: {enum: ['D', 'C']}, cic: {type: 'string'}}),
      if: {properties: {type: {const: 'D'}}, required: ['type']},
      then: {required: ['cic']},
    }),
  ],
  [
    'response-condition-removed',
    'withdrawn',
    withResponse({
      ...object({type: {enum: ['D', 'C']}, cic: {type: 'string'}}),
      if: {properties: {type: {const: 'D'}}, required: ['type']},
      then: {required: ['cic']},
    }),
    withResponse(object({type: {enum: ['D', 'C']}, cic: {type: 'string'}})),
  ],

  // Other keywords and documentation
  ['schema-keyword-changed', 'non-breaking', requestField({type: 'number'}), requestField({type: 'number', multipleOf: 5})],
  ['summary-changed', 'documentation', single(), single({summary: 'Crear una cosa'})],
  ['description-changed', 'documentation', requestField({type: 'string'}), requestField({type: 'string', description: 'País de la cosa.'})],
  ['example-changed', 'documentation', requestField({type: 'string', example: 'MX'}), requestField({type: 'string', example: 'US'})],
  ['tags-changed', 'documentation', single({tags: ['Cosas']}), single({tags: ['Objetos']})],
  ['extension-changed', 'documentation', single({'x-badges': ['beta']}), single({'x-badges': []})],
];

// Bounds: tightened, loosened, set and unset, on each side.
for (const [keyword, bound] of Object.entries(BOUNDS)) {
  const base = boundBase(keyword);
  const withBound = (limit: number) => ({...base, [keyword]: limit});
  const [tighter, looser] = bound.upper ? ['decreased', 'increased'] : ['increased', 'decreased'];
  const [tight, loose] = bound.upper ? [5, 10] : [10, 5];
  // In what the client sends a tighter or new bound breaks; in what it reads a looser one does, and a
  // removed one withdraws a guarantee.
  cases.push(
    [`request-property-${bound.id}-${tighter}`, 'breaking', requestField(withBound(loose)), requestField(withBound(tight))],
    [`request-property-${bound.id}-${looser}`, 'non-breaking', requestField(withBound(tight)), requestField(withBound(loose))],
    [`request-property-${bound.id}-set`, 'breaking', requestField(base), requestField(withBound(tight))],
    [`request-property-${bound.id}-unset`, 'non-breaking', requestField(withBound(tight)), requestField(base)],
    [`response-property-${bound.id}-${tighter}`, 'non-breaking', responseField(withBound(loose)), responseField(withBound(tight))],
    [`response-property-${bound.id}-${looser}`, 'breaking', responseField(withBound(tight)), responseField(withBound(loose))],
    [`response-property-${bound.id}-set`, 'non-breaking', responseField(base), responseField(withBound(tight))],
    [`response-property-${bound.id}-unset`, 'withdrawn', responseField(withBound(tight)), responseField(base)],
  );
}

const changesOf = (before: OpenApiDocument, after: OpenApiDocument) => diffSpecs(before, after).flatMap((entry) => entry.changes);

describe('contract diff: one case per rule, each with the class it must have', () => {
  for (const [rule, kind, before, after] of cases) {
    it(`${rule} is ${kind}`, () => {
      const changes = changesOf(before, after);
      const found = changes.find((item) => item.rule === rule);
      assert.ok(found, `no se encontró ${rule}; se encontró: ${changes.map((item) => item.rule).join(', ') || 'nada'}`);
      assert.equal(found.kind, kind);
      assert.equal((RULES as Record<string, {kind: string}>)[rule].kind, kind);
      assert.ok(found.text.length > 0);
      if (kind === 'breaking') assert.ok(found.reason, 'un cambio que rompe compatibilidad dice por qué');
      else assert.equal(found.reason, undefined);
      // Only a withdrawn guarantee tells the reader to check something; a compatible change asks nothing.
      if (kind === 'withdrawn') assert.match(found.advice ?? '', /: si tu código .+\.$/);
      else assert.equal(found.advice, undefined);
    });
  }

  it('every rule of the table has its case', () => {
    const covered = new Set(cases.map(([rule]) => rule));
    assert.deepEqual(
      Object.keys(RULES).filter((rule) => !covered.has(rule)),
      [],
    );
  });
});

/** Removing a rule from what the client reads: each with its pair, in a response and in a webhook body. */
const withdrawn: Case[] = [
  ['response-property-became-optional', 'withdrawn', responseField({type: 'string'}), responseField({type: 'string'}, false)],
  ['response-property-format-removed', 'withdrawn', responseField({type: 'string', format: 'date-time'}), responseField({type: 'string'})],
  [
    'response-property-pattern-removed',
    'withdrawn',
    responseField({type: 'string', pattern: '^[A-Z]{2}$'}),
    responseField({type: 'string'}),
  ],
  ['response-property-enum-removed', 'withdrawn', responseField({type: 'string', enum: ['MX']}), responseField({type: 'string'})],
  [
    'request-parameter-default-value-removed',
    'withdrawn',
    parameter({schema: {type: 'integer', default: 1}}),
    parameter({schema: {type: 'integer'}}),
  ],
  ...Object.entries(BOUNDS).map(([keyword, bound]): Case => {
    const base = boundBase(keyword);
    return [`response-property-${bound.id}-unset`, 'withdrawn', responseField({...base, [keyword]: 5}), responseField(base)];
  }),
];

describe('contract diff: removing a rule withdraws a guarantee, it does not break', () => {
  const webhookBody = (schema: SpecNode, required: string[]) =>
    webhook({requestBody: {required: true, content: {'application/json': {schema: object({status: schema}, required)}}}});

  for (const [rule, , before, after] of withdrawn) {
    it(`${rule} may affect you («Puede afectarte») and says what to check`, () => {
      const found = changesOf(before, after).find((item) => item.rule === rule);
      assert.ok(found, `no se encontró ${rule}`);
      assert.equal(found.kind, 'withdrawn');
      assert.equal(found.reason, undefined);
      assert.match(found.advice ?? '', /^Ya no se garantiza .+: si tu código .+\.$/);
      assert.doesNotMatch(found.advice ?? '', /especificaci/);
    });
  }

  it('a response field now optional: what changed, then what the reader can no longer count on', () => {
    const [found] = changesOf(responseField({type: 'string'}), responseField({type: 'string'}, false));
    assert.deepEqual(found, {
      rule: 'response-property-became-optional',
      kind: 'withdrawn',
      text: '`country` pasó a ser opcional en la respuesta 200.',
      advice: 'Ya no se garantiza que llegue siempre: si tu código lo daba por hecho, comprueba que está antes de usarlo.',
    });
  });

  it("in a webhook's body too (what your server reads)", () => {
    const optional = changesOf(webhookBody({type: 'string'}, ['status']), webhookBody({type: 'string'}, []));
    assert.deepEqual(
      optional.map((item) => [item.rule, item.kind]),
      [['response-property-became-optional', 'withdrawn']],
    );
    const unbounded = changesOf(webhookBody({type: 'string', maxLength: 64}, []), webhookBody({type: 'string'}, []));
    assert.deepEqual(
      unbounded.map((item) => [item.rule, item.kind]),
      [['response-property-max-length-unset', 'withdrawn']],
    );
  });

  it('in a request a removed rule is compatible: nothing to check', () => {
    for (const [before, after] of [
      [requestField({type: 'string'}, true), requestField({type: 'string'})],
      [requestField({type: 'string', maxLength: 5}), requestField({type: 'string'})],
      [requestField({type: 'string', format: 'email'}), requestField({type: 'string'})],
      [requestField({type: 'string', enum: ['MX']}), requestField({type: 'string'})],
    ])
      assert.deepEqual(
        changesOf(before, after).map((item) => item.kind),
        ['non-breaking'],
      );
  });

  it('a looser value, a new value, a new type or null in a response still breaks', () => {
    const breaks: [string, OpenApiDocument, OpenApiDocument][] = [
      [
        'response-property-max-length-increased',
        responseField({type: 'string', maxLength: 100}),
        responseField({type: 'string', maxLength: 255}),
      ],
      ['response-property-min-decreased', responseField({type: 'number', minimum: 1}), responseField({type: 'number', minimum: 0})],
      [
        'response-property-enum-value-added',
        responseField({type: 'string', enum: ['MX']}),
        responseField({type: 'string', enum: ['MX', 'US']}),
      ],
      ['response-property-type-changed', responseField({type: 'string'}), responseField({type: 'integer'})],
      ['response-property-became-nullable', responseField({type: 'string'}), responseField({type: ['string', 'null']})],
      [
        'response-property-format-changed',
        responseField({type: 'string', format: 'uuid'}),
        responseField({type: 'string', format: 'email'}),
      ],
      ['response-property-removed', responseField({type: 'string'}), withResponse(object({}))],
    ];
    for (const [rule, before, after] of breaks) {
      const found = changesOf(before, after).find((item) => item.rule === rule);
      assert.equal(found?.kind, 'breaking', rule);
      assert.ok(found?.reason, rule);
      assert.equal(found?.advice, undefined, rule);
    }
  });
});

describe('contract diff: conditions between fields', () => {
  it('says the condition in the sentence the reference prints, not its JSON', () => {
    const before = withBody(object({type: {enum: ['PF', 'PM']}, first_last_name: {type: 'string'}}));
    const after = withBody({
      ...object({type: {enum: ['PF', 'PM']}, first_last_name: {type: 'string'}}),
      if: {properties: {type: {const: 'PF'}}, required: ['type']},
      then: {required: ['first_last_name']},
    });
    const changes = changesOf(before, after);
    assert.deepEqual(
      changes.map((item) => [item.rule, item.text]),
      [
        [
          'request-condition-added',
          'Se añadió una condición al cuerpo de la petición: Si `type` es `PF`, también es obligatorio `first_last_name`.',
        ],
      ],
    );
  });

  it('a choice of requirements is a condition, not «formas posibles»', () => {
    const fields = object({file: {type: 'string'}, file_tmp_id: {type: 'string'}});
    const changes = changesOf(withBody(fields), withBody({...fields, anyOf: [{required: ['file']}, {required: ['file_tmp_id']}]}));
    assert.deepEqual(
      changes.map((item) => item.rule),
      ['request-condition-added'],
    );
  });

  it('a oneOf of object shapes that becomes one object: only what every shape required stays required, nothing is new', () => {
    // POST /reverse-rfc (issue 52): PF and PM shapes, then one object whose condition asks PF for the surnames.
    const pf = object({name: {type: 'string'}, type: {const: 'PF'}, surname: {type: 'string'}}, ['name', 'type', 'surname']);
    const pm = object({name: {type: 'string'}, type: {const: 'PM'}}, ['name', 'type']);
    const merged = {
      ...object({name: {type: 'string'}, type: {enum: ['PF', 'PM']}, surname: {type: 'string'}}, ['name', 'type']),
      if: {properties: {type: {const: 'PF'}}, required: ['type']},
      then: {required: ['surname']},
    };
    const rules = changesOf(withBody({oneOf: [pf, pm]}), withBody(merged)).map((item) => item.rule);
    assert.ok(!rules.includes('new-required-request-property'), rules.join(', '));
    assert.ok(!rules.includes('request-property-became-required'), rules.join(', '));
    assert.ok(!rules.includes('request-property-type-changed'), rules.join(', '));
    assert.ok(rules.includes('request-condition-added'), rules.join(', '));
    // A field no shape required that the object requires is still a new requirement.
    const stricter = {...merged, required: ['name', 'type', 'surname']};
    assert.ok(changesOf(withBody({oneOf: [pf, pm]}), withBody(stricter)).some((item) => item.rule === 'request-property-became-required'));
  });

  it('a condition it cannot read is still listed, as a keyword change', () => {
    const fields = object({a: {type: 'string'}});
    const changes = changesOf(withBody(fields), withBody({...fields, if: {properties: {a: {type: 'string'}}}, then: {required: ['a']}}));
    assert.deepEqual(
      changes.map((item) => item.rule),
      ['schema-keyword-changed', 'schema-keyword-changed'],
    );
  });
});

describe('README «Changelog del contrato»', () => {
  it('lists every rule (the bounds as their families)', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Changelog del contrato'), readme.indexOf('## Search'));
    const bound = new RegExp(
      `^(request|response)-property-(${Object.values(BOUNDS)
        .map((b) => b.id)
        .join('|')})-(increased|decreased|set|unset)$`,
    );
    const missing = Object.keys(RULES).filter((rule) => !bound.test(rule) && !section.includes(`| \`${rule}\` |`));
    assert.deepEqual(missing, []);
    // The Kind column says what the table says.
    const readmeKind = {breaking: 'breaking', withdrawn: 'may affect you', 'non-breaking': 'non-breaking', documentation: 'documentation'};
    const wrong = Object.entries(RULES as Record<string, {kind: ChangeKind}>)
      .filter(([rule]) => !bound.test(rule))
      .filter(([rule, {kind}]) => !section.includes(`| \`${rule}\` | ${readmeKind[kind]} |`))
      .map(([rule]) => rule);
    assert.deepEqual(wrong, []);
    for (const {id} of Object.values(BOUNDS)) assert.ok(section.includes(`\`${id}\``), `el README no nombra el límite ${id}`);
  });
});

describe('contract diff: direction, references and wording', () => {
  it('removing a pattern from a request field is non-breaking but listed, in Spanish, naming the pattern and the field', () => {
    const [found] = changesOf(requestField({type: 'string', pattern: '^[A-Z]{2}$'}), requestField({type: 'string'}));
    assert.equal(found.kind, 'non-breaking');
    assert.equal(found.text, 'Se eliminó el patrón `^[A-Z]{2}$` de `country` en el cuerpo de la petición.');
  });

  it('a tightened request constraint explains why it breaks', () => {
    const [found] = changesOf(requestField({type: 'string', maxLength: 255}), requestField({type: 'string', maxLength: 100}));
    assert.equal(found.kind, 'breaking');
    assert.equal(found.text, 'Cambió la longitud máxima de `country` en el cuerpo de la petición: de 255 a 100.');
    assert.match(found.reason ?? '', /petición que hoy es válida/);
  });

  it('a schema moved into a component, behind allOf, is not a change', () => {
    const inline = withBody({
      type: 'object',
      properties: {country: {type: 'string', maxLength: 2}, name: {type: 'string'}},
      required: ['country'],
    });
    const moved = spec(
      {
        '/things': {
          post: operation({
            requestBody: {required: true, content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
          }),
        },
      },
      {
        components: {
          schemas: {
            Thing: {allOf: [{$ref: '#/components/schemas/Base'}, {type: 'object', properties: {name: {type: 'string'}}}]},
            Base: {type: 'object', properties: {country: {$ref: '#/components/schemas/Country'}}, required: ['country']},
            Country: {type: 'string', maxLength: 2},
          },
        },
      },
    );
    assert.deepEqual(diffSpecs(inline, moved), []);
  });

  it('a recursive schema is compared without looping', () => {
    const recursive = (extra: Record<string, SpecNode>) =>
      spec(
        {'/things': {post: operation({requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Node'}}}}})}},
        {components: {schemas: {Node: {type: 'object', properties: {child: {$ref: '#/components/schemas/Node'}, ...extra}}}}},
      );
    assert.deepEqual(
      changesOf(recursive({}), recursive({name: {type: 'string'}})).map((item) => item.rule),
      ['new-optional-request-property'],
    );
  });

  it("a webhook's body is what your server reads: removing a field breaks, a new required one does not", () => {
    const body = (properties: Record<string, SpecNode>, required: string[]) =>
      webhook({requestBody: {required: true, content: {'application/json': {schema: object(properties, required)}}}});
    const removed = changesOf(body({status: {type: 'string'}}, ['status']), body({}, []));
    assert.deepEqual(
      removed.map((item) => [item.rule, item.kind]),
      [['response-property-removed', 'breaking']],
    );
    const added = changesOf(body({}, []), body({status: {type: 'string'}}, ['status']));
    assert.deepEqual(
      added.map((item) => [item.rule, item.kind]),
      [['response-property-added', 'non-breaking']],
    );
    assert.match(added[0].text, /cuerpo que recibe tu servidor/);
  });

  describe("a webhook's response is what your server answers: the request rules apply to it, as to a request body", () => {
    const webhookAnswer = (schema: SpecNode) => webhook({responses: {'200': {description: 'OK', content: {'application/json': {schema}}}}});
    const webhookAnswerHeader = (schema: SpecNode) => webhook({responses: {'200': {description: 'OK', headers: {'X-Recibido': {schema}}}}});
    const field = (schema: SpecNode, required = false) => object({country: schema}, required ? ['country'] : []);
    const ruleAndKind = (before: OpenApiDocument, after: OpenApiDocument) => changesOf(before, after).map((item) => [item.rule, item.kind]);
    const pairs: Array<[name: string, before: SpecNode, after: SpecNode]> = [
      ['a new required field', object({}), field({type: 'string'}, true)],
      ['a new optional field', object({}), field({type: 'string'})],
      ['a removed field', field({type: 'string'}), object({})],
      ['a field now required', field({type: 'string'}), field({type: 'string'}, true)],
      ['a field now optional', field({type: 'string'}, true), field({type: 'string'})],
      ['a changed type', field({type: 'string'}), field({type: 'integer'})],
      ['an enum value removed', field({type: 'string', enum: ['MX', 'US']}), field({type: 'string', enum: ['MX']})],
      ['an enum value added', field({type: 'string', enum: ['MX']}), field({type: 'string', enum: ['MX', 'US']})],
      ['a pattern added', field({type: 'string'}), field({type: 'string', pattern: '^[A-Z]{2}$'})],
      ['a maxLength set', field({type: 'string'}), field({type: 'string', maxLength: 2})],
      ['a maxLength unset', field({type: 'string', maxLength: 2}), field({type: 'string'})],
      ['no longer nullable', field({type: ['string', 'null']}), field({type: 'string'})],
      ['now nullable', field({type: 'string'}), field({type: ['string', 'null']})],
    ];
    for (const [name, before, after] of pairs)
      it(`${name} in its body is classed as in a request body`, () => {
        const asRequest = ruleAndKind(withBody(before), withBody(after));
        assert.ok(asRequest.length > 0, 'el par no produce ningún cambio');
        assert.ok(
          asRequest.every(([rule]) => String(rule).startsWith('new-') || String(rule).startsWith('request-')),
          JSON.stringify(asRequest),
        );
        assert.deepEqual(ruleAndKind(webhookAnswer(before), webhookAnswer(after)), asRequest);
      });

    it('a header schema of its response too: a pattern added breaks, as in a request', () => {
      assert.deepEqual(ruleAndKind(webhookAnswerHeader({type: 'string'}), webhookAnswerHeader({type: 'string', pattern: '^[a-z]+$'})), [
        ['request-property-pattern-added', 'breaking'],
      ]);
    });

    it("its text says it is your server's response", () => {
      const [found] = changesOf(webhookAnswer(object({})), webhookAnswer(field({type: 'string'}, true)));
      assert.match(found!.text, /la respuesta 200 de tu servidor/);
    });
  });

  it('readOnly fields are not part of a request, writeOnly ones not of a response', () => {
    assert.deepEqual(changesOf(withBody(object({})), withBody(object({id: {type: 'string', readOnly: true}}, ['id']))), []);
    assert.deepEqual(changesOf(withResponse(object({})), withResponse(object({password: {type: 'string', writeOnly: true}}))), []);
  });

  it('the generated code samples are not part of the contract', () => {
    assert.deepEqual(diffSpecs(single(), single({'x-codeSamples': [{lang: 'Shell', source: 'curl'}]})), []);
  });

  it('changes are listed most severe first: breaking, may affect you, compatible, documentation', () => {
    const [entry] = diffSpecs(
      withBody(object({country: {type: 'string', description: 'A'}})),
      spec({
        '/things': {
          post: operation({
            requestBody: {
              required: true,
              content: {'application/json': {schema: object({country: {type: 'integer', description: 'B', deprecated: true}})}},
            },
            responses: {'200': {description: 'OK'}},
            parameters: [],
          }),
        },
      }),
    );
    assert.deepEqual(
      entry.changes.map((item) => item.kind),
      ['breaking', 'non-breaking', 'documentation'],
    );
    const [withWithdrawn] = diffSpecs(
      withResponse(object({a: {type: 'string', format: 'uuid', description: 'A'}, b: {type: 'string', maxLength: 5}}, ['a'])),
      withResponse(object({a: {type: 'string', description: 'B'}, b: {type: 'string', maxLength: 9}, c: {type: 'string'}}, ['a'])),
    );
    assert.deepEqual(
      withWithdrawn.changes.map((item) => item.kind),
      ['breaking', 'withdrawn', 'non-breaking', 'documentation'],
    );
  });

  it('an anyOf of requirements is a condition; an anyOf of shapes is a set of alternatives', () => {
    const body = (schema: SpecNode) => withBody({...object({people_uuid: {type: 'string'}, steps: {type: 'array'}}), ...schema});
    assert.deepEqual(
      changesOf(body({}), body({anyOf: [{required: ['people_uuid']}, {required: ['steps']}]})).map((item) => [item.rule, item.kind]),
      [['request-condition-added', 'breaking']],
    );
    assert.deepEqual(
      changesOf(requestField({anyOf: [{type: 'string'}]}), requestField({anyOf: [{type: 'string'}, {type: 'object'}]})).map((item) => [
        item.rule,
        item.kind,
      ]),
      [['request-property-one-of-added', 'non-breaking']],
    );
  });

  it('an operation that moved to another path is removed and added', () => {
    const moved = spec({'/cosas': {post: operation()}});
    assert.deepEqual(
      diffSpecs(single(), moved).map((entry) => [entry.status, entry.pathOrName]),
      [
        ['added', '/cosas'],
        ['removed', '/things'],
      ],
    );
  });
});

describe('contract diff: the same rule at the same place is one entry', () => {
  const fields = (names: string[], schema: SpecNode, required: boolean) =>
    object(Object.fromEntries(names.map((name) => [name, schema])), required ? names : []);
  const responses = (statuses: string[], schema: SpecNode) =>
    single({
      responses: Object.fromEntries(statuses.map((status) => [status, {description: 'OK', content: {'application/json': {schema}}}])),
    });

  it('fields of one response now optional: one entry that lists them, with what to check', () => {
    const names = ['uuid', 'status', 'created_at'];
    const found = changesOf(
      withResponse(object({result: fields(names, {type: 'string'}, true)}, ['result'])),
      withResponse(object({result: fields(names, {type: 'string'}, false)}, ['result'])),
    );
    assert.deepEqual(found, [
      {
        rule: 'response-property-became-optional',
        kind: 'withdrawn',
        text: 'Pasaron a ser opcionales en la respuesta 200',
        advice: 'Ya no se garantiza que lleguen siempre: si tu código lo daba por hecho, comprueba que están antes de usarlos.',
        fields: ['`result.uuid`', '`result.status`', '`result.created_at`'],
      },
    ]);
    assert.equal(
      changeLine(found[0]),
      'Pasaron a ser opcionales en la respuesta 200: `result.uuid`, `result.status` y `result.created_at`. Ya no se garantiza que lleguen siempre: si tu código lo daba por hecho, comprueba que están antes de usarlos.',
    );
  });

  it('each field keeps its detail; another rule or another place is another entry', () => {
    const before = withBody(
      object({a: {type: 'string', maxLength: 10}, b: {type: 'string', maxLength: 20}, c: {type: 'integer', minimum: 1}}),
    );
    const after = withBody(object({a: {type: 'string'}, b: {type: 'string'}, c: {type: 'integer'}}));
    const found = changesOf(before, after);
    assert.deepEqual(
      found.map(({rule, text, fields: listed}) => ({rule, text, fields: listed})),
      [
        {
          rule: 'request-property-max-length-unset',
          text: 'Se eliminó la longitud máxima en el cuerpo de la petición',
          fields: ['`a` (10)', '`b` (20)'],
        },
        {rule: 'request-property-min-unset', text: 'Se eliminó el mínimo (1) de `c` en el cuerpo de la petición.', fields: undefined},
      ],
    );
  });

  it('the same change in several responses is one entry naming them', () => {
    const error = (code: SpecNode) => object({code}, ['code']);
    const found = changesOf(
      responses(['400', '404', '500'], error({type: 'integer', minimum: 400})),
      responses(['400', '404', '500'], error({type: 'integer'})),
    );
    assert.deepEqual(
      found.map(({rule, text, fields: listed}) => ({rule, text, fields: listed})),
      [{rule: 'response-property-min-unset', text: 'Se eliminó el mínimo en las respuestas 400, 404 y 500', fields: ['`code` (400)']}],
    );
    // Different fields in each response stay apart.
    const apart = changesOf(
      single({
        responses: {
          '200': {description: 'OK', content: {'application/json': {schema: error({type: 'integer', minimum: 1})}}},
          '201': {description: 'OK', content: {'application/json': {schema: object({id: {type: 'integer', minimum: 1}})}}},
        },
      }),
      single({
        responses: {
          '200': {description: 'OK', content: {'application/json': {schema: error({type: 'integer'})}}},
          '201': {description: 'OK', content: {'application/json': {schema: object({id: {type: 'integer'}})}}},
        },
      }),
    );
    assert.deepEqual(
      apart.map((item) => item.text),
      ['Se eliminó el mínimo (1) de `code` en la respuesta 200.', 'Se eliminó el mínimo (1) de `id` en la respuesta 201.'],
    );
  });

  it('the values of a map are compared like fields: a bound removed from them in a response may affect you', () => {
    const map = (values: SpecNode) => withResponse(object({error: {type: 'object', additionalProperties: values}}, ['error']), '400');
    const found = changesOf(map({type: 'array', minItems: 1, items: {type: 'string'}}), map({type: 'array', items: {type: 'string'}}));
    assert.deepEqual(
      found.map(({rule, kind, text}) => ({rule, kind, text})),
      [
        {
          rule: 'response-property-min-items-unset',
          kind: 'withdrawn',
          text: 'Se eliminó el número mínimo de elementos (1) de `error.*` en la respuesta 400.',
        },
      ],
    );
  });

  it('parameters of one kind group together', () => {
    const parameters = (schema: Record<string, SpecNode>) =>
      single({
        parameters: [
          {name: 'page', in: 'query', schema: {type: 'integer', ...schema}},
          {name: 'per_page', in: 'query', schema: {type: 'integer', ...schema}},
        ],
      });
    const found = changesOf(parameters({minimum: 1}), parameters({}));
    assert.deepEqual(
      found.map(({rule, text, fields: listed}) => ({rule, text, fields: listed})),
      [
        {
          rule: 'request-property-min-unset',
          text: 'Se eliminó el mínimo en los parámetros de consulta',
          fields: ['`page` (1)', '`per_page` (1)'],
        },
      ],
    );
  });
});
