/**
 * Contract test of the generated code samples: every operation's cURL sample, as published in the
 * bundled spec, is run unchanged with /usr/bin/curl and `API_BASE_URL` pointing at the local mock
 * (the sandbox engine behind its HTTP server, as `npm run mock` starts it), which validates the request against
 * the spec and answers the documented success status. For one operation of each shape per API (JSON
 * body, multipart, query only, path parameters, public bearer call) the JavaScript (Node), Python
 * (requests), PHP (Guzzle) and Java (java.net.http) samples run too. A missing interpreter fails the test:
 * it never skips (config/systemTools.ts lists them, `.ci/run` installs them).
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {services} from '../../config/services';
import {serverBasePath, successStatus} from '../../plugins/api-reference/codeSamples';
import {repoRoot} from '../../lib/paths';
import {API_BASE_URL_VARIABLE} from '../../plugins/api-reference/codeSamples/request';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import {startMockGateway} from '../../scripts/lib/mockGateway';
import {listOperations} from '../../lib/openapi/operations';
import {endpointKey, endpointKeysOf} from '../../lib/openapi/endpoints';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {generatedDir} from '../../lib/paths';
import {curlPath, guzzleAutoload, javaPath, phpPath, pythonPath} from '../../config/systemTools';

const run = promisify(execFile);
const CURL = curlPath;
const CONCURRENT_CALLS = 4;
/** Far above any answer of the mock (milliseconds), far below Node's 300 s request timeout. */
const CURL_TIME_LIMIT_SECONDS = 30;
const CURL_TIMED_OUT_EXIT_CODE = 28;
const TIMED_OUT = -1;
const workDir = mkdtempSync(path.join(tmpdir(), 'contrato-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

interface Sample {
  lang: string;
  label: string;
  source: string;
}

interface Call {
  key: string;
  label: string;
  status: number;
  samples: Sample[];
}

/** The interpreters of the other languages, each with the program file its sample is written to. */
interface Language {
  label: string;
  file: string;
  command: (program: string) => [string, string[]];
}
const LANGUAGES: Language[] = [
  {label: 'JavaScript', file: 'ejemplo.mjs', command: (program) => [process.execPath, [program]]},
  {label: 'Python', file: 'ejemplo.py', command: (program) => [pythonPath, [program]]},
  {label: 'PHP', file: 'ejemplo.php', command: (program) => [phpPath, [program]]},
  // Single-file source launch (JDK 11+): the sample's public class is Ejemplo.
  {label: 'Java', file: 'Ejemplo.java', command: (program) => [javaPath, [program]]},
];

/** The PHP samples `require 'vendor/autoload.php'` (Composer's); here it loads Debian's Guzzle. */
mkdirSync(path.join(workDir, 'vendor'), {recursive: true});
writeFileSync(path.join(workDir, 'vendor', 'autoload.php'), `<?php\nrequire '${guzzleAutoload}';\n`);

function loadSpec(id: string): OpenApiDocument {
  const file = publishedSpecFile(path.join(generatedDir, 'static'), {id} as (typeof services)[number]);
  assert.ok(existsSync(file), `No existe ${file}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function callsOf(spec: OpenApiDocument): Call[] {
  return listOperations(spec).map(({method, path: operationPath, operation}) => ({
    key: endpointKey(method, operationPath),
    label: `${method.toUpperCase()} ${operationPath}`,
    status: successStatus(operation),
    samples: operation['x-codeSamples'] ?? [],
  }));
}

/**
 * The reader's environment: API_BASE_URL is the local mock, and the credentials the sample reads get
 * dummy values (the mock only checks they are sent).
 */
function environmentFor(source: string, baseUrl: string): NodeJS.ProcessEnv {
  const names = source.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [];
  return {...process.env, ...Object.fromEntries(names.map((name) => [name, 'credencial-de-prueba'])), [API_BASE_URL_VARIABLE]: baseUrl};
}

/**
 * The sample's local files (multipart uploads) exist in the working folder: a real file of the kind its
 * name says (static/muestras), since the mock, like the APIs, reads a file's type from its content.
 */
function createLocalFiles(source: string): void {
  const samples: Record<string, string> = {
    jpg: 'muestra.jpg',
    jpeg: 'muestra.jpg',
    png: 'muestra.png',
    pdf: 'muestra.pdf',
    csv: 'muestra.csv',
  };
  for (const [, file] of source.matchAll(/=@([^;']+);type=/g)) {
    const sample = samples[path.extname(file).slice(1).toLowerCase()] ?? 'muestra.bin';
    writeFileSync(path.join(workDir, file), readFileSync(path.join(repoRoot, 'static', 'muestras', sample)));
  }
}

function sampleOf(call: Call, label: string): Sample {
  const sample = call.samples.find((candidate) => candidate.label === label);
  assert.ok(sample, `${call.label}: sin ejemplo ${label} en x-codeSamples`);
  return sample;
}

async function runCurl(call: Call, basePath: string, mockUrl: string): Promise<string | undefined> {
  const {source} = sampleOf(call, 'cURL');
  assert.ok(source.startsWith('curl '), `${call.label}: el ejemplo cURL no empieza con curl`);
  assert.ok(
    source.includes(`--url "$${API_BASE_URL_VARIABLE}${basePath}/`),
    `${call.label}: el ejemplo cURL no usa $${API_BASE_URL_VARIABLE}${basePath}`,
  );
  createLocalFiles(source);
  const command = `${CURL}${source.slice('curl'.length)} \\\n  --silent --show-error --max-time ${CURL_TIME_LIMIT_SECONDS} --write-out '\\n%{http_code}'`;
  try {
    let stdout = '';
    let status = 0;
    // A request the mock leaves unanswered is not a contract miss: one retry. It shows as 408 (Node's
    // request timeout inside Prism, 300 s: one such request once held a whole CI run for five minutes)
    // or, now first, as curl's own time limit (exit 28).
    for (let attempt = 0; attempt < 2 && (attempt === 0 || status === 408 || status === TIMED_OUT); attempt += 1) {
      try {
        ({stdout} = await run('/bin/sh', ['-c', command], {cwd: workDir, env: environmentFor(source, mockUrl)}));
        status = Number(stdout.trim().split('\n').at(-1));
      } catch (error) {
        if ((error as {code?: number}).code !== CURL_TIMED_OUT_EXIT_CODE) throw error;
        stdout = (error as Error).message;
        status = TIMED_OUT;
      }
    }
    if (status !== call.status) return `${call.label}: cURL recibió ${status}, se esperaba ${call.status}\n${stdout.slice(0, 600)}`;
  } catch (error) {
    return `${call.label}: cURL falló: ${(error as Error).message}`;
  }
  return undefined;
}

async function runProgram(call: Call, language: Language, mockUrl: string): Promise<string | undefined> {
  const {source} = sampleOf(call, language.label);
  createLocalFiles(sampleOf(call, 'cURL').source);
  const program = path.join(workDir, language.file);
  assert.ok(source.includes(API_BASE_URL_VARIABLE), `${call.label}: el ejemplo ${language.label} no lee ${API_BASE_URL_VARIABLE}`);
  writeFileSync(program, source);
  const [command, args] = language.command(program);
  try {
    const {stdout} = await run(command, args, {cwd: workDir, env: environmentFor(source, mockUrl), timeout: 120_000});
    if (!stdout.startsWith(`${call.status}`))
      return `${call.label}: ${language.label} imprimió «${stdout.slice(0, 300)}», se esperaba ${call.status}`;
  } catch (error) {
    return `${call.label}: ${language.label} falló: ${(error as Error).message.slice(0, 600)}`;
  }
  return undefined;
}

/** Runs the tasks a few at a time, so the mock and the machine are not flooded. */
async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<string | undefined>): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < items.length; start += size) {
    const results = await Promise.all(items.slice(start, start + size).map(task));
    problems.push(...results.filter((result): result is string => result !== undefined));
  }
  return problems;
}

