/**
 * The error catalogue's data, read from the bundled specs: every documented error answer (API,
 * status, verbatim message or code, the operations returning it), the 2xx answers that carry only a
 * failure message (Visionary's "Not a CURP"), and the body shape each API uses.
 * Pure functions, so the plugin, the search index and the tests read the same list.
 */
import {serviceArtifacts} from '../../config/services';
import {mediaExamples as specExamples} from '../../lib/openapi/mediaExamples';
import {listOperations} from '../../lib/openapi/operations';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

export interface ErrorOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  route: string;
}

/** One message (or code) one API answers with one status, and where it is documented. */
export interface ErrorEntry {
  api: string;
  apiLabel: string;
  status: number;
  message: string;
  /** A machine code documented beside the message (`MISSING_REQUIRED_PARAMETER`), if any. */
  code?: string;
  operations: ErrorOperation[];
}

/** The error body one API documents, as seen in one of its examples. */
export interface ErrorBodyShape {
  api: string;
  apiLabel: string;
  /** Top-level fields of the body, in the example's order. */
  fields: string[];
  example: unknown;
}

export interface ErrorExample {
  name?: string;
  summary?: string;
  value: unknown;
}

/** The spec's examples of a media type (lib/openapi/mediaExamples.ts, the one reading every surface shares), by name. */
export function mediaExamples(spec: OpenApiDocument, media: Record<string, SpecNode> | undefined): ErrorExample[] {
  return specExamples(spec, media).map(({key, summary, value}) => ({name: key, summary, value}));
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A field-to-messages map (`{"name": ["The name field is required."]}`) flattened to its messages. */
function fieldMessages(map: Record<string, unknown>): string[] {
  return Object.entries(map).flatMap(([field, value]) => {
    if (isStringList(value)) return value;
    if (typeof value === 'string') return [value];
    // A list of objects (signt's `missing_fields`) is named by its key, the only fixed text it has.
    return Array.isArray(value) ? [field] : [];
  });
}

/**
 * The verbatim messages of one error body, whatever shape the API uses: `error` as text, as a
 * field map or as `{code, message}`; `message` with an `errors` map or list; `details[].message`;
 * FastAPI's `detail[].msg`.
 */
export function errorMessages(body: unknown): {message: string; code?: string}[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const record = body as Record<string, SpecNode>;
  const found: {message: string; code?: string}[] = [];
  const topCode = typeof record.code === 'string' ? record.code : undefined;
  const {error} = record;
  if (typeof error === 'string' && typeof record.message !== 'string') found.push({message: error, code: topCode});
  else if (error && typeof error === 'object' && !Array.isArray(error)) {
    if (typeof error.message === 'string')
      found.push({message: error.message, code: typeof error.code === 'string' ? error.code : undefined});
    else found.push(...fieldMessages(error).map((message) => ({message})));
  }
  if (typeof record.message === 'string') {
    const errorType = typeof record.error_type === 'string' ? record.error_type : topCode;
    found.push({message: record.message, code: errorType});
  }
  if (isStringList(record.errors)) found.push(...record.errors.map((message) => ({message})));
  else if (
    record.errors &&
    typeof record.errors === 'object' &&
    !Array.isArray(record.errors) &&
    typeof record.errors.message !== 'string'
  ) {
    found.push(...fieldMessages(record.errors).map((message) => ({message})));
  }
  for (const detail of Array.isArray(record.details) ? record.details : []) {
    if (typeof detail?.message === 'string')
      found.push({message: detail.message, code: typeof detail.code === 'string' ? detail.code : undefined});
  }
  for (const detail of Array.isArray(record.detail) ? record.detail : []) {
    if (typeof detail?.msg === 'string') found.push({message: detail.msg, code: typeof detail.type === 'string' ? detail.type : undefined});
  }
  return found;
}

/** Every 4xx/5xx response of every operation with its examples. */
export function errorResponses(spec: OpenApiDocument) {
  return listOperations(spec).flatMap(({method, path, operation}) =>
    Object.entries<SpecNode>(operation.responses ?? {})
      .filter(([status]) => /^[45]\d\d$/.test(status))
      .map(([status, raw]) => {
        const response = resolveRef(spec, raw) ?? {};
        const [mediaType, media] = Object.entries<SpecNode>(response.content ?? {})[0] ?? [];
        return {
          method,
          path,
          operation,
          status: Number(status),
          mediaType: mediaType as string | undefined,
          media,
          examples: mediaExamples(spec, media),
        };
      }),
  );
}

/**
 * Successes that are failures: a 2xx example whose body is only a `message`, with no `data`
 * (Visionary answers `200 {"message": "Not a CURP"}` when the file is another document).
 */
export function messageOnlySuccesses(spec: OpenApiDocument) {
  return listOperations(spec).flatMap(({method, path, operation}) =>
    Object.entries<SpecNode>(operation.responses ?? {})
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([status, raw]) => {
        const response = resolveRef(spec, raw) ?? {};
        const media = Object.values<SpecNode>(response.content ?? {})[0];
        const examples = mediaExamples(spec, media).filter(
          ({value}) =>
            value !== null &&
            typeof value === 'object' &&
            !Array.isArray(value) &&
            typeof (value as Record<string, unknown>).message === 'string' &&
            Object.keys(value as object).every((key) => key === 'message'),
        );
        return {method, path, operation, status: Number(status), examples};
      })
      .filter(({examples}) => examples.length > 0),
  );
}

