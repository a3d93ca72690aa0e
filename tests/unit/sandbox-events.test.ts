/**
 * The sandbox's events (sandbox/src/state/events): each webhook trigger both ways (the change that fires it, with a
 * payload that names the stored resource and passes the webhook's schema, and a near change that does not), the
 * outcomes the integrator arms or advances, the clock, and the log (its order, its bound, kept with the store).
 */
import assert from 'node:assert/strict';
import {before, beforeEach, describe, test} from 'node:test';
import {services} from '../../config/services';
import {checkWebhookPayload, createSandbox, documentedWebhooks, type SandboxResponse} from '../../sandbox/src/engine';
import {
  controlAnswer,
  createStatefulSandbox,
  MAX_LOG_ENTRIES,
  OutcomeError,
  type StatefulSandbox,
  type WebhookEntry,
} from '../../sandbox/src/state';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

let models: Awaited<ReturnType<typeof loadSandboxModels>>;
before(async () => {
  models = await loadSandboxModels(services);
});
const now = new Date('2026-03-04T05:06:07Z').getTime();
let sandbox: StatefulSandbox;
let sent: WebhookEntry[];

beforeEach(() => {
  sandbox = createStatefulSandbox(createSandbox(models.map(({service, model}) => ({id: service.id, spec: model}))), {
    clock: () => new Date(now),
  });
  sent = [];
  sandbox.events.deliver = (entry) => sent.push(entry);
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the APIs' bodies, read field by field in assertions
  return {status: response.status, body: (response.body === '' ? undefined : JSON.parse(response.body)) as any};
}

const RECEIVER = 'http://127.0.0.1:4999/webhooks';

/** The webhooks sent to the test's receiver (the seeded examples' channels post to reserved example hosts). */
const toReceiver = () => sent.filter((entry) => entry.url.startsWith(RECEIVER));

/** Each payload passes its webhook's documented schema. */
function assertDocumented(entry: WebhookEntry): void {
  const spec = sandbox.apis.get(entry.api)!.spec;
  const webhook = documentedWebhooks(spec).find((candidate) => candidate.name === entry.webhook);
  assert.ok(webhook, `${entry.api} documenta ${entry.webhook}`);
  assert.deepEqual(checkWebhookPayload(spec, webhook, entry.cuerpo), [], `${entry.webhook}: el cuerpo cumple su esquema`);
}

function channel(events: string[], extra: Record<string, unknown> = {}) {
  const created = call('POST', '/onboarding/notification-channels', {
    body: {
      name: 'Receptor de pruebas',
      type: 'webhook',
      active: true,
      events,
      config: {callback_url: RECEIVER, headers: {'X-Firma': 'secreto'}},
      ...extra,
    },
  });
  assert.equal(created.status, 201);
  return created.body.result.id as string;
}

const PERSON = {
  name: 'Ana',
  first_lastname: 'Ruiz',
  second_lastname: 'Soto',
  national_id: 'RUSA900101MDFZNN09',
  birthdate: '1990-01-01',
  gender: 'FEMALE',
};
const newPerson = () => call('POST', '/onboarding/people', {body: PERSON}).body.result.id as string;

describe('People: los canales de notificación', () => {
  test('crear una persona manda person_register a cada canal webhook activo suscrito, con sus encabezados y la persona creada', () => {
    channel(['person_register']);
    const id = newPerson();
    const [delivery, ...more] = toReceiver();
    assert.equal(more.length, 0);
    assert.equal(delivery.evento, 'person_register');
    assert.deepEqual(delivery.encabezados, {'X-Firma': 'secreto'});
    assert.equal((delivery.cuerpo as {resource_id: string}).resource_id, id);
    assert.equal((delivery.cuerpo as {payload: {id: string; name: string}}).payload.name, 'Ana');
    assertDocumented(delivery);
  });

  test('un canal inactivo, de otro tipo o no suscrito al evento no recibe nada', () => {
    channel(['person_register'], {active: false});
    channel(['updated_data_to_person']);
    channel(['person_register'], {type: 'email', config: {emails: ['ana@correo.example']}});
    newPerson();
    assert.deepEqual(toReceiver(), []);
  });

  test('actualizar una persona manda updated_data_to_person con sus datos nuevos; crearla no', () => {
    channel(['updated_data_to_person']);
    const id = newPerson();
    assert.deepEqual(toReceiver(), []);
    assert.equal(call('PUT', `/onboarding/people/${id}`, {body: {name: 'Ana María'}}).status, 200);
    const [delivery] = toReceiver();
    assert.equal(delivery.evento, 'updated_data_to_person');
    assert.equal((delivery.cuerpo as {payload: {id: string; name: string}}).payload.name, 'Ana María');
    assertDocumented(delivery);
  });

  test('agregar un archivo manda media_added_to_model (o el nombre alterno al que se suscribió el canal) con el archivo', () => {
    channel(['added_media_to_model']);
    const id = newPerson();
    const added = call('POST', '/onboarding/files/add-to-model', {
      form: {model: 'person', model_id: id, collection: 'ine_front'},
      files: [{name: 'file', filename: 'ine-frente.jpg', contentType: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0])}],
    });
    assert.equal(added.status, 201);
    const [delivery] = toReceiver();
    assert.equal(delivery.evento, 'added_media_to_model');
    assert.equal(delivery.webhook, 'AddedMediaToModel');
    assert.equal((delivery.cuerpo as {resource_id: string}).resource_id, id);
    assert.equal((delivery.cuerpo as {payload: {file_name: string}}).payload.file_name, 'ine-frente.jpg');
    assertDocumented(delivery);
  });
});

