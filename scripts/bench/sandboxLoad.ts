/**
 * The local sandbox under load (issue 53's budget): the server of `identia-sandbox mock` (`npm run mock`) in a
 * process of its own on loopback, with and without state, 50 connections for a few seconds of a mixed load (create
 * a people group, read a person, list the groups) from autocannon in this process; then the server's resident
 * memory, with the store at its limit per model. Prints requests per second, p99 latency and memory. Then the same
 * load while every create fires a webhook to a receiver that never answers (issue 49: a hung receiver costs the server
 * nothing else), and how soon a webhook reaches its receiver after the create that fires it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';
import {repoRoot} from '../../lib/paths';
import {MAX_RESOURCES_PER_MODEL} from '../../sandbox/src/state';
import {freePort} from '../lib/mockGateway';

interface AutocannonResult {
  requests: {average: number; total: number};
  latency: {p99: number};
  errors: number;
  timeouts: number;
  non2xx: number;
}
// autocannon ships no types; this is the part of its API used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an `import` of an untyped module fails the type check
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

export interface SandboxLoadFigures {
  /** With state, without, or with state while every create fires a webhook to a receiver that never answers. */
  mode: 'con estado' | 'sin estado' | 'con receptor colgado';
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Answers that were not 2xx, or failed: the load must have none. */
  failures: number;
  /** Resident memory after the run, MB. */
  rssMb: number;
}

const HEADERS = {'rem-apikey': 'llave-de-carga', 'content-type': 'application/json'};
const PERSON = '9b2f4c1e-7a3d-4e8b-9c61-2f5d8a0e4b17';

/** Two creates, a read and a list, in turn on every connection. */
const MIXED = [
  {
    method: 'POST',
    path: '/onboarding/people-groups',
    headers: HEADERS,
    body: JSON.stringify({name: 'Sucursal Norte', description: 'Carga'}),
  },
  {method: 'GET', path: `/onboarding/people/${PERSON}`, headers: HEADERS},
  {method: 'POST', path: '/onboarding/people-groups', headers: HEADERS, body: JSON.stringify({name: 'Sucursal Sur', description: 'Carga'})},
  {method: 'GET', path: '/onboarding/people-groups?page=3', headers: HEADERS},
];

/**
 * The same mix, its creates people: each fires person_register to the channel of the hung receiver. The read is a
 * page of people rather than the example person, who leaves the store once 2,000 people are created after it.
 */
const MIXED_FIRING = MIXED.map((request) =>
  request.method === 'POST'
    ? {
        ...request,
        path: '/onboarding/people',
        body: JSON.stringify({name: 'Carga', first_lastname: 'Prueba', second_lastname: 'Webhook', national_id: 'PUWC900101HDFRBR09'}),
      }
    : request.path.startsWith('/onboarding/people/')
      ? {...request, path: '/onboarding/people?page=3'}
      : request,
);

/** A notification channel of type webhook subscribed to person_register, posting to `url`. */
async function webhookChannel(port: number, url: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/onboarding/notification-channels`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      name: 'Receptor de la medición',
      type: 'webhook',
      active: true,
      events: ['person_register'],
      config: {callback_url: url},
    }),
  });
  if (response.status !== 201) throw new Error(`el canal de la medición respondió ${response.status}`);
}

/** A local receiver: `answer` decides, per request, whether it answers (true) or hangs. */
async function receiver(onRequest: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(onRequest);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as {port: number}).port}/webhooks`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `npm run mock` on a free port, resolved once it prints where it listens. */
function startServer(port: number, state: boolean): Promise<ChildProcess> {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const args = [path.join(repoRoot, 'scripts', 'mock.ts'), '--port', String(port), ...(state ? [] : ['--sin-estado'])];
  const child = spawn(tsx, args, {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe']});
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('export API_BASE_URL=')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`el servidor de pruebas terminó (código ${code}): ${output}`)));
  });
}

/** The resident memory of a process and its children, MB (Linux: /proc). */
function residentMb(pid: number): number {
  const rss = (id: number): number => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      return own + children.reduce((sum, child) => sum + rss(child), 0);
    } catch {
      return 0;
    }
  };
  return Math.round(rss(pid) / 1024);
}

export async function measureSandboxLoad(seconds: number, connections = 50): Promise<SandboxLoadFigures[]> {
  const figures: SandboxLoadFigures[] = [];
  const modes = ['con estado', 'sin estado', 'con receptor colgado'] as const;
  for (const mode of modes) {
    const port = await freePort();
    const server = await startServer(port, mode !== 'sin estado');
    // The hung receiver reads each webhook and never answers: the mock waits for it up to its timeout.
    const hung = mode === 'con receptor colgado' ? await receiver((request) => request.resume()) : undefined;
    try {
      if (hung) await webhookChannel(port, hung.url);
      const requests = hung ? MIXED_FIRING : MIXED;
      const result = await autocannon({url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests});
      figures.push({
        mode,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        failures: result.errors + result.timeouts + result.non2xx,
        rssMb: residentMb(server.pid!),
      });
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await hung?.close();
    }
  }
  return figures;
}

export interface WebhookLatency {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * How soon a webhook leaves: one person created at a time on the stateful mock, each firing person_register to a
 * local receiver; the time from sending the create to the webhook reaching the receiver (an upper bound of the time
 * from the change to the POST).
 */
export async function measureWebhookLatency(samples = 200): Promise<WebhookLatency> {
  const port = await freePort();
  const server = await startServer(port, true);
  let arrived: (() => void) | undefined;
  const hooks = await receiver((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200).end();
      arrived?.();
    });
  });
  try {
    await webhookChannel(port, hooks.url);
    const times: number[] = [];
    for (let index = 0; index < samples; index++) {
      const received = new Promise<void>((resolve) => (arrived = resolve));
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/onboarding/people`, {
        method: 'POST',
        headers: HEADERS,
        body: MIXED_FIRING[0].body,
      });
      await response.arrayBuffer();
      await received;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] * 10) / 10;
    return {samples, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(times.at(-1)! * 10) / 10};
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await hooks.close();
  }
}

export const SANDBOX_LIMIT_NOTE = `el almacén guarda hasta ${MAX_RESOURCES_PER_MODEL.toLocaleString('es-MX')} recursos por modelo`;

if (require.main === module) {
  const seconds = Number(process.argv[2] ?? 10);
  measureSandboxLoad(seconds)
    .then(async (figures) => [figures, await measureWebhookLatency()] as const)
    .then(
      ([figures, latency]) => {
        for (const figure of figures)
          console.log(
            `${figure.mode}: ${figure.requestsPerSecond} peticiones/s, p99 ${figure.p99Ms} ms, ${figure.requests} peticiones, ${figure.failures} fallidas, memoria ${figure.rssMb} MB (${SANDBOX_LIMIT_NOTE})`,
          );
        console.log(`webhook: p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, máx ${latency.maxMs} ms (${latency.samples} altas)`);
      },
      (error: Error) => {
        console.error(`La medición falló: ${error.message}`);
        process.exit(1);
      },
    );
}
