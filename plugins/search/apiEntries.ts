/**
 * Search entries of one API from its bundled spec: every operation and webhook, every schema
 * with its property names, and every error message found in error-response examples.
 */
import {serviceArtifacts, type ApiService} from '../../config/services';
import {documentedOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {collectErrorEntries, ERROR_CATALOGUE_ROUTE, errorCatalogueUrl} from '../error-catalogue/catalogue';
import type {PageEntry} from './pageEntries';

type Json = Record<string, SpecNode>;

const maxText = 1500;
const maxListedOperations = 5;

interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** The operation's own reference page. */
  url: string;
  definition: Json;
}

function resolver(spec: Json) {
  return (value: SpecNode): SpecNode => resolveRef(spec, value);
}

function operationsOf(spec: Json, service: ApiService): Operation[] {
  const artifacts = serviceArtifacts(service);
  const operations: Operation[] = [];
  for (const {method, pathOrName, operation: definition, isWebhook} of documentedOperations(spec)) {
    const operationId: string | undefined = definition.operationId;
    if (!operationId) {
      throw new Error(
        `[search] ${service.specPath}: ${method.toUpperCase()} ${pathOrName} no tiene operationId; sin él la operación no tiene página propia a la que enlazar.`,
      );
    }
    operations.push({
      operationId,
      method: method.toUpperCase(),
      path: isWebhook ? `webhook ${pathOrName}` : pathOrName,
      summary: definition.summary ?? operationId,
      url: artifacts.operationRoute(operationId),
      definition,
    });
  }
  return operations;
}

/** Strings under `error`, `errors` and `message` keys of an example, nested lists included. */
function errorMessages(example: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, underErrorKey: boolean) => {
    if (typeof value === 'string') {
      if (underErrorKey) found.push(value);
    } else if (Array.isArray(value)) {
      value.forEach((item) => walk(item, underErrorKey));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        walk(child, underErrorKey || ['error', 'errors', 'message'].includes(key));
      }
    }
  };
  walk(example, false);
  return found.map(withoutExampleIds).filter((message) => /\p{L}{2}/u.test(message));
}

/**
 * Examples fill a message with a made-up record id (`No query results for model [App\Models\Document]
 * 4a7f…`); the id is no part of the message a reader searches for, and alone it is no message.
 */
const withoutExampleIds = (message: string) =>
  message
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A spec description's Markdown as plain text for the index and the snippets. Markup goes without
 * leaving a gap, so identifiers stay whole: `` `person_id`, `bank_data` `` reads "person_id, bank_data",
 * not "person id , bank data". An underscore inside a word is part of the name, never emphasis.
 */
const squeeze = (text: string) =>
  text
    // Code spans (at odd positions) are kept as they are, without their backticks.
    .split(/`+([^`]*)`+/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/(\*\*|\*|(?<![\p{L}\p{N}])__?)(\S(?:[^]*?\S)?)\1(?![\p{L}\p{N}])/gu, '$2')
            .replace(/^\s*(?:#+|>)\s*/gm, ''),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
const listOperations = (operations: Operation[]) => {
  const shown = operations.slice(0, maxListedOperations).map((operation) => `${operation.summary} (${operation.method} ${operation.path})`);
  const rest = operations.length - shown.length;
  return `${shown.join('; ')}${rest > 0 ? `; y ${rest} más` : ''}`;
};

function pathVariants(path: string): string[] {
  const words = path
    .replace(/[{}]/g, '')
    .split(/[/\s]+/)
    .filter(Boolean);
  return words.length > 1 ? [words.join('_'), words.join('-')] : [];
}

/**
 * Where an error message's search entry leads: its entry in the error catalogue, which explains it
 * and lists every operation returning it; a message the catalogue does not list (none today) falls
 * back to the operation that explains it best.
 */
export function errorEntryUrl(catalogued: ReadonlySet<string>, message: string, explainedBy: {url: string}): string {
  return catalogued.has(message) ? errorCatalogueUrl(message) : explainedBy.url;
}

/** «People», «People y Signt», «People, Workflows y Signt». */
const joinLabels = (labels: readonly string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels[labels.length - 1]}`;

/**
 * One search entry per error-catalogue entry: a message several APIs answer («Failed authorization» in
 * People, Workflows and Signt) was one entry per API, three hits that opened the same place. The merged
 * entry names every API (`apis`, so the API filter still finds it under each) and keeps each API's text.
 * Entries that do not lead to the catalogue stay as they are.
 */
export function mergeCatalogueErrors(entries: readonly PageEntry[]): PageEntry[] {
  const byUrl = new Map<string, PageEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'error' || !entry.url.startsWith(`${ERROR_CATALOGUE_ROUTE}#`)) continue;
    byUrl.set(entry.url, [...(byUrl.get(entry.url) ?? []), entry]);
  }
  const merged = new Map<string, PageEntry>();
  for (const [url, group] of byUrl) {
    if (group.length === 1) continue;
    const labels = [...new Set(group.map((entry) => entry.api).filter((label): label is string => Boolean(label)))];
    const statuses = [...new Set(group.flatMap((entry) => (entry.keywords ?? '').match(/HTTP \d{3}/g) ?? []))];
    merged.set(url, {
      kind: 'error',
      title: group[0].title,
      url,
      api: joinLabels(labels),
      apis: labels,
      context: 'Catálogo de errores',
      identifiers: [...new Set(group.map((entry) => entry.identifiers ?? ''))].filter(Boolean).join('\n'),
      keywords: `${statuses.join(' ')} error`,
      text: group
        .map((entry) => `API de ${entry.api}: ${entry.text}`)
        .join(' ')
        .slice(0, maxText),
    });
  }
  const written = new Set<string>();
  return entries.flatMap((entry) => {
    const replacement = merged.get(entry.url);
    if (entry.kind !== 'error' || !replacement) return [entry];
    if (written.has(entry.url)) return [];
    written.add(entry.url);
    return [replacement];
  });
}

