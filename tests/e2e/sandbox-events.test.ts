/**
 * The sandbox's events as an integrator meets them: the package installed from its tarball runs `identia-sandbox
 * mock`, a real local receiver (HTTP, and HTTPS for Workflows, whose callback_url must be https) takes the webhooks,
 * and `identia-sandbox eventos --seguir` follows the log. Each trigger the product spec names is provoked through
 * the API and its payload must name the resource just created; outcomes are chosen and the clock advanced with the
 * CLI; a receiver that answers 500, hangs or is not there is logged with what happened while the server goes on
 * serving. Every wait is for a state: a request reaching the receiver, or a line the follower prints.
 */
import assert from 'node:assert/strict';
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {EventEmitter, once} from 'node:events';
import {readFileSync} from 'node:fs';
import {createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {freePort} from '../../scripts/lib/mockGateway';
import {installedSandbox} from './installedSandbox';
import {failAfter} from './stopwatch';

const run = promisify(execFile);
const fixtures = path.join(import.meta.dirname, 'fixtures');
/** A receiver's TLS certificate for 127.0.0.1 (a test fixture, valid until 2126), trusted by the mock through NODE_EXTRA_CA_CERTS. */
const TLS = {key: readFileSync(path.join(fixtures, 'receptor-tls.key')), cert: readFileSync(path.join(fixtures, 'receptor-tls.crt'))};
/** How long the mock waits for a receiver here: short, so the hung receiver's timeout is reached soon. */
const WAIT_SECONDS = 2;

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the webhooks' bodies, read field by field
  body: any;
}

/** A receiver that records what it gets: `/ok` answers 200, `/error` 500, `/colgado` never answers. */
class Receiver extends EventEmitter {
  received: Received[] = [];
  hung: ServerResponse[] = [];
  server!: Server;
  url = '';

  async start(secure: boolean): Promise<void> {
    const handle = (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const entry = {path: request.url ?? '', headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString() || 'null')};
        this.received.push(entry);
        if (entry.path.startsWith('/colgado')) this.hung.push(response);
        else if (entry.path.startsWith('/error')) response.writeHead(500).end('falla del receptor');
        else response.writeHead(200, {'content-type': 'application/json'}).end('{"recibido":true}');
        this.emit('request', entry);
      });
    };
    this.server = secure ? createHttpsServer(TLS, handle) : createHttpServer(handle);
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `${secure ? 'https' : 'http'}://127.0.0.1:${(this.server.address() as {port: number}).port}`;
  }

  /** The first request (already received or still to come) that `matches`. */
  next(matches: (entry: Received) => boolean, what: string): Promise<Received> {
    const found = this.received.find(matches);
    if (found) return Promise.resolve(found);
    const arrival = new Promise<Received>((resolve) => {
      const listener = (entry: Received) => {
        if (!matches(entry)) return;
        this.off('request', listener);
        resolve(entry);
      };
      this.on('request', listener);
    });
    return failAfter(
      arrival,
      20_000,
      () => `el receptor no recibió ${what}; recibió: ${this.received.map((entry) => entry.body?.event ?? entry.path).join(', ')}`,
    );
  }

  async stop(): Promise<void> {
    this.hung.forEach((response) => response.socket?.destroy());
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let bin: string;
let mock: ChildProcess;
let follower: ChildProcess;
let base = '';
let port = 0;
const receiver = new Receiver();
const secureReceiver = new Receiver();
const followed: string[] = [];
const lines = new EventEmitter();

/** The first line `eventos --seguir` printed (or will print) that matches. */
function followerLine(pattern: RegExp): Promise<string> {
  const found = followed.find((line) => pattern.test(line));
  if (found) return Promise.resolve(found);
  const printed = new Promise<string>((resolve) => {
    const listener = (line: string) => {
      if (!pattern.test(line)) return;
      lines.off('line', listener);
      resolve(line);
    };
    lines.on('line', listener);
  });
  return failAfter(printed, 20_000, () => `eventos --seguir no imprimió ${pattern}; imprimió:\n${followed.join('\n')}`);
}

const cli = async (...args: string[]) => (await run(bin, [...args, '--port', String(port)])).stdout.trim();

async function api(
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the APIs' bodies, read field by field
): Promise<{status: number; body: any}> {
  const form = body instanceof FormData;
  const response = await fetch(base + route, {
    method,
    headers: {'Rem-Apikey': 'llave-de-prueba', ...(body === undefined || form ? {} : {'content-type': 'application/json'}), ...headers},
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {status: response.status, body: text ? JSON.parse(text) : undefined};
}

before(async () => {
  bin = (await installedSandbox()).bin;
  await Promise.all([receiver.start(false), secureReceiver.start(true)]);
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  mock = spawn(bin, ['mock', '--port', String(port), '--espera-webhook', String(WAIT_SECONDS)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NODE_EXTRA_CA_CERTS: path.join(fixtures, 'receptor-tls.crt')},
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('eventos --seguir')) resolve();
    };
    mock.stdout!.on('data', onData);
    mock.stderr!.on('data', onData);
    mock.once('exit', (code) => reject(new Error(`el mock terminó (código ${code}):\n${output}`)));
  });
  await failAfter(started, 30_000, () => `el mock no arrancó:\n${output}`);
  follower = spawn(bin, ['eventos', '--seguir', '--tipo', 'webhook', '--port', String(port)], {stdio: ['ignore', 'pipe', 'pipe']});
  let pending = '';
  follower.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const line of complete) {
      followed.push(line);
      lines.emit('line', line);
    }
  });
});

