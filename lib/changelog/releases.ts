/**
 * Releases of the contract: titled, dated snapshots of the bundled specs, committed under
 * changelog/releases/<AAAA-MM-DD>-<nombre>/ as release.json (title, date), nota.md (the note written
 * for integrators, in Spanish Markdown: its first paragraph is the release's summary) and one bundled
 * JSON per API, named as the API's download (`serviceArtifacts(service).json`: people.json).
 * Reading them checks every file: a malformed one fails with its file, its field and the reason.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {serviceArtifacts, services, type ApiService} from '../../config/services';
import type {OpenApiDocument} from '../openapi/types';
import {repoRoot} from '../paths';

export const RELEASES_DIR = path.join(repoRoot, 'changelog', 'releases');
export const RELEASE_FILE = 'release.json';
/** The release's written note, in Spanish Markdown. */
export const NOTE_FILE = 'nota.md';

export interface ReleaseInfo {
  /** The folder's name: `2026-11-25-contrato-inicial`. */
  id: string;
  title: string;
  /** AAAA-MM-DD. */
  date: string;
  /** The note's first paragraph (Markdown): what the release is about, in one paragraph. */
  summary: string;
}

export interface ReleaseNote {
  /** The whole note as written (Markdown, no title: the page heads it with the release's title). */
  note: string;
}

export interface Release extends ReleaseInfo, ReleaseNote {
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

const RELEASE_FIELDS = ['title', 'date'] as const;

function readInfo(folder: string, id: string, dateInName: string): Omit<ReleaseInfo, 'summary'> {
  const file = path.join(folder, RELEASE_FILE);
  if (!existsSync(file)) throw new ReleaseError(file, undefined, 'no existe: cada versión lleva su release.json con title y date.');
  const data = readJson(file);
  if (!isRecord(data)) throw new ReleaseError(file, undefined, 'debe ser un objeto con title y date.');
  for (const field of RELEASE_FIELDS) {
    if (typeof data[field] !== 'string' || (data[field] as string).trim() === '')
      throw new ReleaseError(file, field, data[field] === undefined ? 'falta.' : 'debe ser un texto no vacío.');
  }
  for (const field of Object.keys(data))
    if (!(RELEASE_FIELDS as readonly string[]).includes(field))
      throw new ReleaseError(
        file,
        field,
        `no es un campo de release.json (solo ${RELEASE_FIELDS.join(' y ')}; la nota va en ${NOTE_FILE}).`,
      );
  const date = data.date as string;
  if (!isValidDate(date)) throw new ReleaseError(file, 'date', `debe ser una fecha AAAA-MM-DD válida, no «${date}».`);
  if (date !== dateInName)
    throw new ReleaseError(file, 'date', `(${date}) no coincide con la fecha del nombre de la carpeta (${dateInName}).`);
  return {id, title: (data.title as string).trim(), date};
}

/**
 * A written note: Markdown whose first block is a paragraph (the summary the page's contents, the feed
 * and the operation pages quote). The release's title heads it, so the note has no `#` title of its own.
 */
export function checkNote(file: string, text: string): {note: string; summary: string} {
  const note = text.replace(/\r\n/g, '\n').trim();
  if (!note) throw new ReleaseError(file, undefined, 'está vacía: la nota explica a los integradores qué cambia y qué revisar.');
  if (/^#\s/m.test(note))
    throw new ReleaseError(file, undefined, 'no lleva título de nivel 1 (#): la página encabeza la nota con el título de la versión.');
  const [summary] = note.split(/\n\s*\n/);
  if (/^(#|[-*+] |\d+\. |>|```)/.test(summary))
    throw new ReleaseError(
      file,
      undefined,
      'debe empezar con un párrafo que resuma la versión (es el resumen que muestran el índice y el feed).',
    );
  return {note, summary: summary.replace(/\s*\n\s*/g, ' ')};
}

function readNote(folder: string): {note: string; summary: string} {
  const file = path.join(folder, NOTE_FILE);
  if (!existsSync(file))
    throw new ReleaseError(
      file,
      undefined,
      'no existe: cada versión lleva su nota para los integradores (qué cambia, por qué y qué revisar).',
    );
  return checkNote(file, readFileSync(file, 'utf8'));
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
  const note = readNote(folder);
  const known = new Map(services.map((service) => [releaseSpecFile(service), service]));
  for (const name of readdirSync(folder)) {
    if (name !== RELEASE_FILE && name !== NOTE_FILE && !known.has(name))
      throw new ReleaseError(
        path.join(folder, name),
        undefined,
        `no es release.json, ${NOTE_FILE} ni la especificación de una API de config/services.ts (${[...known.keys()].join(', ')}).`,
      );
  }
  const specs = new Map<string, OpenApiDocument>();
  for (const [name, service] of known) {
    const file = path.join(folder, name);
    if (existsSync(file)) specs.set(service.id, readSpec(file));
  }
  if (specs.size === 0) throw new ReleaseError(folder, undefined, 'no tiene la especificación de ninguna API.');
  return {...info, ...note, specs};
}

/** Every release, oldest first. No folder means no release yet. */
export function readReleases(dir: string = RELEASES_DIR): Release[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(path.join(dir, name)).isDirectory())
    .sort()
    .map((name) => readRelease(path.join(dir, name)));
}
