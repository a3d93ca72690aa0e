/**
 * The @identia/sandbox package as an integrator gets it: the tarball the build packed and the portal
 * serves, installed into an empty folder (once for all the e2e files, tests/e2e/installedSandbox.ts), its mock started on a free port and called over HTTP, and its webhook
 * tester delivering each of the 13 documented webhooks to a real HTTP receiver, with the command each
 * webhook's page prints (read from the build's Markdown twins), each body equal to the example the spec
 * documents. An invalid payload exits non-zero and sends nothing.
 */
import assert from 'node:assert/strict';
import {execFile, execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {serviceArtifacts, services} from '../../config/services';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {buildDir} from '../../lib/browserSession';
import {installedSandbox, privateCopy, type InstalledSandbox} from './installedSandbox';
import {failAfter, stopwatch} from './stopwatch';
import {freePort} from '../../scripts/lib/mockGateway';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'identia-sandbox-'));
const figures: string[] = [];
let specs: Map<string, OpenApiDocument>;
let installed: InstalledSandbox;
let bin: string;

function folderSize(folder: string): number {
  return Number(execFileSync('du', ['-sb', folder]).toString().split('\t')[0]);
}

before(async () => {
  const models = await loadSandboxModels(services);
  specs = new Map(models.map(({service, model}) => [service.id, model]));
  const install = stopwatch();
  installed = await installedSandbox();
  bin = installed.bin;
  figures.push(
    `tarball ${Math.round(installed.bytes / 1024)} KB; instalado en ${install.ms()} ms (0 si ya estaba), ${Math.round(folderSize(path.join(installed.dir, 'node_modules')) / 1024)} KB`,
  );
});
after(() => {
  console.log(`paquete: ${figures.join('; ')}`);
  rmSync(workDir, {recursive: true, force: true});
});

