/**
 * Runs the Redocly CLI on the split specs: bundling into one JSON document, and linting with the
 * rules of redocly.yaml. Shared by the build, the mock, the spec check command and the tests.
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {ApiService} from '../../config/services';
import {repoRoot} from '../paths';
import {SpecError, type OpenApiDocument} from './types';

const run = promisify(execFile);
const redoclyBin = path.join(repoRoot, 'node_modules', '.bin', 'redocly');

/** Redocly CLI output without its boxed banners, for error messages. */
function cleanCliOutput(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/[║╔╚]/.test(line) && line.trim() !== '')
    .join('\n');
}

/** Bundles one service's split spec into a single JSON file; fails with the file and the reason. */
export async function bundleSpec(service: ApiService, outFile: string): Promise<OpenApiDocument> {
  const root = path.join(repoRoot, service.specPath);
  if (!existsSync(root)) throw new SpecError(service.specPath, 'no existe el archivo raíz de la especificación');
  mkdirSync(path.dirname(outFile), {recursive: true});
  try {
    await run(redoclyBin, ['bundle', root, '--output', outFile, '--ext', 'json', '--lint-config', 'off'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    throw new SpecError(service.specPath, `no se pudo empaquetar:\n${cleanCliOutput(stdout + stderr)}`);
  }
  return JSON.parse(readFileSync(outFile, 'utf8')) as OpenApiDocument;
}

/** Lints the given specs with the rules of redocly.yaml; resolves with the CLI report, rejects on any error. */
export async function lintSpecs(services: readonly ApiService[]): Promise<string> {
  const roots = services.map((service) => service.specPath);
  try {
    const {stdout, stderr} = await run(redoclyBin, ['lint', ...roots, '--format', 'stylish'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    return cleanCliOutput(stdout + stderr);
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    throw new SpecError(roots.join(', '), `la validación de redocly falló:\n${cleanCliOutput(stdout + stderr)}`);
  }
}
