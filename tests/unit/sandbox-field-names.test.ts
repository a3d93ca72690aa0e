/**
 * A field is validated whatever its name. A field called like a JSON Schema or OpenAPI keyword
 * (`description`, `example`, `examples`, `type`, `required`, `properties`, `default`) keeps its rules in
 * the sandbox model (lib/openapi/sandboxModel.ts), in the engine's request checks
 * (sandbox/src/engine/validate.ts) and in the try-it console's checks (sandbox/src/contract/validation.ts),
 * in a JSON body, a query string and a multipart form. The sandbox once stripped every key named
 * `description` from its model, schema and all: a people group's 300-character `description` was
 * accepted where the contract says 255.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {validateValue} from '../../sandbox/src/contract/validation';
import {createApiSandbox, type FormPart, type SandboxResponse} from '../../sandbox/src/engine';
import {copySchema} from '../../sandbox/src/engine/schemaCopy';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';
import {services} from '../../config/services';

const KEYWORD_NAMES = ['description', 'example', 'examples', 'type', 'required', 'properties', 'default'] as const;

/** Each field's rule, a value that keeps it and one that breaks it. */
const FIELDS: Record<(typeof KEYWORD_NAMES)[number], {schema: SpecNode; valid: unknown; invalid: unknown; text: string}> = {
  description: {
    schema: {type: 'string', maxLength: 5, description: 'Texto corto.'},
    valid: 'corto',
    invalid: 'largo de más',
    text: 'largo de más',
  },
  example: {schema: {type: 'string', maxLength: 5, example: 'abc'}, valid: 'abc', invalid: 'largo de más', text: 'largo de más'},
  examples: {schema: {type: 'integer', maximum: 3, examples: [1, 2]}, valid: 2, invalid: 9, text: '9'},
  type: {schema: {type: 'string', enum: ['a', 'b'], default: 'a'}, valid: 'a', invalid: 'z', text: 'z'},
  required: {schema: {type: 'integer', minimum: 1}, valid: 1, invalid: 0, text: '0'},
  properties: {schema: {type: 'string', minLength: 2}, valid: 'ok', invalid: 'x', text: 'x'},
  default: {schema: {type: 'string', pattern: '^[0-9]+$', default: '1'}, valid: '12', invalid: 'doce', text: 'doce'},
};

const validBody = Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].valid]));
const ERROR = {
  description: 'Error de validación.',
  content: {'application/json': {schema: {type: 'object', properties: {success: {type: 'boolean'}}}}},
};
const OK = {description: 'Hecho.', content: {'application/json': {example: {success: true}}}};

/**
 * A spec whose body schema, query parameters and form parts are all named like keywords; the body's
 * schema is a component named `description` too. Every rule sits beside descriptions and examples.
 */
function specWithKeywordNames(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {title: 'Campos con nombre de palabra clave', version: '1.0.0', description: 'Prueba.'},
    servers: [{url: 'https://api.example/base', 'x-base-url-path': '/base'}],
    paths: {
      '/cosas': {
        post: {
          operationId: 'createThing',
          description: 'Crea una cosa.',
          requestBody: {
            required: true,
            description: 'La cosa.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/description'}, example: validBody}},
          },
          responses: {'201': OK, '422': ERROR},
        },
        get: {
          operationId: 'listThings',
          parameters: KEYWORD_NAMES.map((name) => ({
            name,
            in: 'query',
            required: true,
            description: `Parámetro ${name}.`,
            schema: FIELDS[name].schema,
          })),
          responses: {'200': OK, '422': ERROR},
        },
      },
      '/cosas/formulario': {
        post: {
          operationId: 'createThingFromForm',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [...KEYWORD_NAMES],
                  properties: Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].schema])),
                },
                encoding: {description: {contentType: 'text/plain'}},
              },
            },
          },
          responses: {'201': OK, '422': ERROR},
        },
      },
    },
    components: {
      schemas: {
        description: {
          type: 'object',
          description: 'Un esquema llamado `description`.',
          required: [...KEYWORD_NAMES],
          properties: {
            ...Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].schema])),
            // A field whose value is an object with a field named `required`, under `properties`.
            properties: {
              type: 'object',
              description: 'Un objeto.',
              required: ['required'],
              properties: {required: {type: 'string', maxLength: 3, description: 'Texto.'}},
            },
          },
        },
      },
    },
  };
}