after(async () => {
  follower?.kill();
  mock?.kill();
  await Promise.all([receiver.stop(), secureReceiver.stop()]);
});

async function channel(url: string, events: string[]): Promise<void> {
  const created = await api('POST', '/onboarding/notification-channels', {
    name: 'Receptor de pruebas',
    type: 'webhook',
    active: true,
    events,
    config: {callback_url: url, headers: {'X-Firma': 'secreto-de-prueba'}},
  });
  assert.equal(created.status, 201);
}

const PERSON = {
  name: 'Lucía',
  first_lastname: 'Mendoza',
  second_lastname: 'Ortiz',
  national_id: 'MEOL920315MJCNRC08',
  birthdate: '1992-03-15',
  gender: 'FEMALE',
};

describe('webhooks que provoca lo que pasa en el servidor de pruebas', () => {
  test('People: person_register, updated_data_to_person y media_added_to_model llegan al canal con sus encabezados y nombran la persona', async () => {
    await channel(`${receiver.url}/ok/personas`, ['person_register', 'updated_data_to_person', 'media_added_to_model']);
    const person = (await api('POST', '/onboarding/people', PERSON)).body.result.id as string;
    const registered = await receiver.next(
      (entry) => entry.body?.event === 'person_register' && entry.body.resource_id === person,
      'person_register',
    );
    assert.equal(registered.headers['x-firma'], 'secreto-de-prueba');
    assert.equal(registered.body.payload.name, 'Lucía');
    await api('PUT', `/onboarding/people/${person}`, {name: 'Lucía Fernanda'});
    const updated = await receiver.next((entry) => entry.body?.event === 'updated_data_to_person', 'updated_data_to_person');
    assert.equal(updated.body.payload.name, 'Lucía Fernanda');
    const form = new FormData();
    form.set('model', 'person');
    form.set('model_id', person);
    form.set('collection', 'ine_front');
    form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], {type: 'image/jpeg'}), 'ine-frente.jpg');
    assert.equal((await api('POST', '/onboarding/files/add-to-model', form)).status, 201);
    const media = await receiver.next((entry) => entry.body?.event === 'media_added_to_model', 'media_added_to_model');
    assert.equal(media.body.resource_id, person);
    assert.equal(media.body.payload.file_name, 'ine-frente.jpg');
    assert.match(await followerLine(/webhook person_register → http:\/\/127\.0\.0\.1:\d+\/ok\/personas entregado 200/), /\(\d+ ms\)/);
  });

  test('People: el resultado de validación que eliges con la CLI manda person_fail_validation; preparado, llega al correr las validaciones', async () => {
    await channel(`${receiver.url}/ok/validaciones`, ['person_pass_validation', 'person_fail_validation']);
    const person = (await api('POST', '/onboarding/people', {...PERSON, national_id: 'MEOL920315MJCNRC09'})).body.result.id as string;
    assert.match(
      await cli('avanzar', 'validacion', person, 'fallido'),
      new RegExp(`^La persona ${person} tiene un resultado de validación nuevo`),
    );
    const failed = await receiver.next(
      (entry) => entry.body?.event === 'person_fail_validation' && entry.body.resource_id === person,
      'person_fail_validation',
    );
    assert.equal(failed.body.payload.status, 3);
    assert.match(await cli('preparar', 'validacion', person, 'exitoso'), /termina «exitoso»/);
    assert.equal(receiver.received.filter((entry) => entry.body?.event === 'person_pass_validation').length, 0, 'preparar no envía nada');
    await api('POST', `/onboarding/people/${person}/run-person-validations`);
    const passed = await receiver.next(
      (entry) => entry.body?.event === 'person_pass_validation' && entry.body.resource_id === person,
      'person_pass_validation',
    );
    assert.equal(passed.body.payload.status, 2);
  });

  test('Verification: POST /validate?webhook= responde y manda el resultado con la credencial enviada; «preparar ine error» manda el webhook de error', async () => {
    const ine = {type: 'D', ocr: '4521087963214', cic: '187456321', elector_key: 'HRGRJN85010109H300'};
    const accepted = await api('POST', `/verification/validate?webhook=${encodeURIComponent(`${receiver.url}/ok/ine-1`)}`, ine);
    assert.equal(accepted.status, 200);
    assert.ok(accepted.body.webhook_uuid ?? accepted.body.data?.webhook_uuid, 'responde webhook_uuid');
    const result = await receiver.next((entry) => entry.path === '/ok/ine-1', 'el resultado INE');
    assert.equal(result.body.valid, true);
    assert.equal(result.body.cic, ine.cic);
    await cli('preparar', 'ine', 'error');
    await api('POST', `/verification/validate?webhook=${encodeURIComponent(`${receiver.url}/ok/ine-2`)}`, ine);
    const error = await receiver.next((entry) => entry.path === '/ok/ine-2', 'el error INE');
    assert.equal(error.body.valid, false);
    assert.equal(typeof error.body.error, 'string');
  });

  test('Signt: dos firmantes con autosigning; cada uno que termina manda «signer signed» y el último sella el documento y manda «document finished»', async () => {
    const document = (
      await api('POST', '/signt/documents', {
        name: 'Contrato de arrendamiento - Calle Roble 12',
        template_id: '9b2f4c1e-7a3d-4e8b-9c61-2f5a8d0e4b17',
        autosigning: true,
        callback_url: `${receiver.url}/ok/signt`,
      })
    ).body.result.id as string;
    const signers: string[] = [];
    for (const name of ['Laura Gómez Ibarra', 'Raúl Salinas Pérez']) {
      const created = await api('POST', '/signt/signers', {
        document_id: document,
        name,
        email: 'firmante@correo.example',
        password: 'Clave2025',
        expires_in: 15,
      });
      signers.push(created.body.result.id);
    }
    for (const signer of signers) {
      const token = (await api('GET', `/signt/signers/${signer}/create-token`)).body.result.token as string;
      const form = new FormData();
      form.set('finish', '1');
      form.set('password', 'Clave2025');
      form.set(
        'value',
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], {
          type: 'image/png',
        }),
        'firma.png',
      );
      const signed = await api('POST', '/signt/public/signer/signature', form, {Authorization: `Bearer ${token}`});
      assert.equal(signed.status, 200, JSON.stringify(signed.body));
      await receiver.next((entry) => entry.body?.event === 'signed' && entry.body.resource_id === signer, `signer signed de ${signer}`);
    }
    const finished = await receiver.next(
      (entry) => entry.body?.event === 'finished' && entry.body.resource_id === document,
      'document finished',
    );
    assert.ok(finished.body.payload.document.signed_at);
    assert.deepEqual(finished.body.payload.signers.map((signer: {id: string}) => signer.id).sort(), [...signers].sort());
    const order = receiver.received
      .filter((entry) => entry.path === '/ok/signt')
      .map((entry) => `${entry.body.resource} ${entry.body.event}`);
    assert.deepEqual(order, ['signer signed', 'signer signed', 'document finished']);
  });

  test('Workflows: crear con callback_url (https) manda «create»; «avanzar paso» con la CLI manda el «update» del paso', async () => {
    const created = await api('POST', '/workflows', {
      people_uuid: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      callback_url: `${secureReceiver.url}/ok/workflows`,
      steps: ['liveness', 'verify_email'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const uuid = created.body.result.uuid as string;
    const notified = await secureReceiver.next(
      (entry) => entry.body?.event === 'create' && entry.body.resource_uuid === uuid,
      'el create del workflow',
    );
    assert.equal(notified.body.resource, 'workflow');
    await cli('avanzar', 'paso', uuid, 'liveness', 'success');
    const step = await secureReceiver.next(
      (entry) => entry.body?.event === 'update' && entry.body.resource === 'step',
      'el update del paso',
    );
    assert.equal(step.body.payload.step, 'liveness');
    assert.equal(step.body.payload.status, 'success');
    assert.equal(step.body.payload.workflow_uuid, uuid);
  });
});

describe('receptores que fallan, el reloj y reenviar', () => {
  test('un receptor que responde 500 queda «rechazado 500»; uno que no está, «fallido» con el motivo', async () => {
    await channel(`${receiver.url}/error/canal`, ['person_register']);
    await api('POST', '/onboarding/people', {...PERSON, national_id: 'MEOL920315MJCNRC10'});
    await followerLine(/\/error\/canal rechazado 500/);
    const closed = await freePort();
    await api('POST', '/verification/validate?webhook=' + encodeURIComponent(`http://127.0.0.1:${closed}/nadie`), {
      type: 'D',
      ocr: '4521087963214',
      cic: '187456321',
    });
    const line = await followerLine(new RegExp(`127\\.0\\.0\\.1:${closed}/nadie fallido`));
    assert.ok(followed.indexOf(line) >= 0);
    assert.match(followed[followed.indexOf(line) + 1], /no hay nada escuchando/);
  });

  test(`un receptor colgado no detiene al servidor y queda «fallido» al pasar los ${WAIT_SECONDS} s de espera`, async () => {
    await api('POST', '/verification/validate?webhook=' + encodeURIComponent(`${receiver.url}/colgado`), {
      type: 'D',
      ocr: '4521087963214',
      cic: '187456321',
    });
    await receiver.next((entry) => entry.path === '/colgado', 'la petición al receptor colgado');
    // The receiver holds its answer: the server still answers the next calls.
    assert.equal((await api('GET', '/onboarding/people')).status, 200);
    assert.equal((await api('GET', '/__identia/estado')).status, 200);
    assert.equal(receiver.hung.length, 1);
    const line = await followerLine(/\/colgado fallido/);
    assert.match(followed[followed.indexOf(line) + 1], new RegExp(`no respondió en ${WAIT_SECONDS} s`));
  });

  test('reenviar manda otra vez el mismo cuerpo, como un evento nuevo', async () => {
    const log = (await api('GET', '/__identia/eventos?tipo=webhook')).body.eventos as Array<{n: number; url: string; cuerpo: unknown}>;
    const original = log.find((entry) => entry.url.endsWith('/ok/ine-1'))!;
    assert.match(await cli('reenviar', String(original.n)), /^Reenviado como el evento \d+\./);
    const copies = await new Promise<Received[]>((resolve) => {
      const check = () => {
        const found = receiver.received.filter((entry) => entry.path === '/ok/ine-1');
        if (found.length === 2) {
          receiver.off('request', check);
          resolve(found);
        }
      };
      receiver.on('request', check);
      check();
    });
    assert.deepEqual(copies[1].body, copies[0].body);
    await followerLine(new RegExp(`reenvío de #${original.n}`));
  });

  test('«reloj avanzar 16» vence el token de un firmante de expires_in 15; antes funcionaba', async () => {
    const signer = (
      await api('POST', '/signt/signers', {
        document_id: 'c3f1bcff-3668-4e03-bd6f-138eccfca0fa',
        name: 'Firmante',
        email: 'f@correo.example',
        password: 'Clave2025',
        expires_in: 15,
      })
    ).body.result.id as string;
    const token = (await api('GET', `/signt/signers/${signer}/create-token`)).body.result.token as string;
    const info = () => api('GET', '/signt/public/signer/document-info', undefined, {Authorization: `Bearer ${token}`});
    assert.equal((await info()).status, 200);
    assert.match(await cli('reloj', 'avanzar', '16'), /^El reloj del simulador avanzó 16 minutos\./);
    assert.equal((await info()).status, 403);
  });
});
