/**
 * The try-it console's pure parts, on the real published specs: the operation model (parameters,
 * credentials, servers, scenarios), the request and its cURL twin, the Spanish validation
 * messages, the contract verdict, the credential store, the failure texts and the CSP sources.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {tryItConnectSources} from '../../config/headers';
import {LOCAL_MOCK_CONNECT_SOURCE, localMockServerUrl, parseLocalMockPort} from '../../config/localMock';
import {findService, type ApiService} from '../../config/services';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {credentialKey, forgetCredentials, readCredential, saveCredential, type KeyValueStore} from '../../plugins/try-it/lib/credentials';
import {jsonHtml} from '../../plugins/try-it/lib/codeHtml';
import {explainFailure, textParts} from '../../plugins/try-it/lib/failures';
import {
  credentialFields,
  findOperation,
  mockScenarios,
  plainText,
  shortenAtWord,
  type OperationModel,
  type Spec,
} from '../../sandbox/src/contract/operation';
import {initialParameterValues, validateParameters} from '../../sandbox/src/contract/parameters';
import {checkRequest, validationWarmUp} from '../../sandbox/src/contract/requestCheck';
import {buildRequest, renderCurl} from '../../plugins/try-it/lib/request';
import {fieldPath, validateValue} from '../../sandbox/src/contract/validation';
import {
  initialServer,
  rememberedPort,
  rememberedServer,
  rememberPort,
  rememberServer,
  serverOptions,
} from '../../plugins/try-it/lib/servers';
import {reachableComponents} from '../../sandbox/src/engine/refs';
import {contractVerdict} from '../../plugins/try-it/lib/verdict';
import type {SpecNode} from '../../lib/openapi/types';

const API_BASE_URL = 'https://api.sandbox.identia.example';
const workDir = mkdtempSync(path.join(tmpdir(), 'probar-'));
const specs = new Map<string, Spec>();

before(async () => {
  for (const id of ['workflows', 'signt', 'verification', 'vision', 'visionary', 'people']) {
    specs.set(id, await publishSpec(findService(id) as ApiService, workDir, API_BASE_URL));
  }
});
after(() => rmSync(workDir, {recursive: true, force: true}));

function operation(service: string, operationId: string): {spec: Spec; model: OperationModel} {
  const spec = specs.get(service)!;
  const model = findOperation(spec, operationId);
  assert.ok(model, `${service}: no existe ${operationId}`);
  return {spec, model};
}

class MemoryStore implements KeyValueStore {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('modelo de la operación', () => {
  test('workflows: per_page con su valor por defecto y sus límites', () => {
    const {model} = operation('workflows', 'listWorkflows');
    const perPage = model.parameters.find((parameter) => parameter.name === 'per_page');
    assert.equal(perPage?.in, 'query');
    assert.equal(perPage?.default, 10);
    assert.equal(initialParameterValues(model)['query:per_page'], '10');
    assert.deepEqual(model.servers, [{url: API_BASE_URL, description: 'Entorno de pruebas', basePath: ''}]);
  });

  test('verification: dos llaves alternativas y dos servidores', () => {
    const {model} = operation('verification', findFirstOperation('verification'));
    assert.deepEqual(
      credentialFields(model).map((field) => field.header),
      ['x-api-key', 'Rem-Apikey'],
    );
    assert.equal(model.security.length, 2);
    assert.deepEqual(model.servers.map((server) => server.url).sort(), [
      `${API_BASE_URL}/verification`,
      `${API_BASE_URL}/verification/test`,
    ]);
    // The local mock answers each server under the same path it adds to API_BASE_URL.
    assert.deepEqual(model.servers.map((server) => server.basePath).sort(), ['/verification', '/verification/test']);
  });

  test('signt: la llamada pública del firmante pide un token bearer', () => {
    const {model} = operation('signt', 'getPublicSignerDocumentInfo');
    assert.deepEqual(credentialFields(model), [
      {scheme: 'PublicSignerToken', kind: 'bearer', header: 'Authorization', setting: 'PUBLIC_SIGNER_TOKEN'},
    ]);
  });

  test('vision: cuerpo multipart con un archivo y un campo con enumeración', () => {
    const {model} = operation('vision', 'readIneDocument');
    assert.equal(model.body?.mediaType, 'multipart/form-data');
    const fields = Object.fromEntries(model.body!.fields.map((field) => [field.name, field]));
    assert.equal(fields.document.file, true);
    assert.equal(fields.type.file, false);
    assert.deepEqual(fields.type.enumValues, ['INE', 'INE_REVERSO']);
  });

  test('los campos del cuerpo: los de cada parte de un allOf, y los valores permitidos de un arreglo en sus elementos', () => {
    // createSigner's body is an allOf: its fields were missing from the console's model.
    const signer = Object.fromEntries(operation('signt', 'createSigner').model.body!.fields.map((field) => [field.name, field]));
    assert.ok(signer.name && signer.email && signer.country, Object.keys(signer).join());
    const workflow = Object.fromEntries(operation('workflows', 'createWorkflow').model.body!.fields.map((field) => [field.name, field]));
    assert.equal(workflow.steps?.required, true);
    assert.ok(workflow.steps?.enumValues?.includes('enroll_full'), String(workflow.steps?.enumValues));
  });

  test('escenarios del servidor de pruebas: cada respuesta documentada, con sus ejemplos con nombre', () => {
    const {model} = operation('vision', 'readIneDocument');
    const prefers = mockScenarios(model).map((scenario) => scenario.prefer);
    assert.ok(prefers.includes('code=200, example=frente'), prefers.join(' | '));
    assert.ok(prefers.includes('code=200, example=reverso'));
    assert.ok(prefers.some((prefer) => prefer.startsWith('code=401')));
  });

  test('las opciones de escenario no muestran Markdown ni cortan una palabra', () => {
    for (const service of specs.keys()) {
      for (const item of Object.values<SpecNode>(specs.get(service)!.paths))
        for (const found of Object.values<SpecNode>(item)) {
          if (!found?.operationId) continue;
          for (const {label} of mockScenarios(operation(service, found.operationId).model)) {
            assert.doesNotMatch(label, /`/, label);
            if (label.endsWith('…')) assert.match(label, /[\p{L}\p{N})»"']…$/u, label);
          }
        }
    }
    assert.equal(plainText('El `id` de **la** [persona](/x)'), 'El id de la persona');
    assert.equal(shortenAtWord('Revisa que el campo exista antes de enviar la petición', 20), 'Revisa que el campo…');
    assert.equal(shortenAtWord('corto', 20), 'corto');
  });
});

function findFirstOperation(service: string): string {
  const spec = specs.get(service)!;
  for (const item of Object.values<SpecNode>(spec.paths))
    for (const operation of Object.values<SpecNode>(item)) if (operation?.operationId) return operation.operationId;
  throw new Error('sin operaciones');
}

describe('petición y cURL', () => {
  test('consulta con per_page: la URL enviada y el cURL con la llave como marcador', () => {
    const {model} = operation('workflows', 'listWorkflows');
    const request = buildRequest(model, credentialFields(model), {
      serverUrl: localMockServerUrl(model.servers[0].basePath),
      parameters: {...initialParameterValues(model), 'query:per_page': '5'},
      credentials: {RemApikey: 'secreto-123'},
      body: {kind: 'none'},
      prefer: 'code=200',
    });
    assert.equal(request.url, 'http://127.0.0.1:4010/workflows?page=1&per_page=5');
    assert.deepEqual(request.headers, [
      ['Rem-Apikey', 'secreto-123'],
      ['Prefer', 'code=200'],
    ]);
    const curl = renderCurl(request);
    assert.equal(
      curl,
      [
        `curl --request GET`,
        `  --url 'http://127.0.0.1:4010/workflows?page=1&per_page=5'`,
        `  --header "Rem-Apikey: $API_KEY"`,
        `  --header 'Prefer: code=200'`,
      ].join(' \\\n'),
    );
    assert.doesNotMatch(curl, /secreto-123/);
    assert.match(renderCurl(request, {includeSecrets: true}), /--header 'Rem-Apikey: secreto-123'/);
  });

  test('bearer del firmante y cuerpo JSON con comillas simples escapadas para el shell', () => {
    const {model} = operation('signt', 'getPublicSignerDocumentInfo');
    const request = buildRequest(model, credentialFields(model), {
      serverUrl: `${API_BASE_URL}/signt`,
      parameters: initialParameterValues(model),
      credentials: {PublicSignerToken: 'tok'},
      body: {kind: 'json', text: `{"nombre": "O'Brien"}`},
    });
    assert.ok(request.headers.some(([name, value]) => name === 'Authorization' && value === 'Bearer tok'));
    const curl = renderCurl(request);
    assert.match(curl, /--header "Authorization: Bearer \$PUBLIC_SIGNER_TOKEN"/);
    assert.match(curl, /--data '\{"nombre": "O'\\''Brien"\}'/);
  });

  test('multipart: cada campo como --form y el archivo por su nombre', () => {
    const {model} = operation('vision', 'readIneDocument');
    const request = buildRequest(model, credentialFields(model), {
      serverUrl: localMockServerUrl(model.servers[0].basePath),
      parameters: {},
      credentials: {RemApikey: 'x'},
      body: {
        kind: 'multipart',
        fields: [
          {name: 'type', value: 'INE'},
          {name: 'document', value: {fileName: 'frente.jpg', type: 'image/jpeg', size: 10}},
        ],
      },
    });
    assert.equal(request.url, 'http://127.0.0.1:4010/vision');
    assert.ok(!request.headers.some(([name]) => name.toLowerCase() === 'content-type'), 'el navegador pone el boundary');
    assert.match(renderCurl(request), /--form 'type=INE' \\\n {2}--form 'document=@frente\.jpg;type=image\/jpeg'/);
  });
});

describe('mensajes de validación en español', () => {
  test('la ruta de un campo se lee como addresses[0].zip, y la raíz del cuerpo como «(cuerpo)»', () => {
    assert.equal(fieldPath('#/addresses/0/zip'), 'addresses[0].zip');
    assert.equal(fieldPath('#'), '(cuerpo)');
  });

  test('per_page fuera de rango y no numérico', () => {
    const {spec, model} = operation('workflows', 'listWorkflows');
    assert.deepEqual(validateParameters(spec, model, {'query:per_page': '500'}), [
      {path: 'per_page (parámetro de consulta)', message: 'Debe ser menor o igual que 100.'},
    ]);
    assert.deepEqual(validateParameters(spec, model, {'query:per_page': 'diez'}), [
      {path: 'per_page (parámetro de consulta)', message: 'Debe ser número entero.'},
    ]);
  });

  test('un cuerpo que viola el esquema: cada falla por campo', () => {
    const {spec, model} = operation('people', 'createAddress');
    assert.deepEqual(validateValue(spec, model.body!.schema, model.body!.example, 'request'), [], 'el ejemplo documentado cumple');
    const broken = {...(model.body!.example as object), street: 42, zip_code: undefined};
    const issues = validateValue(spec, model.body!.schema, JSON.parse(JSON.stringify(broken)), 'request');
    assert.ok(
      issues.some((issue) => issue.path === 'street' && issue.message === 'Debe ser texto.'),
      JSON.stringify(issues),
    );
    assert.ok(
      issues.some((issue) => issue.path === 'zip_code' && issue.message === 'Falta el campo obligatorio «zip_code».'),
      JSON.stringify(issues),
    );
    assert.ok(
      issues.every((issue) => !/[A-Z][a-z]+ (is|does|must|should)\b/.test(issue.message)),
      'sin inglés',
    );
  });

  test('un valor fuera de su enum y un texto más largo que el maxLength de su $ref dan cada uno su mensaje', () => {
    const spec: Spec = {components: {schemas: {Nombre: {type: 'string', maxLength: 3}}}};
    const schema = {type: 'object', properties: {lado: {enum: ['INE', 'INE_REVERSO']}, nombre: {$ref: '#/components/schemas/Nombre'}}};
    assert.deepEqual(validateValue(spec, schema, {lado: 'X', nombre: 'Andrea'}, 'request'), [
      {path: 'lado', message: 'Valor no permitido; usa uno de: "INE", "INE_REVERSO".'},
      {path: 'nombre', message: 'Debe tener como máximo 3 caracteres (tiene 6).'},
    ]);
  });

  test('readOnly no se exige en la petición ni writeOnly en la respuesta', () => {
    const schema = {
      type: 'object',
      required: ['id', 'clave'],
      properties: {id: {type: 'string', readOnly: true}, clave: {type: 'string', writeOnly: true}},
    };
    assert.deepEqual(validateValue({}, schema, {clave: 'x'}, 'request'), []);
    assert.deepEqual(validateValue({}, schema, {id: 'x'}, 'response'), []);
    assert.equal(validateValue({}, schema, {}, 'request').length, 1);
  });
});

describe('comprobación antes de enviar (la consola y «llamar» del servidor MCP)', () => {
  const person = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};

  test('JSON: cumple, falta un campo, sintaxis rota, cuerpo obligatorio ausente', () => {
    const {spec, model} = operation('people', 'createPerson');
    const check = (text: string) =>
      checkRequest(spec, model, {parameters: {}, body: {kind: 'json', text}, credentials: {}, credentialRequired: false});
    assert.deepEqual(check(JSON.stringify(person)), []);
    const {name: _name, ...withoutName} = person;
    assert.deepEqual(check(JSON.stringify(withoutName)), [{path: 'name', message: 'Falta el campo obligatorio «name».'}]);
    assert.deepEqual(check('{"name": "Juan",\n  }'), [
      {
        path: '(cuerpo)',
        message: 'No es JSON válido: hay un error de sintaxis en la línea 2, columna 3 (revisa comillas, comas y llaves).',
      },
    ]);
    assert.deepEqual(check('  '), [{path: '(cuerpo)', message: 'El cuerpo es obligatorio.'}]);
  });

  test('multipart: los campos obligatorios que faltan, archivo o texto', () => {
    const {spec, model} = operation('signt', 'signWithFielAsPublicSigner');
    const required = model.body!.fields.filter((field) => field.required);
    assert.deepEqual(
      required.map((field) => [field.name, field.file]),
      [
        ['password', false],
        ['cer', true],
        ['key', true],
      ],
    );
    const issues = checkRequest(spec, model, {
      parameters: {},
      body: {kind: 'multipart', parts: {}},
      credentials: {},
      credentialRequired: false,
    });
    assert.deepEqual(
      issues,
      required.map((field) => ({path: field.name, message: field.file ? 'Falta el archivo, que es obligatorio.' : 'Es obligatorio.'})),
    );
    const parts = Object.fromEntries(required.map((field) => [field.name, field.file ? 'certificado.cer' : 'secreto']));
    assert.deepEqual(
      checkRequest(spec, model, {parameters: {}, body: {kind: 'multipart', parts}, credentials: {}, credentialRequired: false}),
      [],
    );
  });

  test('parámetros y credencial: un servidor real la exige, el simulado no', () => {
    const {spec, model} = operation('workflows', 'listWorkflows');
    const request = {parameters: {'query:per_page': '500'}, body: {kind: 'none'} as const, credentials: {}};
    assert.deepEqual(checkRequest(spec, model, {...request, credentialRequired: true}), [
      {path: 'per_page (parámetro de consulta)', message: 'Debe ser menor o igual que 100.'},
      {path: 'credenciales', message: 'Escribe la credencial que pide la operación.'},
    ]);
    assert.deepEqual(checkRequest(spec, model, {...request, credentialRequired: false}), [
      {path: 'per_page (parámetro de consulta)', message: 'Debe ser menor o igual que 100.'},
    ]);
    assert.deepEqual(
      checkRequest(spec, model, {parameters: {}, body: {kind: 'none'}, credentials: {RemApikey: 'x'}, credentialRequired: true}).filter(
        (issue) => issue.path === 'credenciales',
      ),
      [],
    );
  });
});

describe('veredicto del contrato', () => {
  test('el ejemplo documentado cumple; uno alterado muestra la falla por ruta', () => {
    const {spec, model} = operation('workflows', 'listWorkflows');
    const success = model.responses.find((response) => response.status === '200')!;
    const example = success.examples[0].value;
    assert.deepEqual(contractVerdict(spec, model, 200, 'application/json', JSON.stringify(example)), {
      ok: true,
      message: 'La respuesta tiene la forma documentada para el estado 200.',
    });
    const page = example as {result: object};
    const verdict = contractVerdict(
      spec,
      model,
      200,
      'application/json',
      JSON.stringify({...page, result: {...page.result, data: 'no es lista'}}),
    );
    assert.equal(verdict.ok, false);
    assert.equal(verdict.message, 'La respuesta no tiene la forma documentada para el estado 200:');
    assert.ok(
      !verdict.ok && verdict.issues.some((issue) => issue.path === 'result.data' && issue.message === 'Debe ser lista.'),
      JSON.stringify(verdict),
    );
  });

  test('estado no documentado y respuesta que no es JSON', () => {
    const {spec, model} = operation('workflows', 'listWorkflows');
    assert.match(contractVerdict(spec, model, 418, 'application/json', '{}').message, /El estado 418 no está documentado/);
    assert.match(contractVerdict(spec, model, 200, 'text/html', '<html>').message, /la respuesta no es JSON \(Content-Type: text\/html\)/);
  });
});

describe('credenciales solo en sessionStorage', () => {
  test('se guardan por API y esquema, y «Olvidar credenciales» las borra todas', () => {
    const store = new MemoryStore();
    store.setItem('otra-cosa', 'se queda');
    saveCredential(store, 'people', 'RemApikey', 'k1');
    saveCredential(store, 'signt', 'PublicSignerToken', 't1');
    assert.equal(readCredential(store, 'people', 'RemApikey'), 'k1');
    assert.equal(store.getItem(credentialKey('signt', 'PublicSignerToken')), 't1');
    forgetCredentials(store);
    assert.equal(store.length, 1);
    assert.equal(store.getItem('otra-cosa'), 'se queda');
  });
});

describe('fallas explicadas', () => {
  test('paquete local apagado, servidor de la API, tiempo agotado', () => {
    const base = {pageOrigin: 'http://127.0.0.1:3000'};
    const local = explainFailure({kind: 'network'}, {...base, serverUrl: localMockServerUrl('/onboarding', 4011), server: 'local'});
    assert.match(local, /^No se pudo conectar con el paquete identia-sandbox en tu equipo \(http:\/\/127\.0\.0\.1:4011\/onboarding\)/);
    assert.match(local, /Arráncalo con `identia-sandbox mock`.*`--port`, escribe ese puerto en «Puerto»/);
    // The repository's own script is not the reader's: the portal names the published package only.
    assert.doesNotMatch(local, /npm run mock/);
    const remote = explainFailure({kind: 'network'}, {...base, serverUrl: API_BASE_URL, server: 'api'});
    assert.match(remote, /pide la llave de tu cuenta/);
    assert.match(remote, /llamadas desde http:\/\/127\.0\.0\.1:3000 \(encabezado `Access-Control-Allow-Origin`\)/);
    assert.match(explainFailure({kind: 'timeout', seconds: 30}, {...base, serverUrl: API_BASE_URL, server: 'api'}), /no respondió en 30 s/);
  });

  test('los comandos entre comillas invertidas se muestran como código, sin las comillas', () => {
    assert.deepEqual(textParts('Arráncalo con `identia-sandbox mock` y espera; usa `--port`.'), [
      {code: false, text: 'Arráncalo con '},
      {code: true, text: 'identia-sandbox mock'},
      {code: false, text: ' y espera; usa '},
      {code: true, text: '--port'},
      {code: false, text: '.'},
    ]);
    assert.deepEqual(textParts('sin código'), [{code: false, text: 'sin código'}]);
    assert.deepEqual(textParts('una ` sola'), [{code: false, text: 'una ` sola'}]);
  });
});

describe('CSP: connect-src de la consola', () => {
  test('el origen de cada servidor publicado y el paquete local en cualquier puerto de 127.0.0.1, y nada más', () => {
    const sources = tryItConnectSources(API_BASE_URL);
    assert.deepEqual(sources, [API_BASE_URL, 'http://127.0.0.1:*']);
    assert.equal(LOCAL_MOCK_CONNECT_SOURCE, 'http://127.0.0.1:*');
    for (const [id, spec] of specs) {
      for (const server of spec.servers) assert.ok(sources.includes(new URL(server.url).origin), `${id}: ${server.url}`);
    }
  });

  test('el puerto que escribe el lector se acepta con espacios y se rechaza vacío, 0, sobre 65535, con letras, negativo o decimal', () => {
    assert.equal(parseLocalMockPort(' 4011 '), 4011);
    for (const bad of ['', '0', '65536', '40a', '-1', '4010.5']) assert.equal(parseLocalMockPort(bad), undefined, bad);
  });
});

describe('servidores de la consola', () => {
  test('cada uno dice qué es: el simulado, los de la API según su especificación y el paquete local', () => {
    const {model} = operation('people', 'createPerson');
    assert.deepEqual(
      serverOptions(model).map((option) => [option.kind, option.label]),
      [
        ['simulated', 'Servidor simulado (en tu navegador)'],
        ['api', `Entorno de pruebas · ${API_BASE_URL}/onboarding`],
        ['local', 'Paquete identia-sandbox en tu equipo · http://127.0.0.1:4010/onboarding'],
      ],
    );
    assert.equal(serverOptions(model, 4011).at(-1)!.url, 'http://127.0.0.1:4011/onboarding');
    // The simulated call's cURL targets the same engine run locally.
    assert.equal(serverOptions(model)[0]!.url, 'http://127.0.0.1:4010/onboarding');
  });

  test('verification: ninguna URL del servidor publicado se llama «Producción» a secas', () => {
    const {model} = operation('verification', findFirstOperation('verification'));
    const labels = serverOptions(model)
      .filter((option) => option.kind === 'api')
      .map((option) => option.label);
    assert.equal(labels.length, 2);
    for (const label of labels) assert.doesNotMatch(label, /^Producción ·/, label);
    assert.ok(
      labels.some((label) => /^Ruta de pruebas \(\/verification\/test\)/.test(label)),
      labels.join(' | '),
    );
    assert.ok(
      labels.some((label) => /^Ruta de producción \(\/verification\)/.test(label)),
      labels.join(' | '),
    );
  });

  test('abre en el último elegido, nunca en uno deducido de una llave guardada', () => {
    const people = serverOptions(operation('people', 'createPerson').model);
    const verification = serverOptions(operation('verification', findFirstOperation('verification')).model);
    const store = new MemoryStore();
    saveCredential(store, 'people', 'RemApikey', 'una-llave');
    assert.equal(initialServer(people, rememberedServer(store)).kind, 'simulated', 'una llave guardada no cambia el servidor');
    rememberServer(store, 'local');
    assert.equal(initialServer(people, rememberedServer(store)).kind, 'local');
    assert.equal(initialServer(verification, rememberedServer(store)).kind, 'local');
    rememberServer(store, people[1]!.value);
    assert.equal(initialServer(people, rememberedServer(store)).value, people[1]!.value);
    // An API server chosen on another API: this API's first server (its test environment).
    assert.equal(initialServer(verification, rememberedServer(store)).value, verification[1]!.value);
    assert.equal(initialServer(people, 'algo-que-ya-no-existe').kind, 'simulated');
    assert.equal(rememberedPort(store), 4010);
    rememberPort(store, 4011);
    assert.equal(rememberedPort(store), 4011);
  });
});

describe('cuerpo de la respuesta resaltado sin Prism', () => {
  test('claves, textos, números, literales y puntuación con las clases de tokens del sitio; nada sin escapar', () => {
    const html = jsonHtml(JSON.stringify({nombre: 'Ana <b>', edad: 30, activo: true, nota: null, lista: [1.5e3]}, null, 2));
    assert.match(html, /<span class="token property">&quot;nombre&quot;<\/span><span class="token operator">:<\/span>/);
    assert.match(html, /<span class="token string">&quot;Ana &lt;b&gt;&quot;<\/span>/);
    assert.match(html, /<span class="token number">30<\/span>/);
    assert.match(html, /<span class="token boolean">true<\/span>/);
    assert.match(html, /<span class="token null keyword">null<\/span>/);
    assert.match(html, /<span class="token number">1500<\/span>/);
    assert.doesNotMatch(html.replace(/<\/?span[^>]*>/g, ''), /<|>/);
    // Every character of the text is kept.
    const text = '{"a": "x\\"y", "b": [true, false]}';
    assert.equal(
      jsonHtml(text)
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
      text,
    );
  });
});

describe('validadores preparados y solo con lo que el esquema alcanza', () => {
  test('cada validación que hará «Enviar» se prepara aparte, y las respuestas validan igual después', () => {
    const {spec, model} = operation('people', 'createPerson');
    const steps = validationWarmUp(spec, model);
    const jsonResponses = model.responses.filter((response) => Object.keys(response.schemas).some((type) => /json/.test(type)));
    assert.equal(steps.length, 1 + model.parameters.length + jsonResponses.length);
    for (const step of steps) step();
    assert.deepEqual(validateValue(spec, model.body!.schema, model.body!.example, 'request'), []);
    const created = model.responses.find((response) => response.status === '201')!;
    assert.equal(contractVerdict(spec, model, 201, 'application/json', JSON.stringify(created.examples[0]!.value)).ok, true);
  });

  test('los componentes que alcanza un esquema, de referencia en referencia, y ninguno más', () => {
    const components = {
      schemas: {
        Persona: {type: 'object', properties: {domicilio: {$ref: '#/components/schemas/Domicilio'}}, example: {$ref: 'no es referencia'}},
        Domicilio: {type: 'object', properties: {estado: {$ref: '#/components/schemas/Estado/properties/clave'}}},
        Estado: {type: 'object', properties: {clave: {type: 'string'}}},
        Ajeno: {type: 'string'},
        'Con/Barra': {type: 'integer'},
      },
    };
    assert.deepEqual(Object.keys(reachableComponents(components, {$ref: '#/components/schemas/Persona'}).schemas!).sort(), [
      'Domicilio',
      'Estado',
      'Persona',
    ]);
    assert.deepEqual(reachableComponents(components, {$ref: '#/components/schemas/Con~1Barra'}), {
      schemas: {'Con/Barra': {type: 'integer'}},
    });
    assert.deepEqual(reachableComponents(components, {type: 'string'}), {});
  });
});