// `properties` is an object in the body (nested case above); in the query and the form it is a text field.
const bodyValid = {...validBody, properties: {required: 'sí'}};
const bodyInvalid: Record<string, unknown> = {
  ...Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].invalid])),
  properties: {required: 'largo de más'},
};

const KEY_PATHS_IN_BODY = [...KEYWORD_NAMES.filter((name) => name !== 'properties'), 'properties.required'];

describe('modelo del sandbox: cada campo conserva sus reglas, se llame como se llame', () => {
  const model = sandboxModel(specWithKeywordNames());
  const thing = model.components?.schemas?.description;

  test('el esquema de cada propiedad sigue ahí, sin su descripción', () => {
    for (const name of KEYWORD_NAMES) assert.ok(thing.properties[name], `falta la propiedad ${name}`);
    assert.equal(thing.properties.description.maxLength, 5);
    assert.equal(thing.properties.description.description, undefined, 'la descripción del campo description es una anotación');
    assert.equal(thing.properties.example.maxLength, 5);
    assert.equal(thing.properties.examples.maximum, 3);
    assert.deepEqual(thing.properties.type.enum, ['a', 'b']);
    assert.equal(thing.properties.properties.properties.required.maxLength, 3);
    assert.deepEqual(thing.properties.properties.required, ['required']);
    assert.equal(thing.properties.default.pattern, '^[0-9]+$');
    assert.equal(thing.description, undefined);
  });

  test('los parámetros de consulta y las partes del formulario conservan sus reglas', () => {
    const get = model.paths?.['/cosas'].get;
    for (const name of KEYWORD_NAMES) {
      const parameter = get.parameters.find((candidate: SpecNode) => candidate.name === name);
      assert.deepEqual(parameter.schema, copySchema(FIELDS[name].schema, {drop: (keyword) => keyword === 'description'}));
      assert.equal(parameter.description, undefined);
    }
    const form = model.paths?.['/cosas/formulario'].post.requestBody.content['multipart/form-data'];
    assert.deepEqual(Object.keys(form.schema.properties), [...KEYWORD_NAMES]);
    assert.deepEqual(form.encoding.description, {contentType: 'text/plain'}, 'la codificación de la parte description se conserva');
  });

  test('los datos no se tocan: ejemplos y valores por omisión quedan como están', () => {
    const post = model.paths?.['/cosas'].post;
    assert.deepEqual(post.requestBody.content['application/json'].example, validBody);
    assert.equal(post.description, 'Crea una cosa.', 'la descripción de la operación es del motor (límites como «2 MB»)');
  });
});

