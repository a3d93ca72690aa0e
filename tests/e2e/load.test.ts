import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runLoadTest} from '../../scripts/load/loadTest';
import {buildDir} from '../../lib/browserSession';

// A short run of `npm run load` (2 s per target) so CI proves the recipe holds 100 connections.
test('nginx aguanta 100 conexiones concurrentes sin errores ni respuestas no 2xx', async () => {
  const figures = await runLoadTest(buildDir, 2);
  assert.equal(figures.length, 3);
  for (const row of figures) {
    assert.ok(row.requests > 0, row.path);
    assert.equal(row.errors, 0, `${row.path}: errores`);
    assert.equal(row.non2xx, 0, `${row.path}: respuestas no 2xx`);
    console.log(`${row.path}: ${row.requestsPerSecond} peticiones/s, p99 ${row.p99Ms} ms`);
  }
});
