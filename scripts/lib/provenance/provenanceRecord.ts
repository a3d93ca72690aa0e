/**
 * Reads the provenance records (`openapi/<folder>/provenance.yaml`, issue 27): where each rule of the contract
 * comes from. The records are the team's: nothing references them from a spec, so the bundles, pages, Markdown,
 * Postman and llms files never carry them.
 *
 * A record file has two maps:
 *
 *   sources:                     # named sources, reusable by every rule of the folder
 *     <name>: {quote: "…"}       # a verbatim fragment of the product spec that states the rule
 *     <name>: {quote: ["…", "…"]} # several fragments, each verbatim, when the spec states the rule in one place and
 *                                 # names its field in another (§5 «a temporary file id», §7 `tmp_file_id`)
 *     <name>: {convention: <id>} # a shape convention listed in openapi/README.md
 *   rules:
 *     <file relative to the folder>:
 *       <JSON pointer>: <source name> | {quote: "…"} | {convention: <id>}
 *   descriptions:                # sentences of descriptions that promise behaviour (descriptionInventory.ts)
 *     <file relative to the folder>:
 *       <JSON pointer of the description>:
 *         "<the sentence or a stable fragment of it>": <source name> | {quote: "…"}
 *
 * A source name not defined in the folder's own record is looked up in `openapi/_shared/provenance.yaml`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {RECORD_FILE} from './ruleInventory';

/** A quote, or a convention; `parts` are the fragments of a quote given as a list, `quote` their joined text. */
export type Source = {quote: string; parts?: string[]} | {convention: string};

/** The verbatim fragments of a quote: its parts, or the quote itself. */
export const quoteFragments = (source: {quote: string; parts?: string[]}): string[] => source.parts ?? [source.quote];

export interface RecordEntry {
  /** Path relative to `openapi/` of the spec file the rule lives in. */
  file: string;
  pointer: string;
  source: Source;
  /** The record file and key, for messages. */
  recordedIn: string;
}

/** The source of one behaviour sentence of a description: a fragment of the sentence and its source. */
export interface DescriptionEntry extends RecordEntry {
  fragment: string;
}

