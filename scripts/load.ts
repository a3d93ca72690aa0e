/**
 * `npm run load [-- --seconds 15]`: load test of the nginx recipe serving build/ (at most 60 s in
 * total). Prints requests per second and p99 latency; exits 1 on any error or non-2xx answer.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {repoRoot} from '../lib/paths';
import {runLoadTest} from './load/loadTest';

const {values} = parseArgs({options: {seconds: {type: 'string', default: '15'}}});
const seconds = Math.min(Number(values.seconds), 20);
const buildDir = path.join(repoRoot, 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No hay build en build/. Ejecuta primero `npm run build`.');
  process.exit(1);
}

runLoadTest(buildDir, seconds).then((figures) => {
  console.log(`nginx en 127.0.0.1, 100 conexiones concurrentes, ${seconds} s por objetivo`);
  console.table(
    figures.map((row) => ({
      objetivo: row.label,
      ruta: row.path,
      'peticiones/s': row.requestsPerSecond,
      'p99 (ms)': row.p99Ms,
      peticiones: row.requests,
      errores: row.errors,
      'no 2xx': row.non2xx,
    })),
  );
  const failed = figures.filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) {
    console.error(`Con errores o respuestas no 2xx: ${failed.map((row) => row.path).join(', ')}`);
    process.exit(1);
  }
});
