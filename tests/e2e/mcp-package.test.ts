/**
 * `identia-sandbox mcp` as an integrator's assistant gets it: the tarball the build packed (with its
 * specs and the MCP data), installed into an empty folder (once for all the e2e files,
 * tests/e2e/installedSandbox.ts), and started by
 * the MCP SDK's own client over stdio. One journey with its content asserted (search «crear
 * persona» → read createPerson → call it valid → call it without `name` → explain the error); bad
 * input to every tool answered in Spanish with the server still running; nothing written to disk;
 * the MCP Inspector's CLI (a client written by others) listing the tools; a tarball under 1 MB; and
 * how long tools/list takes after a start, printed (a speed budget is `npm run bench`'s).
 */
import assert from 'node:assert/strict';
import {execFile, execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildDir} from '../../lib/browserSession';
import {repoRoot} from '../../lib/paths';
import {installedSandbox} from './installedSandbox';
import {createTools} from '../../sandbox/src/mcp/tools';
import {answerOf, packageContext} from './mcpSession';
import {stopwatch} from './stopwatch';

const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'identia-mcp-'));
/** The server's working folder and home: they must stay empty (no tool writes files). */
const serverCwd = path.join(workDir, 'proyecto');
const serverHome = path.join(workDir, 'casa');
let bin: string;
const TARBALL_BUDGET = 1_000_000;
/** The installed package lists the tools of the source's registry, in its order (tests/unit/mcp-answers.test.ts pins the names). */
const TOOLS = createTools(packageContext()).map((tool) => tool.name);
const figures: string[] = [];
let tarballSize = 0;

before(async () => {
  const installed = await installedSandbox();
  bin = installed.bin;
  tarballSize = statSync(installed.tarball).size;
  figures.push(`tarball ${tarballSize} bytes (${(tarballSize / 1024).toFixed(0)} KB)`);
  mkdirSync(serverCwd);
  mkdirSync(serverHome);
  figures.push(
    `instalado ${Math.round(
      Number(
        execFileSync('du', ['-sb', path.join(installed.dir, 'node_modules')])
          .toString()
          .split('\t')[0],
      ) / 1024,
    )} KB`,
  );
});
after(() => {
  console.log(`servidor MCP del paquete: ${figures.join('; ')}`);
  rmSync(workDir, {recursive: true, force: true});
});

/**
 * Preloaded into the server by NODE_OPTIONS: every outgoing connection and DNS lookup it makes is
 * appended to the file REGISTRO_RED names, so a test can see all the network the server uses.
 */
const NETWORK_RECORDER = `
const fs = require('node:fs');
const net = require('node:net');
const dns = require('node:dns');
const record = (what) => fs.appendFileSync(process.env.REGISTRO_RED, JSON.stringify(what) + '\\n');
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  // net.connect() hands its arguments already normalized, as an array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : {port: first, host: args[1]};
  record({connect: options.path ?? \`\${options.host ?? 'localhost'}:\${options.port}\`});
  return connect.apply(this, args);
};
const lookup = dns.lookup;
dns.lookup = function (host, ...rest) {
  record({lookup: host});
  return lookup.call(this, host, ...rest);
};
`;

/** The installed server under the SDK's client over stdio, started in an empty folder. */
async function startServer(
  env: Record<string, string> = {},
): Promise<{client: Client; transport: StdioClientTransport; started: ReturnType<typeof stopwatch>}> {
  const transport = new StdioClientTransport({
    command: bin,
    args: ['mcp'],
    cwd: serverCwd,
    stderr: 'pipe',
    env: {PATH: process.env.PATH ?? '', HOME: serverHome, ...env},
  });
  const client = new Client({name: 'pruebas-portal', version: '1.0.0'});
  const started = stopwatch();
  await client.connect(transport);
  return {client, transport, started};
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return answerOf(await client.callTool({name, arguments: args}));
}

