import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findService} from '../../config/services';
import {buildSampleRequest} from '../../plugins/api-reference/codeSamples';
import {curlSample} from '../../plugins/api-reference/codeSamples/curl';
import {multipartParts} from '../../plugins/api-reference/codeSamples/request';
import {schemaTree} from '../../plugins/api-reference/viewModel/schemaNode';
import {serviceView, splitIntro} from '../../plugins/api-reference/viewModel/service';
import type {SpecNode} from '../../lib/openapi/types';

const service = findService('people')!;

const document = {
  openapi: '3.1.0',
  info: {title: 'Prueba', version: '1.0.0', description: '## Cómo responde\n\nTexto.'},
  servers: [{url: 'https://api.ejemplo.test/base'}],
  security: [{RemApikey: []}],
  tags: [{name: 'Personas'}],
  paths: {
    '/people': {
      post: {
        operationId: 'createPerson',
        summary: 'Crear persona',
        tags: ['Personas'],
        requestBody: {required: true, content: {'application/json': {schema: {$ref: '#/components/schemas/PersonInput'}}}},
        responses: {'201': {description: 'Creada.', content: {'application/json': {schema: {$ref: '#/components/schemas/Node'}}}}},
      },
    },
  },
  components: {
    securitySchemes: {RemApikey: {type: 'apiKey', in: 'header', name: 'Rem-Apikey'}},
    schemas: {
      PersonInput: {
        allOf: [
          {type: 'object', properties: {name: {type: 'string', maxLength: 255, minLength: 1}, id: {type: 'string', readOnly: true}}},
          {required: ['name'], properties: {tags: {type: 'array', items: {type: 'string'}, minItems: 1, uniqueItems: true}}},
        ],
      },
      Node: {type: 'object', properties: {children: {type: ['array', 'null'], items: {$ref: '#/components/schemas/Node'}}}},
    },
  },
};

test('el árbol de un esquema lleva tipos y restricciones en español, con allOf combinado', () => {
  const tree = schemaTree(document.paths['/people'].post.requestBody.content['application/json'].schema, {document, direction: 'request'});
  const [name, tags] = tree.children!;
  assert.equal(tree.children!.length, 2, 'el campo de solo lectura no va en la petición');
  assert.equal(name!.name, 'name');
  assert.equal(name!.required, true);
  assert.deepEqual(name!.constraintsHtml, ['no vacío', 'máximo 255 caracteres']);
  assert.equal(tags!.typeHtml, '<code>array</code> de <code>string</code>');
  assert.deepEqual(tags!.constraintsHtml, ['mínimo 1 elemento', 'elementos únicos']);
});

test('un esquema que se contiene a sí mismo se detiene y lo dice', () => {
  const tree = schemaTree({$ref: '#/components/schemas/Node'}, {document, direction: 'response'});
  const children = tree.children![0]!;
  assert.equal(children.typeHtml, '<code>array</code> de <code>object</code> o <code>null</code>');
  assert.match(children.children![0]!.note!, /Se repite la estructura de Node/);
});

test('cada operación tiene su ruta, su título y su autenticación exacta', () => {
  const {operations, entry, sidebar} = serviceView(service, document);
  const [operation] = operations;
  assert.equal(operation!.route, '/docs/api/people/create-person');
  assert.equal(operation!.title, 'Crear persona · API de People');
  assert.equal(operation!.url, 'https://api.ejemplo.test/base/people');
  assert.deepEqual(operation!.security.alternatives, [['Encabezado <code>Rem-Apikey: &lt;tu llave&gt;</code>']]);
  // The spec gives the 201 no example: the page shows its schema, never a body made up from it.
  assert.deepEqual(operation!.responses[0]!.contents[0]!.examples, []);
  assert.ok(operation!.responses[0]!.contents[0]!.schema);
  assert.deepEqual(entry.sectionIds, ['como-responde']);
  assert.equal(sidebar.groups[0]!.items[0]!.route, '/docs/api/people/create-person');
});

test('una operación sin operationId o dos con la misma página detienen el build con un mensaje en español', () => {
  const withoutId = structuredClone(document) as SpecNode;
  delete withoutId.paths['/people'].post.operationId;
  assert.throws(() => serviceView(service, withoutId), /API people: la operación POST \/people no tiene operationId/);
  const duplicated = structuredClone(document) as SpecNode;
  duplicated.paths['/people/x'] = {get: {...duplicated.paths['/people'].post, operationId: 'CreatePerson'}};
  assert.throws(() => serviceView(service, duplicated), /las operaciones createPerson y CreatePerson tendrían la misma página/);
});

