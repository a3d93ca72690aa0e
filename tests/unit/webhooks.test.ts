/**
 * The webhook tester (`npm run webhooks`) run as a reader runs it, against real HTTP receivers on
 * 127.0.0.1: success, a non-2xx answer, a receiver that is down or slow, unknown names, a bad URL.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {services} from '../../config/services';
import {freePort} from '../../scripts/lib/mockGateway';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';
import {repoRoot} from '../../lib/paths';
import {checkWebhookPayload, documentedWebhooks} from '../../sandbox/src/engine';
import {statusExpected} from '../../sandbox/src/cli/webhooks';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

async function webhooks(...args: string[]): Promise<Result> {
  try {
    const {stdout, stderr} = await run(tsx, ['scripts/webhooks.ts', ...args], {cwd: repoRoot, timeout: 120_000});
    return {code: 0, stdout, stderr};
  } catch (error) {
    const {code, stdout = '', stderr = ''} = error as {code: number; stdout?: string; stderr?: string};
    return {code, stdout, stderr};
  }
}

interface Received {
  method?: string;
  contentType?: string;
  body: string;
}

async function receiver(
  handler: (request: IncomingMessage, response: ServerResponse, received: Received) => void,
): Promise<{url: string; server: Server; received: Received[]}> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const entry = {method: request.method, contentType: request.headers['content-type'], body};
      received.push(entry);
      handler(request, response, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}/webhooks`, server, received};
}

const noStackTrace = (result: Result) => {
  assert.doesNotMatch(result.stderr + result.stdout, /\n\s+at .+:\d+:\d+/, 'no debe imprimir una traza');
};

describe('npm run webhooks', () => {
  const servers: Server[] = [];
  after(() =>
    servers.forEach((server) => {
      server.closeAllConnections();
      server.close();
    }),
  );
  let ok: Awaited<ReturnType<typeof receiver>>;
  let failing: Awaited<ReturnType<typeof receiver>>;
  let slow: Awaited<ReturnType<typeof receiver>>;
  before(async () => {
    ok = await receiver((_request, response) => response.writeHead(200, {'Content-Type': 'application/json'}).end('{"recibido":true}'));
    failing = await receiver((_request, response) => response.writeHead(500).end('falló mi receptor'));
    // Never answers: --timeout must give up on it (no timer to race against).
    slow = await receiver(() => undefined);
    servers.push(ok.server, failing.server, slow.server);
  });

  test('list muestra cada webhook de las especificaciones con su API y su evento', async () => {
    const [result, models] = await Promise.all([webhooks('list'), loadSandboxModels(services)]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^API\s+Webhook\s+Evento/m);
    assert.match(result.stdout, /people\s+PersonRegister\s+person_register/);
    assert.match(result.stdout, /signt\s+DocumentFinished\s+finished/);
    assert.match(result.stdout, /verification\s+IneValidationResult/);
    // A payload without an `event` field has no event to show: «—», never the webhook's summary (issue 52).
    for (const line of result.stdout.split('\n').filter((row) => /^(people|verification|workflows|signt)\s/.test(row))) {
      const [api, name, event] = line.split(/\s{2,}/);
      const spec = models.find((model) => model.service.id === api)?.model;
      const webhook = spec && documentedWebhooks(spec).find((candidate) => candidate.name === name);
      assert.ok(webhook, `fila desconocida: ${line}`);
      assert.equal(event, webhook.event ?? '—', line);
    }
    assert.match(result.stdout, /13 webhooks/);
    assert.match(result.stdout, /^verification\s+IneValidationResult\s+—\s/m);
  });

  test('send entrega el ejemplo documentado con su tipo de contenido y sale con 0 ante un 2xx', async () => {
    const result = await webhooks('send', 'people', 'PersonRegister', '--to', ok.url);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Estado: 200/);
    assert.match(result.stdout, /Tiempo: \d+ ms/);
    assert.match(result.stdout, /Cuerpo de la respuesta: \{"recibido":true\}/);
    const last = ok.received.at(-1)!;
    assert.equal(last.method, 'POST');
    assert.equal(last.contentType, 'application/json');
    assert.equal(JSON.parse(last.body).event, 'person_register');
  });

  test('--example elige un ejemplo con nombre', async () => {
    const result = await webhooks('send', 'workflows', 'WorkflowNotification', '--to', ok.url, '--example', 'StepUpdated');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /ejemplo StepUpdated/);
    assert.equal(JSON.parse(ok.received.at(-1)!.body).resource, 'step');
    const unknown = await webhooks('send', 'workflows', 'WorkflowNotification', '--to', ok.url, '--example', 'NoExiste');
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Ejemplo desconocido «NoExiste».*WorkflowUpdated, StepUpdated/);
  });

  test('un receptor que no responde 2xx: estado, cuerpo y salida distinta de cero', async () => {
    const result = await webhooks('send', 'signt', 'DocumentFinished', '--to', failing.url);
    assert.equal(result.code, 1);
    assert.match(result.stdout, /Estado: 500/);
    assert.match(result.stdout, /Cuerpo de la respuesta: falló mi receptor/);
    assert.match(result.stderr, /El receptor respondió 500; el contrato espera 2XX/);
  });

  test('un receptor apagado: una línea en español', async () => {
    const port = await freePort();
    const result = await webhooks('send', 'people', 'PersonRegister', '--to', `http://127.0.0.1:${port}/`);
    assert.equal(result.code, 2);
    assert.equal(result.stderr.trim().split('\n').length, 1);
    assert.match(result.stderr, /no hay nada escuchando en esa dirección/);
    noStackTrace(result);
  });

  test('un receptor lento agota --timeout', async () => {
    const result = await webhooks('send', 'people', 'PersonRegister', '--to', slow.url, '--timeout', '1');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /no respondió en 1 s/);
    noStackTrace(result);
  });

  test('API, webhook, URL y tiempo inválidos: una línea en español, salida 2', async () => {
    const cases: [string[], RegExp][] = [
      [['send', 'pagos', 'x', '--to', ok.url], /API desconocida: «pagos»/],
      [['send', 'people', 'no_existe', '--to', ok.url], /Webhook desconocido en la API people: «no_existe»/],
      [['send', 'vision', 'algo', '--to', ok.url], /Esta API no documenta webhooks/],
      [['send', 'people', 'PersonRegister', '--to', 'no es url'], /URL mal formada en --to: «no es url»/],
      [['send', 'people', 'PersonRegister', '--to', 'ftp://127.0.0.1/'], /URL no admitida/],
      [['send', 'people', 'PersonRegister'], /Falta --to/],
      [['send', 'people', 'PersonRegister', '--to', ok.url, '--timeout', 'cero'], /--timeout inválido/],
      [['borrar'], /Comando desconocido: «borrar»/],
    ];
    for (const [args, message] of cases) {
      const result = await webhooks(...args);
      assert.equal(result.code, 2, args.join(' '));
      assert.match(result.stderr, message);
      assert.equal(result.stderr.trim().split('\n')[0].length > 0, true);
      noStackTrace(result);
    }
  });

  test('antes de enviar valida el ejemplo contra el esquema del webhook', () => {
    const spec = {
      components: {schemas: {Payload: {type: 'object', required: ['event'], properties: {event: {type: 'string'}}}}},
      webhooks: {
        aviso: {
          post: {
            requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Payload'}, example: {evento: 'x'}}}},
            responses: {'2XX': {}},
          },
        },
      },
    };
    const [webhook] = documentedWebhooks(spec);
    assert.deepEqual(checkWebhookPayload(spec, webhook, webhook.examples[0].value), ['event es obligatorio y no viene en la petición']);
    assert.deepEqual(checkWebhookPayload(spec, webhook, {event: 'x'}), []);
  });

  test('un estado se espera si el contrato lo declara exacto o en su rango (2XX), y no otro', () => {
    assert.ok(statusExpected(204, ['2XX']));
    assert.ok(!statusExpected(301, ['2XX']));
    assert.ok(statusExpected(200, ['200']));
    assert.ok(!statusExpected(201, ['200']));
  });
});