/** The enum values an operation takes (parameters and top-level body fields): `INE_REVERSO` finds the call that takes it. */
function inputEnumValues(definition: Json, parameters: Json[], resolve: (value: SpecNode) => SpecNode): string[] {
  const schemas = parameters.map((parameter) => resolve(parameter.schema));
  const body = resolve(definition.requestBody);
  for (const media of Object.values<Json>(body?.content ?? {})) {
    const schema = resolve(media.schema);
    for (const part of [schema, ...(schema?.allOf ?? []).map(resolve)]) {
      for (const property of Object.values<Json>(part?.properties ?? {})) schemas.push(resolve(property));
    }
  }
  return [
    ...new Set(
      schemas
        .flatMap((schema) => (Array.isArray(schema?.enum) ? schema.enum : []))
        .filter((value): value is string => typeof value === 'string' && /[A-Za-z]/.test(value)),
    ),
  ];
}

export function apiEntries(service: ApiService, document: OpenApiDocument): PageEntry[] {
  const spec = document as Json;
  const resolve = resolver(spec);
  const operations = operationsOf(spec, service);
  const catalogued = new Set(collectErrorEntries({service, spec: document}).map((entry) => entry.message));
  const entries: PageEntry[] = [];

  for (const operation of operations) {
    const {definition} = operation;
    const parameters = [...(definition.parameters ?? [])].map(resolve).filter(Boolean);
    // An API of one or two operations is named by what the API does ("OCR … de la credencial INE"):
    // its purpose belongs to those operations' words.
    const purpose = operations.length <= 2 ? ` ${service.description}` : '';
    entries.push({
      kind: 'operation',
      title: operation.summary,
      url: operation.url,
      api: service.label,
      method: operation.method,
      path: operation.path,
      // `documents_id_sign` and `documents-id-sign` are how people often write a path in prose or logs.
      identifiers: [operation.operationId, ...pathVariants(operation.path), ...inputEnumValues(definition, parameters, resolve)].join(' '),
      keywords: [operation.method, ...(definition.tags ?? []), ...parameters.map((parameter: Json) => parameter.name)].join(' ') + purpose,
      text: squeeze(definition.description ?? '').slice(0, maxText),
    });
  }

  // An error message gets one entry per API, pointing at the operation that explains it best.
  const errors = new Map<string, {status: string; description: string; operations: Operation[]}>();
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.definition.responses ?? {})) {
      // Errors, and the 2xx answers that carry only a failure message (Visionary's `{"message": "Not a CURP"}`).
      const success = /^2/.test(status);
      if (!/^[45]/.test(status) && !success) continue;
      const resolved = resolve(response) ?? {};
      for (const media of Object.values(resolved.content ?? {}) as Json[]) {
        const examples = [media.example, ...Object.values(media.examples ?? {}).map((example) => resolve(example)?.value)].filter(
          (value) => !success || (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'message'),
        );
        for (const message of examples.flatMap(errorMessages)) {
          const entry = errors.get(message) ?? {status, description: resolved.description ?? '', operations: [] as Operation[]};
          if (!entry.operations.includes(operation)) entry.operations.push(operation);
          errors.set(message, entry);
        }
      }
    }
  }
  for (const [message, {status, description, operations: returnedBy}] of errors) {
    const explained = returnedBy.find((operation) => (operation.definition.description ?? '').includes(message));
    const target = explained ?? returnedBy[0];
    entries.push({
      kind: 'error',
      title: message,
      url: errorEntryUrl(catalogued, message, target),
      api: service.label,
      context: target.summary,
      identifiers: message,
      keywords: `HTTP ${status} error`,
      text: squeeze(`${description} Lo devuelven: ${listOperations(returnedBy)}.`).slice(0, maxText),
    });
  }

  // Schemas have no page of their own: a schema leads to the first operation that uses it.
  const schemas = Object.entries((spec.components?.schemas ?? {}) as Record<string, Json>);
  const refersTo = (value: unknown, name: string) => JSON.stringify(value).includes(`"#/components/schemas/${name}"`);
  const usersOf = (name: string, seen = new Set<string>()): Operation | undefined => {
    const direct = operations.find((operation) => refersTo(operation.definition, name));
    if (direct) return direct;
    seen.add(name);
    for (const [parent, definition] of schemas) {
      if (seen.has(parent) || !refersTo(definition, name)) continue;
      const viaParent = usersOf(parent, seen);
      if (viaParent) return viaParent;
    }
    return undefined;
  };
  for (const [name, schema] of schemas) {
    const user = usersOf(name);
    const properties = [schema, ...(schema.allOf ?? []).map(resolve)].flatMap((part) => Object.keys(part?.properties ?? {}));
    entries.push({
      kind: 'schema',
      title: name,
      url: user?.url ?? service.route,
      api: service.label,
      context: user?.summary,
      identifiers: name,
      keywords: properties.join(' '),
      text: squeeze(`${schema.title ?? ''} ${schema.description ?? ''}`).slice(0, maxText),
    });
  }
  return entries;
}
