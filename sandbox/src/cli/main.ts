/**
 * The command line of @identia/sandbox: the mock of the eight APIs over HTTP, the webhook tester,
 * the test scenarios and the MCP server for coding assistants, all from the engine, the specs and
 * the portal's data the package ships. Messages in Spanish; exit codes: 0 done, 1 the receiver
 * answered what the contract does not expect, 2 bad input or no delivery.
 */
import {parseArgs} from 'node:util';
import {createSandbox, documentedWebhooks, knownStarts, listScenarios, type SpecDocument} from '../engine';
import {McpDataError, type McpData} from '../mcp/data';
import {CONTROL_PATH, createStatefulSandbox, type StateSummary} from '../state';
import {eventos, outcome, reenviar, reloj, type ControlTarget} from './eventsCommands';
import {sendFiredWebhooks, WEBHOOK_TIMEOUT_SECONDS} from './firedWebhooks';
import {createSandboxServer, listenSandbox, type RunningSandboxServer} from './server';
import {keepStateInFile, loadStateFile} from './stateFile';
import {chooseWebhook, CliError, deliver, parseReceiverUrl} from './webhooks';

export {CliError};

export interface ApiModel {
  id: string;
  label: string;
  spec: SpecDocument;
}

export interface CliContext {
  models: ApiModel[];
  /** How the user runs the command (`identia-sandbox`, `npm run mock --`), for the usage text. */
  program: string;
  /** Set by a wrapper that runs one command only (`npm run webhooks --` is `webhooks`): argv holds its arguments. */
  command?: Command;
  version?: string;
  /** Origins allowed besides loopback (the portal's). */
  extraOrigins?: string[];
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Called once the mock listens (tests); the command then waits for SIGINT/SIGTERM. */
  onListening?: (server: RunningSandboxServer) => void;
  /** Opens the portal's data the MCP server serves (the package's data/); absent where there is none. */
  mcpData?: () => McpData;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_TIMEOUT_SECONDS = 10;

type Command = 'mock' | 'webhooks' | 'scenarios' | 'mcp' | 'estado' | 'eventos' | 'reenviar' | 'reloj' | 'preparar' | 'avanzar';

const COMMAND_LINES: Array<[Command | undefined, string]> = [
  [
    'mock',
    'mock [<api>] [--port N] [--estado <archivo> | --sin-estado] [--espera-webhook <segundos>]   servidor de pruebas en http://127.0.0.1:4010',
  ],
  ['estado', 'estado [ver|borrar] [--port N]      lo que guarda el servidor de pruebas que corre en ese puerto'],
  ['eventos', 'eventos [--seguir] [--tipo webhook|peticion] [--port N]   peticiones y webhooks del servidor de pruebas, en orden'],
  ['reenviar', 'reenviar <n> [--port N]             vuelve a enviar el webhook número n del registro'],
  ['reloj', 'reloj [avanzar <minutos>] [--port N]   la hora del simulador, o adelantarla'],
  ['preparar', 'preparar <tipo> [<id>] <resultado>   el próximo resultado (validacion, ine)'],
  ['avanzar', 'avanzar <tipo> <id> [<paso>] <resultado>   un resultado ahora (validacion, paso, workflow)'],
  ['webhooks', 'webhooks list                       webhooks documentados'],
  ['webhooks', 'webhooks send [<api>] <webhook> --to <url> [--example <nombre>] [--timeout <segundos>]'],
  ['scenarios', 'scenarios list [<api>]              escenarios de prueba y su encabezado Prefer'],
  ['mcp', 'mcp                                 servidor MCP (stdio) para asistentes de código'],
  [undefined, '--version | --help'],
];

/** The usage text; a wrapper for one command (`npm run webhooks --`) shows its lines without the command's name. */
function usage(program: string, only?: Command): string {
  const lines = COMMAND_LINES.filter(([command]) => !only || command === only).map(([command, line]) =>
    only && command ? line.slice(command.length + 1) : line,
  );
  return `Uso:
${lines.map((line) => `  ${program} ${line}`).join('\n')}`;
}

function findModel(models: ApiModel[], id: string): ApiModel {
  const model = models.find((candidate) => candidate.id === id);
  if (!model) throw new CliError(`API desconocida: «${id}». Las APIs son: ${models.map((candidate) => candidate.id).join(', ')}.`);
  return model;
}

function parsePort(raw: string | undefined, program: string, command?: Command): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    throw new CliError(`Puerto inválido: "${raw}"; usa un número entre 1 y 65535.\n${usage(program, command)}`);
  return port;
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  '));
}

