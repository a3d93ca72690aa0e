/**
 * The sandbox engine (sandbox/src/engine) against the contract: for each API and each auth scheme, a
 * call without its credential gets the documented answer; for each API, wrong requests get the
 * right fault in that API's own body and wording. Every expected status and message below is quoted
 * from the product spec (§5 validation rules, §6 roles, §8 error catalogue) or from the specs'
 * documented examples, not from the engine.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {repoRoot} from '../../lib/paths';
import {createApiSandbox, createSandbox, NOTE_HEADER, type FormPart, type Sandbox, type SandboxResponse} from '../../sandbox/src/engine';
import {ruleInSpanish} from '../../sandbox/src/engine/messages';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

let sandbox: Sandbox;
before(async () => {
  const models = await loadSandboxModels(services);
  sandbox = createSandbox(models.map(({service, model}) => ({id: service.id, spec: model})));
});

const KEY = {'Rem-Apikey': 'llave-de-prueba'};
const JSON_TYPE = {'Content-Type': 'application/json'};
const PERSON_ID = '9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const sample = (name: string) => new Uint8Array(readFileSync(path.join(repoRoot, 'static', 'muestras', name)));
const TEXT_FILE = new TextEncoder().encode('esto es un archivo de texto, no una imagen\n');

function send(method: string, url: string, headers: Record<string, string> = {}, body?: unknown): SandboxResponse {
  return sandbox.handle({
    method,
    path: url,
    headers,
    body: body === undefined ? {kind: 'none'} : {kind: 'text', text: typeof body === 'string' ? body : JSON.stringify(body)},
  });
}
const sendForm = (url: string, parts: FormPart[], headers: Record<string, string> = KEY) =>
  sandbox.handle({method: 'POST', path: url, headers, body: {kind: 'form', parts}});
const bodyOf = (response: SandboxResponse) => (response.body === '' ? undefined : JSON.parse(response.body));

describe('sin credencial: la respuesta documentada de cada API y cada esquema', () => {
  // Product spec §8: "401/403 'Failed authorization'"; the shared Unauthorized example.
  for (const [api, url] of [
    ['people', '/onboarding/people'],
    ['workflows', '/workflows'],
    ['signt', '/signt/templates'],
  ]) {
    test(`${api} (Rem-Apikey): 401 Failed authorization`, () => {
      const response = send('GET', url);
      assert.equal(response.status, 401);
      assert.deepEqual(bodyOf(response), {success: false, code: 401, error: 'Failed authorization'});
    });
  }

  // Product spec §6 and §8: "Missing token gives 403 'Missing authorization token'".
  for (const [scheme, url] of [
    ['PublicSignerToken', '/signt/public/signer/document-info'],
    ['PublicDocumentToken', '/signt/public/document/preview'],
  ]) {
    test(`signt ${scheme} (bearer): 403 Missing authorization token`, () => {
      const response = send('GET', url, KEY);
      assert.equal(response.status, 403);
      assert.deepEqual(bodyOf(response), {success: false, code: 403, error: 'Missing authorization token'});
      assert.equal(send('GET', url, {Authorization: 'Bearer token-de-prueba'}).status, 200);
    });
  }

  // These APIs document 401 without a body ("la especificación del producto anuncia este estado sin cuerpo").
  for (const [api, method, url] of [
    ['vision', 'POST', '/vision'],
    ['blacklists', 'GET', '/blacklists/lists'],
    ['lexi', 'POST', '/lexi/search/agreements'],
    ['visionary', 'POST', '/visionary/curp'],
  ]) {
    test(`${api} (Rem-Apikey): 401 sin cuerpo`, () => {
      const response = send(method, url);
      assert.equal(response.status, 401);
      assert.equal(response.body, '');
    });
  }

  test('verification: sin x-api-key ni Rem-Apikey, 401 sin cuerpo; con cualquiera de las dos, pasa', () => {
    const body = {curp: 'HEGJ850101HDFRRN00'};
    const none = send('POST', '/verification/curp', JSON_TYPE, body);
    assert.equal(none.status, 401);
    assert.equal(none.body, '');
    assert.equal(send('POST', '/verification/curp', {...JSON_TYPE, 'x-api-key': 'k'}, body).status, 200);
    assert.equal(send('POST', '/verification/curp', {...JSON_TYPE, 'Rem-Apikey': 'k'}, body).status, 200);
  });
});

describe('peticiones equivocadas: la falla correcta en el cuerpo de cada API', () => {
  test('people: campos obligatorios, 255 caracteres y género, con la redacción del servidor (§5)', () => {
    const response = send('POST', '/onboarding/people', {...KEY, ...JSON_TYPE}, {name: 'N'.repeat(256), gender: 'OTRO'});
    assert.equal(response.status, 422);
    const answer = bodyOf(response);
    assert.equal(answer.success, false);
    assert.equal(answer.code, 422);
    assert.deepEqual(answer.error.national_id, ['The national id field is required.']);
    assert.deepEqual(answer.error.first_lastname, ['The first lastname field is required.']);
    assert.deepEqual(answer.error.second_lastname, ['The second lastname field is required.']);
    assert.deepEqual(answer.error.name, ['The name must not be greater than 255 characters.']);
    assert.deepEqual(answer.error.gender, ['The selected gender is invalid.']);
  });

  test('people: un .txt como imagen de INE es rechazado (JPG o PNG, §5)', () => {
    const response = sendForm(`/onboarding/people/${PERSON_ID}/upload-ine`, [
      {name: 'ine_front', filename: 'frente.jpg', contentType: 'image/jpeg', data: TEXT_FILE},
      {name: 'ine_reverse', filename: 'reverso.png', contentType: 'image/png', data: sample('muestra.png')},
    ]);
    assert.equal(response.status, 422);
    assert.deepEqual(bodyOf(response).error, {ine_front: ['The ine front must be a file of type: jpg, png.']});
    const good = sendForm(`/onboarding/people/${PERSON_ID}/upload-ine`, [
      {name: 'ine_front', filename: 'frente.jpg', data: sample('muestra.jpg')},
      {name: 'ine_reverse', filename: 'reverso.png', data: sample('muestra.png')},
    ]);
    assert.equal(good.status, 200, good.body);
  });

  test('workflows: callback_url sin HTTPS y pasos repetidos son 400 sobre esos campos, no "Person not found"', () => {
    const response = send(
      'POST',
      '/workflows',
      {...KEY, ...JSON_TYPE},
      {people_uuid: PERSON_ID, steps: ['liveness', 'liveness'], callback_url: 'http://mi-servidor.example/wf'},
    );
    assert.equal(response.status, 400);
    const answer = bodyOf(response);
    assert.equal(answer.success, false);
    assert.equal(answer.code, 400);
    assert.deepEqual(Object.keys(answer.error).sort(), ['callback_url', 'steps']);
    assert.doesNotMatch(response.body, /Person not found/);
  });

  test('workflows: sin steps, "The steps field is required." (ejemplo documentado)', () => {
    const answer = bodyOf(send('POST', '/workflows', {...KEY, ...JSON_TYPE}, {people_uuid: PERSON_ID}));
    assert.deepEqual(answer, {success: false, code: 400, error: {steps: ['The steps field is required.']}});
  });

  test('signt: revisor con correo de 3 caracteres, 400 con la lista errors de mensajes en español (§8, §5 "Reviewer email 5-100 chars")', () => {
    const reviewer = {
      name: 'Ana Sofía Martínez Cruz',
      email: 'a@b',
      type: 'document',
      reviewable_id: 'c3f1bcff-3668-4e03-bd6f-138eccfca0fa',
    };
    for (const [method, url] of [
      ['POST', '/signt/reviewers'],
      ['PUT', '/signt/reviewers/c3f1bcff-3668-4e03-bd6f-138eccfca0fa'],
    ]) {
      const response = send(method, url, {...KEY, ...JSON_TYPE}, reviewer);
      assert.equal(response.status, 400);
      const body = bodyOf(response);
      // The documented shape (ReviewerErrorResponse): success, code and a list of messages, no field map.
      assert.deepEqual(Object.keys(body).sort(), ['code', 'errors', 'success']);
      assert.equal(body.success, false);
      assert.equal(body.code, 400);
      assert.ok(Array.isArray(body.errors) && body.errors.length === 1, JSON.stringify(body));
      assert.match(body.errors[0], /^Simulador: el campo email debe tener al menos 5 caracteres\.$/);
    }
  });

  test('signt: sha256 de otra longitud, "The sha256 field must be 64 characters." (§5, ejemplo)', () => {
    const response = send('POST', '/signt/external/sign-nom151', {...KEY, ...JSON_TYPE}, {sha256: 'abc', filename: 'factura.pdf'});
    assert.equal(response.status, 400);
    assert.deepEqual(bodyOf(response), {success: false, code: 400, error: {sha256: ['The sha256 field must be 64 characters.']}});
  });

  test('verification: /validate sin webhook es 400 MISSING_REQUIRED_PARAMETER (§5, §8)', () => {
    const response = send(
      'POST',
      '/verification/validate',
      {'x-api-key': 'k', ...JSON_TYPE},
      {type: 'EFGH', ocr: '4521087963214', cic: '187456321'},
    );
    assert.equal(response.status, 400);
    assert.deepEqual(bodyOf(response), {
      status: 400,
      name: 'BadRequestError',
      code: 'MISSING_REQUIRED_PARAMETER',
      message: 'Missing required parameter: webhook',
    });
  });

  test('verification: modelo EFGH sin cic es 422 VALIDATION_FAILED "must have required property \'cic\'"', () => {
    const response = send(
      'POST',
      '/verification/validate?webhook=https://mi-servidor.example/ine',
      {'x-api-key': 'k', ...JSON_TYPE},
      {type: 'EFGH', ocr: '4521087963214'},
    );
    assert.equal(response.status, 422);
    const answer = bodyOf(response);
    assert.equal(answer.code, 'VALIDATION_FAILED');
    assert.equal(answer.name, 'UnprocessableEntityError');
    assert.deepEqual(answer.details, [
      {path: '', code: 'required', message: "must have required property 'cic'", info: {missingProperty: 'cic'}},
    ]);
  });

  test('verification: CURP de otra longitud es 400 y sin CURP 422, con la redacción de los ejemplos', () => {
    const short = send('POST', '/verification/curp', {'x-api-key': 'k', ...JSON_TYPE}, {curp: 'ABC'});
    assert.equal(short.status, 400);
    assert.deepEqual(bodyOf(short), {code: 400, message: 'Bad request', errors: {curp: ['The curp field must be 18 characters.']}});
    const missing = send('POST', '/verification/curp', {'x-api-key': 'k', ...JSON_TYPE}, {});
    assert.equal(missing.status, 422);
    assert.deepEqual(bodyOf(missing), {code: 422, message: 'Unprocessable entity', errors: {curp: ['The curp field is required.']}});
  });

  test('vision: type inválido es 400 "[type] field must be one of: INE, INE_REVERSO" (§8)', () => {
    const response = sendForm('/vision', [
      {name: 'type', value: 'PASAPORTE'},
      {name: 'document', filename: 'frente.jpg', data: sample('muestra.jpg')},
    ]);
    assert.equal(response.status, 400);
    assert.deepEqual(bodyOf(response), {name: 'BadRequestError', message: '[type] field must be one of: INE, INE_REVERSO'});
  });

  test('vision: "Unable to detect document…" (§8) es lo que responde al documento que no reconoce; el simulador lo da por escenario', () => {
    // The product names no file type for `document`, so the simulator cannot tell an unreadable image from a good one:
    // it answers the documented success, and the documented 422 when asked for it.
    const parts = [
      {name: 'type', value: 'INE'},
      {name: 'document', filename: 'frente.jpg', contentType: 'image/jpeg', data: TEXT_FILE},
    ];
    assert.equal(sendForm('/vision', parts).status, 200);
    const response = sendForm('/vision', parts, {...KEY, Prefer: 'code=422'});
    assert.equal(response.status, 422);
    assert.deepEqual(bodyOf(response), {
      name: 'UnprocessableEntityError',
      message: 'Unable to detect document, please check the image quality and document type.',
    });
  });

  test('blacklists: sin query, "query field is required"; min_similarity 80 es otra falla, sobre min_similarity', () => {
    const missing = send('POST', '/blacklists/search', {...KEY, ...JSON_TYPE}, {});
    assert.equal(missing.status, 400);
    assert.deepEqual(bodyOf(missing), {status: false, error: 'query field is required'});
    const similarity = send('POST', '/blacklists/search', {...KEY, ...JSON_TYPE}, {query: 'JUAN PEREZ', min_similarity: 80});
    assert.equal(similarity.status, 400);
    const answer = bodyOf(similarity);
    assert.equal(answer.status, false);
    assert.match(answer.error, /min_similarity/);
    assert.doesNotMatch(answer.error, /query field is required/);
  });

  test('blacklists: un query por campos con una CURP de 17 caracteres habla de query.curp, no de que query deba ser texto', () => {
    const short = send('POST', '/blacklists/search', {...KEY, ...JSON_TYPE}, {query: {curp: 'HEGJ850101HDFRRN0'}});
    assert.equal(short.status, 400);
    const {error} = bodyOf(short);
    assert.match(error, /query\.curp debe tener al menos 18 caracteres/);
    assert.doesNotMatch(error, /debe ser texto/);
    // A value of neither shape still hears about both.
    const number = send('POST', '/blacklists/search', {...KEY, ...JSON_TYPE}, {query: 5});
    assert.equal(number.status, 400);
    assert.match(bodyOf(number).error, /query/);
  });

  test('lexi: sin query es 400 y state_id fuera de las 19 claves 422, en {success, data, error: {code, message}}', () => {
    const missing = send('POST', '/lexi/search/agreements', {...KEY, ...JSON_TYPE}, {});
    assert.equal(missing.status, 400);
    const answer = bodyOf(missing);
    assert.equal(answer.success, false);
    assert.equal(answer.data, null);
    assert.match(answer.error.message, /query/);
    assert.notEqual(answer.error.code, 'string');
    assert.notEqual(answer.error.message, 'string');
    const state = send('POST', '/lexi/search/agreements', {...KEY, ...JSON_TYPE}, {query: 'ROBERTO SANCHEZ', state_id: 'xx'});
    assert.equal(state.status, 422);
    assert.match(bodyOf(state).error.message, /state_id/);
  });

  test('visionary: validate_rfc=si es 422 sobre validate_rfc, no "No [file] provided"', () => {
    const response = sendForm('/visionary/bank-statement?validate_rfc=si', [
      {name: 'file', filename: 'estado.pdf', data: sample('muestra.pdf')},
    ]);
    assert.equal(response.status, 422);
    const answer = bodyOf(response);
    assert.equal(answer.error_type, 'UNPROCESSABLE_ENTITY');
    assert.match(answer.message, /validate_rfc/);
    assert.notEqual(answer.message, 'No [file] provided');
  });

  test('visionary: sin archivo "No [file] provided" (§8)', () => {
    const none = sendForm('/visionary/curp', [{name: 'password', value: 'x'}]);
    assert.equal(none.status, 422);
    assert.deepEqual(bodyOf(none), {message: 'No [file] provided', error: 'Unprocessable Entity', error_type: 'UNPROCESSABLE_ENTITY'});
  });

  test('visionary: el sobre de error trae message, error y error_type (§3), también con la redacción del simulador', () => {
    // Product spec §3: «Error envelope: message, data (optional), error, error_type».
    const response = sandbox.handle({method: 'POST', path: '/visionary/credit-report', headers: {...KEY, Prefer: 'code=400'}});
    assert.equal(response.status, 400);
    const answer = bodyOf(response);
    assert.deepEqual(Object.keys(answer).sort(), ['error', 'error_type', 'message']);
    assert.equal(answer.error_type, 'BAD_REQUEST');
    assert.match(answer.message, /^Simulador:/);
    assert.ok(response.headers[NOTE_HEADER]);
  });

  test('visionary: la extracción responde message y data (§3, §7)', () => {
    const response = sendForm('/visionary/curp', [{name: 'file', filename: 'curp.pdf', data: sample('muestra.pdf')}]);
    assert.equal(response.status, 200);
    const answer = bodyOf(response);
    assert.equal(typeof answer.message, 'string');
    assert.equal(typeof answer.data, 'object');
  });

  test('people: la carga masiva toma un CSV (sin firma) por su tipo de texto', () => {
    const csv = sendForm('/onboarding/people/bulk-import', [
      {name: 'file', filename: 'personas.csv', contentType: 'text/csv', data: sample('muestra.csv')},
    ]);
    assert.notEqual(csv.status, 422, csv.body);
  });
});

/**
 * Issue 37: each condition the product spec states between fields, broken and met. Where the spec gives the wording
 * of a missing field («The X field is required.», Ajv's «must have required property»), the sandbox uses it; a choice
 * between fields has no wording in the spec, so it is the simulator's sentence, marked «Simulador:» and with the note
 * header, and the same sentence the reference prints.
 */
