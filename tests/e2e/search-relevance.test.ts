/**
 * Runs the relevance set against the real built index (`build/search-index.json`), with the
 * browser's own search engine. Without a build it fails, saying to run it: it never skips.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../lib/paths';
import {builtSearch, evaluateRelevance, missingTargets} from '../../scripts/search/evaluate';
import {relevanceCases} from '../../scripts/search/relevance';
import {documentApis} from '../../sandbox/src/search/types';

const buildDir = path.join(repoRoot, 'build');
const minimumFirstRate = 0.9;

test('el conjunto de relevancia tiene al menos 40 consultas y cada respuesta esperada existe en el índice', () => {
  assert.ok(relevanceCases.length >= 40, `solo hay ${relevanceCases.length} consultas`);
  const {documents} = builtSearch(buildDir);
  assert.deepEqual(missingTargets(documents), [], 'respuestas esperadas que no están en el índice');
});

test(`la mejor respuesta sale primero en al menos el ${minimumFirstRate * 100} % de las consultas`, () => {
  const report = evaluateRelevance(builtSearch(buildDir).engine);
  const misses = report.cases
    .filter((outcome) => outcome.rank !== 1)
    .map((outcome) => `«${outcome.query}»: puesto ${outcome.rank ?? '>20'}; primero: ${outcome.first ?? 'nada'}`);
  assert.ok(
    report.firstRate >= minimumFirstRate,
    `primer puesto ${(report.firstRate * 100).toFixed(1)} %, menos del ${minimumFirstRate * 100} %:\n${misses.join('\n')}`,
  );
});

test('el índice no tiene el blog de ejemplo y da una sola entrada a cada mensaje del catálogo de errores', () => {
  const {documents} = builtSearch(buildDir);
  assert.deepEqual(
    documents.filter((document) => document.url.startsWith('/blog')).map((document) => document.url),
    [],
  );
  // Messages the catalogue does not list lead to an operation's page, where several may share the address.
  const errorUrls = documents
    .filter((document) => document.kind === 'error' && document.url.startsWith('/docs/errores#'))
    .map((document) => document.url);
  const repeated = errorUrls.filter((url, index) => errorUrls.indexOf(url) !== index);
  assert.deepEqual([...new Set(repeated)], [], 'mensajes con más de una entrada');
  const failed = documents.find((document) => document.kind === 'error' && document.title === 'Failed authorization');
  assert.deepEqual(failed && documentApis(failed), ['Workflows', 'Signt', 'People']);
});
