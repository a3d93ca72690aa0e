/**
 * Builds the @identia/sandbox package (sandbox/) and packs it: the models of the eight APIs into
 * sandbox/specs/ (from the build's published specs, lib/openapi/sandboxModel.ts), the CLI and the
 * engine bundled by esbuild into one file, sandbox/dist/cli.js (no runtime dependency to install),
 * then `npm pack`. The portal's build serves the tarball under /descargas/.
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {build} from 'esbuild';
import type {ApiService} from '../config/services';
import type {OpenApiDocument} from './openapi/types';
import {repoRoot} from './paths';

const run = promisify(execFile);

export const sandboxDir = path.join(repoRoot, 'sandbox');

export function sandboxVersion(): string {
  return (JSON.parse(readFileSync(path.join(sandboxDir, 'package.json'), 'utf8')) as {version: string}).version;
}

export function writeSandboxSpecs(models: Array<{service: ApiService; model: OpenApiDocument}>, portalUrl: string): void {
  const specsDir = path.join(sandboxDir, 'specs');
  rmSync(specsDir, {recursive: true, force: true});
  mkdirSync(specsDir, {recursive: true});
  for (const {service, model} of models) writeFileSync(path.join(specsDir, `${service.id}.json`), JSON.stringify(model));
  const index = {
    version: sandboxVersion(),
    portal: portalUrl,
    apis: models.map(({service}) => ({id: service.id, label: service.label, file: `${service.id}.json`})),
  };
  writeFileSync(path.join(specsDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
}

export async function bundleSandboxCli(): Promise<void> {
  await build({
    entryPoints: [path.join(sandboxDir, 'src', 'cli', 'bin.ts')],
    outfile: path.join(sandboxDir, 'dist', 'cli.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minify: true,
    legalComments: 'linked',
    banner: {js: '#!/usr/bin/env node'},
    logLevel: 'silent',
  });
}

/** Packs sandbox/ into `destination`; resolves with the tarball's path. */
export async function packSandbox(destination: string): Promise<string> {
  if (!existsSync(path.join(sandboxDir, 'specs', 'index.json')))
    throw new Error('Faltan los modelos de sandbox/specs/: ejecuta `npm run build` (o `npm run sandbox:pack`) antes de empaquetar.');
  mkdirSync(destination, {recursive: true});
  const {stdout} = await run('npm', ['pack', '--json', '--pack-destination', destination], {cwd: sandboxDir, maxBuffer: 16 * 1024 * 1024});
  const [{filename}] = JSON.parse(stdout) as Array<{filename: string}>;
  return path.join(destination, path.basename(filename));
}