describe('condiciones entre campos (issue 37): la violación y la petición que la cumple', () => {
  const VERIFICATION = {'x-api-key': 'k', ...JSON_TYPE};
  const SIGNT = {...KEY, ...JSON_TYPE};

  test('verification /rfc: name y postal_code juntos (§5 «name and postal_code supplied together»)', () => {
    for (const [sent, missing] of [
      [{name: 'JUAN HERNANDEZ GARCIA'}, 'postal_code'],
      [{postal_code: '06700'}, 'name'],
    ] as const) {
      const response = send('POST', '/verification/rfc', VERIFICATION, {rfc: 'HEGJ850101AB6', ...sent});
      assert.equal(response.status, 422, response.body);
      assert.deepEqual(bodyOf(response), {
        code: 422,
        message: 'Unprocessable entity',
        errors: {[missing]: [`The ${missing.replace('_', ' ')} field is required.`]},
      });
    }
    assert.equal(send('POST', '/verification/rfc', VERIFICATION, {rfc: 'HEGJ850101AB6'}).status, 200);
    assert.equal(
      send('POST', '/verification/rfc', VERIFICATION, {rfc: 'HEGJ850101AB6', name: 'JUAN HERNANDEZ GARCIA', postal_code: '06700'}).status,
      200,
    );
  });

  test('verification /reverse-rfc: apellidos obligatorios para PF (§5 «required for PF»), no para PM', () => {
    const physical = send('POST', '/verification/reverse-rfc', VERIFICATION, {name: 'JUAN', birth_date: '1985-01-01', person_type: 'PF'});
    assert.equal(physical.status, 422);
    assert.deepEqual(bodyOf(physical).errors, {
      first_last_name: ['The first last name field is required.'],
      second_last_name: ['The second last name field is required.'],
    });
    const moral = {name: 'COMERCIALIZADORA DEL BAJIO SA DE CV', birth_date: '2015-03-12', person_type: 'PM'};
    assert.equal(send('POST', '/verification/reverse-rfc', VERIFICATION, moral).status, 200);
    const complete = {name: 'JUAN', first_last_name: 'HERNANDEZ', second_last_name: 'GARCIA', birth_date: '1985-01-01', person_type: 'PF'};
    assert.equal(send('POST', '/verification/reverse-rfc', VERIFICATION, complete).status, 200);
  });

  test('verification /validate: cic obligatorio para D y EFGH (§3), no para C', () => {
    const url = '/verification/validate?webhook=https://mi-servidor.example/ine';
    const modelD = send('POST', url, VERIFICATION, {type: 'D', ocr: '4521087963214'});
    assert.equal(modelD.status, 422);
    assert.deepEqual(bodyOf(modelD).details, [
      {path: '', code: 'required', message: "must have required property 'cic'", info: {missingProperty: 'cic'}},
    ]);
    assert.equal(send('POST', url, VERIFICATION, {type: 'C', ocr: '4521087963214'}).status, 200);
    assert.equal(send('POST', url, VERIFICATION, {type: 'D', ocr: '4521087963214', cic: '187456321'}).status, 200);
  });

  test('workflows: people_uuid o un paso enroll_full/enroll_basic (§5 «Either people_uuid or …»)', () => {
    const response = send('POST', '/workflows', SIGNT, {steps: ['liveness', 'verify_email']});
    assert.equal(response.status, 400);
    const sentence = 'Simulador: envía «people_uuid» o incluye «enroll_full» o «enroll_basic» en «steps» (al menos uno de los dos).';
    assert.deepEqual(bodyOf(response), {success: false, code: 400, error: {people_uuid: [sentence], steps: [sentence]}});
    assert.ok(response.headers[NOTE_HEADER], 'la redacción es del simulador');
    assert.equal(send('POST', '/workflows', SIGNT, {steps: ['enroll_basic', 'liveness']}).status, 201);
    assert.equal(send('POST', '/workflows', SIGNT, {steps: ['liveness'], people_uuid: PERSON_ID}).status, 201);
  });

  test('signt /batch-processes: document_ids o endorsement_ids según type (§5 «accordingly»)', () => {
    const signer = 'cc0fb450-b254-4226-be4d-7820849fcf2e';
    const documents = send('POST', '/signt/batch-processes', SIGNT, {type: 'document', signer_id: signer, endorsement_ids: ['e1']});
    assert.deepEqual(bodyOf(documents), {success: false, code: 400, error: {document_ids: ['The document ids field is required.']}});
    const endorsements = send('POST', '/signt/batch-processes', SIGNT, {type: 'endorsement', signer_id: signer, document_ids: ['d1']});
    assert.deepEqual(bodyOf(endorsements), {
      success: false,
      code: 400,
      error: {endorsement_ids: ['The endorsement ids field is required.']},
    });
    assert.equal(send('POST', '/signt/batch-processes', SIGNT, {type: 'document', signer_id: signer, document_ids: ['d1']}).status, 201);
    assert.equal(
      send('POST', '/signt/batch-processes', SIGNT, {type: 'endorsement', signer_id: signer, endorsement_ids: ['e1']}).status,
      201,
    );
  });

  test('people /bulk-import: un CSV o XLSX, o el id de un archivo temporal (§5)', () => {
    const none = sendForm('/onboarding/people/bulk-import', []);
    assert.equal(none.status, 422);
    const sentence = 'Simulador: envía «file» o «tmp_file_id» (al menos uno de los dos).';
    assert.deepEqual(bodyOf(none), {success: false, code: 422, error: {file: [sentence], tmp_file_id: [sentence]}});
    assert.ok(none.headers[NOTE_HEADER]);
    assert.equal(sendForm('/onboarding/people/bulk-import', [{name: 'tmp_file_id', value: 'tmp-7f3a2c1b'}]).status, 200);
  });

  for (const url of ['/signt/documents/verify/fiel-document', '/signt/external', '/signt/external/verify-document']) {
    test(`signt ${url}: file o file_tmp_id (§7 «file or file_tmp_id»)`, () => {
      const none = sendForm(url, []);
      assert.equal(none.status, 400);
      const sentence = 'Simulador: envía «file» o «file_tmp_id» (al menos uno de los dos).';
      assert.deepEqual(bodyOf(none), {success: false, code: 400, error: {file: [sentence], file_tmp_id: [sentence]}});
      const success = url === '/signt/external' ? 201 : 200;
      assert.equal(sendForm(url, [{name: 'file_tmp_id', value: 'tmp-9d41e0'}]).status, success);
      assert.equal(sendForm(url, [{name: 'file', filename: 'contrato.pdf', data: sample('muestra.pdf')}]).status, success);
    });
  }

  test('people /validations: config según class (§3 «blacklist: min_similarity (required, 0 to 1)…»)', () => {
    const url = '/onboarding/validations';
    const blacklist = send('POST', url, SIGNT, {name: 'Listas negras', class: 'blacklist', config: {}});
    assert.deepEqual(bodyOf(blacklist), {
      success: false,
      code: 422,
      error: {'config.min_similarity': ['The config.min similarity field is required.']},
    });
    const document = send('POST', url, SIGNT, {name: 'Comprobante', class: 'document', config: {collection: 'address_proof'}});
    assert.deepEqual(bodyOf(document).error, {
      'config.url': ['The config.url field is required.'],
      'config.file_field_name': ['The config.file field name field is required.'],
    });
    const unknown = send('POST', url, SIGNT, {name: 'Otra', class: 'otra', config: {}});
    assert.deepEqual(bodyOf(unknown).error, {class: ['The selected class is invalid.']});
    assert.equal(send('POST', url, SIGNT, {name: 'Listas negras', class: 'blacklist', config: {min_similarity: 0.8}}).status, 201);
  });

  test('people /files/add-to-model: file es obligatorio (§5 «File save requires file»)', () => {
    const parts: FormPart[] = [
      {name: 'model', value: 'person'},
      {name: 'model_id', value: PERSON_ID},
    ];
    const none = sendForm('/onboarding/files/add-to-model', [...parts, {name: 'file_tmp_id', value: 'tmp-1'}]);
    assert.deepEqual(bodyOf(none), {success: false, code: 422, error: {file: ['The file field is required.']}});
    assert.equal(
      sendForm('/onboarding/files/add-to-model', [...parts, {name: 'file', filename: 'ine.jpg', data: sample('muestra.jpg')}]).status,
      201,
    );
  });
});

