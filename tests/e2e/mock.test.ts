/**
 * The local mock over HTTP (the sandbox engine behind the package's server, as `npm run mock` starts
 * it) against bad input: malformed JSON, multipart without a boundary or with a part missing its
 * Content-Type, a 10 MB body, an unknown path and a wrong method each get an answer in that API's own
 * error body, and the server keeps answering (a burst of good and bad requests, then a good one).
 * Also: CORS preflights from the portal's origins, `Prefer` scenarios, and the CLI's one-line
 * Spanish errors. Expected bodies come from the product spec (§5, §8, §9) and the specs' examples.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {findService, type ApiService} from '../../config/services';
import {freePort, startMockGateway, type RunningGateway} from '../../scripts/lib/mockGateway';
import {repoRoot} from '../../lib/paths';

const run = promisify(execFile);
const SERVICES = ['vision', 'people', 'workflows', 'blacklists', 'visionary'].map((id) => findService(id) as ApiService);
const BURST_SIZE = 200;
const BURST_CONCURRENCY = 10;
const JPEG = readFileSync(path.join(repoRoot, 'static', 'muestras', 'muestra.jpg'));
const PERSON = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};

let gateway: RunningGateway;
const serverLog: string[] = [];

before(async () => {
  gateway = await startMockGateway({services: SERVICES, port: 0, log: (line) => serverLog.push(line)});
});
after(async () => {
  await gateway?.stop();
});

function multipart(parts: Array<{headers: string[]; data: Buffer | string}>, boundary = 'limiteDePrueba7MA4YWxk') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`};
}

/** A Vision call whose file part has no Content-Type (RFC 7578 §4.4 allows it; newman and Guzzle send it so). */
const visionWithoutPartType = () =>
  multipart([
    {headers: ['Content-Disposition: form-data; name="type"'], data: 'INE'},
    {headers: ['Content-Disposition: form-data; name="document"; filename="frente.jpg"'], data: JPEG},
  ]);

const call = (requestPath: string, init: RequestInit = {}) => fetch(`${gateway.url}${requestPath}`, init);
const withKey = (headers: Record<string, string> = {}) => ({'Rem-Apikey': 'llave-de-prueba', ...headers});

async function stillAnswers(): Promise<void> {
  const response = await call('/workflows?per_page=2', {headers: withKey()});
  assert.equal(response.status, 200, await response.clone().text());
  assert.deepEqual(serverLog, [], 'el servidor informó de un error propio');
}