function checkSandbox(label: string, spec: OpenApiDocument) {
  describe(`motor (${label}): un campo con nombre de palabra clave se valida`, () => {
    const sandbox = createApiSandbox({id: 'people', spec});
    const headers = {'Content-Type': 'application/json'};
    const errorsOf = (response: SandboxResponse) => Object.keys(JSON.parse(response.body).error ?? {}).sort();

    test('cuerpo JSON: válido → 201; cada campo fuera de su regla → 422 que lo nombra', () => {
      assert.equal(
        sandbox.handle({method: 'POST', path: '/cosas', headers, body: {kind: 'text', text: JSON.stringify(bodyValid)}}).status,
        201,
      );
      const response = sandbox.handle({method: 'POST', path: '/cosas', headers, body: {kind: 'text', text: JSON.stringify(bodyInvalid)}});
      assert.equal(response.status, 422);
      assert.deepEqual(errorsOf(response), [...KEY_PATHS_IN_BODY].sort());
      const missing = sandbox.handle({method: 'POST', path: '/cosas', headers, body: {kind: 'text', text: '{}'}});
      assert.equal(missing.status, 422);
      assert.deepEqual(errorsOf(missing), [...KEYWORD_NAMES].sort());
    });

    test('«description» de 300 caracteres: The description must not be greater than 5 characters.', () => {
      const response = sandbox.handle({
        method: 'POST',
        path: '/cosas',
        headers,
        body: {kind: 'text', text: JSON.stringify({...bodyValid, description: 'x'.repeat(300)})},
      });
      assert.equal(response.status, 422);
      assert.deepEqual(JSON.parse(response.body).error, {description: ['The description must not be greater than 5 characters.']});
    });

    test('consulta: válida → 200; cada parámetro fuera de su regla → 422 que lo nombra', () => {
      const query = (values: Record<string, unknown>) =>
        new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
      const valid = Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].valid]));
      assert.equal(sandbox.handle({method: 'GET', path: `/cosas?${query(valid)}`, headers: {}}).status, 200);
      const invalid = Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].text]));
      const response = sandbox.handle({method: 'GET', path: `/cosas?${query(invalid)}`, headers: {}});
      assert.equal(response.status, 422);
      assert.deepEqual(errorsOf(response), [...KEYWORD_NAMES].sort());
    });

    test('formulario multipart: válido → 201; cada parte fuera de su regla → 422 que la nombra', () => {
      const parts = (values: Record<string, unknown>): FormPart[] =>
        Object.entries(values).map(([name, value]) => ({name, value: String(value)}));
      const valid = Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].valid]));
      assert.equal(
        sandbox.handle({method: 'POST', path: '/cosas/formulario', headers: {}, body: {kind: 'form', parts: parts(valid)}}).status,
        201,
      );
      const invalid = Object.fromEntries(KEYWORD_NAMES.map((name) => [name, FIELDS[name].text]));
      const response = sandbox.handle({
        method: 'POST',
        path: '/cosas/formulario',
        headers: {},
        body: {kind: 'form', parts: parts(invalid)},
      });
      assert.equal(response.status, 422);
      assert.deepEqual(errorsOf(response), [...KEYWORD_NAMES].sort());
    });
  });
}

// The engine checks the raw spec (annotations left out by validate.ts) and the model the portal publishes.
checkSandbox('especificación tal cual', specWithKeywordNames());
checkSandbox('modelo publicado', sandboxModel(specWithKeywordNames()));

describe('consola «Probar»: la validación previa también ve cada campo', () => {
  const spec = specWithKeywordNames();
  test('cuerpo con cada campo fuera de su regla: un aviso por campo', () => {
    const issues = validateValue(spec as never, {$ref: '#/components/schemas/description'}, bodyInvalid, 'request');
    assert.deepEqual(issues.map((issue) => issue.path).sort(), [...KEY_PATHS_IN_BODY].sort());
    assert.deepEqual(validateValue(spec as never, {$ref: '#/components/schemas/description'}, bodyValid, 'request'), []);
  });
});

describe('las especificaciones reales: un texto de 300 caracteres donde el contrato dice 255', () => {
  // Product spec §5: "Text fields max 255 characters"; server wording "must not be greater than 255 characters".
  for (const [label, url] of [
    ['grupo de personas', '/people-groups'],
    ['catálogo personalizado', '/custom-catalogs'],
  ] as const) {
    test(`${label}: description de 300 caracteres → 422`, async () => {
      const [{model}] = await loadSandboxModels(services.filter((service) => service.id === 'people'));
      const sandbox = createApiSandbox({id: 'people', spec: model});
      const response = sandbox.handle({
        method: 'POST',
        path: url,
        headers: {'Rem-Apikey': 'llave-de-prueba', 'Content-Type': 'application/json'},
        body: {kind: 'text', text: JSON.stringify({name: 'Grupo', description: 'x'.repeat(300)})},
      });
      assert.equal(response.status, 422);
      assert.deepEqual(JSON.parse(response.body).error.description, ['The description must not be greater than 255 characters.']);
    });
  }
});
