/**
 * The published Postman collections run with newman against the local mock of their API (the
 * sandbox engine, with `API_BASE_URL` pointed at it), as an integrator runs them: every request carries its documented example, every file part a sample
 * file from static/muestras (resolved with the working dir), and every request's test on the
 * documented status passes. Zero failures per collection.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import newman, {type NewmanRunSummary} from 'newman';
import {serviceArtifacts, services} from '../../config/services';
import {freePort, startMockGateway} from '../../scripts/lib/mockGateway';
import {generatedDir, repoRoot} from '../../lib/paths';

const staticDir = path.join(generatedDir, 'static');

function run(collection: object, baseUrl: string): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) =>
    newman.run(
      {
        collection,
        envVar: [
          {key: 'API_BASE_URL', value: baseUrl},
          {key: 'API_KEY', value: 'credencial-de-prueba'},
          {key: 'bearerToken', value: 'token-de-prueba'},
        ],
        // The collections name their sample files relative to the site's static folder (muestras/…).
        workingDir: path.join(repoRoot, 'static'),
        insecureFileRead: false,
        timeoutRequest: 30_000,
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    ),
  );
}

describe('colecciones de Postman con newman contra el servidor de pruebas', () => {
  const figures: string[] = [];
  for (const service of services) {
    test(`${service.id}: cada petición obtiene el estado documentado`, async () => {
      const collectionFile = path.join(staticDir, serviceArtifacts(service).postman.replace(/^\//, ''));
      assert.ok(existsSync(collectionFile), `No existe ${collectionFile}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
      const collection = JSON.parse(readFileSync(collectionFile, 'utf8'));
      // The reader's setup: API_BASE_URL pointed at the local mock, as `npm run mock` serves it.
      const mock = await startMockGateway({services: [service], port: await freePort(), log: () => {}});
      try {
        const summary = await run(collection, mock.url);
        const {requests, assertions} = summary.run.stats;
        const failures = summary.run.failures.map((failure) => `${failure.source?.name ?? '?'}: ${failure.error.message}`);
        assert.deepEqual(failures, [], `${failures.length} fallas en ${service.id}`);
        assert.ok(requests.total! > 0);
        // One test per request, and all of them ran.
        assert.equal(assertions.total, requests.total);
        figures.push(`${service.id} ${requests.total}/${requests.total}`);
      } finally {
        await mock.stop();
      }
    });
  }
  after(() => console.log(`newman: peticiones con el estado documentado por colección: ${figures.join(', ')}`));
});