async function mock(
  context: CliContext,
  positionals: string[],
  values: {port?: string; estado?: string; 'sin-estado'?: boolean; 'espera-webhook'?: string},
): Promise<number> {
  const {models, program, out = console.log} = context;
  if (positionals.length > 1)
    throw new CliError(`Indica una sola API o ninguna (todas); se recibió: ${positionals.join(' ')}\n${usage(program, context.command)}`);
  const only = positionals[0] === undefined ? undefined : findModel(models, positionals[0]);
  const port = parsePort(values.port ?? process.env.IDENTIA_SANDBOX_PORT ?? process.env.MOCK_PORT, program, context.command);
  const selected = only ? [only] : models;
  if (values['sin-estado'] && values.estado !== undefined)
    throw new CliError('--estado y --sin-estado se excluyen: el servidor sin estado no guarda nada que llevar a un archivo.');
  if (values.estado === '') throw new CliError('--estado necesita el nombre de un archivo, por ejemplo --estado estado.json.');
  const webhookWait = values['espera-webhook'] === undefined ? WEBHOOK_TIMEOUT_SECONDS : Number(values['espera-webhook']);
  if (!Number.isFinite(webhookWait) || webhookWait <= 0 || webhookWait > 300)
    throw new CliError(
      `--espera-webhook inválido: «${values['espera-webhook']}». Escribe los segundos que espera a tu receptor, de 1 a 300.`,
    );
  const stateless = createSandbox(selected, {defaultApi: only?.id});
  const stateful = values['sin-estado'] ? undefined : createStatefulSandbox(stateless, {seed: false});
  if (stateful) {
    const restored = values.estado !== undefined && loadStateFile(stateful, values.estado);
    if (!restored) stateful.reset();
    sendFiredWebhooks(stateful, {timeoutSeconds: webhookWait});
  }
  const kept = stateful && values.estado !== undefined ? keepStateInFile(stateful, values.estado) : undefined;
  const sandbox = stateful ?? stateless;
  let running: RunningSandboxServer;
  try {
    running = await listenSandbox(createSandboxServer({sandbox, extraOrigins: context.extraOrigins, log: context.err}), port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new CliError(`El puerto ${port} ya está en uso. Detén el otro proceso o elige otro puerto con --port N.`);
    if (code === 'EACCES') throw new CliError(`No hay permiso para escuchar en el puerto ${port}. Elige uno mayor que 1023 con --port N.`);
    throw error;
  }
  out(`Servidor de pruebas (simulado) de ${only ? only.label : `las ${selected.length} APIs`} en ${running.url} (Ctrl+C para detenerlo):`);
  for (const model of selected) {
    const starts = [...new Set(sandbox.routes.filter((route) => route.api === model.id).map((route) => route.basePath || route.prefix))];
    out(`  ${model.label.padEnd(13)} ${starts.map((start) => running.url + start).join('  ')}`);
  }
  out(`Para que los ejemplos del portal lo usen: export API_BASE_URL=${running.url}`);
  out(
    'Acepta cualquier valor de llave o token; pide otra respuesta documentada con el encabezado Prefer (escenarios: ' +
      `${program} scenarios list).`,
  );
  if (only) out(`  (también sin prefijo: ${running.url}/…; las APIs empiezan en ${knownStarts(sandbox.routes)})`);
  out(
    stateful
      ? `Guarda lo que creas${values.estado ? ` en ${values.estado}` : ' en memoria'}; míralo (GET) o bórralo (DELETE) en ${running.url}${CONTROL_PATH}${
          context.command ? '' : ` o con ${program} estado`
        }.`
      : 'Sin estado: cada respuesta sale del contrato, nada se guarda entre llamadas.',
  );
  if (stateful && !context.command)
    out(`Envía los webhooks que provocan tus llamadas (espera ${webhookWait} s a tu receptor); síguelos con ${program} eventos --seguir.`);
  context.onListening?.(running);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      kept?.flush();
      void running.stop().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    running.server.once('close', () => resolve());
  });
  return 0;
}

function webhookList(context: CliContext): number {
  const {models, program, out = console.log} = context;
  const rows: string[][] = [['API', 'Webhook', 'Evento', 'Descripción']];
  for (const model of models)
    for (const webhook of documentedWebhooks(model.spec)) rows.push([model.id, webhook.name, webhook.event ?? '—', webhook.summary]);
  table(rows).forEach((line) => out(line));
  out(`\n${rows.length - 1} webhooks. Envía uno con: ${program} webhooks send <api> <webhook> --to <url>`);
  return 0;
}