/** The catalogue entries of one API, one per (status, message), operations in spec order. */
export function collectErrorEntries({service, spec}: BundledSpec): ErrorEntry[] {
  const entries = new Map<string, ErrorEntry>();
  const artifacts = serviceArtifacts(service);
  for (const {method, path, operation, status, examples} of [...errorResponses(spec), ...messageOnlySuccesses(spec)]) {
    for (const {value} of examples) {
      for (const {message, code} of errorMessages(value)) {
        const key = `${status}\u0000${message}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = {api: service.id, apiLabel: service.label, status, message, ...(code ? {code} : {}), operations: []};
          entries.set(key, entry);
        }
        if (!entry.operations.some((known) => known.operationId === operation.operationId)) {
          entry.operations.push({
            operationId: operation.operationId,
            method: method.toUpperCase(),
            path,
            summary: operation.summary ?? operation.operationId,
            route: artifacts.operationRoute(operation.operationId),
          });
        }
      }
    }
  }
  return [...entries.values()].sort((a, b) => a.status - b.status || a.message.localeCompare(b.message, 'es'));
}

/** The error body shapes of one API: one per distinct set of top-level fields, with its first example. */
export function collectBodyShapes({service, spec}: BundledSpec): ErrorBodyShape[] {
  const shapes = new Map<string, ErrorBodyShape>();
  for (const {examples} of errorResponses(spec)) {
    for (const {value} of examples) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const fields = Object.keys(value);
      const key = fields.join(',');
      if (!shapes.has(key)) shapes.set(key, {api: service.id, apiLabel: service.label, fields, example: value});
    }
  }
  return [...shapes.values()];
}

/** A UUID in a message is the example's data, not part of the message: explanations name it `{uuid}`. */
export function explanationKey(message: string): string {
  return message.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{uuid}');
}

/** Stable anchor of a message on /docs/errores: its slug, the same whatever API or status returns it. */
export function errorCatalogueAnchor(message: string): string {
  const slug = explanationKey(message)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `error-${slug || 'sin-texto'}`;
}

export const ERROR_CATALOGUE_ROUTE = '/docs/errores';

/** The catalogue's URL for one message. */
export function errorCatalogueUrl(message: string): string {
  return `${ERROR_CATALOGUE_ROUTE}#${errorCatalogueAnchor(message)}`;
}
