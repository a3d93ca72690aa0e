/**
 * Issue 52: every published spec (the JSON the portal serves under its downloads, made here by the build's own
 * publishSpec) generates a client with the three generators integrators reach for, and each client compiles under
 * `tsc --strict`:
 * - openapi-typescript, with its default checks (run where no redocly.yaml is found) and with this repository's
 *   redocly.yaml (it picks that file up when run from the repository: the strict example check that used to stop it
 *   on the Workflows `POST /workflows` example);
 * - @hey-api/openapi-ts (types, SDK and fetch client; tests/e2e/typed-client.test.ts also compares its body types
 *   field by field with the spec);
 * - swagger-typescript-api (a fetch client in one file).
 * None downloads anything or needs Java. Each generator runs once per spec; the outputs compile in one program per
 * generator.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {services} from '../../config/services';
import {siteSettings} from '../../config/site';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {generatorBin, heyApiArgs, runGenerator, strictDiagnostics, strictProgram} from '../e2e/generatedClients';

const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'generadores-'));
const downloadsDir = path.join(workDir, 'descargas');
// openapi-typescript looks for a redocly.yaml from its working directory up; a folder of its own under the system's
// temporary directory has none, so it runs with its defaults there.
const cleanDir = path.join(workDir, 'sin-configuracion');
const bin = generatorBin;
const published = new Map<string, {file: string; spec: OpenApiDocument}>();

before(async () => {
  mkdirSync(cleanDir, {recursive: true});
  for (const service of services) {
    const spec = await publishSpec(service, downloadsDir, siteSettings.apiBaseUrl);
    published.set(service.id, {file: publishedSpecFile(downloadsDir, service), spec});
  }
});
after(() => rmSync(workDir, {recursive: true, force: true}));

/** Type errors of the given files compiled together with `strict`, as `file: message`. */
const compileStrict = (files: string[]) => strictDiagnostics(strictProgram(files), workDir);

const specFile = (id: string) => published.get(id)!.file;

describe('openapi-typescript genera tipos de cada especificación publicada', () => {
  const outDir = path.join(workDir, 'openapi-typescript');

  for (const service of services) {
    test(`${service.id}: con sus comprobaciones por omisión y con el redocly.yaml del repositorio`, async () => {
      await runGenerator(
        `openapi-typescript ${service.id}`,
        bin('openapi-typescript'),
        [specFile(service.id), '-o', path.join(outDir, `${service.id}.ts`)],
        cleanDir,
      );
      await runGenerator(
        `openapi-typescript ${service.id} (redocly.yaml)`,
        bin('openapi-typescript'),
        [specFile(service.id), '--redocly', path.join(repoRoot, 'redocly.yaml'), '-o', path.join(outDir, `${service.id}-redocly.ts`)],
        repoRoot,
      );
    });
  }

  test('los ocho archivos de tipos compilan con strict', () => {
    const files = services.map((service) => path.join(outDir, `${service.id}.ts`)).filter((file) => existsSync(file));
    assert.equal(files.length, services.length, 'falta el archivo de tipos de alguna API');
    assert.deepEqual(compileStrict(files), []);
  });

  test('la comprobación estricta de ejemplos sí rechaza una opción de anyOf sin unevaluatedProperties: true', async () => {
    // The form Workflows had before issue 52: the check closes the option to `steps` and the example fails it.
    const {spec} = published.get('workflows')!;
    const input = structuredClone(spec) as OpenApiDocument & {components: {schemas: Record<string, Record<string, SpecNode>>}};
    const options = input.components.schemas.CreateWorkflowInput.anyOf as Record<string, unknown>[];
    const opened = options.findIndex((option) => option.unevaluatedProperties === true);
    assert.ok(opened >= 0, 'CreateWorkflowInput ya no tiene la opción con unevaluatedProperties: true');
    delete options[opened].unevaluatedProperties;
    const file = path.join(workDir, 'workflows-sin-unevaluated.json');
    writeFileSync(file, JSON.stringify(input));
    await assert.rejects(
      run(bin('openapi-typescript'), [file, '--redocly', path.join(repoRoot, 'redocly.yaml'), '-o', path.join(workDir, 'rechazado.ts')], {
        cwd: repoRoot,
      }),
      (error: {stderr?: string}) => /must match a schema in anyOf/.test(error.stderr ?? ''),
    );
  });
});

describe('@hey-api/openapi-ts genera un cliente de cada especificación publicada', () => {
  const outDir = path.join(workDir, 'hey-api');

  for (const service of services) {
    test(`${service.id}: tipos, SDK y cliente fetch`, async () => {
      await runGenerator(
        `@hey-api/openapi-ts ${service.id}`,
        bin('openapi-ts'),
        heyApiArgs(specFile(service.id), path.join(outDir, service.id)),
        cleanDir,
      );
    });
  }

  test('los ocho clientes compilan con strict', () => {
    const files = services.map((service) => path.join(outDir, service.id, 'index.ts')).filter((file) => existsSync(file));
    assert.equal(files.length, services.length, 'falta el cliente de alguna API');
    assert.deepEqual(compileStrict(files), []);
  });
});

describe('swagger-typescript-api genera un cliente de cada especificación publicada', () => {
  const outDir = path.join(workDir, 'swagger-typescript-api');

  for (const service of services) {
    test(`${service.id}: cliente fetch en un archivo`, async () => {
      await runGenerator(
        `swagger-typescript-api ${service.id}`,
        bin('swagger-typescript-api'),
        ['generate', '-p', specFile(service.id), '-o', path.join(outDir, service.id), '-n', `${service.id}.ts`],
        cleanDir,
      );
    });
  }

  test('los ocho clientes compilan con strict', () => {
    const files = services
      .map((service) => path.join(outDir, service.id))
      .filter((dir) => existsSync(dir))
      .flatMap((dir) => readdirSync(dir).map((name) => path.join(dir, name)));
    assert.equal(files.length, services.length, 'falta el cliente de alguna API');
    assert.deepEqual(compileStrict(files), []);
  });
});
