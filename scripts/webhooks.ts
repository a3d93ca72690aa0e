/**
 * Webhook tester: `npm run webhooks -- list` lists the webhooks the eight specs document, and
 * `npm run webhooks -- send <api> <webhook> --to <url> [--example <nombre>] [--timeout <s>]` posts
 * the documented example payload (checked against the webhook's schema first) to a receiver and
 * prints its status, time and body. Exit codes: 0 answered as the contract expects, 1 answered
 * otherwise, 2 bad input or no delivery.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {services, type ApiService} from '../config/services';
import {bundleSpec} from '../lib/openapi/bundle';
import {publishedSpecFile} from '../lib/openapi/publishedSpec';
import type {OpenApiDocument} from '../lib/openapi/types';
import {generatedDir, repoRoot} from '../lib/paths';
import {
  checkPayload,
  deliver,
  documentedWebhooks,
  examplePayload,
  findApi,
  findWebhook,
  parseReceiverUrl,
  WebhookError,
} from './lib/webhooks';

const USAGE = `Uso:
  npm run webhooks -- list
  npm run webhooks -- send <api> <webhook> --to <url> [--example <nombre>] [--timeout <segundos>]`;
const DEFAULT_TIMEOUT_SECONDS = 10;

function newestSource(folder: string): number {
  return readdirSync(folder, {withFileTypes: true}).reduce((newest, entry) => {
    const full = path.join(folder, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }, 0);
}

/** The build's bundle when it is newer than the sources, else a fresh bundle (the specs may have changed). */
async function loadSpec(api: ApiService): Promise<OpenApiDocument> {
  const published = publishedSpecFile(path.join(generatedDir, 'static'), api);
  const sources = [path.join(repoRoot, 'openapi', api.id), path.join(repoRoot, 'openapi', '_shared')].filter(existsSync);
  if (existsSync(published) && statSync(published).mtimeMs >= Math.max(...sources.map(newestSource))) {
    return JSON.parse(readFileSync(published, 'utf8'));
  }
  return bundleSpec(api, path.join(generatedDir, 'webhooks', `${api.id}.json`));
}

async function list(): Promise<number> {
  const rows: string[][] = [['API', 'Webhook', 'Evento', 'Descripción']];
  for (const api of services) {
    for (const webhook of documentedWebhooks(api, await loadSpec(api))) rows.push([api.id, webhook.name, webhook.event, webhook.summary]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  '));
  console.log(`\n${rows.length - 1} webhooks. Envía uno con: npm run webhooks -- send <api> <webhook> --to <url>`);
  return 0;
}

function parseTimeout(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new WebhookError(`--timeout inválido: «${raw}». Escribe los segundos de espera, por ejemplo --timeout 5.`);
  return seconds;
}

async function send(positionals: string[], options: {to?: string; example?: string; timeout?: string}): Promise<number> {
  const [apiId, webhookName] = positionals;
  if (!apiId || !webhookName) throw new WebhookError(`Faltan la API y el webhook.\n${USAGE}`);
  const api = findApi(apiId);
  const url = parseReceiverUrl(options.to);
  const timeout = parseTimeout(options.timeout);
  const spec = await loadSpec(api);
  const webhook = findWebhook(documentedWebhooks(api, spec), api, webhookName);
  const example = examplePayload(webhook, options.example);
  checkPayload(spec, webhook, example);
  console.log(
    `Enviando ${api.id}/${webhook.name}${example.name ? ` (ejemplo ${example.name})` : ''} a ${url.href} como ${webhook.contentType}…`,
  );
  const delivery = await deliver(webhook, example, url, timeout);
  console.log(`Estado: ${delivery.status}`);
  console.log(`Tiempo: ${delivery.milliseconds} ms`);
  console.log(`Cuerpo de la respuesta: ${delivery.body === '' ? '(vacío)' : delivery.body}`);
  if (delivery.ok) {
    console.log(`Correcto: el receptor respondió como espera el contrato (${webhook.expectedStatuses.join(' o ')}).`);
    return 0;
  }
  console.error(`El receptor respondió ${delivery.status}; el contrato espera ${webhook.expectedStatuses.join(' o ')}.`);
  return 1;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {to: {type: 'string'}, example: {type: 'string'}, timeout: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    });
  } catch (error) {
    throw new WebhookError(`Opción no válida: ${(error as Error).message.split('.')[0]}.\n${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.log(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  if (command === 'list') return list();
  if (command === 'send') return send(rest, parsed.values);
  throw new WebhookError(`Comando desconocido: «${command}».\n${USAGE}`);
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    // Expected failures are one Spanish line; anything else is still one line, never a stack trace.
    console.error(error instanceof WebhookError ? error.message : `Error inesperado: ${error.message}`);
    process.exit(2);
  },
);