describe('identia-sandbox mcp instalado desde el tarball', () => {
  test(`el tarball pesa menos de ${TARBALL_BUDGET / 1_000_000} MB`, () => {
    assert.ok(tarballSize > 0 && tarballSize < TARBALL_BUDGET, `el tarball pesa ${tarballSize} bytes`);
  });

  test('tres arranques seguidos responden tools/list con las herramientas del registro (el tiempo se imprime; npm run bench lo juzga)', async () => {
    const times: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const {client, started} = await startServer();
      const {tools} = await client.listTools();
      times.push(started.ms());
      assert.deepEqual(
        tools.map((tool) => tool.name),
        TOOLS,
      );
      await client.close();
    }
    figures.push(`tools/list tras arrancar: ${times.join(', ')} ms`);
  });

  test('recorrido: buscar «crear persona», leer createPerson, llamarla válida y sin name, y explicar el error; sin red', async () => {
    const recorder = path.join(workDir, 'registrar-red.cjs');
    const networkLog = path.join(workDir, 'red.log');
    writeFileSync(recorder, NETWORK_RECORDER);
    const {client} = await startServer({NODE_OPTIONS: `--require ${recorder}`, REGISTRO_RED: networkLog});
    try {
      const found = await call(client, 'buscar', {consulta: 'crear persona'});
      assert.match(found.text, /^1\. \*\*Crear persona\*\* · Operación · People · `POST \/people`$/m);
      const hint = /^ {3}Léela con leer_operacion: (\{.*\})$/m.exec(found.text)![1]!;
      assert.deepEqual(JSON.parse(hint), {operacion: 'createPerson', api: 'people'});

      const reference = await call(client, 'leer_operacion', JSON.parse(hint));
      assert.equal(reference.text, readFileSync(path.join(buildDir, 'docs', 'api', 'people', 'create-person.md'), 'utf8'));
      assert.match(reference.text, /^\| `name` \| `string` \| sí \|/m);

      const person = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};
      const created = await call(client, 'llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: person});
      assert.match(created.text, /la petición lo cumple/);
      assert.match(created.text, /^## Respuesta: 201$/m);
      assert.equal(JSON.parse(/```json\n([\s\S]*?)\n```/.exec(created.text)![1]!).success, true);

      const {name: _name, ...withoutName} = person;
      const invalid = await call(client, 'llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: withoutName});
      assert.match(invalid.text, /^- `name`: Falta el campo obligatorio «name»\.$/m);
      assert.match(invalid.text, /^## Respuesta: 422$/m);
      const body = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(invalid.text)![1]!) as {
        success: boolean;
        code: number;
        error: {name: string[]};
      };
      assert.deepEqual(body, {success: false, code: 422, error: {name: ['The name field is required.']}});

      const explained = await call(client, 'explicar_error', {mensaje: body.error.name[0]!});
      assert.match(explained.text, /^## «The name field is required\.»$/m);
      assert.match(explained.text, /^\*\*Qué significa:\*\* Falta el campo `name`, que la operación exige\.$/m);
      assert.match(explained.text, /^\*\*Qué hacer:\*\* Envía `name` en el cuerpo de la petición\./m);
      assert.match(explained.text, /^\| People \| `422` \| — \| `POST \/people-groups` \(`createPeopleGroup`\) \|$/m);
      assert.equal(existsSync(networkLog) ? readFileSync(networkLog, 'utf8') : '', '', 'el recorrido usó la red');

      // The one use of the network: the webhook, to the URL given.
      const receiver = createServer((request, response) => request.resume().on('end', () => response.writeHead(204).end()));
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const port = (receiver.address() as AddressInfo).port;
      try {
        const sent = await call(client, 'enviar_webhook', {api: 'signt', webhook: 'SignerSigned', url: `http://127.0.0.1:${port}/avisos`});
        assert.match(sent.text, /^\*\*Correcto:\*\* tu receptor respondió 204/m);
      } finally {
        receiver.close();
      }
      const connections = readFileSync(networkLog, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      assert.deepEqual(connections, [{connect: `127.0.0.1:${port}`}]);
    } finally {
      await client.close();
    }
  });

  test('una entrada inválida en cada herramienta: error en español, el servidor sigue y no escribe archivos', async () => {
    const {client, transport} = await startServer();
    try {
      const {tools} = await client.listTools();
      for (const name of TOOLS) {
        // `{}` is a valid input of a tool without required arguments (ver_estado, borrar_estado).
        const required = tools.find((tool) => tool.name === name)?.inputSchema.required ?? [];
        for (const args of required.length > 0 ? [{}, {inventado: 1}] : [{inventado: 1}]) {
          const answer = await call(client, name, args);
          assert.equal(answer.isError, true, `${name} ${JSON.stringify(args)}`);
          assert.match(answer.text, new RegExp(`^Argumentos no válidos para «${name}»:\\n- `), name);
          assert.match(answer.text, /\nEnvía, por ejemplo: \{/, name);
        }
      }
      await assert.rejects(client.callTool({name: 'inexistente', arguments: {}}), /Herramienta desconocida: «inexistente»/);
      const still = await call(client, 'buscar', {consulta: 'webhook', limite: 1});
      assert.equal(still.isError, false);
      assert.ok(transport.pid, 'el proceso del servidor sigue en marcha');
      assert.deepEqual(readdirSync(serverCwd), [], 'el servidor escribió en su carpeta de trabajo');
      assert.deepEqual(readdirSync(serverHome), [], 'el servidor escribió en su carpeta personal');
    } finally {
      await client.close();
    }
  });

  test('el CLI del MCP Inspector lista las herramientas y llama una', async () => {
    const inspectorBuild = path.join(repoRoot, 'node_modules', '@modelcontextprotocol', 'inspector-cli', 'build');
    const inspector = path.join(inspectorBuild, 'cli.js');
    // inspector-cli 1.0.3 finds its own package.json with existsSync('../package.json') from the working
    // folder but imports it from its module's folder: run it from its build/ folder, where both agree.
    const cwd = inspectorBuild;
    const listed = await run(process.execPath, [inspector, '--cli', bin, 'mcp', '--method', 'tools/list'], {cwd, timeout: 60_000});
    const {tools} = JSON.parse(listed.stdout) as {tools: Array<{name: string; description: string; inputSchema: {required?: string[]}}>};
    assert.deepEqual(
      tools.map((tool) => tool.name),
      TOOLS,
    );
    assert.deepEqual(tools.find((tool) => tool.name === 'llamar')!.inputSchema.required, ['api', 'metodo', 'ruta']);
    const called = await run(
      process.execPath,
      [
        inspector,
        '--cli',
        bin,
        'mcp',
        '--method',
        'tools/call',
        '--tool-name',
        'explicar_error',
        '--tool-arg',
        'mensaje=Failed authorization',
      ],
      {cwd, timeout: 60_000},
    );
    const result = JSON.parse(called.stdout) as {content: Array<{text: string}>; isError?: boolean};
    assert.notEqual(result.isError, true);
    assert.match(result.content[0]!.text, /^## «Failed authorization»$/m);
  });
});
