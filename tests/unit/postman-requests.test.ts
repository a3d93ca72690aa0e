/**
 * The Postman collection transforms: each request carries its operation's documented example
 * (path, query, JSON body, text parts), a sample file for each file part, a concrete part type and
 * a test on the documented status, and each saved response the reference's example; the published
 * collections have no converter placeholders and come out the same from every build.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {services} from '../../config/services';
import {postmanCollection} from '../../plugins/ai-docs/postmanCollection';
import {sampleFileFor, SAMPLE_FILES_FOLDER, type PostmanNode} from '../../plugins/ai-docs/postmanRequests';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {siteSettings} from '../../config/site';
import {repoRoot} from '../../lib/paths';

const spec = {
  openapi: '3.1.0',
  info: {title: 'API de prueba', version: '1.0.0'},
  servers: [{url: 'https://api.example.test'}],
  components: {securitySchemes: {apiKey: {type: 'apiKey', in: 'header', name: 'Rem-Apikey'}}},
  security: [{apiKey: []}],
  paths: {
    '/document-elements/{id}': {
      put: {
        operationId: 'updateDocumentElement',
        summary: 'Actualizar elemento',
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            schema: {type: 'string', format: 'uuid'},
            example: '8f3b6d21-5c9e-4a7f-b2d4-1e6a0c9f8b37',
          },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {type: 'object', required: ['value'], properties: {value: {type: 'string'}}},
              example: {value: 'María Fernanda'},
            },
            'multipart/form-data': {schema: {type: 'object', properties: {value: {type: 'string', format: 'binary'}}}},
          },
        },
        responses: {'200': {description: 'OK', content: {'application/json': {example: {success: true}}}}},
      },
    },
    '/vision': {
      post: {
        operationId: 'ocr',
        summary: 'Leer INE',
        parameters: [{name: 'page', in: 'query', schema: {type: 'integer'}, example: 2}],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['document', 'type', 'metadata'],
                properties: {
                  document: {type: 'string', format: 'binary'},
                  type: {type: 'string', enum: ['INE', 'INE_REVERSO']},
                  metadata: {type: 'object', properties: {origen: {type: 'string'}}},
                },
              },
              encoding: {document: {contentType: 'image/jpeg, image/png'}},
              example: {type: 'INE', metadata: {origen: 'sucursal'}},
            },
          },
        },
        responses: {
          '201': {description: 'Leída', content: {'application/json': {example: {success: true}}}},
          '422': {
            description: 'Inválida',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'message'],
                  properties: {success: {type: 'boolean', const: false}, message: {type: 'string', example: 'Tipo inválido'}},
                },
              },
            },
          },
          '401': {description: 'Sin llave'},
        },
      },
    },
  },
};

function requests(collection: PostmanNode): PostmanNode[] {
  const found: PostmanNode[] = [];
  const walk = (items: PostmanNode[]) => items.forEach((item) => (item.request ? found.push(item) : walk(item.item ?? [])));
  walk(collection.item);
  return found;
}

describe('peticiones de Postman con los ejemplos documentados', () => {
  test('un JSON como cuerpo cuando la operación documenta JSON y multipart', async () => {
    const [update] = requests(await postmanCollection(spec)).filter((item) => item.request.method === 'PUT');
    assert.equal(update.request.body.mode, 'raw');
    assert.deepEqual(JSON.parse(update.request.body.raw), {value: 'María Fernanda'});
    assert.equal(update.request.url.variable[0].value, '8f3b6d21-5c9e-4a7f-b2d4-1e6a0c9f8b37');
    assert.deepEqual(update.event.find((event: PostmanNode) => event.listen === 'test').script.exec, [
      "pm.test('Responde el estado documentado 200', function () {",
      '  pm.response.to.have.status(200);',
      '});',
    ]);
  });

  test('multipart: archivo de muestra con tipo concreto, objetos como JSON, valores del ejemplo', async () => {
    const [ocr] = requests(await postmanCollection(spec)).filter((item) => item.request.method === 'POST');
    const parts = Object.fromEntries(ocr.request.body.formdata.map((part: PostmanNode) => [part.key, part]));
    assert.deepEqual(parts.document, {key: 'document', type: 'file', src: 'muestras/muestra.jpg', contentType: 'image/jpeg'});
    assert.equal(parts.type.value, 'INE');
    assert.deepEqual(JSON.parse(parts.metadata.value), {origen: 'sucursal'});
    assert.ok(
      !ocr.request.header.some((header: PostmanNode) => header.key.toLowerCase() === 'content-type'),
      'Postman pone el Content-Type con su boundary',
    );
    assert.deepEqual(
      ocr.request.url.query.map((parameter: PostmanNode) => [parameter.key, parameter.value]),
      [['page', '2']],
    );
    assert.match(JSON.stringify(ocr.event), /have\.status\(201\)/);
  });

  test('cada respuesta guardada trae el ejemplo de la referencia, y ningún cuerpo donde la especificación no da ejemplo', async () => {
    const [ocr] = requests(await postmanCollection(spec)).filter((item) => item.request.method === 'POST');
    const bodies = Object.fromEntries(ocr.response.map((response: PostmanNode) => [response.code, response.body]));
    assert.deepEqual(JSON.parse(bodies[201]), {success: true});
    // The converter alone wrote a body made up from the schema here (a random boolean, ignoring `const`).
    assert.equal(bodies[422], '');
    assert.equal(bodies[401], '');
  });

  test('cada archivo de muestra existe en static/muestras', () => {
    for (const local of ['ine.jpg', 'foto.png', 'contrato.pdf', 'catalogo.csv', 'llave.bin']) {
      const file = sampleFileFor(local);
      assert.ok(file.startsWith(`${SAMPLE_FILES_FOLDER}/`));
      assert.ok(existsSync(path.join(repoRoot, 'static', file)), file);
    }
  });

  test('las colecciones de las ocho APIs no traen marcadores del convertidor y salen iguales en cada build', async () => {
    // Bundled now from openapi/, never an earlier build's copy, which may be stale.
    const downloadsDir = mkdtempSync(path.join(tmpdir(), 'postman-'));
    after(() => rmSync(downloadsDir, {recursive: true, force: true}));
    for (const service of services) {
      const published = await publishSpec(service, downloadsDir, siteSettings.apiBaseUrl);
      const collection = await postmanCollection(published);
      assert.equal(
        JSON.stringify(await postmanCollection(published)),
        JSON.stringify(collection),
        `${service.id}: dos builds, dos colecciones`,
      );
      const items = requests(collection);
      const bodies = JSON.stringify(items.map((item) => [item.request.body, item.request.url]));
      assert.doesNotMatch(
        bodies,
        /"value":"string"|\[object Object\]|"string"(?=[,}\]])/,
        `${service.id}: marcador "string" u [object Object]`,
      );
      assert.doesNotMatch(bodies, /"contentType":"[^"]*,[^"]*"/, `${service.id}: tipo de parte con una lista de tipos`);
      for (const item of items) {
        assert.equal(
          item.event.filter((event: PostmanNode) => event.listen === 'test').length,
          1,
          `${service.id} ${item.name}: sin prueba de estado`,
        );
        for (const part of item.request.body?.formdata ?? []) {
          if (part.type === 'file')
            assert.ok(existsSync(path.join(repoRoot, 'static', part.src)), `${service.id} ${item.name}: ${part.src}`);
        }
      }
    }
  });
});