function parseTimeout(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new CliError(`--timeout inválido: «${raw}». Escribe los segundos de espera, por ejemplo --timeout 5.`);
  return seconds;
}

async function webhookSend(
  context: CliContext,
  positionals: string[],
  values: {to?: string; example?: string; timeout?: string},
): Promise<number> {
  const {models, program, out = console.log, err = console.error} = context;
  if (positionals.length === 0 || positionals.length > 2)
    throw new CliError(`Indica el webhook (y, si hace falta, su API).\n${usage(program, context.command)}`);
  const [apiId, webhookName] = positionals.length === 2 ? positionals : [undefined, positionals[0]];
  const {model, webhook, example} = chooseWebhook(
    models,
    {api: apiId === undefined ? undefined : findModel(models, apiId), name: webhookName, example: values.example},
    {exampleOption: '--example', withApi: (name) => `${program} webhooks send <api> ${name} --to <url>`},
  );
  const url = parseReceiverUrl(values.to);
  const timeout = parseTimeout(values.timeout);
  out(`Enviando ${model.id}/${webhook.name}${example.name ? ` (ejemplo ${example.name})` : ''} a ${url.href} como ${webhook.contentType}…`);
  const delivery = await deliver(webhook, example, url, timeout);
  out(`Estado: ${delivery.status}`);
  out(`Tiempo: ${delivery.milliseconds} ms`);
  out(`Cuerpo de la respuesta: ${delivery.body === '' ? '(vacío)' : delivery.body}`);
  if (delivery.ok) {
    out(`Correcto: el receptor respondió como espera el contrato (${webhook.expectedStatuses.join(' o ')}).`);
    return 0;
  }
  err(`El receptor respondió ${delivery.status}; el contrato espera ${webhook.expectedStatuses.join(' o ')}.`);
  return 1;
}

function scenariosList(context: CliContext, positionals: string[]): number {
  const {models, program, out = console.log} = context;
  if (positionals.length > 1) throw new CliError(`Indica una sola API o ninguna (todas).\n${usage(program, context.command)}`);
  const selected = positionals[0] ? [findModel(models, positionals[0])] : models;
  let count = 0;
  for (const model of selected) {
    out(`API de ${model.label} (${model.id})`);
    for (const operation of listScenarios(model.spec)) {
      out(`  ${operation.method} ${operation.path}  ${operation.summary}`);
      for (const scenario of operation.scenarios) {
        count++;
        out(`    ${String(scenario.status).padEnd(4)}Prefer: ${scenario.prefer}${scenario.represents ? `  · ${scenario.represents}` : ''}`);
      }
    }
  }
  out(`\n${count} escenarios. Pide uno al servidor de pruebas con el encabezado Prefer, por ejemplo:`);
  out(
    `  curl -H 'Rem-Apikey: cualquiera' -H 'Prefer: code=404' http://127.0.0.1:${DEFAULT_PORT}/onboarding/people/9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b`,
  );
  out('Con Prefer el servidor responde la respuesta documentada que nombras, sea cual sea la petición.');
  return 0;
}

function printSummary(out: (line: string) => void, summary: StateSummary): void {
  for (const [api, byModel] of Object.entries(summary.recursos))
    out(
      `${api}: ${Object.entries(byModel)
        .map(([model, count]) => `${model} ${count}`)
        .join(', ')}`,
    );
  out(summary.creados.length === 0 ? 'Nada creado todavía.' : `Creado (lo más reciente primero):`);
  for (const entry of summary.creados) out(`  ${entry.api} ${entry.modelo} ${entry.id}`);
}

