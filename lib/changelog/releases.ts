/**
 * Releases of the contract: named, dated snapshots of the bundled specs, committed under
 * changelog/releases/<AAAA-MM-DD>-<nombre>/ as release.json (name, date, Spanish summary) and one
 * bundled JSON per API, named as the API's download (`serviceArtifacts(service).json`: people.json).
 * Reading them checks every file: a malformed one fails with its file, its field and the reason.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import type {OpenApiDocument} from '../openapi/types';
import {repoRoot} from '../paths';

export const RELEASES_DIR = path.join(repoRoot, 'changelog', 'releases');
export const RELEASE_FILE = 'release.json';

export interface ReleaseInfo {
  /** The folder's name: `2026-11-25-contrato-inicial`. */
  id: string;
  name: string;
  /** AAAA-MM-DD. */
  date: string;
  /** In Spanish: what the release is about. */
  summary: string;
}

export interface Release extends ReleaseInfo {
  /** The bundled spec of each API in the release, by service id (an API not yet published has none). */
  specs: ReadonlyMap<string, OpenApiDocument>;
}

/** A malformed release, named by file, field and reason, in Spanish. */
export class ReleaseError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | undefined,
    readonly reason: string,
  ) {
    super(`${path.relative(repoRoot, file) || file}: ${field ? `el campo «${field}» ` : ''}${reason}`);
    this.name = 'ReleaseError';
    // The message names the file, the field and the reason; the frames of our reading code would only
    // bury it (the build prints the error with its stack).
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** The file a release keeps an API's bundled spec in. */
export const releaseSpecFile = (service: ApiService) => path.basename(serviceArtifacts(service).json);

const FOLDER = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ReleaseError(file, undefined, 'no se pudo leer el archivo.');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(file, undefined, `no es JSON válido (${(error as Error).message}).`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function readInfo(folder: string, id: string, dateInName: string): ReleaseInfo {
  const file = path.join(folder, RELEASE_FILE);
  if (!existsSync(file)) throw new ReleaseError(file, undefined, 'no existe: cada versión lleva su release.json con name, date y summary.');
  const data = readJson(file);
  if (!isRecord(data)) throw new ReleaseError(file, undefined, 'debe ser un objeto con name, date y summary.');
  for (const field of ['name', 'date', 'summary'] as const) {
    if (typeof data[field] !== 'string' || (data[field] as string).trim() === '')
      throw new ReleaseError(file, field, data[field] === undefined ? 'falta.' : 'debe ser un texto no vacío.');
  }
  const date = data.date as string;
  if (!isValidDate(date)) throw new ReleaseError(file, 'date', `debe ser una fecha AAAA-MM-DD válida, no «${date}».`);
  if (date !== dateInName)
    throw new ReleaseError(file, 'date', `(${date}) no coincide con la fecha del nombre de la carpeta (${dateInName}).`);
  return {id, name: (data.name as string).trim(), date, summary: (data.summary as string).trim()};
}

function readSpec(file: string): OpenApiDocument {
  const data = readJson(file);
  if (!isRecord(data)) throw new ReleaseError(file, undefined, 'debe ser una especificación OpenAPI empaquetada (un objeto JSON).');
  if (typeof data.openapi !== 'string' || !data.openapi.startsWith('3.'))
    throw new ReleaseError(file, 'openapi', 'debe ser la versión de OpenAPI (3.x) de la especificación empaquetada.');
  for (const field of ['paths', 'webhooks', 'components'] as const) {
    if (data[field] !== undefined && !isRecord(data[field])) throw new ReleaseError(file, field, 'debe ser un objeto.');
  }
  if (data.paths === undefined && data.webhooks === undefined)
    throw new ReleaseError(file, 'paths', 'falta: el archivo no tiene operaciones ni webhooks.');
  return data as OpenApiDocument;
}

export function readRelease(folder: string): Release {
  const id = path.basename(folder);
  const match = FOLDER.exec(id);
  if (!match)
    throw new ReleaseError(folder, undefined, 'el nombre de la carpeta debe ser AAAA-MM-DD-nombre (minúsculas, números y guiones).');
  const info = readInfo(folder, id, match[1]);
  const known = new Map(services.map((service) => [releaseSpecFile(service), service]));
  for (const name of readdirSync(folder)) {
    if (name !== RELEASE_FILE && !known.has(name))
      throw new ReleaseError(
        path.join(folder, name),
        undefined,
        `no es release.json ni la especificación de una API de config/services.ts (${[...known.keys()].join(', ')}).`,
      );
  }
  const specs = new Map<string, OpenApiDocument>();
  for (const [name, service] of known) {
    const file = path.join(folder, name);
    if (existsSync(file)) specs.set(service.id, readSpec(file));
  }
  if (specs.size === 0) throw new ReleaseError(folder, undefined, 'no tiene la especificación de ninguna API.');
  return {...info, specs};
}

/** Every release, oldest first. No folder means no release yet. */
export function readReleases(dir: string = RELEASES_DIR): Release[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(path.join(dir, name)).isDirectory())
    .sort()
    .map((name) => readRelease(path.join(dir, name)));
}
