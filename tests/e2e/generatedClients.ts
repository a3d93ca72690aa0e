/**
 * What the generator tests share (tests/specs/generators.test.ts before the build, tests/e2e/typed-client.test.ts
 * on the built downloads): where a generator's command is, how one runs (a failure reads as the generator's own
 * message), @hey-api/openapi-ts's arguments for a client like an integrator's, and the strict compile of its output.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {repoRoot} from '../../lib/paths';

const run = promisify(execFile);

/** A generator's command, as npm installs it. */
export const generatorBin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/** Runs a generator; a failure reads as the generator's own message (its last lines), not a stack trace. */
export async function runGenerator(label: string, command: string, args: string[], cwd: string): Promise<void> {
  try {
    await run(command, args, {cwd, maxBuffer: 64 * 1024 * 1024});
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => line.trim() && !/^\s+at /.test(line));
    assert.fail(`${label}: el generador falló:\n${lines.slice(-12).join('\n')}`);
  }
}

/** @hey-api/openapi-ts's arguments for types, SDK and fetch client of one spec. */
export const heyApiArgs = (input: string, output: string) => [
  '-i',
  input,
  '-o',
  output,
  '-p',
  '@hey-api/typescript',
  '@hey-api/sdk',
  '@hey-api/client-fetch',
];

/** The files compiled together as an integrator's project would, with `strict`. */
export const strictProgram = (files: string[]): ts.Program =>
  ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
  });

/** A strict program's type errors, as `file: message` (the file relative to `relativeTo`). */
export const strictDiagnostics = (program: ts.Program, relativeTo: string): string[] =>
  ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.relative(relativeTo, diagnostic.file.fileName)}: ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