describe('éxito, escenarios y rutas', () => {
  test('una persona válida recibe el 201 documentado', () => {
    const response = send(
      'POST',
      '/onboarding/people',
      {...KEY, ...JSON_TYPE},
      {
        national_id: 'HEGJ850101HDFRRN00',
        name: 'Juan',
        first_lastname: 'Hernández',
        second_lastname: 'García',
      },
    );
    assert.equal(response.status, 201, response.body);
    assert.equal(bodyOf(response).success, true);
  });

  test('Prefer: code y example responden el ejemplo documentado que nombran', () => {
    const response = send('GET', `/onboarding/people/${PERSON_ID}`, {
      ...KEY,
      Prefer: 'code=404, example=no-query-results-for-model-person',
    });
    assert.equal(response.status, 404);
    assert.deepEqual(bodyOf(response), {success: false, code: 404, error: 'No query results for model [Person]'});
  });

  test('una respuesta de error documentada sin ejemplo no devuelve marcadores de posición', () => {
    const response = send('POST', '/lexi/search/agreements', {...KEY, Prefer: 'code=500'});
    assert.equal(response.status, 500);
    assert.doesNotMatch(response.body, /"string"/);
    assert.equal(bodyOf(response).success, false);
    // The simulator's own text says what it is, in plain Spanish, and never writes about the specification.
    assert.match(response.body, /Simulador: respuesta 500 documentada de esta operación, pedida como escenario\./);
    const note = decodeURIComponent(response.headers['x-identia-sandbox-nota'] ?? '');
    assert.match(note, /Mensaje del simulador .*decide por el estado HTTP/);
    assert.doesNotMatch(`${response.body} ${note}`, /especificaci|contrato|no cumple/);
  });

  test('ruta desconocida y método equivocado, en el cuerpo de la API', () => {
    const route = send('GET', '/signt/no-existe', KEY);
    assert.equal(route.status, 404);
    assert.equal(bodyOf(route).code, 404);
    const method = send('PUT', '/lexi/search/agreements', KEY);
    assert.equal(method.status, 405);
    assert.equal(bodyOf(method).error.code, '405');
  });
});

