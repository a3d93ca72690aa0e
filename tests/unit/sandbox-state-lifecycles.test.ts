/**
 * The lifecycle rules beyond Signt's documents, each both ways: public signer tokens (§4: «Public signer token
 * stops working once the signer signs with finish = 1, or when revoke-token is called»; §6: «Tokens are temporary
 * and expire by expires_in minutes»), phone and e-mail verification (§4: «send a code, then validate it»), and a
 * temporary person turned into a person (§4).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {repoRoot} from '../../lib/paths';
import {createSandbox, type SandboxResponse} from '../../sandbox/src/engine';
import {createStatefulSandbox, type StatefulSandbox} from '../../sandbox/src/state';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

const SIGNER = '16f6c83f-7d75-4a32-9a3c-134fee2de160';
const PERSON = '9b2f4c1e-7a3d-4e8b-9c61-2f5d8a0e4b17';
let now = new Date('2026-03-04T05:06:07Z').getTime();
let sandbox: StatefulSandbox;

before(async () => {
  const models = await loadSandboxModels(services);
  sandbox = createStatefulSandbox(createSandbox(models.map(({service, model}) => ({id: service.id, spec: model}))), {
    clock: () => new Date(now),
  });
});

type FilePart = {name: string; filename: string; contentType: string; data: Uint8Array};

function call(
  method: string,
  url: string,
  {body, token, form, files = []}: {body?: unknown; token?: string; form?: Record<string, string>; files?: FilePart[]} = {},
) {
  const headers: Record<string, string> = token ? {Authorization: `Bearer ${token}`} : {'Rem-Apikey': 'llave-de-prueba'};
  const response: SandboxResponse = sandbox.handle({
    method,
    path: url,
    headers: {...headers, ...(body !== undefined ? {'Content-Type': 'application/json'} : {})},
    body: form
      ? {kind: 'form', parts: [...Object.entries(form).map(([name, value]) => ({name, value})), ...files]}
      : body === undefined
        ? {kind: 'none'}
        : {kind: 'text', text: JSON.stringify(body)},
  });
  return {status: response.status, body: response.body === '' ? undefined : JSON.parse(response.body)};
}

const MISSING_TOKEN = {success: false, code: 403, error: 'Missing authorization token'};
const newToken = () => call('GET', `/signt/signers/${SIGNER}/create-token`).body.result.token as string;

describe('tokens del firmante público', () => {
  test('un token emitido funciona; tras revoke-token responde 403 «Missing authorization token»', () => {
    const token = newToken();
    assert.equal(call('GET', '/signt/public/signer/document-info', {token}).status, 200);
    assert.equal(call('GET', '/signt/public/signer/revoke-token', {token}).status, 200);
    assert.deepEqual(call('GET', '/signt/public/signer/document-info', {token}).body, MISSING_TOKEN);
  });

  test('firmar con finish = 0 lo deja funcionando; con finish = 1 deja de funcionar', () => {
    const token = newToken();
    assert.equal(call('POST', '/signt/public/signer/signature', {token, form: {finish: '0', password: 'Clave2025'}}).status, 200);
    assert.equal(call('GET', '/signt/public/signer/document-info', {token}).status, 200);
    const signed = call('POST', '/signt/public/signer/signature', {token, form: {finish: '1', password: 'Clave2025'}});
    assert.equal(signed.status, 200);
    assert.ok(signed.body.result.signed_at, 'el firmante queda con signed_at');
    assert.deepEqual(call('GET', '/signt/public/signer/document-info', {token}).body, MISSING_TOKEN);
  });

  test('vence a los expires_in minutos del firmante en el reloj del simulador; 0 no vence', () => {
    const expiresIn = Number(call('GET', `/signt/signers/${SIGNER}`).body.result.expires_in);
    assert.ok(expiresIn > 0);
    const token = newToken();
    now += (expiresIn - 1) * 60_000;
    assert.equal(call('GET', '/signt/public/signer/document-info', {token}).status, 200);
    now += 60_000;
    assert.deepEqual(call('GET', '/signt/public/signer/document-info', {token}).body, MISSING_TOKEN);
    call('PUT', `/signt/signers/${SIGNER}`, {body: {expires_in: 0}});
    const forever = call('GET', `/signt/signers/${SIGNER}/create-token`).body.result;
    assert.equal(forever.expiration, null);
    now += 10 * 365 * 24 * 60 * 60_000;
    assert.equal(call('GET', '/signt/public/signer/document-info', {token: forever.token}).status, 200);
  });

  test('un token que el simulador no emitió se acepta como siempre', () => {
    assert.equal(call('GET', '/signt/public/signer/document-info', {token: 'un-token-cualquiera'}).status, 200);
  });
});

describe('verificación de teléfono y correo', () => {
  let code = '';
  before(() => {
    const spec = sandbox.apis.get('people')!.spec;
    code = spec.paths!['/person-contact/sms-validation'].post.requestBody.content['application/json'].example.code;
    assert.match(code, /^\d+$/);
  });
  const phone = '+525598765432';

  test('validar sin haber enviado un código responde el 422 de People y no confirma nada', () => {
    const refused = call('POST', '/onboarding/person-contact/sms-validation', {body: {person_id: PERSON, phone, code}});
    assert.equal(refused.status, 422);
    assert.match(refused.body.error.code[0], /^Simulador: .*no se envió un código/);
  });

  test('enviado el código, uno equivocado se rechaza y el del ejemplo documentado confirma el teléfono', () => {
    const contact = call('POST', '/onboarding/person-contact', {body: {person_id: PERSON, email: 'ana@correo.example', phone}}).body.result;
    assert.equal(contact.sms_confirmation, false);
    assert.equal(call('POST', '/onboarding/person-contact/send-sms-code', {body: {person_id: PERSON, phone}}).status, 200);
    const wrong = call('POST', '/onboarding/person-contact/sms-validation', {body: {person_id: PERSON, phone, code: '000000'}});
    assert.equal(wrong.status, 422);
    assert.match(wrong.body.error.code[0], new RegExp(`no es el código que envió el simulador \\(${code}\\)`));
    const ok = call('POST', '/onboarding/person-contact/sms-validation', {body: {person_id: PERSON, phone, code}});
    assert.equal(ok.status, 200);
    assert.equal(ok.body.result.id, contact.id);
    assert.equal(ok.body.result.sms_confirmation, true);
    assert.equal(call('GET', `/onboarding/person-contact/${contact.id}`).body.result.sms_confirmation, true);
  });

  test('la página del servidor de pruebas dice el código que acepta el simulador', () => {
    assert.ok(readFileSync(path.join(repoRoot, 'docs/herramientas/servidor-de-pruebas.mdx'), 'utf8').includes(`\`${code}\``));
  });
});

describe('persona temporal', () => {
  test('create-person crea una persona con sus datos y los de person_data, y la persona temporal la nombra en person_id', () => {
    const temporary = call('POST', '/onboarding/temporary-people', {
      body: {name: 'Luis', first_lastname: 'Mena', second_lastname: 'Paredes', national_id: 'MEPL880709HJCRRS01'},
    }).body.result;
    const created = call('POST', `/onboarding/temporary-people/${temporary.id}/create-person`, {
      body: {person_data: {name: 'Luis Alberto'}},
    });
    assert.equal(created.status, 201);
    const person = created.body.result;
    assert.equal(person.name, 'Luis Alberto');
    assert.equal(person.first_lastname, 'Mena');
    assert.equal(person.national_id, 'MEPL880709HJCRRS01');
    assert.equal(call('GET', `/onboarding/people/${person.id}`).body.result.name, 'Luis Alberto');
    assert.equal(call('GET', `/onboarding/temporary-people/${temporary.id}`).body.result.person_id, person.id);
    assert.equal(call('POST', '/onboarding/temporary-people/00000000-0000-4000-8000-000000000000/create-person', {body: {}}).status, 404);
  });
});

describe('archivos de un modelo', () => {
  const pdf = new Uint8Array(readFileSync(path.join(repoRoot, 'static', 'muestras', 'muestra.pdf')));
  const address = '6d1a9e3f-2b7c-4a58-b0e4-8f3c1d6a7b25';
  const fileNotFound = {success: false, code: 404, error: 'File not found.'};

  test('un archivo agregado se lista en su modelo y colección, da su URL temporal y, borrado, responde «File not found.»', () => {
    const added = call('POST', '/onboarding/files/add-to-model', {
      form: {model: 'address', model_id: address, collection: 'address_proof'},
      files: [{name: 'file', filename: 'recibo-agua-mayo.pdf', contentType: 'application/pdf', data: pdf}],
    });
    assert.equal(added.status, 201);
    const file = added.body.result;
    assert.equal(file.file_name, 'recibo-agua-mayo.pdf');
    assert.equal(file.mime_type, 'application/pdf');
    assert.equal(file.size, pdf.length);
    assert.equal(file.collection_name, 'address_proof');
    assert.match(file.original_url, new RegExp(`/${file.id}/recibo-agua-mayo\\.pdf$`));

    const listed = call('GET', `/onboarding/files/get-from-model?model=address&model_id=${address}&collection=address_proof`).body.result;
    assert.ok(listed.data.some((item: {uuid: string}) => item.uuid === file.uuid));
    assert.equal(listed.data[0].tmp_url, undefined, 'tmp_url solo con include_tmp_url');
    const withUrl = call(
      'GET',
      `/onboarding/files/get-from-model?model=address&model_id=${address}&collection=address_proof&include_tmp_url=true`,
    );
    assert.match(withUrl.body.result.data.find((item: {uuid: string}) => item.uuid === file.uuid).tmp_url, /recibo-agua-mayo\.pdf/);
    assert.equal(
      call('GET', `/onboarding/files/get-from-model?model=address&model_id=${address}`).body.result.data.some(
        (item: {uuid: string}) => item.uuid === file.uuid,
      ),
      false,
      'sin collection se listan los de «default»',
    );

    const tmp = call('GET', `/onboarding/files/${file.id}/get-tmp-url`);
    assert.equal(tmp.status, 200);
    assert.match(tmp.body.result.tmp_url, new RegExp(`/${file.id}/recibo-agua-mayo\\.pdf`));

    const remove = `/onboarding/files/delete-from-model?model=address&model_id=${address}&media_uuid=${file.uuid}`;
    assert.equal(call('DELETE', remove).status, 200);
    assert.deepEqual(call('DELETE', remove).body, fileNotFound);
    assert.deepEqual(call('GET', `/onboarding/files/${file.id}/get-tmp-url`).body, fileNotFound);
  });

  test('los archivos de los ejemplos documentados están desde el principio', () => {
    assert.equal(call('GET', '/onboarding/files/1041/get-tmp-url').status, 200);
    assert.deepEqual(call('GET', '/onboarding/files/999999/get-tmp-url').body, fileNotFound);
  });
});