test('la sección «Autenticación» de la introducción pasa a la sección de la página: un solo encabezado y un solo id', () => {
  const {intro, sections} = splitIntro('Texto.\n\n## Cómo responde\n\nAsí.\n\n## Autenticación\nEnvía `Rem-Apikey`.\n');
  assert.equal(intro, 'Texto.\n\n## Cómo responde\n\nAsí.\n\n');
  assert.deepEqual(sections, {autenticacion: 'Envía `Rem-Apikey`.'});
  const withAuth = structuredClone(document) as SpecNode;
  withAuth.info.description = '## Autenticación\nEnvía `Rem-Apikey`.';
  const {entry} = serviceView(service, withAuth);
  assert.equal(entry.introHtml, undefined);
  assert.equal(entry.authenticationHtml, '<p>Envía <code>Rem-Apikey</code>.</p>');
  assert.deepEqual(entry.sectionIds, ['autenticacion']);
});

test('un cuerpo multipart se muestra como formulario (partes y líneas --form del cURL), nunca como JSON', () => {
  const withForm = structuredClone(document) as SpecNode;
  withForm.paths['/people/{id}/upload-ine'] = {
    post: {
      operationId: 'uploadPersonIne',
      summary: 'Subir INE',
      tags: ['Personas'],
      parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}, example: 'p-1'}],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['ine_front', 'side'],
              properties: {
                ine_front: {type: 'string', format: 'binary'},
                side: {type: 'string', enum: ['INE', 'INE_REVERSO']},
                note: {type: 'string'},
              },
            },
            encoding: {ine_front: {contentType: 'image/jpeg, image/png'}},
          },
        },
      },
      responses: {'200': {description: 'Subida.', content: {'application/json': {schema: {type: 'object'}, example: {success: true}}}}},
    },
  };
  const operation = serviceView(service, withForm).operations.find((candidate) => candidate.operationId === 'uploadPersonIne')!;
  const [content] = operation.requestBody!.contents;
  assert.deepEqual(content!.examples, []);
  assert.deepEqual(content!.form, {
    parts: [
      {name: 'ine_front', file: true, required: true, contentTypes: 'image/jpeg, image/png', sent: 'ine_front.jpg', sentType: 'image/jpeg'},
      {name: 'side', file: false, required: true, sent: 'INE'},
      {name: 'note', file: false, required: false},
    ],
    curlLines: ["--form 'ine_front=@ine_front.jpg;type=image/jpeg'", "--form-string 'side=INE'"],
  });
  // The same lines as the page's cURL sample.
  const path = '/people/{id}/upload-ine';
  const curl = curlSample(buildSampleRequest(withForm, 'post', path, withForm.paths[path].post, withForm.paths[path]));
  for (const line of content!.form!.curlLines) assert.ok(curl.includes(line), `${line} no está en:\n${curl}`);
});

test('un formulario con ejemplo envía el archivo que nombra, con el tipo de su extensión si la parte lo acepta', () => {
  const media = (example: Record<string, unknown>, encoding?: Record<string, unknown>) => ({
    schema: {
      type: 'object',
      properties: {document: {type: 'string', format: 'binary'}, key: {type: 'string', format: 'binary'}, type: {type: 'string'}},
    },
    ...(encoding ? {encoding} : {}),
    example,
  });
  const sent = (spec: SpecNode) => multipartParts(document, spec).map(({field}) => field);
  assert.deepEqual(sent(media({document: 'ine-frente.jpg', key: 'llave-privada-fiel.key', type: 'INE'})), [
    {kind: 'file', name: 'document', path: 'ine-frente.jpg', contentType: 'image/jpeg'},
    {kind: 'file', name: 'key', path: 'llave-privada-fiel.key', contentType: 'application/pkcs8'},
    {kind: 'text', name: 'type', value: 'INE'},
  ]);
  // A name whose type the part does not list keeps the listed type; without a name, the part's own name.
  assert.deepEqual(
    sent(media({document: 'contrato.pdf'}, {document: {contentType: 'image/png'}, key: {contentType: 'image/jpeg, image/png'}})),
    [
      {kind: 'file', name: 'document', path: 'contrato.pdf', contentType: 'image/png'},
      {kind: 'file', name: 'key', path: 'key.jpg', contentType: 'image/jpeg'},
      undefined,
    ],
  );
});

