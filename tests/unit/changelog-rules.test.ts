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

type Case = [rule: string, before: OpenApiDocument, after: OpenApiDocument];

const cases: Case[] = [
  // Operations and webhooks
  ['endpoint-added', spec({}), single()],
  ['api-path-removed-without-deprecation', single(), spec({})],
  ['api-path-removed-with-deprecation', single({deprecated: true}), spec({})],
  ['webhook-added', spec({}), webhook()],
  ['webhook-removed', webhook(), spec({})],
  ['endpoint-deprecated', single(), single({deprecated: true})],
  ['api-operation-id-updated', single(), single({operationId: 'makeThing'})],
  ['api-security-updated', single({security: [{apiKey: []}]}), single({security: [{bearer: []}]})],

  // Parameters
  ['new-required-request-parameter', single(), parameter({required: true})],
  ['new-optional-request-parameter', single(), parameter({})],
  ['request-parameter-removed', parameter({}), single()],
  ['request-parameter-became-required', parameter({}), parameter({required: true})],
  ['request-parameter-became-optional', parameter({required: true}), parameter({})],
  [
    'request-parameter-default-value-changed',
    parameter({schema: {type: 'integer', default: 1}}),
    parameter({schema: {type: 'integer', default: 2}}),
  ],
  ['request-parameter-default-value-removed', parameter({schema: {type: 'integer', default: 1}}), parameter({schema: {type: 'integer'}})],

  // Request body
  ['request-body-added-required', single(), withBody({type: 'object'})],
  ['request-body-added-optional', single(), withBody({type: 'object'}, false)],
  ['request-body-removed', withBody({type: 'object'}), single()],
  ['request-body-became-required', withBody({type: 'object'}, false), withBody({type: 'object'})],
  ['request-body-became-optional', withBody({type: 'object'}), withBody({type: 'object'}, false)],
  [
    'request-body-media-type-added',
    withBody({type: 'object'}),
    single({
      requestBody: {
        required: true,
        content: {'application/json': {schema: {type: 'object'}}, 'multipart/form-data': {schema: {type: 'object'}}},
      },
    }),
  ],
  ['request-body-media-type-removed', withBody({type: 'object'}), withBody({type: 'object'}, true, 'multipart/form-data')],

  // Responses
  ['response-success-status-added', single(), single({responses: {'200': {description: 'OK'}, '201': {description: 'Creado'}}})],
  ['response-success-status-removed', single({responses: {'200': {description: 'OK'}, '201': {description: 'Creado'}}}), single()],
  ['response-non-success-status-added', single(), single({responses: {'200': {description: 'OK'}, '404': {description: 'No existe'}}})],
  ['response-non-success-status-removed', single({responses: {'200': {description: 'OK'}, '404': {description: 'No existe'}}}), single()],
  ['response-media-type-added', single(), withResponse({type: 'object'})],
  ['response-media-type-removed', withResponse({type: 'object'}), withResponse({type: 'object'}, '200', 'text/csv')],
  ['response-header-added', single(), single({responses: {'200': {description: 'OK', headers: {'X-Total': {schema: {type: 'integer'}}}}}})],
  [
    'response-header-removed',
    single({responses: {'200': {description: 'OK', headers: {'X-Total': {schema: {type: 'integer'}}}}}}),
    single(),
  ],

  // Fields of a request
  ['new-required-request-property', withBody(object({})), requestField({type: 'string'}, true)],
  ['new-optional-request-property', withBody(object({})), requestField({type: 'string'})],
  ['request-property-removed', requestField({type: 'string'}), withBody(object({}))],
  ['request-property-became-required', requestField({type: 'string'}), requestField({type: 'string'}, true)],
  ['request-property-became-optional', requestField({type: 'string'}, true), requestField({type: 'string'})],
  ['request-property-type-changed', requestField({type: 'string'}), requestField({type: 'integer'})],
  ['request-property-type-generalized', requestField({type: 'integer'}), requestField({type: 'number'})],
  ['request-property-became-nullable', requestField({type: 'string'}), requestField({type: ['string', 'null']})],
  ['request-property-became-not-nullable', requestField({type: ['string', 'null']}), requestField({type: 'string'})],
  ['request-property-enum-value-added', requestField({type: 'string', enum: ['MX']}), requestField({type: 'string', enum: ['MX', 'US']})],
  ['request-property-enum-value-removed', requestField({type: 'string', enum: ['MX', 'US']}), requestField({type: 'string', enum: ['MX']})],
  ['request-property-became-enum', requestField({type: 'string'}), requestField({type: 'string', enum: ['MX']})],
  ['request-property-enum-removed', requestField({type: 'string', enum: ['MX']}), requestField({type: 'string'})],
  ['request-property-pattern-added', requestField({type: 'string'}), requestField({type: 'string', pattern: '^[A-Z]{2}$'})],
  [
    'request-property-pattern-changed',
    requestField({type: 'string', pattern: '^[A-Z]+$'}),
    requestField({type: 'string', pattern: '^[A-Z]{2}$'}),
  ],
  ['request-property-pattern-removed', requestField({type: 'string', pattern: '^[A-Z]{2}$'}), requestField({type: 'string'})],
  ['request-property-format-added', requestField({type: 'string'}), requestField({type: 'string', format: 'email'})],
  ['request-property-format-changed', requestField({type: 'string', format: 'uuid'}), requestField({type: 'string', format: 'email'})],
  ['request-property-format-removed', requestField({type: 'string', format: 'email'}), requestField({type: 'string'})],
  ['request-property-default-value-changed', requestField({type: 'string', default: 'MX'}), requestField({type: 'string', default: 'US'})],
  [
    'request-property-one-of-added',
    requestField({oneOf: [{type: 'string'}]}),
    requestField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
  ],
  [
    'request-property-one-of-removed',
    requestField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
    requestField({oneOf: [{type: 'string'}]}),
  ],
  ['request-property-deprecated', requestField({type: 'string'}), requestField({type: 'string', deprecated: true})],

  // Fields of a response
  ['response-property-added', withResponse(object({})), responseField({type: 'string'})],
  ['response-property-removed', responseField({type: 'string'}), withResponse(object({}))],
  ['response-property-became-optional', responseField({type: 'string'}), responseField({type: 'string'}, false)],
  ['response-property-became-required', responseField({type: 'string'}, false), responseField({type: 'string'})],
  ['response-property-type-changed', responseField({type: 'string'}), responseField({type: 'integer'})],
  ['response-property-type-specialized', responseField({type: 'number'}), responseField({type: 'integer'})],
  ['response-property-became-nullable', responseField({type: 'string'}), responseField({type: ['string', 'null']})],
  ['response-property-became-not-nullable', responseField({type: ['string', 'null']}), responseField({type: 'string'})],
  [
    'response-property-enum-value-added',
    responseField({type: 'string', enum: ['MX']}),
    responseField({type: 'string', enum: ['MX', 'US']}),
  ],
  [
    'response-property-enum-value-removed',
    responseField({type: 'string', enum: ['MX', 'US']}),
    responseField({type: 'string', enum: ['MX']}),
  ],
  ['response-property-became-enum', responseField({type: 'string'}), responseField({type: 'string', enum: ['MX']})],
  ['response-property-enum-removed', responseField({type: 'string', enum: ['MX']}), responseField({type: 'string'})],
  ['response-property-pattern-added', responseField({type: 'string'}), responseField({type: 'string', pattern: '^[A-Z]{2}$'})],
  [
    'response-property-pattern-changed',
    responseField({type: 'string', pattern: '^[A-Z]+$'}),
    responseField({type: 'string', pattern: '^[A-Z]{2}$'}),
  ],
  ['response-property-pattern-removed', responseField({type: 'string', pattern: '^[A-Z]{2}$'}), responseField({type: 'string'})],
  ['response-property-format-added', responseField({type: 'string'}), responseField({type: 'string', format: 'email'})],
  ['response-property-format-changed', responseField({type: 'string', format: 'uuid'}), responseField({type: 'string', format: 'email'})],
  ['response-property-format-removed', responseField({type: 'string', format: 'email'}), responseField({type: 'string'})],
  [
    'response-property-default-value-changed',
    responseField({type: 'string', default: 'MX'}),
    responseField({type: 'string', default: 'US'}),
  ],
  [
    'response-property-one-of-added',
    responseField({oneOf: [{type: 'string'}]}),
    responseField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
  ],
  [
    'response-property-one-of-removed',
    responseField({oneOf: [{type: 'string'}, {type: 'integer'}]}),
    responseField({oneOf: [{type: 'string'}]}),
  ],
  ['response-property-deprecated', responseField({type: 'string'}), responseField({type: 'string', deprecated: true})],

  // Conditions between fields (issue 37), compared by their sentence
  [
    'request-condition-added',
    withBody(object({name: {type: 'string'}, postal_code: {type: 'string'}})),
    withBody({...object({name: {type: 'string'}, postal_code: {type: 'string'}}), dependentRequired: {name: ['postal_code']}}),
  ],
  [
    'request-condition-removed',
    withBody({
      ...object({file: {type: 'string'}, file_tmp_id: {type: 'string'}}),
      anyOf: [{required: ['file']}, {required: ['file_tmp_id']}],
    }),
    withBody(object({file: {type: 'string'}, file_tmp_id: {type: 'string'}})),
  ],
  [
    'response-condition-added',
    withResponse(object({type: {enum: ['D', 'C']}, cic: {type: 'string'}})),
    withResponse({
      ...object({type: {enum: ['D', 'C']}, cic: {type: 'string'}}),
      if: {properties: {type: {const: 'D'}}, required: ['type']},
      then: {required: ['cic']},
    }),
  ],
  [
    'response-condition-removed',
    withResponse({
      ...object({type: {enum: ['D', 'C']}, cic: {type: 'string'}}),
      if: {properties: {type: {const: 'D'}}, required: ['type']},
      then: {required: ['cic']},
    }),
    withResponse(object({type: {enum: ['D', 'C']}, cic: {type: 'string'}})),
  ],

  // Other keywords and documentation
  [
    'schema-keyword-changed',
    requestField({type: 'array', items: {type: 'string'}}),
    requestField({type: 'array', items: {type: 'string'}, uniqueItems: true}),
  ],
  ['summary-changed', single(), single({summary: 'Crear una cosa'})],
  ['description-changed', requestField({type: 'string'}), requestField({type: 'string', description: 'País de la cosa.'})],
  ['example-changed', requestField({type: 'string', example: 'MX'}), requestField({type: 'string', example: 'US'})],
  ['tags-changed', single({tags: ['Cosas']}), single({tags: ['Objetos']})],
  ['extension-changed', single({'x-badges': ['beta']}), single({'x-badges': []})],
];

