import assert from 'node:assert/strict';
import {errorCatalogueUrl} from '../../plugins/error-catalogue/catalogue';
import {test} from 'node:test';
import {serviceArtifacts, type ApiService} from '../../config/services';
import {apiEntries, errorEntryUrl, mergeCatalogueErrors} from '../../plugins/search/apiEntries';
import {pageEntries} from '../../plugins/search/pageEntries';
import {buildSearchIndex} from '../../plugins/search/writeIndex';
import {createSearchEngine} from '../../sandbox/src/search/engine';
import {snippetOf} from '../../sandbox/src/search/snippet';
import {synonymGroups, synonymVariants} from '../../sandbox/src/search/synonyms';
import {processTerm, tokenize} from '../../sandbox/src/search/tokenize';
import {documentApis} from '../../sandbox/src/search/types';

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
      {title: 'Guía de firma', url: '/docs/guia', context: undefined, text: 'Primero crea la plantilla.'},
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
test('cada operación, esquema y mensaje de error enlaza a la página propia de la operación', () => {
  const entries = apiEntries(service, spec);
  const page = serviceArtifacts(service).operationRoute('signDocument');
  assert.equal(page, '/docs/api/demo/sign-document');
  assert.deepEqual(
    entries.map(({kind, title, url}) => ({kind, title, url})),
    [
      {kind: 'operation', title: 'Firmar documento', url: page},
      {kind: 'error', title: 'Document has not been generated', url: errorCatalogueUrl('Document has not been generated')},
      {kind: 'schema', title: 'SignResult', url: page},
    ],
  );
  assert.match(entries[0].identifiers ?? '', /documents_id_sign/);
  assert.match(entries[2].keywords ?? '', /document_url/);
});

test('un mensaje de error lleva a su entrada del catálogo, o a la operación que lo explica si el catálogo no lo tiene', () => {
  const catalogued = new Set(['Document has not been generated']);
  assert.equal(
    errorEntryUrl(catalogued, 'Document has not been generated', {url: '/docs/api/demo/sign-document'}),
    '/docs/errores#error-document-has-not-been-generated',
  );
  assert.equal(errorEntryUrl(catalogued, 'Otro mensaje', {url: '/docs/api/demo/sign-document'}), '/docs/api/demo/sign-document');
});

test('una operación sin operationId detiene el build con un mensaje en español', () => {
  const withoutId = {paths: {'/x': {get: {summary: 'X', responses: {}}}}};
  assert.throws(() => apiEntries(service, withoutId), /GET \/x no tiene operationId/);
});

test('el id de ejemplo de un mensaje no forma parte del mensaje', () => {
  const example = {
    paths: {
      '/people/{id}': {
        get: {
          operationId: 'getPerson',
          summary: 'Consultar persona',
          responses: {
            '404': {
              description: 'No existe.',
              content: {
                'application/json': {
                  example: {
                    error: 'No query results for model [Person] 4a7f9c2d-1e5b-4c83-9d6a-0b2e8f7c3a15',
                    errors: ['5d1a7b93-2e6c-4f08-a3b5-8c7e0d2f1a69'],
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  const errors = apiEntries(service, example).filter((entry) => entry.kind === 'error');
  assert.deepEqual(
    errors.map((entry) => entry.title),
    ['No query results for model [Person]'],
  );
});

test('el índice serializado responde en el navegador igual que al construirlo', () => {
  const entries = [...pageEntries(html, '/docs/guia', 'guide'), ...apiEntries(service, spec)];
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(entries))));
  assert.equal(engine.search('/documents/{id}/sign')[0].document.title, 'Firmar documento');
  assert.equal(engine.search('Document has not been generated')[0].document.kind, 'error');
  assert.equal(engine.search('constancia')[0].document.url, '/docs/guia#nom-151');
});

test('un encabezado con guion se busca entero: «Rem-Apikey» no encuentra «remove»', () => {
  const entries = [
    {kind: 'operation' as const, title: 'Quitar firmante', url: '/a', identifiers: 'removeSigner remove', text: 'Quita un firmante.'},
    {kind: 'guide' as const, title: 'Autenticación', url: '/b', text: 'Manda la llave en el encabezado Rem-Apikey.'},
  ];
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(entries))));
  assert.deepEqual(
    engine.search('Rem-Apikey').map((hit) => hit.document.url),
    ['/b'],
  );
  // Typed alone, "rem" may still be the start of "remove".
  assert.equal(engine.search('rem')[0].document.url, '/a');
});

test('una operación cuyo título y área contienen toda la consulta va antes que la guía que repite sus palabras', () => {
  const entries = [
    {
      kind: 'guide' as const,
      title: 'Campos según el tipo de credencial',
      url: '/docs/guia#campos',
      context: 'Verificación',
      text: 'El OCR de la credencial, el CIC de la credencial y la clave de elector; el OCR cambia según el modelo de credencial.',
    },
    {
      kind: 'operation' as const,
      title: 'Extraer datos de la credencial INE',
      url: '/docs/api/vision/read',
      keywords: 'POST OCR de INE type',
      text: 'Lee una imagen de un lado de la credencial.',
    },
  ];
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(entries))));
  assert.equal(engine.search('ocr credencial')[0].document.url, '/docs/api/vision/read');
  // A question asks for an explanation: the guide keeps its place.
  assert.equal(engine.search('¿cómo leo el ocr de la credencial?')[0].document.url, '/docs/guia#campos');
});