describe('validadores preparados antes de la primera llamada', () => {
  test('prepare construye los de una operación (y pasa por alto una que no existe) sin cambiar sus respuestas', async () => {
    const [people] = await loadSandboxModels(services.filter((service) => service.id === 'people'));
    const fresh = () => createApiSandbox({id: 'people', spec: people!.model});
    const prepared = fresh();
    prepared.prepare('createPerson');
    prepared.prepare('operacionQueNoExiste');
    for (const body of [{name: 'Ana'}, {name: 42}]) {
      const request = {
        method: 'POST',
        path: '/people',
        headers: {...KEY, ...JSON_TYPE},
        body: {kind: 'text' as const, text: JSON.stringify(body)},
      };
      const answered = prepared.handle(request);
      assert.equal(answered.status, 422);
      assert.deepEqual(answered, fresh().handle(request));
    }
  });
});

describe('las frases propias del simulador', () => {
  test('dicen qué falla con palabras llanas, sin «no cumple la regla del esquema»', () => {
    assert.equal(ruleInSpanish({kind: 'other', keyword: 'oneOf'}), 'no coincide con ninguna de las formas documentadas');
    assert.equal(ruleInSpanish({kind: 'other', keyword: 'false'}), 'no se admite en esta petición');
    assert.equal(ruleInSpanish({kind: 'other', keyword: 'multipleOf'}), 'no tiene un valor admitido (regla «multipleOf»)');
  });
});
