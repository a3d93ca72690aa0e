/**
 * The local sandbox under load (issue 53's budget): the server of `identia-sandbox mock` (`npm run mock`) in a
 * process of its own on loopback, with and without state, 50 connections for a few seconds of a mixed load (create
 * a people group, read a person, list the groups) from autocannon in this process; then the server's resident
 * memory, with the store at its limit per model. Prints requests per second, p99 latency and memory.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
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
  mode: 'con estado' | 'sin estado';
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
  for (const state of [true, false]) {
    const port = await freePort();
    const server = await startServer(port, state);
    try {
      const result = await autocannon({url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: MIXED});
      figures.push({
        mode: state ? 'con estado' : 'sin estado',
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
    }
  }
  return figures;
}

export const SANDBOX_LIMIT_NOTE = `el almacén guarda hasta ${MAX_RESOURCES_PER_MODEL.toLocaleString('es-MX')} recursos por modelo`;

if (require.main === module) {
  const seconds = Number(process.argv[2] ?? 10);
  measureSandboxLoad(seconds).then(
    (figures) => {
      for (const figure of figures)
        console.log(
          `${figure.mode}: ${figure.requestsPerSecond} peticiones/s, p99 ${figure.p99Ms} ms, ${figure.requests} peticiones, ${figure.failures} fallidas, memoria ${figure.rssMb} MB (${SANDBOX_LIMIT_NOTE})`,
        );
    },
    (error: Error) => {
      console.error(`La medición falló: ${error.message}`);
      process.exit(1);
    },
  );
}