describe('People: el resultado de validación que eliges', () => {
  test('avanzar «fallido» sobre una persona le registra un resultado en status 3 y manda person_fail_validation; «exitoso» sobre ese resultado, person_pass_validation', () => {
    channel(['person_pass_validation', 'person_fail_validation']);
    const id = newPerson();
    sandbox.events.advance({tipo: 'validacion', id, resultado: 'fallido'});
    const [failed] = toReceiver();
    assert.equal(failed.evento, 'person_fail_validation');
    const result = (failed.cuerpo as {payload: {id: string; status: number; model_id: string}}).payload;
    assert.equal(result.status, 3);
    assert.equal(result.model_id, id);
    assert.equal(call('GET', `/onboarding/validation-results/${result.id}`).body.result.status, 3);
    assertDocumented(failed);
    sandbox.events.advance({tipo: 'validacion', id: result.id, resultado: 'exitoso'});
    assert.equal(toReceiver()[1].evento, 'person_pass_validation');
    assertDocumented(toReceiver()[1]);
  });

  test('«error» (status 4) no manda ni pass ni fail', () => {
    channel(['person_pass_validation', 'person_fail_validation']);
    sandbox.events.advance({tipo: 'validacion', id: newPerson(), resultado: 'error'});
    assert.deepEqual(toReceiver(), []);
  });

  test('preparado, el resultado se aplica cuando corren las validaciones de esa persona, una sola vez; sin preparar, correrlas no cambia nada', () => {
    channel(['person_fail_validation']);
    const id = newPerson();
    assert.equal(call('POST', `/onboarding/people/${id}/run-person-validations`).status < 300, true);
    assert.deepEqual(toReceiver(), []);
    sandbox.events.arm({tipo: 'validacion', id, resultado: 'fallido'});
    assert.deepEqual(sandbox.events.armed(), [{api: 'people', tipo: 'validacion', id, resultado: 'fallido'}]);
    assert.deepEqual(toReceiver(), [], 'preparar no cambia nada todavía');
    call('POST', `/onboarding/people/${id}/run-person-validations`);
    assert.equal(toReceiver().length, 1);
    assert.deepEqual(sandbox.events.armed(), []);
    call('POST', `/onboarding/people/${id}/run-person-validations`);
    assert.equal(toReceiver().length, 1, 'el resultado preparado se usa una vez');
  });

  test('una elección imposible se explica en español y no cambia nada', () => {
    const person = newPerson();
    const errors: Array<[() => unknown, RegExp]> = [
      [
        () => sandbox.events.arm({tipo: 'validacion', id: '00000000-0000-4000-8000-000000000000', resultado: 'fallido'}),
        /^No hay una persona con id/,
      ],
      [
        () => sandbox.events.advance({tipo: 'validacion', id: person, resultado: 'aprobado'}),
        /^Resultado desconocido para «validacion»: «aprobado»\. Puede ser: exitoso, fallido, error\./,
      ],
      [() => sandbox.events.arm({tipo: 'paso', id: 'x', resultado: 'success'}), /^«paso» no se prepara para después/],
      [() => sandbox.events.advance({tipo: 'ine', resultado: 'error'}), /^«ine» no se avanza ahora/],
      [() => sandbox.events.advance({tipo: 'credito', id: 'x', resultado: 'x'}), /^Tipo desconocido: «credito»/],
    ];
    const before = JSON.stringify(sandbox.store.save().recursos);
    for (const [run, message] of errors) assert.throws(run, (error: Error) => error instanceof OutcomeError && message.test(error.message));
    assert.equal(JSON.stringify(sandbox.store.save().recursos), before);
    assert.deepEqual(sandbox.events.armed(), []);
  });
});

