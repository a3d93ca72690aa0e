/**
 * Each operation shows only the errors it can return: an error example that says a field is required
 * («The X field is required.») belongs to an operation whose request requires that field. A response shared by a
 * create and an update keeps that example on the create; the update gets its own response.
 */
import assert from 'node:assert/strict';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {requiredMessages, requiredMessagesOutsideRequest} from '../../scripts/lib/contractRules';
import {bundleSpec} from '../../lib/openapi/bundle';
import type {OpenApiDocument} from '../../lib/openapi/types';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'error-examples-'));
const bundles = new Map<string, OpenApiDocument>();

before(async () => {
  for (const service of services) bundles.set(service.id, await bundleSpec(service, path.join(outDir, `${service.id}.json`)));
});

/** A 422 whose example says the given fields are required. */
function unprocessable(...fields: string[]) {
  const error = Object.fromEntries(fields.map((field) => [field.replace(/ /g, '_'), [`The ${field} field is required.`]]));
  return {
    content: {
      'application/json': {examples: {'campo-obligatorio': {summary: 'Falta un campo', value: {success: false, code: 422, error}}}},
    },
  };
}

describe('ejemplos de error de cada operación', () => {
  test('ningún ejemplo de error dice que es obligatorio un campo que la petición de esa operación no exige', () => {
    const messages = [...bundles.values()].flatMap((document) => requiredMessages(document));
    console.log(`mensajes «field is required» revisados: ${messages.length}`);
    assert.ok(messages.length >= 20, `se revisaron muy pocos mensajes (${messages.length})`);
    const problems = [...bundles].flatMap(([id, document]) =>
      requiredMessagesOutsideRequest(document).map((problem) => `API ${id}: ${problem}`),
    );
    assert.deepEqual(problems, []);
  });

  test('la revisión sigue $ref, allOf y oneOf, rutas anidadas y parámetros, y señala la operación que no exige el campo', () => {
    const document: OpenApiDocument = {
      openapi: '3.1.0',
      paths: {
        '/domicilios': {
          post: {
            requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Alta'}}}},
            responses: {'422': {$ref: '#/components/responses/Invalido'}},
          },
        },
        '/domicilios/{id}': {
          parameters: [{name: 'id', in: 'path', required: true}],
          put: {
            requestBody: {content: {'application/json': {schema: {type: 'object', properties: {zip_code: {type: 'string'}}}}}},
            responses: {'422': {$ref: '#/components/responses/Invalido'}, '400': unprocessable('id')},
          },
        },
        '/firmantes': {
          post: {
            parameters: [{name: 'modo', in: 'query', required: true}],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      {
                        type: 'object',
                        required: ['signers'],
                        properties: {
                          signers: {type: 'array', items: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}}},
                        },
                      },
                    ],
                  },
                },
              },
            },
            responses: {'400': unprocessable('signers.0.id', 'modo', 'person data.national id')},
          },
        },
      },
      components: {
        schemas: {
          Alta: {
            allOf: [{type: 'object', required: ['street', 'zip_code'], properties: {street: {type: 'string'}, zip_code: {type: 'string'}}}],
          },
        },
        responses: {Invalido: unprocessable('street', 'zip code')},
      },
    };
    assert.deepEqual(requiredMessagesOutsideRequest(document), [
      'PUT /domicilios/{id} 422, ejemplo "campo-obligatorio": dice que «street» es obligatorio y la petición de la operación no lo exige',
      'PUT /domicilios/{id} 422, ejemplo "campo-obligatorio": dice que «zip code» es obligatorio y la petición de la operación no lo exige',
      'POST /firmantes 400, ejemplo "campo-obligatorio": dice que «person data.national id» es obligatorio y la petición de la operación no lo exige',
    ]);
  });
});