test('un arreglo de objetos con opciones (oneOf) muestra los campos de sus elementos y también cada opción', () => {
  const tree = schemaTree(
    {
      type: 'array',
      items: {
        type: 'object',
        properties: {type: {type: 'string', enum: ['email', 'webhook']}},
        oneOf: [
          {title: 'Correo', type: 'object', properties: {emails: {type: 'array', items: {type: 'string', format: 'email'}}}},
          {title: 'Webhook', type: 'object', properties: {callback_url: {type: 'string', format: 'uri'}}},
        ],
      },
    },
    {document, direction: 'response'},
  );
  assert.deepEqual(
    tree.children!.map((child) => child.name),
    ['type'],
  );
  assert.deepEqual(
    tree.alternatives!.options.map((option) => [option.label, option.node.children!.map((child) => child.constraintsHtml)]),
    [
      ['Correo', [['cada elemento: formato <code>email</code>']]],
      ['Webhook', [['formato <code>uri</code>']]],
    ],
  );
});

test('un error que comparten las operaciones se explica una vez en la página de la API y se enlaza desde cada operación', () => {
  const unauthorized = {$ref: '#/components/responses/Unauthorized'};
  const ok = {description: 'Bien.', content: {'application/json': {schema: {type: 'object'}, example: {success: true}}}};
  const operation = (operationId: string, responses: Record<string, unknown>) => ({
    operationId,
    summary: operationId,
    tags: ['Personas'],
    responses,
  });
  const shared = structuredClone(document) as SpecNode;
  shared.components.responses = {
    Unauthorized: {
      description: 'Llave de API ausente o incorrecta: falta el encabezado.\nRevisa la llave.',
      content: {
        'application/json': {schema: {type: 'object', properties: {error: {type: 'string'}}}, example: {error: 'Failed authorization'}},
      },
    },
  };
  shared.paths = {
    '/a': {get: operation('listA', {'200': ok, '401': unauthorized})},
    '/b': {get: operation('listB', {'200': ok, '401': unauthorized})},
    '/c': {
      get: operation('listC', {
        '200': ok,
        '401': {description: 'Otro cuerpo propio.', content: {'application/json': {schema: {type: 'string'}}}},
      }),
    },
  };
  const view = serviceView(service, shared);
  assert.deepEqual(
    view.entry.commonErrors.map((response) => [response.status, response.contents[0]!.examples.length]),
    [['401', 1]],
  );
  const [listA, , listC] = view.operations;
  const commonLine = listA!.responses.find((response) => response.status === '401')!;
  assert.deepEqual(commonLine.common, {summaryHtml: 'Llave de API ausente o incorrecta.', href: '/docs/api/people#error-401'});
  assert.deepEqual(commonLine.contents, [], 'el cuerpo del error común no se repite en la operación');
  const own = listC!.responses.find((response) => response.status === '401')!;
  assert.equal(own.common, undefined, 'un 401 propio se muestra completo');
  assert.equal(own.contents.length, 1);
  // The shared example's message links to the catalogue; no scenario, since the API's page is no one operation's.
  assert.deepEqual(view.entry.commonErrors[0]!.contents[0]!.examples[0]!.messages, [
    {message: 'Failed authorization', catalogueHref: '/docs/errores#error-failed-authorization'},
  ]);
});

test('cada mensaje de error documentado enlaza a su entrada del catálogo y al escenario que lo produce', () => {
  const withErrors = structuredClone(document) as SpecNode;
  const errorBody = (error: string) => ({success: false, code: 404, error});
  withErrors.paths['/people'].post.responses = {
    '201': {description: 'Creada.', content: {'application/json': {schema: {type: 'object'}, example: {success: true}}}},
    '404': {
      description: 'No existe.',
      content: {
        'application/json': {
          schema: {type: 'object'},
          examples: {'sin-persona': {summary: 'Sin persona', value: errorBody('No query results for model [Person]')}},
        },
      },
    },
    '422': {
      description: 'Inválida.',
      content: {'application/json': {schema: {type: 'object'}, example: errorBody('The name field is required.')}},
    },
  };
  const [operation] = serviceView(service, withErrors).operations;
  const messages = operation!.responses.map((response) => response.contents[0]!.examples[0]!.messages);
  assert.deepEqual(messages, [
    undefined,
    [
      {
        message: 'No query results for model [Person]',
        catalogueHref: '/docs/errores#error-no-query-results-for-model-person',
        scenarioHref: '/docs/api/people/create-person?probar=code%3D404%2C%20example%3Dsin-persona',
      },
    ],
    [
      {
        message: 'The name field is required.',
        catalogueHref: '/docs/errores#error-the-name-field-is-required',
        scenarioHref: '/docs/api/people/create-person?probar=code%3D422',
      },
    ],
  ]);
});