describe('Verification: la validación de la credencial', () => {
  const INE = {type: 'D', ocr: '4521087963214', cic: '187456321', elector_key: 'HRGRJN85010109H300'};
  const validate = () => call('POST', `/verification/validate?webhook=${encodeURIComponent(RECEIVER)}`, {body: INE});

  test('aceptada, manda el webhook de resultado a la URL de webhook con la credencial enviada; preparado «error», el de error una vez', () => {
    const accepted = validate();
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.match(accepted.body.webhook_uuid, /^[0-9a-f-]{36}$/);
    const [result] = toReceiver();
    assert.equal(result.webhook, 'IneValidationResult');
    assert.equal((result.cuerpo as {cic: string}).cic, INE.cic);
    assertDocumented(result);
    sandbox.events.arm({tipo: 'ine', resultado: 'error'});
    validate();
    assert.equal(toReceiver()[1].webhook, 'IneValidationError');
    assert.equal((toReceiver()[1].cuerpo as {valid: boolean}).valid, false);
    assertDocumented(toReceiver()[1]);
    const third = validate();
    assert.equal(toReceiver()[2].webhook, 'IneValidationResult');
    assert.notEqual(third.body.webhook_uuid, accepted.body.webhook_uuid, 'cada validación aceptada tiene su webhook_uuid');
  });

  test('una petición rechazada (sin el parámetro webhook) no manda nada', () => {
    assert.equal(call('POST', '/verification/validate', {body: INE}).status, 400);
    assert.deepEqual(sent, []);
  });
});