// Bounds: tightened, loosened, set and unset, on each side.
for (const [keyword, bound] of Object.entries(BOUNDS)) {
  const base = keyword.endsWith('Items')
    ? {type: 'array', items: {type: 'string'}}
    : keyword.endsWith('Length')
      ? {type: 'string'}
      : {type: 'number'};
  const withBound = (limit: number) => ({...base, [keyword]: limit});
  const [tighter, looser] = bound.upper ? ['decreased', 'increased'] : ['increased', 'decreased'];
  const [tight, loose] = bound.upper ? [5, 10] : [10, 5];
  for (const [side, field] of [
    ['request', requestField],
    ['response', responseField],
  ] as const) {
    cases.push(
      [`${side}-property-${bound.id}-${tighter}`, field(withBound(loose)), field(withBound(tight))],
      [`${side}-property-${bound.id}-${looser}`, field(withBound(tight)), field(withBound(loose))],
      [`${side}-property-${bound.id}-set`, field(base), field(withBound(tight))],
      [`${side}-property-${bound.id}-unset`, field(withBound(tight)), field(base)],
    );
  }
}

const changesOf = (before: OpenApiDocument, after: OpenApiDocument) => diffSpecs(before, after).flatMap((entry) => entry.changes);

describe('contract diff: one case per rule', () => {
  for (const [rule, before, after] of cases) {
    it(`${rule} (${(RULES as Record<string, {kind: string}>)[rule]?.kind})`, () => {
      const changes = changesOf(before, after);
      const found = changes.find((item) => item.rule === rule);
      assert.ok(found, `no se encontró ${rule}; se encontró: ${changes.map((item) => item.rule).join(', ') || 'nada'}`);
      assert.equal(found.kind, (RULES as Record<string, {kind: string}>)[rule].kind);
      assert.ok(found.text.length > 0);
      if (found.kind === 'breaking') assert.ok(found.reason, 'un cambio que rompe compatibilidad dice por qué');
      else assert.equal(found.reason, undefined);
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
  ['response-property-became-optional', responseField({type: 'string'}), responseField({type: 'string'}, false)],
  ['response-property-format-removed', responseField({type: 'string', format: 'date-time'}), responseField({type: 'string'})],
  ['response-property-pattern-removed', responseField({type: 'string', pattern: '^[A-Z]{2}$'}), responseField({type: 'string'})],
  ['response-property-enum-removed', responseField({type: 'string', enum: ['MX']}), responseField({type: 'string'})],
  ['request-parameter-default-value-removed', parameter({schema: {type: 'integer', default: 1}}), parameter({schema: {type: 'integer'}})],
  ...Object.entries(BOUNDS).map(([keyword, bound]): Case => {
    const base = keyword.endsWith('Items')
      ? {type: 'array', items: {type: 'string'}}
      : keyword.endsWith('Length')
        ? {type: 'string'}
        : {type: 'number'};
    return [`response-property-${bound.id}-unset`, responseField({...base, [keyword]: 5}), responseField(base)];
  }),
];

describe('contract diff: removing a rule withdraws a guarantee, it does not break', () => {
  const webhookBody = (schema: SpecNode, required: string[]) =>
    webhook({requestBody: {required: true, content: {'application/json': {schema: object({status: schema}, required)}}}});

  for (const [rule, before, after] of withdrawn) {
    it(`${rule} is non-breaking and says what to check`, () => {
      const found = changesOf(before, after).find((item) => item.rule === rule);
      assert.ok(found, `no se encontró ${rule}`);
      assert.equal(found.kind, 'non-breaking');
      assert.equal(found.reason, undefined);
      assert.match(found.advice ?? '', /^Ya no se garantiza .+: si tu código .+\.$/);
      assert.doesNotMatch(found.advice ?? '', /especificaci/);
    });
  }

  it('a response field now optional: what changed, then what the reader can no longer count on', () => {
    const [found] = changesOf(responseField({type: 'string'}), responseField({type: 'string'}, false));
    assert.deepEqual(found, {
      rule: 'response-property-became-optional',
      kind: 'non-breaking',
      text: '`country` pasó a ser opcional en la respuesta 200.',
      advice: 'Ya no se garantiza que llegue siempre: si tu código lo daba por hecho, comprueba que está antes de usarlo.',
    });
  });

  it("in a webhook's body too (what your server reads)", () => {
    const optional = changesOf(webhookBody({type: 'string'}, ['status']), webhookBody({type: 'string'}, []));
    assert.deepEqual(
      optional.map((item) => [item.rule, item.kind]),
      [['response-property-became-optional', 'non-breaking']],
    );
    const unbounded = changesOf(webhookBody({type: 'string', maxLength: 64}, []), webhookBody({type: 'string'}, []));
    assert.deepEqual(
      unbounded.map((item) => [item.rule, item.kind]),
      [['response-property-max-length-unset', 'non-breaking']],
    );
  });

  it('in a request it was already non-breaking, and still is', () => {
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

  it('readOnly fields are not part of a request, writeOnly ones not of a response', () => {
    assert.deepEqual(changesOf(withBody(object({})), withBody(object({id: {type: 'string', readOnly: true}}, ['id']))), []);
    assert.deepEqual(changesOf(withResponse(object({})), withResponse(object({password: {type: 'string', writeOnly: true}}))), []);
  });

  it('the generated code samples are not part of the contract', () => {
    assert.deepEqual(diffSpecs(single(), single({'x-codeSamples': [{lang: 'Shell', source: 'curl'}]})), []);
  });

  it('changes are listed breaking first, then non-breaking, then documentation', () => {
    const [entry] = diffSpecs(
      requestField({type: 'string', description: 'A'}),
      requestField({type: 'integer', description: 'B', deprecated: true}),
    );
    assert.deepEqual(
      entry.changes.map((item) => item.kind),
      ['breaking', 'non-breaking', 'documentation'],
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
        kind: 'non-breaking',
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
