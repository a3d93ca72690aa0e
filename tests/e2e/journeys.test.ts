/**
 * The integrator's journeys (Arazzo 1.0.1 workflows, config/journeys.ts) as the build publishes them in
 * build/arazzo/: each is linted, each guide that teaches it links its download, and each runs end to end
 * with Redocly's Arazzo runner (`redocly respect`) against the local mock, every source description
 * pointed at the mock under its API's base path and a real key value in `API_KEY`. A failed step, a failed
 * success criterion or a response off the contract fails the test. The run time of each journey is
 * printed, so the report can quote it.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {parse as parseYaml} from 'yaml';
import {ARAZZO_FOLDER, journeyPath, journeys} from '../../config/journeys';
import {services} from '../../config/services';
import {serverBasePath} from '../../plugins/api-reference/codeSamples';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {mockForSuite} from './suiteMock';
import {stopwatch} from './stopwatch';

const run = promisify(execFile);
const buildDir = path.join(repoRoot, 'build');
const arazzoDir = path.join(buildDir, ARAZZO_FOLDER);
const redocly = path.join(repoRoot, 'node_modules', '.bin', 'redocly');
const API_KEY = 'llave-de-prueba-recorridos';
const MIN_JOURNEYS = 6;

interface SourceDescription {
  name: string;
  url: string;
}

function publishedFiles(): string[] {
  assert.ok(existsSync(arazzoDir), `No existe ${arazzoDir}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  return readdirSync(arazzoDir)
    .filter((file) => file.endsWith('.arazzo.yaml'))
    .sort();
}

/** `--server people=http://127.0.0.1:PORT/onboarding` for each source: the spec it reads says its base path. */
function serverArguments(file: string, mockUrl: string): string[] {
  const document = parseYaml(readFileSync(path.join(arazzoDir, file), 'utf8')) as {sourceDescriptions: SourceDescription[]};
  return document.sourceDescriptions.flatMap(({name, url}) => {
    assert.ok(
      services.some((service) => service.id === name),
      `${file}: la fuente ${name} no es una API del portal`,
    );
    const specFile = path.resolve(arazzoDir, url).replace(/\.yaml$/, '.json');
    assert.ok(existsSync(specFile), `${file}: ${url} no está publicado (${specFile})`);
    const spec = JSON.parse(readFileSync(specFile, 'utf8')) as OpenApiDocument;
    return ['--server', `${name}=${mockUrl}${serverBasePath(spec)}`];
  });
}

describe('recorridos Arazzo contra el servidor de pruebas', () => {
  const statefulMock = mockForSuite({state: true});
  const statelessMock = mockForSuite({state: false});
  const timings: string[] = [];
  after(() => {
    if (timings.length > 0) console.log(`recorridos: ${timings.join(', ')}`);
  });

  test(`hay al menos ${MIN_JOURNEYS} recorridos publicados, los de config/journeys.ts`, () => {
    const files = publishedFiles();
    assert.ok(files.length >= MIN_JOURNEYS, `solo ${files.length} recorridos en ${arazzoDir}`);
    assert.deepEqual(files, journeys.map((journey) => journey.file).sort());
  });

  test('cada guía enlaza la descarga de su recorrido', () => {
    const missing: string[] = [];
    for (const journey of journeys) {
      for (const guide of journey.guides) {
        const page = path.join(buildDir, 'docs', guide, 'index.html');
        assert.ok(existsSync(page), `No existe la página ${page}`);
        // The build minifies its HTML: the href may come unquoted.
        const link = new RegExp(`href=["']?${journeyPath(journey).replace(/\./g, '\\.')}["'\\s>]`);
        if (!link.test(readFileSync(page, 'utf8'))) missing.push(`${guide} → ${journeyPath(journey)}`);
      }
    }
    assert.deepEqual(missing, [], `guías sin el enlace a su recorrido:\n${missing.join('\n')}`);
  });

  test('redocly lint acepta cada recorrido', async () => {
    const files = publishedFiles().map((file) => path.join(arazzoDir, file));
    await run(redocly, ['lint', ...files], {cwd: repoRoot}).catch((error: {stdout?: string; stderr?: string}) => {
      assert.fail(`redocly lint rechazó los recorridos:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
  });

  const runs = journeys.flatMap((journey) => [
    {journey, mode: 'con estado', mock: statefulMock},
    ...(journey.needsState ? [] : [{journey, mode: 'sin estado', mock: statelessMock}]),
  ]);
  for (const {journey, mode, mock} of runs) {
    test(`${journey.file} (${mode}): cada paso cumple su criterio de éxito contra el mock`, async () => {
      const {url: mockUrl} = mock();
      const elapsed = stopwatch();
      const args = ['respect', journey.file, ...serverArguments(journey.file, mockUrl), '--input', `API_KEY=${API_KEY}`];
      try {
        await run(redocly, args, {cwd: arazzoDir, maxBuffer: 16 * 1024 * 1024});
      } catch (error) {
        const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
        const failed = stdout
          .split('\n')
          .filter((line) => /✗|failed|error/i.test(line))
          .join('\n');
        assert.fail(`${journey.file} falló:\n${failed || stdout.slice(-3000)}\n${stderr.slice(-2000)}`);
      }
      timings.push(`${journey.file} (${mode}) ${elapsed.seconds()}`);
    });
  }
});
