/**
 * The local mock against the requests real clients send: the front (scripts/lib/mockFront.ts) in
 * front of real Prism processes. A multipart file part without Content-Type and malformed JSON each
 * get an answer, a burst of mixed good and bad requests leaves every Prism process alive, and a good
 * request still succeeds afterwards. Also: CORS preflights from the portal's origins, `Prefer`
 * passing through, a stopped Prism answering 502, and the CLI's one-line Spanish errors.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createServer} from 'node:net';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {findService, type ApiService} from '../../config/services';
import {freePort} from '../../scripts/lib/mockServer';
import {startMockGateway, type RunningGateway} from '../../scripts/lib/mockGateway';
import type {MockErrorBody} from '../../scripts/lib/mockFront';
import {repoRoot} from '../../lib/paths';

const run = promisify(execFile);
const SERVICES = ['vision', 'people', 'workflows'].map((id) => findService(id) as ApiService);
const BURST_SIZE = 200;
const BURST_CONCURRENCY = 10;

let gateway: RunningGateway;
const frontLog: string[] = [];

before(async () => {
  gateway = await startMockGateway({services: SERVICES, port: await freePort(), log: (line) => frontLog.push(line)});
});
after(async () => {
  await gateway?.stop();
});

function multipartWithoutPartType(boundary = 'limiteDePrueba7MA4YWxk'): {body: Blob; contentType: string} {
  const body = new Blob([
    Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="type"',
        '',
        'INE',
        `--${boundary}`,
        // RFC 7578 §4.4: Content-Type may be left out; newman and Guzzle do.
        'Content-Disposition: form-data; name="document"; filename="frente.jpg"',
        '',
        '\u00ff\u00d8\u00ff\u00e0 imagen',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
      'latin1',
    ),
  ]);
  return {body, contentType: `multipart/form-data; boundary=${boundary}`};
}

const call = (path: string, init: RequestInit = {}) => fetch(`${gateway.url}${path}`, init);
const withKey = (headers: Record<string, string> = {}) => ({'Rem-Apikey': 'llave-de-prueba', ...headers});

function assertAllAlive(): void {
  for (const [id, mock] of gateway.mocks) {
    assert.equal(mock.process.exitCode, null, `el Prism de ${id} terminó (código ${mock.process.exitCode})`);
    assert.equal(mock.process.signalCode, null, `el Prism de ${id} terminó por ${mock.process.signalCode}`);
  }
  assert.deepEqual(frontLog, [], 'el frente informó de un simulador detenido');
}

describe('servidor de pruebas local', () => {
  test('un archivo multipart sin Content-Type en su parte recibe la respuesta documentada', async () => {
    const {body, contentType} = multipartWithoutPartType();
    const response = await call('/vision', {method: 'POST', headers: withKey({'Content-Type': contentType}), body});
    assert.equal(response.status, 200, await response.clone().text());
    assert.ok(!response.headers.get('sl-violations'), `violaciones: ${response.headers.get('sl-violations')}`);
    const answer = await response.json();
    assert.equal(typeof answer, 'object');
    assertAllAlive();
  });

  test('un multipart ilegible recibe 400 multipart_malformado en español', async () => {
    const response = await call('/vision', {
      method: 'POST',
      headers: withKey({'Content-Type': 'multipart/form-data; boundary=otroLimite'}),
      body: '--otroLimite\r\nContent-Disposition: form-data; name="type"\r\n\r\nINE',
    });
    assert.equal(response.status, 400);
    const answer = (await response.json()) as MockErrorBody;
    assert.equal(answer.error.codigo, 'multipart_malformado');
    assert.match(answer.error.mensaje, /separador de cierre/);
  });

  test('JSON malformado recibe 400 json_malformado en español', async () => {
    const response = await call('/onboarding/people', {
      method: 'POST',
      headers: withKey({'Content-Type': 'application/json'}),
      body: '{"first_name": "Ana",',
    });
    assert.equal(response.status, 400);
    const answer = (await response.json()) as MockErrorBody;
    assert.equal(answer.error.codigo, 'json_malformado');
    assert.match(answer.error.mensaje, /no es JSON válido/);
    assertAllAlive();
  });

  test(`una ráfaga de ${BURST_SIZE} peticiones buenas y malas y después una buena que responde`, async () => {
    const {body: multipart, contentType} = multipartWithoutPartType();
    const kinds: Array<() => Promise<Response>> = [
      () => call('/workflows?per_page=5', {headers: withKey()}),
      () => call('/onboarding/people', {method: 'POST', headers: withKey({'Content-Type': 'application/json'}), body: '{'}),
      () => call('/vision', {method: 'POST', headers: withKey({'Content-Type': contentType}), body: multipart}),
      () => call('/vision', {method: 'POST', headers: withKey({'Content-Type': 'multipart/form-data'}), body: 'sin límite'}),
      () => call('/workflows', {headers: {}}),
      () => call('/no-existe/recurso'),
    ];
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < BURST_SIZE) {
        const index = next++;
        const response = await kinds[index % kinds.length]();
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    await Promise.all(Array.from({length: BURST_CONCURRENCY}, worker));
    assert.equal(statuses.length, BURST_SIZE);
    assert.ok(!statuses.includes(502), `respuestas 502 en la ráfaga: ${statuses.filter((status) => status === 502).length}`);
    assert.ok(
      statuses.every((status) => status < 500),
      `estados: ${[...new Set(statuses)].join(', ')}`,
    );

    const response = await call('/workflows?per_page=2', {headers: withKey()});
    assert.equal(response.status, 200);
    assertAllAlive();
  });

  test('Prefer: code=… pasa hasta Prism', async () => {
    const response = await call('/workflows', {headers: withKey({Prefer: 'code=401'})});
    assert.equal(response.status, 401);
  });

  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:41234']) {
    test(`responde el preflight CORS de ${origin}`, async () => {
      const response = await call('/onboarding/people', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'rem-apikey,content-type,prefer',
        },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), origin);
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['rem-apikey', 'x-api-key', 'authorization', 'content-type', 'prefer'])
        assert.ok(allowed.includes(header), header);
      assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);

      const real = await call('/workflows?per_page=1', {headers: withKey({Origin: origin})});
      assert.equal(real.headers.get('access-control-allow-origin'), origin);
      assert.equal(real.headers.get('access-control-expose-headers'), '*');
    });
  }

  test('rechaza el preflight de un origen que no es local ni el portal', async () => {
    const response = await call('/onboarding/people', {
      method: 'OPTIONS',
      headers: {Origin: 'https://sitio-ajeno.example', 'Access-Control-Request-Method': 'POST'},
    });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(((await response.json()) as MockErrorBody).error.codigo, 'origen_no_permitido');
  });

  test('una API desconocida recibe 404 servicio_desconocido', async () => {
    const response = await call('/no-existe/recurso');
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as MockErrorBody).error.codigo, 'servicio_desconocido');
  });

  // Last: it stops one Prism on purpose.
  test('si un Prism se detiene, el frente responde 502 en español y lo dice en stderr', async () => {
    await gateway.mocks.get('people')!.stop();
    const response = await call('/onboarding/people', {headers: withKey()});
    assert.equal(response.status, 502);
    assert.equal(((await response.json()) as MockErrorBody).error.codigo, 'simulador_detenido');
    assert.ok(
      frontLog.some((line) => /simulador de people terminó/.test(line)),
      frontLog.join('\n'),
    );
    frontLog.length = 0;
  });
});

describe('npm run mock: errores de uso', () => {
  const mock = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/mock.ts', ...args], {cwd: repoRoot}).then(
      () => assert.fail('debió terminar con error'),
      (error: {code: number; stderr: string}) => error,
    );

  test('servicio desconocido', async () => {
    const {code, stderr} = await mock('nope');
    assert.notEqual(code, 0);
    assert.match(stderr, /Servicio desconocido: nope/);
    assert.doesNotMatch(stderr, /\n\s+at /);
  });

  test('puerto inválido', async () => {
    const {code, stderr} = await mock('--port', '70000');
    assert.notEqual(code, 0);
    assert.match(stderr, /Puerto inválido: "70000"/);
  });

  test('puerto en uso', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const {code, stderr} = await mock('lexi', '--port', String(port));
      assert.notEqual(code, 0);
      assert.match(stderr, new RegExp(`El puerto ${port} ya está en uso`));
      assert.doesNotMatch(stderr, /\n\s+at /);
    } finally {
      taken.close();
    }
  });
});