test('una sección cede ante su página salvo que su título coincida mejor', () => {
  const entries = [
    {kind: 'guide' as const, title: 'Workflows en apps Flutter', url: '/f', text: 'Usa flutter con webview_flutter.'},
    {kind: 'guide' as const, title: 'Alternativa: flutter_inappwebview', url: '/f#alt', context: 'x', text: 'Otra opción en flutter.'},
    {kind: 'guide' as const, title: 'Permisos de cámara', url: '/f#permisos', context: 'x', text: 'Pide la cámara en flutter.'},
    {kind: 'schema' as const, title: 'FlutterConfig', url: '/s', identifiers: 'FlutterConfig', text: 'flutter'},
  ];
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(entries))));
  assert.equal(engine.search('flutter')[0].document.url, '/f');
  assert.equal(engine.search('cámara')[0].document.url, '/f#permisos');
  assert.equal(engine.search('FlutterConfig')[0].document.url, '/s');
  assert.notEqual(engine.search('flutter').at(-1)?.document.url, '/f');
});

test('los extractos de /buscar no parten los identificadores', () => {
  const description = 'Son obligatorios `person_id`, `bank_data` y la ruta `/people/{id}/upload-ine`; **no** envíes _nada_ más.';
  const operation = apiEntries(service, {
    paths: {'/person-bank-data': {post: {operationId: 'createBankData', summary: 'Crear datos bancarios', description, responses: {}}}},
  })[0]!;
  const guide = pageEntries(
    `<html><body><article><div class="markdown"><header><h1>Datos</h1></header><p>Son obligatorios <code>person_id</code>, <code>bank_data</code> y la ruta <code>/people/{id}/upload-ine</code>; <strong>no</strong> envíes <em>nada</em> más.</p></div></article></body></html>`,
    '/docs/datos',
    'guide',
  )[0]!;
  const expected = 'Son obligatorios person_id, bank_data y la ruta /people/{id}/upload-ine; no envíes nada más.';
  assert.equal(operation.text, expected);
  assert.equal(guide.text, expected);
  // As the search page shows them: the terms a hit matched, marked in the snippet of its text.
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex([operation]))));
  for (const query of ['person_id', '/people/{id}/upload-ine']) {
    const [hit] = engine.search(query);
    const parts = snippetOf(operation.text, new Set(hit!.terms));
    assert.equal(parts.map((part) => part.text).join(''), expected, query);
    assert.deepEqual(
      parts.filter((part) => part.marked).map((part) => part.text),
      [query],
      query,
    );
  }
});