/** The tester's command a webhook's page prints, read from its Markdown twin in the build. */
function printedWebhookCommand(api: string, webhook: string): string {
  const operationId = specs.get(api)!.webhooks![webhook].post.operationId as string;
  const twin = path.join(buildDir, serviceArtifacts(api).operationMarkdown(operationId));
  if (!existsSync(twin)) throw new Error(`No existe ${twin}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  const block = /^#+ Prueba tu receptor\n[\s\S]*?```bash\n(.+)\n```/m.exec(readFileSync(twin, 'utf8'));
  assert.ok(block, `${twin}: sin el comando del probador`);
  return block[1];
}

function startMock(port: number, extra: string[] = []): Promise<{child: ChildProcess; output: () => string}> {
  const child = spawn(bin, ['mock', '--port', String(port), ...extra], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const started = new Promise<{child: ChildProcess; output: () => string}>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('export API_BASE_URL=')) resolve({child, output: () => output});
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`el mock terminó (código ${code}):\n${output}`)));
  });
  return failAfter(started, 30_000, () => `el mock no arrancó:\n${output}`);
}

describe('paquete @identia/sandbox instalado desde el tarball', () => {
  test('identia-sandbox mock responde lo que documenta el contrato', async () => {
    const port = await freePort();
    const {child} = await startMock(port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const created = await fetch(`${base}/onboarding/people`, {
        method: 'POST',
        headers: {'Rem-Apikey': 'cualquiera', 'Content-Type': 'application/json'},
        body: JSON.stringify({national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'}),
      });
      assert.equal(created.status, 201);
      const invalid = await fetch(`${base}/onboarding/people`, {
        method: 'POST',
        headers: {'Rem-Apikey': 'cualquiera', 'Content-Type': 'application/json'},
        body: '{}',
      });
      assert.equal(invalid.status, 422);
      assert.deepEqual(((await invalid.json()) as {error: Record<string, string[]>}).error.name, ['The name field is required.']);
      const publicCall = await fetch(`${base}/signt/public/signer/document-info`);
      assert.equal(publicCall.status, 403);
      assert.deepEqual(await publicCall.json(), {success: false, code: 403, error: 'Missing authorization token'});
      const curl = await run('/usr/bin/curl', [
        '--silent',
        '--write-out',
        '\n%{http_code}',
        '-H',
        'Rem-Apikey: x',
        `${base}/lexi/search/agreements`,
        '-X',
        'POST',
        '-H',
        'Content-Type: application/json',
        '-d',
        '{"query":"ROBERTO SANCHEZ TORRES"}',
      ]);
      assert.equal(curl.stdout.trim().split('\n').pop(), '200');
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('con --estado, lo creado sigue ahí tras reiniciar; estado ver y estado borrar hablan con el servidor', async () => {
    const file = path.join(workDir, 'estado-de-pruebas.json');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const headers = {'Rem-Apikey': 'cualquiera', 'Content-Type': 'application/json'};
    const stopped = (child: ChildProcess) => new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let {child} = await startMock(port, ['--estado', file]);
    let id = '';
    try {
      const created = await fetch(`${base}/onboarding/people-groups`, {
        method: 'POST',
        headers,
        body: JSON.stringify({name: 'Sucursal Poniente', description: 'Clientes de Guadalajara'}),
      });
      assert.equal(created.status, 201);
      id = ((await created.json()) as {result: {id: string}}).result.id;
      const seen = await run(bin, ['estado', 'ver', '--port', String(port)]);
      assert.match(seen.stdout, new RegExp(`people /people-groups ${id}`));
    } finally {
      const exit = stopped(child);
      child.kill('SIGTERM');
      await exit;
    }
    ({child} = await startMock(port, ['--estado', file]));
    try {
      const read = await fetch(`${base}/onboarding/people-groups/${id}`, {headers});
      assert.equal(read.status, 200);
      assert.equal(((await read.json()) as {result: {name: string}}).result.name, 'Sucursal Poniente');
      const cleared = await run(bin, ['estado', 'borrar', '--port', String(port)]);
      assert.match(cleared.stdout, /Estado borrado/);
      assert.equal((await fetch(`${base}/onboarding/people-groups/${id}`, {headers})).status, 404);
    } finally {
      const exit = stopped(child);
      child.kill('SIGTERM');
      await exit;
    }
  });

  test('un archivo de --estado dañado o ajeno se rechaza en una línea en español y queda intacto', async () => {
    for (const content of ['{"formato": "otro"}', 'no es json']) {
      const file = path.join(workDir, 'ajeno.json');
      writeFileSync(file, content);
      const failure = await run(bin, ['mock', '--port', String(await freePort()), '--estado', file]).then(
        () => assert.fail('debió fallar'),
        (error: {code: number; stderr: string}) => error,
      );
      assert.equal(failure.code, 2);
      assert.match(failure.stderr.trim(), /^No se usa .*ajeno\.json: .*El archivo queda como estaba\.$/);
      assert.equal(failure.stderr.trim().split('\n').length, 1);
      assert.equal(readFileSync(file, 'utf8'), content);
    }
    const both = await run(bin, ['mock', '--estado', 'x.json', '--sin-estado']).then(
      () => assert.fail('debió fallar'),
      (error: {code: number; stderr: string}) => error,
    );
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--estado y --sin-estado se excluyen/);
  });

  test('--version, scenarios list y errores de uso en español', async () => {
    const {stdout} = await run(bin, ['--version']);
    assert.match(stdout, /^\d+\.\d+\.\d+/);
    const scenarios = await run(bin, ['scenarios', 'list', 'people']);
    assert.match(scenarios.stdout, /Prefer: code=404, example=no-query-results-for-model-person/);
    const unknown = await run(bin, ['mock', 'pagos']).then(
      () => assert.fail('debió fallar'),
      (error: {code: number; stderr: string}) => error,
    );
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /API desconocida: «pagos»/);
  });

  describe('webhooks', () => {
    let receiver: Server;
    let url: string;
    const received: Array<{contentType?: string; body: string}> = [];
    before(async () => {
      receiver = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          received.push({contentType: request.headers['content-type'], body});
          response.writeHead(200, {'Content-Type': 'application/json'}).end('{"recibido":true}');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
    });
    after(() => receiver.close());

    test('entrega cada uno de los 13 webhooks documentados, con el cuerpo de su ejemplo', async () => {
      const documented: Array<{api: string; name: string; example: unknown; contentType: string}> = [];
      for (const [api, spec] of specs) {
        for (const [name, rawItem] of Object.entries<SpecNode>(spec.webhooks ?? {})) {
          const item = resolveRef(spec, rawItem);
          const [contentType, rawMedia] = Object.entries<SpecNode>(resolveRef(spec, item.post.requestBody).content)[0];
          const media = resolveRef(spec, rawMedia);
          const first = media.example ?? resolveRef(spec, Object.values<SpecNode>(media.examples ?? {})[0])?.value;
          documented.push({api, name, example: first, contentType});
        }
      }
      assert.equal(documented.length, 13);
      for (const webhook of documented) {
        const before = received.length;
        // The command the webhook's page prints (its Markdown twin in the build), as a reader runs it:
        // the installed command, and the reader's receiver in --to.
        const [program, ...args] = printedWebhookCommand(webhook.api, webhook.name).split(' ');
        assert.equal(program, 'identia-sandbox');
        const to = args.indexOf('--to');
        assert.ok(to > 0, 'el comando no lleva --to');
        args[to + 1] = url;
        const {stdout} = await run(bin, args);
        assert.match(stdout, /Correcto: el receptor respondió como espera el contrato/);
        assert.equal(received.length, before + 1, `${webhook.api}/${webhook.name}: no llegó`);
        const last = received.at(-1)!;
        assert.equal(last.contentType, webhook.contentType);
        assert.deepEqual(JSON.parse(last.body), webhook.example, `${webhook.api}/${webhook.name}: el cuerpo no es el ejemplo`);
      }
    });

    test('un ejemplo que no cumple su esquema sale con 2 y no envía nada', async () => {
      // The shared install stays as packed: the spec is broken in a copy of it.
      const copy = path.join(workDir, 'copia');
      const copyBin = privateCopy(installed, copy);
      const file = path.join(copy, 'node_modules', '@identia', 'sandbox', 'specs', 'people.json');
      const original = readFileSync(file, 'utf8');
      const spec = JSON.parse(original) as OpenApiDocument;
      const item = resolveRef(spec, spec.webhooks!.PersonRegister);
      const media = resolveRef(spec, item.post.requestBody).content['application/json'];
      const example = media.example ?? resolveRef(spec, Object.values<SpecNode>(media.examples)[0]).value;
      delete example.event;
      writeFileSync(file, JSON.stringify(spec));
      const before = received.length;
      const failure = await run(copyBin, ['webhooks', 'send', 'people', 'PersonRegister', '--to', url]).then(
        () => assert.fail('debió fallar'),
        (error: {code: number; stderr: string}) => error,
      );
      assert.equal(failure.code, 2);
      assert.match(failure.stderr, /no cumple su esquema: event es obligatorio.*No se envió nada/);
      assert.equal(received.length, before, 'se envió un cuerpo inválido');
    });
  });
});
