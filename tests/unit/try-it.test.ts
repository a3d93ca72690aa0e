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
import {localMockOrigin, localMockServerUrl} from '../../config/localMock';
import {findService, type ApiService} from '../../config/services';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {credentialKey, forgetCredentials, readCredential, saveCredential, type KeyValueStore} from '../../plugins/try-it/lib/credentials';
import {explainFailure} from '../../plugins/try-it/lib/failures';
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
import {checkRequest} from '../../sandbox/src/contract/requestCheck';
import {buildRequest, renderCurl} from '../../plugins/try-it/lib/request';
import {fieldPath, validateValue} from '../../sandbox/src/contract/validation';
import {contractVerdict} from '../../plugins/try-it/lib/verdict';
import type {SpecNode} from '../../lib/openapi/types';

const API_BASE_URL = 'https://api.sandbox.identia.example';
const workDir = mkdtempSync(path.join(tmpdir(), 'probar-'));
const specs = new Map<string, Spec>();

before(async () => {
  for (const id of ['workflows', 'signt', 'verification', 'vision', 'people']) {
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
  test('ruta de campo legible', () => {
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

  test('enumeraciones y longitudes', () => {
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
      message: 'La respuesta cumple el contrato',
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
  test('servidor de pruebas apagado, otro servidor, tiempo agotado', () => {
    const base = {pageOrigin: 'http://127.0.0.1:3000'};
    assert.match(
      explainFailure({kind: 'network'}, {...base, serverUrl: localMockServerUrl('/onboarding'), isLocalMock: true}),
      /Arráncalo con `identia-sandbox mock` \(o `npm run mock`.*Servidor simulado \(en tu navegador\)/,
    );
    const remote = explainFailure({kind: 'network'}, {...base, serverUrl: API_BASE_URL, isLocalMock: false});
    assert.match(remote, /API_BASE_URL/);
    assert.match(remote, /CORS desde http:\/\/127\.0\.0\.1:3000/);
    assert.match(
      explainFailure({kind: 'timeout', seconds: 30}, {...base, serverUrl: API_BASE_URL, isLocalMock: false}),
      /no respondió en 30 s/,
    );
  });
});

describe('CSP: connect-src de la consola', () => {
  test('el origen de cada servidor publicado y el servidor de pruebas local, y nada más', () => {
    const sources = tryItConnectSources(API_BASE_URL);
    assert.deepEqual(sources, [API_BASE_URL, localMockOrigin()]);
    for (const [id, spec] of specs) {
      for (const server of spec.servers) assert.ok(sources.includes(new URL(server.url).origin), `${id}: ${server.url}`);
    }
  });
});
