import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {ApiService} from '../../config/services';
import {apiEntries} from '../../plugins/search/apiEntries';
import {pageEntries} from '../../plugins/search/pageEntries';
import {redocOperationAnchors} from '../../plugins/search/redocAnchors';
import {buildSearchIndex} from '../../plugins/search/writeIndex';
import {createSearchEngine} from '../../src/search/engine';
import {processTerm, tokenize} from '../../src/search/tokenize';

const termsOf = (text: string) => new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []));
const shareATerm = (a: string, b: string) => [...termsOf(a)].some((term) => termsOf(b).has(term));

test('la búsqueda ignora acentos y reduce las palabras a su raíz en español', () => {
  assert.ok(shareATerm('validacion', 'validación'));
  assert.ok(shareATerm('validaciones', 'validación'));
  assert.ok(shareATerm('firmas', 'firma'));
  assert.ok(shareATerm('biometria', 'Biometría'));
  assert.ok(!shareATerm('firmas', 'plantilla'));
});

test('las rutas y los identificadores también se buscan enteros', () => {
  assert.ok(termsOf('Firma en GET /documents/{id}/sign.').has('/documents/{id}/sign'));
  const identifier = termsOf('signDocument documents_id_sign');
  for (const term of ['signdocument', 'documents_id_sign', 'sign', 'document']) assert.ok(identifier.has(term), term);
});

const html = `<html><head><title>x</title></head><body><article><div class="markdown"><header><h1>Guía de firma</h1></header>
<p>Primero crea la <code>plantilla</code>.</p><h2 id="firma">Firma del documento<a class="hash-link" href="#firma">#</a></h2>
<ul><li>Uno</li><li>Dos</li></ul><h3 id="nom-151">Constancia NOM 151</h3><p>Sellado.</p></div></article></body></html>`;

test('una guía se divide en secciones con el ancla de su encabezado', () => {
  assert.deepEqual(
    pageEntries(html, '/docs/guia', 'guide').map(({title, url, context, text}) => ({title, url, context, text})),
    [
      {title: 'Guía de firma', url: '/docs/guia', context: undefined, text: 'Primero crea la plantilla .'},
      {title: 'Firma del documento', url: '/docs/guia#firma', context: 'Guía de firma', text: 'Uno Dos'},
      {title: 'Constancia NOM 151', url: '/docs/guia#nom-151', context: 'Guía de firma', text: 'Sellado.'},
    ],
  );
});

const service: ApiService = {
  id: 'demo',
  label: 'Demo',
  route: '/docs/api/demo',
  specPath: 'openapi/demo/openapi.yaml',
  auth: {kind: 'apiKey', header: 'Rem-Apikey'},
  description: 'Demo',
};
const spec = {
  paths: {
    '/documents/{id}/sign': {
      get: {
        operationId: 'signDocument',
        summary: 'Firmar documento',
        tags: ['Documentos'],
        description: 'Responde `Document has not been generated` si aún no se genera.',
        responses: {
          '200': {content: {'application/json': {schema: {$ref: '#/components/schemas/SignResult'}}}},
          '400': {$ref: '#/components/responses/NotGenerated'},
        },
      },
    },
  },
  components: {
    responses: {
      NotGenerated: {
        description: 'El documento no se ha generado.',
        content: {'application/json': {example: {success: false, error: 'Document has not been generated'}}},
      },
    },
    schemas: {SignResult: {type: 'object', properties: {document_url: {type: 'string'}}}},
  },
};
const redocHtml = '<div id="tag/Documentos/operation/signDocument" data-section-id="tag/Documentos/operation/signDocument"></div>';

test('cada operación, esquema y mensaje de error apunta al ancla que Redoc generó', () => {
  const entries = apiEntries(service, spec, redocOperationAnchors(redocHtml));
  const anchor = '/docs/api/demo#tag/Documentos/operation/signDocument';
  assert.deepEqual(
    entries.map(({kind, title, url}) => ({kind, title, url})),
    [
      {kind: 'operation', title: 'Firmar documento', url: anchor},
      {kind: 'error', title: 'Document has not been generated', url: anchor},
      {kind: 'schema', title: 'SignResult', url: anchor},
    ],
  );
  assert.match(entries[0].identifiers ?? '', /documents_id_sign/);
  assert.match(entries[2].keywords ?? '', /document_url/);
});

test('una operación sin ancla en la página de Redoc detiene el build', () => {
  assert.throws(() => apiEntries(service, spec, new Map()), /no tiene ancla/);
});

test('el índice serializado responde en el navegador igual que al construirlo', () => {
  const entries = [
    ...pageEntries(html, '/docs/guia', 'guide'),
    ...apiEntries(service, spec, redocOperationAnchors(redocHtml)),
  ];
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(entries))));
  assert.equal(engine.search('/documents/{id}/sign')[0].document.title, 'Firmar documento');
  assert.equal(engine.search('Document has not been generated')[0].document.kind, 'error');
  assert.equal(engine.search('constancia')[0].document.url, '/docs/guia#nom-151');
});
