/**
 * Bundling and structural checks of the split OpenAPI specs, shared by the build, the spec check
 * command and the tests.
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {ApiService} from '../../config/services';
import {repoRoot, sharedSpecDir} from './paths';

const run = promisify(execFile);
const redoclyBin = path.join(repoRoot, 'node_modules', '.bin', 'redocly');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export type OpenApiDocument = Record<string, any>;

export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SpecError';
  }
}

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

export interface EndpointRow {
  service: string;
  method: string;
  path: string;
}

/** The operations the product spec requires, from shared/spec/endpoints.tsv. */
export function readEndpoints(): EndpointRow[] {
  const file = path.join(sharedSpecDir, 'endpoints.tsv');
  if (!existsSync(file)) throw new SpecError(file, 'no existe (shared/ debe estar junto al repositorio)');
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [service, method, endpointPath] = line.split('\t').map((cell) => cell.trim());
      return {service, method: method.toLowerCase(), path: endpointPath};
    });
}

/** `/documents/{id}/sign` → `/documents/{}/sign`, the form endpoints.tsv uses. */
export function normalizePath(openApiPath: string): string {
  return openApiPath.replace(/\{[^}]+\}/g, '{}');
}

export function resolveRef<T = any>(document: OpenApiDocument, node: any): T {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) return current;
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((value: any, key) => (value == null ? undefined : value[key]), document);
  }
  return current as T;
}

export interface Operation {
  method: string;
  path: string;
  operation: Record<string, any>;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [operationPath, rawItem] of Object.entries<any>(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of HTTP_METHODS) {
      if (item?.[method]) operations.push({method, path: operationPath, operation: item[method]});
    }
  }
  return operations;
}

function hasExample(document: OpenApiDocument, response: any): boolean {
  const resolved = resolveRef(document, response);
  const contents = Object.values<any>(resolved?.content ?? {});
  return contents.some(
    (media) => media.example !== undefined || Object.keys(media.examples ?? {}).length > 0,
  );
}

const SPANISH_INFINITIVE = /^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]*(ar|er|ir)(se|lo|la|los|las)?\b/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Checks one bundled spec against the operations endpoints.tsv requires and the rules every
 * operation must meet. Returns the problems found, one line each.
 */
export function checkOperations(
  document: OpenApiDocument,
  required: readonly EndpointRow[],
): {operationCount: number; problems: string[]} {
  const problems: string[] = [];
  const operations = listOperations(document);
  const present = new Set(operations.map(({method, path: p}) => `${method} ${normalizePath(p)}`));
  for (const row of required) {
    if (!present.has(`${row.method} ${row.path}`)) {
      problems.push(`falta la operación ${row.method.toUpperCase()} ${row.path}`);
    }
  }
  const requiredSet = new Set(required.map((row) => `${row.method} ${row.path}`));
  const operationIds = new Map<string, string>();
  for (const {method, path: operationPath, operation} of operations) {
    const label = `${method.toUpperCase()} ${operationPath}`;
    if (!requiredSet.has(`${method} ${normalizePath(operationPath)}`)) {
      problems.push(`${label}: no está en endpoints.tsv (¿operación inventada?)`);
    }
    if (!operation.tags?.length) problems.push(`${label}: sin tags`);
    if (!operation.summary) problems.push(`${label}: sin summary`);
    else if (!SPANISH_INFINITIVE.test(operation.summary)) {
      problems.push(`${label}: el summary no empieza con un verbo en infinitivo: "${operation.summary}"`);
    }
    if (!operation.description || operation.description.trim().length < 40) {
      problems.push(`${label}: description ausente o demasiado corta`);
    }
    if (!operation.operationId || !CAMEL_CASE.test(operation.operationId)) {
      problems.push(`${label}: operationId ausente o no camelCase`);
    } else if (operationIds.has(operation.operationId)) {
      problems.push(`${label}: operationId repetido con ${operationIds.get(operation.operationId)}`);
    } else {
      operationIds.set(operation.operationId, label);
    }
    const security = operation.security ?? document.security;
    if (!Array.isArray(security) || security.length === 0) problems.push(`${label}: sin security`);
    const responses: Record<string, any> = operation.responses ?? {};
    const successCodes = Object.keys(responses).filter((code) => /^2/.test(code));
    if (successCodes.length === 0) problems.push(`${label}: sin respuesta 2xx`);
    else if (!successCodes.some((code) => hasExample(document, responses[code]))) {
      problems.push(`${label}: la respuesta 2xx no tiene ejemplo`);
    }
    const errorCodes = Object.keys(responses).filter((code) => /^[45]/.test(code));
    if (!errorCodes.some((code) => code.startsWith('4'))) problems.push(`${label}: sin respuestas 4xx`);
    for (const code of ['401', '403']) {
      if (!responses[code]) problems.push(`${label}: falta la respuesta ${code}`);
    }
    for (const code of errorCodes) {
      if (typeof responses[code]?.$ref !== 'string') {
        problems.push(`${label}: la respuesta ${code} no está definida por $ref`);
      }
    }
  }
  return {operationCount: operations.length, problems};
}
