/**
 * The placeholder check (lib/openapi/placeholders.ts): what a schema sampler writes where nobody wrote data is
 * found, and real data the schema gives a meaning is not.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {placeholdersIn, specPlaceholders} from '../../lib/openapi/placeholders';
import type {OpenApiDocument} from '../../lib/openapi/types';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      ErrorResponse: {
        type: 'object',
        properties: {
          success: {type: 'boolean', const: false},
          code: {type: 'integer', description: 'Código numérico del error.'},
          error: {type: 'string'},
        },
      },
      ValidationError: {
        allOf: [
          {$ref: '#/components/schemas/ErrorResponse'},
          {type: 'object', properties: {error: {type: 'object', additionalProperties: {type: 'array', items: {type: 'string'}}}}},
        ],
      },
      CatalogValue: {type: 'object', properties: {type: {type: 'string', enum: ['string', 'integer']}}},
      Counters: {
        type: 'object',
        properties: {
          retries: {type: 'integer', description: 'Número de veces que se ha vuelto a ejecutar.'},
          expires_in: {type: 'integer', description: 'Minutos de vigencia; 0 = sin vencimiento.'},
          finish: {type: 'integer', enum: [0, 1]},
          red: {type: 'integer', minimum: 0, maximum: 255},
          status: {type: 'integer', description: 'Código de estado numérico que devuelve el proveedor.'},
          metadata: {type: 'object'},
        },
      },
    },
  },
};
const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});
const reasons = (value: unknown, schema?: unknown, status?: string) =>
  placeholdersIn(document, value, schema, status).map((found) => found.path);

describe('valores de relleno en los ejemplos', () => {
  test('el cuerpo que openapi-sampler generaba para un 404 y un 400 se señala entero', () => {
    assert.deepEqual(reasons({success: false, code: 0, error: 'string'}, ref('ErrorResponse'), '404'), ['/code', '/error']);
    assert.deepEqual(
      reasons({success: false, code: 0, error: {property1: ['string'], property2: ['string']}}, ref('ValidationError'), '400'),
      ['/code', '/error/property1', '/error/property1/0', '/error/property2', '/error/property2/0'],
    );
    assert.deepEqual(reasons({sha256: 'stringstringstringstring'}), ['/sha256']);
  });

  test('success que contradice el estado: true bajo un 4xx/5xx, false bajo un 2xx', () => {
    assert.deepEqual(reasons({success: true, data: null}, undefined, '422'), ['/success']);
    assert.deepEqual(reasons({success: true}, undefined, '500'), ['/success']);
    assert.deepEqual(reasons({success: false, result: 1}, undefined, '200'), ['/success']);
    assert.deepEqual(reasons({success: true, result: 1}, undefined, '201'), []);
    assert.deepEqual(reasons({success: true}), [], 'sin estado (cuerpo de petición o de webhook) no se juzga');
  });

  test('«string» que el esquema lista como valor y 0 con significado en su esquema son datos', () => {
    assert.deepEqual(reasons({type: 'string'}, ref('CatalogValue')), []);
    assert.deepEqual(reasons({retries: 0, expires_in: 0, finish: 0, red: 0, metadata: {status: 0}}, ref('Counters')), []);
    // A provider's code: 0 claims a code the schema does not document.
    assert.deepEqual(reasons({status: 0}, ref('Counters')), ['/status']);
    assert.deepEqual(reasons({success: false, code: 404, error: 'No query results for model [Person]'}, ref('ErrorResponse'), '404'), []);
  });

  test('una clave property1 que el esquema declara es un campo, no un relleno', () => {
    const schema = {type: 'object', properties: {property1: {type: 'string'}}};
    assert.deepEqual(reasons({property1: 'Calle Reforma'}, schema), []);
  });

  test('specPlaceholders recorre ejemplos de cuerpos, respuestas (con su estado), parámetros y esquemas', () => {
    const spec: OpenApiDocument = {
      ...document,
      paths: {
        '/people/{id}': {
          post: {
            parameters: [{name: 'id', in: 'path', schema: {type: 'string'}, example: 'string'}],
            requestBody: {content: {'application/json': {schema: ref('Counters'), example: {status: 0}}}},
            responses: {
              '404': {
                content: {
                  'application/json': {
                    schema: ref('ErrorResponse'),
                    examples: {falta: {value: {success: true, code: 404, error: 'No query results for model [Person]'}}},
                  },
                },
              },
            },
          },
        },
      },
    };
    spec.components.schemas.Person = {type: 'object', properties: {name: {type: 'string'}}, example: {name: 'string'}};
    assert.deepEqual(
      specPlaceholders(spec)
        .map(({location, path}) => `${location} ${path}`)
        .sort(),
      [
        '#/components/schemas/Person/example /name',
        '#/paths/~1people~1{id}/post/parameters/0/example ',
        'POST /people/{id} 404 application/json examples.falta /success',
        'POST /people/{id} cuerpo application/json example /status',
      ],
    );
  });
});