test('una consulta con las palabras del integrador se busca también con las del portal', () => {
  assert.deepEqual(synonymVariants('¿Cómo obtengo mi clave de API?'), ['como obtengo mi llave de api']);
  assert.deepEqual(synonymVariants('api key'), ['llave de api']);
  assert.deepEqual(synonymVariants('Address proof'), ['comprobante de domicilio']);
  assert.deepEqual(synonymVariants('validar credencial para votar'), ['validar ine']);
  // Issue 51's misses: blacklists in Spanish, trying without a key, a file's size limit.
  assert.deepEqual(synonymVariants('personas bloqueadas'), ['listas negras']);
  assert.deepEqual(synonymVariants('probar sin clave'), ['probar sin llave']);
  assert.deepEqual(synonymVariants('sin API key'), ['sin llave de api', 'sin llave']);
  assert.deepEqual(synonymVariants('tamaño máximo de archivo'), ['limites de archivos']);
  assert.deepEqual(synonymVariants('límite de tamaño'), ['limites de archivos']);
  // Whole words only: «Rem-Apikey» is no «apikey», «INE_REVERSO» no «ine», «clave de elector» no key.
  assert.deepEqual(synonymVariants('Rem-Apikey'), []);
  assert.deepEqual(synonymVariants('INE_REVERSO'), []);
  assert.deepEqual(synonymVariants('clave de elector'), []);
  // The portal's own words are not rewritten: «liveness» stays what the reader asked for.
  assert.deepEqual(synonymVariants('liveness'), []);
  assert.deepEqual(synonymVariants('llave de api'), []);
  // Every phrase is written folded and belongs to one group only.
  const phrases = synonymGroups.flatMap((group) => [...group.portal, ...group.reader]);
  assert.equal(new Set(phrases).size, phrases.length, 'una frase está en dos grupos');
  for (const phrase of phrases) assert.equal(phrase, phrase.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), phrase);
});

test('«clave de api» encuentra la sección de la llave aunque ninguna página diga «clave»', () => {
  const entries = [
    {
      kind: 'guide' as const,
      title: 'Obtén tu llave',
      url: '/docs/autenticacion#llave',
      context: 'Autenticación',
      text: 'Tu llave de API está en tu cuenta.',
    },
    {
      kind: 'guide' as const,
      title: 'Clave de elector',
      url: '/docs/ine#clave',
      context: 'INE',
      text: 'La clave de elector de la credencial.',
    },
  ];
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(entries))));
  assert.equal(engine.search('clave de api')[0].document.url, '/docs/autenticacion#llave');
  assert.equal(engine.search('api key')[0].document.url, '/docs/autenticacion#llave');
  // The reader's own words still win when the portal uses them.
  assert.equal(engine.search('clave de elector')[0].document.url, '/docs/ine#clave');
  // One hit per entry, even when the reader's words and a synonym both find it.
  const urls = engine.search('llave de api clave de api').map((hit) => hit.document.url);
  assert.equal(new Set(urls).size, urls.length);
});

test('un mensaje que responden varias APIs es una sola entrada que las nombra a todas', () => {
  const failed = (label: string, operation: string) => ({
    kind: 'error' as const,
    title: 'Failed authorization',
    url: errorCatalogueUrl('Failed authorization'),
    api: label,
    context: operation,
    identifiers: 'Failed authorization',
    keywords: 'HTTP 401 error',
    text: `Falta la llave. Lo devuelven: ${operation}.`,
  });
  const other = {kind: 'error' as const, title: 'Otro', url: '/docs/api/demo/x', api: 'Signt', text: 'x'};
  const merged = mergeCatalogueErrors([
    failed('People', 'Crear persona'),
    other,
    failed('Workflows', 'Crear workflow'),
    failed('Signt', 'Firmar'),
  ]);
  assert.equal(merged.length, 2);
  const [entry] = merged;
  assert.equal(entry.api, 'People, Workflows y Signt');
  assert.deepEqual(documentApis(entry), ['People', 'Workflows', 'Signt']);
  assert.match(entry.text, /API de People: .*Crear persona.*API de Workflows: .*Crear workflow/);
  assert.equal(merged[1], other);
  // Built into an index, the query finds it once, under each API's filter.
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(merged))));
  const hits = engine.search('Failed authorization');
  assert.equal(hits.filter((hit) => hit.document.kind === 'error' && hit.document.title === 'Failed authorization').length, 1);
  assert.deepEqual(documentApis(hits[0].document), ['People', 'Workflows', 'Signt']);
});
