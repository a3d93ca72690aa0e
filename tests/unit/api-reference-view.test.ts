import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findService} from '../../config/services';
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
  assert.equal(operation!.responses[0]!.contents[0]!.examples[0]!.generated, true);
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