/** The request shapes every language must handle, each recognised in the operation's cURL sample. */
const SHAPES: {name: string; matches: (call: Call, curl: string) => boolean}[] = [
  {name: 'cuerpo JSON', matches: (_call, curl) => curl.includes('--data')},
  {name: 'multipart', matches: (_call, curl) => curl.includes('--form')},
  {name: 'solo consulta', matches: (call, curl) => !curl.includes('--data') && !curl.includes('--form') && /--url "[^"]*\?/.test(curl)},
  {name: 'parámetros de ruta', matches: (call) => /\{[^}]+\}/.test(call.label)},
  {name: 'llamada pública con bearer', matches: (_call, curl) => curl.includes('Bearer')},
];

/** One operation per shape the API has (the first that has it): the other languages run these. */
function pickForOtherLanguages(calls: readonly Call[]): {shape: string; call: Call}[] {
  return SHAPES.flatMap(({name, matches}) => {
    const call = calls.find((candidate) => matches(candidate, sampleOf(candidate, 'cURL').source));
    return call ? [{shape: name, call}] : [];
  });
}

describe('contrato: los ejemplos de código contra el servidor de pruebas', () => {
  let curlCount = 0;
  let otherCount = 0;
  const shapesRun = new Set<string>();

  test('los intérpretes de los cinco lenguajes están instalados (nunca se omite uno)', async () => {
    for (const [command, args] of [
      [pythonPath, ['-c', 'import requests']],
      [phpPath, ['-r', `require '${guzzleAutoload}';`]],
      [javaPath, ['-version']],
    ] as const) {
      await run(command, [...args]).catch((error: Error) =>
        assert.fail(
          `${command} no está listo: ${error.message.slice(0, 300)}. Instálalo con \`apt-get install -y python3-requests php-cli php-curl php-guzzlehttp-guzzle default-jdk-headless\`.`,
        ),
      );
    }
  });

  for (const service of services) {
    test(`${service.id}: cada ejemplo cURL obtiene el estado documentado del mock`, async () => {
      const spec = loadSpec(service.id);
      // The operations come from the product's list, not from the published spec: an operation missing
      // from the spec fails here instead of silently leaving the loop.
      const published = new Map(callsOf(spec).map((call) => [call.key, call]));
      const expected = endpointKeysOf(service.id);
      assert.ok(expected.length > 0, `${service.id}: endpoints.tsv no lista operaciones de esta API`);
      const missing = expected.filter((key) => !published.has(key));
      assert.deepEqual(missing, [], `${service.id}: operaciones de endpoints.tsv que la especificación publicada no tiene`);
      const calls = expected.map((key) => published.get(key)!);
      const basePath = serverBasePath(spec);
      const mock = await startMockGateway({services: [service], port: 0, log: () => {}});
      try {
        const problems = await inBatches(calls, CONCURRENT_CALLS, (call) => runCurl(call, basePath, mock.url));
        curlCount += calls.length;
        for (const {shape, call} of pickForOtherLanguages(calls)) {
          for (const language of LANGUAGES) {
            const problem = await runProgram(call, language, mock.url);
            if (problem) problems.push(`[${shape}] ${problem}`);
            otherCount += 1;
          }
          shapesRun.add(`${service.id}: ${shape}`);
        }
        assert.deepEqual(problems, [], `${problems.length} ejemplos fallaron:\n${problems.join('\n\n')}`);
      } finally {
        await mock.stop();
      }
    });
  }

  after(() => {
    console.log(
      `contrato: ${curlCount} operaciones ejercidas con cURL y ${otherCount} ejecuciones en JavaScript, Python, PHP y Java ` +
        `(${shapesRun.size} formas de petición: ${[...shapesRun].join('; ')})`,
    );
  });
});