/** `estado [ver|borrar]`: reads or empties the store of the mock that listens on the port, through its control path. */
async function estado(context: CliContext, positionals: string[], values: {port?: string}): Promise<number> {
  const {program, out = console.log} = context;
  const [sub = 'ver', ...extra] = positionals;
  if (extra.length > 0 || (sub !== 'ver' && sub !== 'borrar'))
    throw new CliError(`Usa «estado ver» o «estado borrar»; se recibió: ${positionals.join(' ')}\n${usage(program, context.command)}`);
  const port = parsePort(values.port ?? process.env.IDENTIA_SANDBOX_PORT, program, context.command);
  const url = `http://127.0.0.1:${port}${CONTROL_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {method: sub === 'borrar' ? 'DELETE' : 'GET'});
  } catch {
    throw new CliError(`No hay un servidor de pruebas en el puerto ${port}. Arráncalo con ${program} mock (o indica --port N).`);
  }
  const body = (await response.json().catch(() => undefined)) as
    (StateSummary & {mensaje?: string}) | {error?: {mensaje?: string}} | undefined;
  if (!response.ok || !body || !('recursos' in body))
    throw new CliError(
      `El servidor del puerto ${port} no respondió como el servidor de pruebas con estado (${response.status}): ${
        (body as {error?: {mensaje?: string}} | undefined)?.error?.mensaje ?? '¿corre con --sin-estado?'
      }`,
    );
  if (body.mensaje) out(body.mensaje);
  printSummary(out, body);
  return 0;
}

/** `mcp`: the MCP server on stdin and stdout until the client closes it; stdout carries only the protocol. */
async function mcp(context: CliContext, positionals: string[]): Promise<number> {
  if (positionals.length > 0)
    throw new CliError(`mcp no lleva argumentos; se recibió: ${positionals.join(' ')}\n${usage(context.program, context.command)}`);
  if (!context.mcpData)
    throw new CliError('Este programa no trae los datos del servidor MCP: usa el paquete @identia/sandbox (identia-sandbox mcp).');
  let data: McpData;
  try {
    data = context.mcpData();
  } catch (error) {
    if (error instanceof McpDataError) throw new CliError(error.message);
    throw error;
  }
  // Loaded on demand: the other commands never pay for the MCP SDK.
  const {serveMcpOverStdio} = await import('../mcp/stdio');
  await serveMcpOverStdio({models: context.models, data, version: context.version ?? '0.0.0'}, context.err);
  return 0;
}

export async function runCli(argv: string[], context: CliContext): Promise<number> {
  const {program, out = console.log} = context;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        port: {type: 'string'},
        estado: {type: 'string'},
        'sin-estado': {type: 'boolean'},
        'espera-webhook': {type: 'string'},
        seguir: {type: 'boolean'},
        tipo: {type: 'string'},
        to: {type: 'string'},
        example: {type: 'string'},
        timeout: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
        version: {type: 'boolean', short: 'v'},
      },
    });
  } catch (error) {
    throw new CliError(`Opción no válida: ${(error as Error).message.split('.')[0]}.\n${usage(program, context.command)}`);
  }
  const {values, positionals} = parsed;
  if (values.version) {
    out(context.version ?? '');
    return 0;
  }
  const [command, ...rest] = context.command ? [context.command, ...positionals] : positionals;
  if (values.help || !command) {
    out(usage(program, context.command));
    return values.help ? 0 : 2;
  }
  if (command === 'mock') return mock(context, rest, values);
  if (command === 'webhooks') {
    const [sub, ...args] = rest;
    if (sub === 'list') return webhookList(context);
    if (sub === 'send') return webhookSend(context, args, values);
    throw new CliError(
      `${context.command ? 'Comando' : 'Subcomando de webhooks'} desconocido: «${sub ?? ''}». Usa list o send.\n${usage(program, context.command)}`,
    );
  }
  if (command === 'scenarios') {
    const [sub, ...args] = rest;
    if (sub === 'list' || sub === undefined) return scenariosList(context, args);
    throw new CliError(`Subcomando de scenarios desconocido: «${sub}». Usa list.\n${usage(program, context.command)}`);
  }
  if (command === 'mcp') return mcp(context, rest);
  if (command === 'estado') return estado(context, rest, values);
  if (command === 'eventos' || command === 'reenviar' || command === 'reloj' || command === 'preparar' || command === 'avanzar') {
    const target: ControlTarget = {
      port: parsePort(values.port ?? process.env.IDENTIA_SANDBOX_PORT, program, context.command),
      program,
      out,
    };
    if (command === 'eventos') return eventos(target, rest, values);
    if (command === 'reenviar') return reenviar(target, rest);
    if (command === 'reloj') return reloj(target, rest);
    return outcome(target, command, rest);
  }
  throw new CliError(`Comando desconocido: «${command}».\n${usage(program, context.command)}`);
}

/** Exits once stdout and stderr are flushed: to a pipe they are asynchronous, and exiting at once cuts long output. */
function exitAfterFlush(code: number): void {
  let pending = 2;
  const done = () => {
    if (--pending === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}

/** Runs the CLI as a process: one Spanish line on error, never a stack trace. */
export function runAsProcess(argv: string[], context: CliContext): void {
  runCli(argv, context).then(exitAfterFlush, (error: Error) => {
    console.error(error instanceof CliError ? error.message : `Error inesperado: ${error.message}`);
    exitAfterFlush(2);
  });
}