/** A malformed record, named by file, field and reason, in Spanish (shown as is, never as a stack trace). */
export class ProvenanceRecordError extends Error {
  constructor(file: string, field: string, reason: string) {
    super(`${file}: ${field}: ${reason}`);
    this.name = 'ProvenanceRecordError';
  }
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

function readSource(value: unknown, file: string, field: string): Source {
  if (!isNode(value)) throw new ProvenanceRecordError(file, field, 'se esperaba {quote: "…"} o {convention: nombre}');
  const keys = Object.keys(value);
  if (keys.length !== 1 || !['quote', 'convention'].includes(keys[0]))
    throw new ProvenanceRecordError(
      file,
      field,
      `se esperaba exactamente una clave, quote o convention (hay: ${keys.join(', ') || 'ninguna'})`,
    );
  const text = value[keys[0]];
  if (keys[0] === 'quote' && Array.isArray(text)) {
    if (text.length === 0 || text.some((part) => typeof part !== 'string' || part.trim() === ''))
      throw new ProvenanceRecordError(file, field, 'quote debe ser un texto no vacío o una lista de textos no vacíos');
    return {quote: text.join(' … '), parts: text as string[]};
  }
  if (typeof text !== 'string' || text.trim() === '') throw new ProvenanceRecordError(file, field, `${keys[0]} debe ser un texto no vacío`);
  return keys[0] === 'quote' ? {quote: text} : {convention: text};
}

interface ParsedRecord {
  sources: Map<string, Source>;
  rules: {file: string; pointer: string; raw: unknown; field: string}[];
  descriptions: {file: string; pointer: string; fragment: string; raw: unknown; field: string}[];
}

/**
 * The `file → JSON pointer → value` entries of one section of a record (`rules`, `descriptions`), each with the
 * field that names it in messages; `what` words the expected maps («archivo → reglas», «puntero JSON → fuente»).
 */
function filePointerEntries(
  document: Node,
  section: 'rules' | 'descriptions',
  label: string,
  what: {files: string; pointers: string},
): {file: string; pointer: string; value: unknown; field: string}[] {
  const raw = document[section] ?? {};
  if (!isNode(raw)) throw new ProvenanceRecordError(label, section, `se esperaba un mapa archivo → ${what.files}`);
  return Object.entries(raw).flatMap(([file, pointers]) => {
    if (!isNode(pointers))
      throw new ProvenanceRecordError(label, `${section}.${file}`, `se esperaba un mapa puntero JSON → ${what.pointers}`);
    return Object.entries(pointers).map(([pointer, value]) => ({file, pointer, value, field: `${section}.${file}.${pointer}`}));
  });
}

function parseRecord(recordPath: string, label: string): ParsedRecord {
  let document: unknown;
  try {
    document = parse(readFileSync(recordPath, 'utf8'));
  } catch (error) {
    throw new ProvenanceRecordError(label, '(archivo)', `no es YAML válido (${(error as Error).message.split('\n')[0]})`);
  }
  if (document == null) document = {};
  if (!isNode(document)) throw new ProvenanceRecordError(label, '(raíz)', 'se esperaba un mapa con sources y rules');
  for (const key of Object.keys(document)) {
    if (!['sources', 'rules', 'descriptions'].includes(key))
      throw new ProvenanceRecordError(label, key, 'clave desconocida (solo sources, rules y descriptions)');
  }
  const sources = new Map<string, Source>();
  const rawSources = document.sources ?? {};
  if (!isNode(rawSources)) throw new ProvenanceRecordError(label, 'sources', 'se esperaba un mapa nombre → fuente');
  for (const [name, value] of Object.entries(rawSources)) sources.set(name, readSource(value, label, `sources.${name}`));
  const rules: ParsedRecord['rules'] = filePointerEntries(document, 'rules', label, {files: 'reglas', pointers: 'fuente'}).map(
    ({file, pointer, value, field}) => {
      if (pointer !== '' && !pointer.startsWith('/')) throw new ProvenanceRecordError(label, field, 'el puntero JSON debe empezar con "/"');
      return {file, pointer, raw: value, field};
    },
  );
  const descriptions: ParsedRecord['descriptions'] = [];
  for (const {file, pointer, value: fragments, field: at} of filePointerEntries(document, 'descriptions', label, {
    files: 'descripciones',
    pointers: 'frases',
  })) {
    if (!pointer.startsWith('/')) throw new ProvenanceRecordError(label, at, 'el puntero JSON debe empezar con "/"');
    if (!isNode(fragments)) throw new ProvenanceRecordError(label, at, 'se esperaba un mapa frase → fuente');
    for (const [fragment, raw] of Object.entries(fragments)) {
      if (fragment.trim() === '') throw new ProvenanceRecordError(label, at, 'la frase no puede estar vacía');
      descriptions.push({file, pointer, fragment, raw, field: `${at}.«${fragment}»`});
    }
  }
  return {sources, rules, descriptions};
}

function resolveSource(raw: unknown, record: ParsedRecord, shared: ParsedRecord | undefined, label: string, field: string): Source {
  if (typeof raw !== 'string') return readSource(raw, label, field);
  const named = record.sources.get(raw) ?? shared?.sources.get(raw);
  if (!named) throw new ProvenanceRecordError(label, field, `la fuente "${raw}" no está en sources (ni en _shared/${RECORD_FILE})`);
  return named;
}

/** Every record under `openapi/` that exists, parsed once, with its folder and label. */
function readRecords(
  openapiDir: string,
  folders: string[],
): {folder: string; label: string; record: ParsedRecord; shared?: ParsedRecord}[] {
  const sharedPath = path.join(openapiDir, '_shared', RECORD_FILE);
  const shared = existsSync(sharedPath) ? parseRecord(sharedPath, `_shared/${RECORD_FILE}`) : undefined;
  return folders.flatMap((folder) => {
    const recordPath = path.join(openapiDir, folder, RECORD_FILE);
    if (!existsSync(recordPath)) return [];
    const label = `${folder}/${RECORD_FILE}`;
    const record = folder === '_shared' && shared ? shared : parseRecord(recordPath, label);
    return [{folder, label, record, shared}];
  });
}

/** The recorded source of every behaviour sentence of a description, under `descriptions` in each record. */
export function readDescriptionRecords(openapiDir: string, folders: string[]): DescriptionEntry[] {
  return readRecords(openapiDir, folders).flatMap(({folder, label, record, shared}) =>
    record.descriptions.map(({file, pointer, fragment, raw, field}) => ({
      file: `${folder}/${file}`,
      pointer,
      fragment,
      source: resolveSource(raw, record, shared, label, field),
      recordedIn: `${label} ${field}`,
    })),
  );
}

/** Every entry of every record under `openapi/`, each with its source resolved. */
export function readProvenanceRecords(openapiDir: string, folders: string[]): RecordEntry[] {
  return readRecords(openapiDir, folders).flatMap(({folder, label, record, shared}) =>
    record.rules.map(({file, pointer, raw, field}) => ({
      file: `${folder}/${file}`,
      pointer,
      source: resolveSource(raw, record, shared, label, field),
      recordedIn: `${label} ${field}`,
    })),
  );
}