describe('servidor de pruebas local: entradas malas', () => {
  test('una parte de archivo sin Content-Type se acepta (el tipo se lee del contenido) y responde el ejemplo', async () => {
    const {body, contentType} = visionWithoutPartType();
    const response = await call('/vision', {method: 'POST', headers: withKey({'Content-Type': contentType}), body});
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(typeof (await response.json()), 'object');
    await stillAnswers();
  });

  test('multipart sin boundary: el cuerpo de error de Vision (400 BadRequestError)', async () => {
    const response = await call('/vision', {method: 'POST', headers: withKey({'Content-Type': 'multipart/form-data'}), body: 'sin límite'});
    assert.equal(response.status, 400);
    const answer = (await response.json()) as {name: string; message: string};
    assert.equal(answer.name, 'BadRequestError');
    assert.match(answer.message, /^Simulador: .*boundary/);
    await stillAnswers();
  });

  test('multipart sin el separador de cierre: el cuerpo de error de la API', async () => {
    const response = await call('/visionary/curp', {
      method: 'POST',
      headers: withKey({'Content-Type': 'multipart/form-data; boundary=otroLimite'}),
      body: '--otroLimite\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.3',
    });
    assert.equal(response.status, 422);
    const answer = (await response.json()) as {message: string; error_type: string};
    assert.equal(answer.error_type, 'UNPROCESSABLE_ENTITY');
    assert.match(answer.message, /separador de cierre/);
  });

  test('JSON malformado: el cuerpo de validación de People ({success: false, code: 422, error: {…}})', async () => {
    const response = await call('/onboarding/people', {
      method: 'POST',
      headers: withKey({'Content-Type': 'application/json'}),
      body: '{"name": "Ana",',
    });
    assert.equal(response.status, 422);
    const answer = (await response.json()) as {success: boolean; code: number; error: Record<string, string[]>};
    assert.equal(answer.success, false);
    assert.equal(answer.code, 422);
    assert.match(answer.error.body[0], /^Simulador: el cuerpo no es JSON válido/);
    await stillAnswers();
  });

  test('JSON malformado en Black Lists: {status: false, error}', async () => {
    const response = await call('/blacklists/search', {method: 'POST', headers: withKey({'Content-Type': 'application/json'}), body: '{'});
    assert.equal(response.status, 400);
    const answer = (await response.json()) as {status: boolean; error: string};
    assert.equal(answer.status, false);
    assert.match(answer.error, /no es JSON válido/);
  });

  test('un cuerpo de 10 MB se lee y recibe el error de validación documentado, no un 413', async () => {
    const body = JSON.stringify({...PERSON, name: 'A'.repeat(10 * 1024 * 1024)});
    const response = await call('/onboarding/people', {method: 'POST', headers: withKey({'Content-Type': 'application/json'}), body});
    assert.equal(response.status, 422);
    assert.deepEqual(await response.json(), {
      success: false,
      code: 422,
      error: {name: ['The name must not be greater than 255 characters.']},
    });
    await stillAnswers();
  });

  test('un archivo de 10 MB donde el producto limita a 2 MB: "The file must not be greater than 2048 kilobytes."', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]);
    const {body, contentType} = multipart([
      {headers: ['Content-Disposition: form-data; name="file"; filename="grande.jpg"', 'Content-Type: image/jpeg'], data: big},
      {headers: ['Content-Disposition: form-data; name="model"'], data: 'person'},
      {headers: ['Content-Disposition: form-data; name="model_id"'], data: '9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b'},
      {headers: ['Content-Disposition: form-data; name="collection"'], data: 'selfie'},
    ]);
    const response = await call('/onboarding/files/add-to-model', {method: 'POST', headers: withKey({'Content-Type': contentType}), body});
    const answer = (await response.json()) as {code: number; error: Record<string, string[]>};
    assert.equal(response.status, 422, JSON.stringify(answer));
    assert.deepEqual(answer.error.file, ['The file must not be greater than 2048 kilobytes.']);
    await stillAnswers();
  });

  test('una ruta desconocida dentro de una API: 404 en el cuerpo de error de esa API', async () => {
    const response = await call('/onboarding/no-existe', {headers: withKey()});
    assert.equal(response.status, 404);
    const answer = (await response.json()) as {success: boolean; code: number; error: string};
    assert.equal(answer.success, false);
    assert.equal(answer.code, 404);
    assert.match(answer.error, /^Simulador: la ruta \/no-existe no existe/);
  });

  test('una ruta que no es de ninguna API: 404 servicio_desconocido en español', async () => {
    const response = await call('/no-existe/recurso');
    assert.equal(response.status, 404);
    const answer = (await response.json()) as {error: {codigo: string; mensaje: string}};
    assert.equal(answer.error.codigo, 'servicio_desconocido');
    assert.match(answer.error.mensaje, /cada API empieza en: .*\/onboarding/);
  });

  test('un método no documentado: 405 en el cuerpo de la API, con Allow', async () => {
    const response = await call('/onboarding/people', {method: 'PATCH', headers: withKey()});
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, POST');
    assert.equal(((await response.json()) as {code: number}).code, 405);
    const blacklists = await call('/blacklists/search', {method: 'GET', headers: withKey()});
    assert.equal(blacklists.status, 405);
    assert.equal(((await blacklists.json()) as {status: boolean}).status, false);
  });

  test(`una ráfaga de ${BURST_SIZE} peticiones buenas y malas y después una buena que responde`, async () => {
    const {body: good, contentType} = visionWithoutPartType();
    const kinds: Array<() => Promise<Response>> = [
      () => call('/workflows?per_page=5', {headers: withKey()}),
      () => call('/onboarding/people', {method: 'POST', headers: withKey({'Content-Type': 'application/json'}), body: '{'}),
      () => call('/vision', {method: 'POST', headers: withKey({'Content-Type': contentType}), body: good}),
      () => call('/vision', {method: 'POST', headers: withKey({'Content-Type': 'multipart/form-data'}), body: 'sin límite'}),
      () => call('/workflows', {headers: {}}),
      () => call('/no-existe/recurso'),
      () => call('/onboarding/people', {method: 'DELETE', headers: withKey()}),
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
    assert.ok(
      statuses.every((status) => status < 500),
      `estados: ${[...new Set(statuses)].join(', ')}`,
    );
    await stillAnswers();
  });
});

describe('servidor de pruebas local: escenarios y CORS', () => {
  test('Prefer: code=… responde la respuesta documentada', async () => {
    const response = await call('/workflows', {headers: withKey({Prefer: 'code=401'})});
    assert.equal(response.status, 401);
    assert.equal(response.headers.get('x-identia-sandbox'), 'escenario');
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
    assert.equal(((await response.json()) as {error: {codigo: string}}).error.codigo, 'origen_no_permitido');
  });
});

describe('npm run mock: errores de uso', () => {
  const mock = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/mock.ts', ...args], {cwd: repoRoot}).then(
      () => assert.fail('debió terminar con error'),
      (error: {code: number; stderr: string}) => error,
    );

  test('una API desconocida termina con error y la nombra, sin traza de pila', async () => {
    const {code, stderr} = await mock('nope');
    assert.notEqual(code, 0);
    assert.match(stderr, /API desconocida: «nope»/);
    assert.doesNotMatch(stderr, /\n\s+at /);
  });

  test('un puerto fuera de rango (70000) termina con error y lo nombra', async () => {
    const {code, stderr} = await mock('--port', '70000');
    assert.notEqual(code, 0);
    assert.match(stderr, /Puerto inválido: "70000"/);
  });

  test('un puerto en uso termina con error y lo nombra, sin traza de pila', async () => {
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
