/**
 * The published Postman collections run with newman against the local mock of their API (the
 * sandbox engine, with `API_BASE_URL` pointed at it), as an integrator runs them: every request carries its documented example, every file part a sample
 * file from static/muestras (resolved with the working dir), and every request's test on the
 * documented status passes. Zero failures per collection. Before the run, every `{{name}}` a collection
 * sends (URL, headers, body, auth) must be one of its own variables, and every request must carry a test
 * on its documented status; during the run, every request must go out with the key (or the signer's token)
 * the environment gives, never a literal placeholder.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import newman, {type NewmanRunSummary} from 'newman';
import {serviceArtifacts, services} from '../../config/services';
import {startMockGateway} from '../../scripts/lib/mockGateway';
import {generatedDir, repoRoot} from '../../lib/paths';
import {endpointKeysOf} from '../../lib/openapi/endpoints';
import {assertedStatus, requestKey, requestsOf} from './postmanItems';
import {readPublishedSpec} from '../../lib/openapi/publishedSpec';
import {serverBasePath} from '../../plugins/api-reference/codeSamples';

const staticDir = path.join(generatedDir, 'static');
const API_KEY = 'credencial-de-prueba';
const BEARER_TOKEN = 'token-de-prueba';

/**
 * Names used as `{{name}}` that the collection does not define. `{{ person.name }}` (spaced) is the
 * Workflows API's own template syntax inside an example body, sent as text: no variable can have that name.
 */
function undefinedVariables(collection: {variable?: {key: string}[]}): string[] {
  const defined = new Set((collection.variable ?? []).map((variable) => variable.key));
  const used = new Set([...JSON.stringify(collection).matchAll(/\{\{([^{}\s]+)\}\}/g)].map((match) => match[1]));
  return [...used].filter((name) => !defined.has(name));
}

function run(collection: object, baseUrl: string): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) =>
    newman.run(
      {
        collection,
        envVar: [
          {key: 'API_BASE_URL', value: baseUrl},
          {key: 'API_KEY', value: API_KEY},
          {key: 'bearerToken', value: BEARER_TOKEN},
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
      assert.deepEqual(undefinedVariables(collection), [], `${service.id}: variables sin definir en la colección`);
      const untested = requestsOf(collection.item)
        .filter((request) => assertedStatus(request) === undefined)
        .map((request) => request.name);
      assert.deepEqual(untested, [], `${service.id}: peticiones sin prueba de su estado documentado`);
      // Every operation the product lists (endpoints.tsv, not the collection's own spec) has its request.
      const spec = readPublishedSpec(staticDir, service);
      const sent = new Set(requestsOf(collection.item).map((item) => requestKey(item.request, serverBasePath(spec))));
      const withoutRequest = endpointKeysOf(service.id).filter((key) => !sent.has(key));
      assert.deepEqual(withoutRequest, [], `${service.id}: operaciones de endpoints.tsv sin petición en la colección`);
      // The reader's setup: API_BASE_URL pointed at the local mock, as `npm run mock` serves it.
      const mock = await startMockGateway({services: [service], port: 0, log: () => {}});
      try {
        const summary = await run(collection, mock.url);
        const {requests, assertions} = summary.run.stats;
        const failures = summary.run.failures.map((failure) => `${failure.source?.name ?? '?'}: ${failure.error.message}`);
        assert.deepEqual(failures, [], `${failures.length} fallas en ${service.id}`);
        assert.ok(requests.total! > 0);
        // One test per request, and all of them ran.
        assert.equal(assertions.total, requests.total);
        // Each request went out with the environment's key or token, as the mock received it.
        const keyless = summary.run.executions
          .filter((execution) => {
            const headers = execution.request.headers.all().map((header) => `${header.key.toLowerCase()}: ${header.value}`);
            return !headers.some((header) => header.endsWith(`: ${API_KEY}`) || header === `authorization: Bearer ${BEARER_TOKEN}`);
          })
          .map((execution) => execution.item.name);
        assert.deepEqual(keyless, [], `${service.id}: peticiones que no enviaron la llave del entorno`);
        figures.push(`${service.id} ${requests.total}/${requests.total}`);
      } finally {
        await mock.stop();
      }
    });
  }
  after(() => console.log(`newman: peticiones con el estado documentado por colección: ${figures.join(', ')}`));
});
