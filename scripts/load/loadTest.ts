/**
 * Bounded load test of the nginx recipe on loopback: the home page, the largest API page and the
 * largest asset, each with 100 concurrent connections, with autocannon.
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {services} from '../../config/services';
import {startNginx} from '../deploy/nginxProcess';

interface AutocannonResult {
  requests: {average: number; total: number};
  latency: {p99: number; average: number};
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
// autocannon ships no types; this is the part of its API used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an `import` of an untyped module fails the type check
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

export interface LoadTarget {
  label: string;
  path: string;
}

export interface LoadFigures extends LoadTarget {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Home page, the API page whose HTML is largest, and the largest file under /assets/. */
export function loadTargets(buildDir: string): LoadTarget[] {
  const pageFile = (route: string) => path.join(buildDir, route, 'index.html');
  const largestApi = [...services].sort((a, b) => statSync(pageFile(b.route)).size - statSync(pageFile(a.route)).size)[0];
  const largestAsset = filesUnder(path.join(buildDir, 'assets'))
    .filter((file) => !/\.(gz|br)$/.test(file))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  return [
    {label: 'página de inicio', path: '/'},
    {label: `página de API más grande (${largestApi.label})`, path: largestApi.route},
    {
      label: `recurso más grande (${path.basename(largestAsset)})`,
      path: `/${path.relative(buildDir, largestAsset).split(path.sep).join('/')}`,
    },
  ];
}

/** Runs every target for `secondsPerTarget` against a fresh nginx and returns the figures. */
export async function runLoadTest(buildDir: string, secondsPerTarget: number): Promise<LoadFigures[]> {
  const nginx = await startNginx(buildDir);
  try {
    const figures: LoadFigures[] = [];
    for (const target of loadTargets(buildDir)) {
      const result = await autocannon({
        url: nginx.url + target.path,
        connections: 100,
        duration: secondsPerTarget,
        // What browsers send, so nginx serves the precompressed files.
        headers: {'accept-encoding': 'gzip, deflate, br'},
      });
      figures.push({
        ...target,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    return figures;
  } finally {
    await nginx.stop();
  }
}
