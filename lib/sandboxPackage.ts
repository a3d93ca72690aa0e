/**
 * Builds the @identia/sandbox package (sandbox/) and packs it: the models of the eight APIs into
 * sandbox/specs/ (from the build's published specs, lib/openapi/sandboxModel.ts), the CLI, the
 * engine and the MCP server (with the MCP SDK and zod) bundled by esbuild into one file,
 * sandbox/dist/cli.js (no runtime dependency to install), then `npm pack` with the MCP server's data
 * (sandbox/data/, written by the portal's build: plugins/sandbox/mcpData.ts). The portal's build
 * serves the tarball under /descargas/.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {build} from 'esbuild';
import type {ApiService} from '../config/services';
import {MCP_DATA_FILES, type McpDataIndex} from '../sandbox/src/mcp/data';
import type {OpenApiDocument} from './openapi/types';
import {repoRoot} from './paths';

const run = promisify(execFile);

export const sandboxDir = path.join(repoRoot, 'sandbox');
const specsDir = path.join(sandboxDir, 'specs');
/** The MCP server's data, written by the portal's build from its artifacts. */
export const mcpDataDir = path.join(sandboxDir, 'data');

/** The package's name and version, read from sandbox/package.json when asked (the build may follow a version bump). */
export function sandboxIdentity(): {name: string; version: string} {
  const {name, version} = JSON.parse(readFileSync(path.join(sandboxDir, 'package.json'), 'utf8')) as {name: string; version: string};
  return {name, version};
}

export function sandboxVersion(): string {
  return sandboxIdentity().version;
}

export function writeSandboxSpecs(models: Array<{service: ApiService; model: OpenApiDocument}>, portalUrl: string): void {
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

/** SHA-256 of the models in sandbox/specs/: the MCP data records the models it was written with. */
export function sandboxSpecsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(specsDir).sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(specsDir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Refuses to pack MCP data that is missing or was written for other specs than those in sandbox/specs/. */
function checkMcpData(): void {
  const indexFile = path.join(mcpDataDir, MCP_DATA_FILES.index);
  if (!existsSync(indexFile))
    throw new Error(
      'Faltan los datos del servidor MCP (sandbox/data/), que escribe la compilación del portal: ejecuta `npm run build` antes de empaquetar.',
    );
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as McpDataIndex;
  if (index.specsDigest !== sandboxSpecsDigest())
    throw new Error(
      'Los datos del servidor MCP (sandbox/data/) son de otras especificaciones que las de sandbox/specs/: ejecuta `npm run build` para escribirlos de nuevo.',
    );
  const missing = Object.values(MCP_DATA_FILES).filter((file) => !existsSync(path.join(mcpDataDir, file)));
  if (missing.length > 0) throw new Error(`Faltan archivos de sandbox/data/ (${missing.join(', ')}): ejecuta \`npm run build\`.`);
}

/** Packs sandbox/ into `destination`; resolves with the tarball's path. */
export async function packSandbox(destination: string): Promise<string> {
  if (!existsSync(path.join(sandboxDir, 'specs', 'index.json')))
    throw new Error('Faltan los modelos de sandbox/specs/: ejecuta `npm run build` (o `npm run sandbox:pack`) antes de empaquetar.');
  checkMcpData();
  mkdirSync(destination, {recursive: true});
  const {stdout} = await run('npm', ['pack', '--json', '--pack-destination', destination], {cwd: sandboxDir, maxBuffer: 16 * 1024 * 1024});
  const [{filename}] = JSON.parse(stdout) as Array<{filename: string}>;
  return path.join(destination, path.basename(filename));
}