describe('Signt: firmantes y documento terminado', () => {
  const TEMPLATE = '9b2f4c1e-7a3d-4e8b-9c61-2f5a8d0e4b17';
  function documentWithSigners(extra: Record<string, unknown>, count = 2) {
    const document = call('POST', '/signt/documents', {
      body: {name: 'Contrato - Calle Roble 12', template_id: TEMPLATE, callback_url: RECEIVER, ...extra},
    }).body.result;
    const signers = Array.from({length: count}, (_, index) => {
      const created = call('POST', '/signt/signers', {
        body: {
          document_id: document.id,
          name: `Firmante ${index + 1}`,
          email: `firmante${index + 1}@correo.example`,
          password: 'Clave2025',
          expires_in: 15,
        },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body.result.id as string;
    });
    const tokens = signers.map((id) => call('GET', `/signt/signers/${id}/create-token`).body.result.token as string);
    return {document: document.id as string, signers, tokens};
  }
  const sign = (token: string, finish: '0' | '1') =>
    call('POST', '/signt/public/signer/signature', {token, form: {finish, password: 'Clave2025'}});

  test('con autosigning: cada firmante que termina manda «signer signed»; al terminar el último, el documento queda sellado y manda «document finished»', () => {
    const {document, signers, tokens} = documentWithSigners({autosigning: true});
    assert.equal(sign(tokens[0], '0').status, 200);
    assert.deepEqual(toReceiver(), [], 'finish = 0 no termina');
    sign(tokens[0], '1');
    assert.deepEqual(
      toReceiver().map((entry) => entry.evento),
      ['signer signed'],
    );
    assert.equal((toReceiver()[0].cuerpo as {resource_id: string}).resource_id, signers[0]);
    assert.equal(call('GET', `/signt/documents/${document}`).body.result.signed_at, null);
    sign(tokens[1], '1');
    assert.deepEqual(
      toReceiver().map((entry) => entry.evento),
      ['signer signed', 'signer signed', 'document finished'],
    );
    const finished = toReceiver()[2].cuerpo as {
      resource_id: string;
      payload: {document: {signed_at: string}; document_url: string; signers: unknown[]};
    };
    assert.equal(finished.resource_id, document);
    assert.ok(finished.payload.document.signed_at);
    assert.ok(finished.payload.document_url.includes(document), 'la URL del PDF nombra el documento');
    assert.equal(finished.payload.signers.length, 2);
    assert.ok(call('GET', `/signt/documents/${document}`).body.result.signed_at);
    toReceiver().forEach(assertDocumented);
  });

  test('sin autosigning, terminar todos los firmantes no sella el documento', () => {
    const {document, tokens} = documentWithSigners({autosigning: false});
    tokens.forEach((token) => sign(token, '1'));
    assert.deepEqual(
      toReceiver().map((entry) => entry.evento),
      ['signer signed', 'signer signed'],
    );
    assert.equal(call('GET', `/signt/documents/${document}`).body.result.signed_at, null);
  });
});

describe('Workflows: notificaciones del workflow y de sus pasos', () => {
  const create = (extra: Record<string, unknown> = {}) => {
    const created = call('POST', '/workflows', {
      body: {
        people_uuid: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        callback_url: RECEIVER.replace('http:', 'https:'),
        steps: ['liveness', 'verify_email'],
        ...extra,
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body.result;
  };
  const stepStatus = (uuid: string) => {
    const read = call('GET', `/workflows/${uuid}`).body;
    return read.result.steps[0].status;
  };
  const toHttpsReceiver = () => sent.filter((entry) => entry.url.startsWith(RECEIVER.replace('http:', 'https:')));

  test('crear con callback_url manda «create» del workflow, con los pasos pedidos', () => {
    const workflow = create();
    const [created] = toHttpsReceiver();
    assert.equal(created.evento, 'workflow create');
    const body = created.cuerpo as {resource_uuid: string; payload: {steps: Array<{step: string; workflow_uuid: string}>}};
    assert.equal(body.resource_uuid, workflow.uuid);
    assert.deepEqual(
      body.payload.steps.map((step) => [step.step, step.workflow_uuid]),
      [
        ['liveness', workflow.uuid],
        ['verify_email', workflow.uuid],
      ],
    );
    assertDocumented(created);
  });

  test('avanzar un paso manda «update» del paso; avanzar el workflow, «update» del workflow; un paso que no tiene se explica', () => {
    const workflow = create();
    sandbox.events.advance({tipo: 'paso', id: workflow.uuid, paso: 'liveness', resultado: 'success'});
    const step = toHttpsReceiver()[1];
    assert.equal(step.evento, 'step update');
    assert.equal((step.cuerpo as {payload: {step: string; status: string}}).payload.status, 'success');
    assertDocumented(step);
    assert.equal(stepStatus(workflow.uuid), 'success');
    sandbox.events.advance({tipo: 'workflow', id: workflow.uuid, resultado: 'failed'});
    assert.equal(toHttpsReceiver()[2].evento, 'workflow update');
    assertDocumented(toHttpsReceiver()[2]);
    assert.throws(
      () => sandbox.events.advance({tipo: 'paso', id: workflow.uuid, paso: 'document_sign', resultado: 'success'}),
      /no tiene el paso «document_sign»; sus pasos son: liveness, verify_email/,
    );
  });

  test('sin callback_url no se notifica nada', () => {
    const workflow = create({callback_url: undefined});
    sandbox.events.advance({tipo: 'workflow', id: workflow.uuid, resultado: 'success'});
    assert.deepEqual(toHttpsReceiver(), []);
  });
});

describe('el reloj del simulador', () => {
  test('un token de firmante de expires_in 15 funciona a los 14 minutos avanzados y no a los 16', () => {
    const signer = call('POST', '/signt/signers', {
      body: {
        document_id: 'c3f1bcff-3668-4e03-bd6f-138eccfca0fa',
        name: 'Firmante',
        email: 'f@correo.example',
        password: 'Clave2025',
        expires_in: 15,
      },
    }).body.result.id;
    const token = call('GET', `/signt/signers/${signer}/create-token`).body.result.token;
    sandbox.events.clock.advance(14);
    assert.equal(call('GET', '/signt/public/signer/document-info', {token}).status, 200);
    sandbox.events.clock.advance(2);
    assert.equal(call('GET', '/signt/public/signer/document-info', {token}).status, 403);
    assert.equal(sandbox.events.clock.advancedMinutes, 16);
    assert.equal(sandbox.events.clock.now().getTime(), now + 16 * 60_000);
  });

  test('la URL temporal de un archivo vence expires_in_min minutos después de la hora del simulador; sin ese parámetro, es la del ejemplo', () => {
    const id = newPerson();
    const file = call('POST', '/onboarding/files/add-to-model', {
      form: {model: 'person', model_id: id, collection: 'selfie'},
      files: [{name: 'file', filename: 'selfie.jpg', contentType: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0])}],
    }).body.result;
    sandbox.events.clock.advance(30);
    const url = call('GET', `/onboarding/files/${file.id}/get-tmp-url?expires_in_min=2`).body.result.tmp_url as string;
    assert.equal(new URL(url).searchParams.get('expires'), String(Math.floor(now / 1000) + 30 * 60 + 2 * 60));
    const example =
      sandbox.apis.get('people')!.spec.paths!['/files/{id}/get-tmp-url'].get.responses['200'].content['application/json'].example.result
        .tmp_url;
    const plain = call('GET', `/onboarding/files/${file.id}/get-tmp-url`).body.result.tmp_url as string;
    assert.equal(new URL(plain).searchParams.get('expires'), new URL(example).searchParams.get('expires'));
  });

  test('las fechas que escribe el simulador siguen su reloj, y borrar el estado lo devuelve a la hora real', () => {
    sandbox.events.clock.advance(60);
    const created = call('POST', '/onboarding/people', {body: PERSON}).body.result;
    assert.equal(created.created_at, new Date(now + 3_600_000).toISOString().replace(/\.\d{3}Z$/, '.000000Z'));
    sandbox.reset();
    assert.equal(sandbox.events.clock.advancedMinutes, 0);
  });
});

describe('el registro de eventos', () => {
  test('en orden: la petición y después los webhooks que provocó; sin quien envíe (un navegador), quedan «sin enviar»', () => {
    sandbox.events.deliver = undefined;
    channel(['person_register']);
    const id = newPerson();
    const entries = sandbox.events.log.since();
    const request = entries.findIndex((entry) => entry.tipo === 'peticion' && entry.ruta === '/people');
    const webhook = entries.findIndex((entry) => entry.tipo === 'webhook' && entry.url === RECEIVER);
    assert.ok(request >= 0 && webhook > request, 'el webhook va después de la petición que lo provocó');
    const entry = entries[webhook] as WebhookEntry;
    assert.equal(entry.entrega.estado, 'sin enviar');
    assert.match(entry.entrega.detalle!, /navegador/);
    assert.equal((entry.cuerpo as {resource_id: string}).resource_id, id);
  });

  test(`guarda los últimos ${MAX_LOG_ENTRIES}; los números no se repiten`, () => {
    for (let index = 0; index < MAX_LOG_ENTRIES + 20; index++) call('GET', '/onboarding/people');
    const entries = sandbox.events.log.since();
    assert.equal(entries.length, MAX_LOG_ENTRIES);
    assert.equal(entries[0].n, 21);
    assert.equal(sandbox.events.log.next, MAX_LOG_ENTRIES + 21);
  });

  test('se guarda y se restaura con el almacén (reloj, resultados preparados y registro); reenviar crea una entrada nueva', () => {
    channel(['person_register']);
    const id = newPerson();
    sandbox.events.clock.advance(5);
    sandbox.events.arm({tipo: 'validacion', id, resultado: 'exitoso'});
    const saved = JSON.parse(JSON.stringify(sandbox.store.save()));
    const copy = createStatefulSandbox(createSandbox(models.map(({service, model}) => ({id: service.id, spec: model}))), {
      clock: () => new Date(now),
      seed: false,
    });
    copy.restore(saved);
    assert.deepEqual(copy.events.log.since(), sandbox.events.log.since());
    assert.equal(copy.events.clock.advancedMinutes, 5);
    assert.deepEqual(copy.events.armed(), sandbox.events.armed());
    const original = toReceiver()[0];
    const again = sandbox.events.resend(original.n);
    assert.equal(again.reenvioDe, original.n);
    assert.deepEqual(again.cuerpo, original.cuerpo);
    assert.equal(sent.at(-1)!.n, again.n);
    assert.throws(() => sandbox.events.resend(1), /es una petición, no un webhook/);
    assert.throws(() => sandbox.events.resend(99_999), /No hay un evento 99999/);
  });
});

describe('las rutas de control de los eventos', () => {
  const control = (method: string, path: string, body?: unknown) => {
    const response = controlAnswer(sandbox, {
      method,
      path,
      headers: {},
      body: body === undefined ? {kind: 'none'} : {kind: 'text', text: typeof body === 'string' ? body : JSON.stringify(body)},
    });
    return {status: response.status, body: JSON.parse(response.body)};
  };

  test('reloj, resultados y eventos: lo que se pide, con su respuesta', () => {
    assert.equal(control('POST', '/__identia/reloj', {minutos: 16}).body.minutos_avanzados, 16);
    assert.equal(control('GET', '/__identia/reloj').body.hora, new Date(now + 16 * 60_000).toISOString());
    const id = newPerson();
    const armed = control('POST', '/__identia/resultados/preparar', {tipo: 'validacion', id, resultado: 'fallido'});
    assert.equal(armed.status, 200);
    assert.deepEqual(armed.body.preparados, [{api: 'people', tipo: 'validacion', id, resultado: 'fallido'}]);
    assert.deepEqual(
      control('GET', '/__identia/resultados').body.tipos.map((kind: {tipo: string}) => kind.tipo),
      ['validacion', 'ine', 'paso', 'workflow'],
    );
    const all = control('GET', '/__identia/eventos').body;
    assert.equal(all.siguiente, sandbox.events.log.next);
    const after = control('GET', `/__identia/eventos?desde=${all.siguiente - 2}`).body.eventos;
    assert.equal(after.length, 1);
    channel(['person_register']);
    newPerson();
    const webhook = control('GET', '/__identia/eventos?tipo=webhook').body.eventos.at(-1);
    const resent = control('POST', `/__identia/eventos/${webhook.n}/reenviar`);
    assert.equal(resent.status, 202);
    assert.equal(resent.body.evento.reenvioDe, webhook.n);
  });

  test('cada entrada inválida recibe un error en español y no cambia nada', () => {
    const person = newPerson();
    const before = JSON.stringify(sandbox.store.save());
    const cases: Array<[string, string, unknown, number, RegExp]> = [
      ['POST', '/__identia/reloj', {minutos: -5}, 400, /^minutos debe ser un entero de 1 a 525600/],
      ['POST', '/__identia/reloj', {minutos: 2.5}, 400, /^minutos debe ser un entero/],
      ['POST', '/__identia/reloj', {horas: 1}, 400, /^Campo desconocido: horas/],
      ['POST', '/__identia/reloj', 'no es json', 400, /^el cuerpo no es JSON válido/],
      ['DELETE', '/__identia/reloj', undefined, 405, /acepta GET, POST/],
      ['GET', '/__identia/eventos?desde=uno', undefined, 400, /^desde debe ser el número de un evento/],
      ['GET', '/__identia/eventos?tipo=correo', undefined, 400, /^tipo puede ser peticion o webhook/],
      ['GET', '/__identia/eventos?todo=1', undefined, 400, /^Parámetro desconocido: todo/],
      ['POST', '/__identia/eventos/1/reenviar', undefined, 400, /es una petición, no un webhook/],
      ['POST', '/__identia/eventos/99999/reenviar', undefined, 404, /^No hay un evento 99999/],
      ['GET', '/__identia/eventos/1/reenviar', undefined, 405, /acepta POST/],
      ['POST', '/__identia/resultados/preparar', {tipo: 'validacion', id: person, resultado: 'aprobado'}, 400, /^Resultado desconocido/],
      ['POST', '/__identia/resultados/preparar', {tipo: 'validacion', resultado: 'fallido'}, 400, /^Falta id/],
      [
        'POST',
        '/__identia/resultados/avanzar',
        {tipo: 'workflow', id: 'no-existe', resultado: 'success'},
        404,
        /^No hay un workflow con uuid no-existe/,
      ],
      [
        'POST',
        '/__identia/resultados/avanzar',
        {tipo: 'validacion', id: person, resultado: 'fallido', extra: 1},
        400,
        /^Campo desconocido: extra/,
      ],
      ['POST', '/__identia/resultados/avanzar', {tipo: 'validacion', id: 7, resultado: 'fallido'}, 400, /^id debe ser texto/],
      ['POST', '/__identia/resultados/otra', {}, 404, /no existe/],
      ['GET', '/__identia/otra', undefined, 404, /^Las rutas de control son/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = control(method, path, body);
      assert.equal(answer.status, status, `${method} ${path}`);
      assert.match(answer.body.error.mensaje, message, `${method} ${path}`);
    }
    assert.equal(JSON.stringify(sandbox.store.save()), before);
  });
});

describe('lo que una alta copia del ejemplo', () => {
  test('un valor anidado que nombra el id del ejemplo nombra el id nuevo (fillable_elements[].signer_id de un firmante)', () => {
    const signer = call('POST', '/signt/signers', {
      body: {document_id: 'c3f1bcff-3668-4e03-bd6f-138eccfca0fa', name: 'Firmante', email: 'f@correo.example', password: 'Clave2025'},
    }).body.result;
    assert.ok(signer.fillable_elements.length > 0);
    for (const element of signer.fillable_elements) assert.equal(element.signer_id, signer.id);
  });
});
