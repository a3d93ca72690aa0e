/**
 * A suite written by others against the sandbox: Portman's contract tests and fuzzing variations
 * (tests/e2e/contractFuzz.ts) generated from the build's published specs and collections, run with
 * newman against the local mock. Every documented operation's request gets a 2xx whose body keeps the
 * documented schema; every generated fault (a required field removed, a text over its maxLength or under
 * its minLength, a number out of its range, a value outside its enum) gets the operation's documented
 * validation status and error body, never a 2xx or a 5xx. The figures are printed per API.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {operationsOf, figuresOf, figuresTable, judge, preparePortman, runNewman, type Figures, type PreparedApi} from './contractFuzz';
import {mockForSuite} from './suiteMock';
import {stopwatch} from './stopwatch';

describe('Portman y newman contra el servidor de pruebas: contrato y fuzzing de las 8 APIs', () => {
  const mock = mockForSuite();
  const workDir = mkdtempSync(path.join(tmpdir(), 'portman-'));
  const prepared = new Map<string, Promise<PreparedApi>>();
  const rows: Figures[] = [];
  const elapsed = stopwatch();

  before(() => {
    // Portman converts one API while newman runs the previous one: two processes on two cores.
    let previous: Promise<unknown> = Promise.resolve();
    for (const service of services) {
      const current = previous.then(() => preparePortman(service, workDir));
      prepared.set(service.id, current);
      // A failure is reported by its API's test, which awaits it.
      previous = current.catch(() => undefined);
    }
  });
  after(() => {
    rmSync(workDir, {recursive: true, force: true});
    console.log(`Portman + newman (${elapsed.seconds()}):\n${figuresTable(rows)}`);
  });

  for (const service of services) {
    test(`${service.id}: peticiones válidas con 2xx conforme al esquema y cada falla con su error documentado`, async () => {
      const api = await prepared.get(service.id)!;
      const summary = await runNewman(api.collection, `${mock().url}${api.basePath}`);
      const outcomes = judge(api, summary);
      const operations = api.operations.size;
      const figures = figuresOf(service.id, operations, outcomes);
      rows.push(figures);

      // Every operation of the published spec was exercised, once, by its valid request.
      const documented = operationsOf(api.spec).length;
      assert.equal(operations, documented, `${service.id}: operaciones sin petición publicada`);
      assert.equal(figures.valid, documented, `${service.id}: peticiones válidas ≠ operaciones`);

      const wrongValid = outcomes
        .filter((outcome) => outcome.verdict.kind === 'valid' && !outcome.verdict.ok)
        .map((outcome) => `${outcome.name} → ${outcome.status}: ${outcome.failures.join(' | ').slice(0, 300)}`);
      assert.deepEqual(wrongValid, [], `${service.id}: peticiones válidas sin su 2xx conforme al esquema`);

      const wrongFaults = outcomes
        .filter((outcome) => outcome.verdict.kind === 'fault' && !outcome.verdict.ok)
        .map((outcome) => `${outcome.name} → ${outcome.status}: ${outcome.failures.join(' | ').slice(0, 300)}`);
      assert.deepEqual(wrongFaults, [], `${service.id}: fallas sin su error documentado`);
    });
  }

  test('el fuzzing generó cada tipo de falla que pide el contrato', () => {
    assert.equal(rows.length, services.length, 'faltan APIs por correr');
    for (const kind of ['required', 'maxLength', 'maximum', 'minimum', 'enum'] as const) {
      const generated = rows.reduce((sum, row) => sum + row.faults[kind].generated, 0);
      assert.ok(generated > 0, `ninguna falla ${kind} generada`);
    }
  });
});
