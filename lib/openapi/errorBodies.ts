/**
 * What one API's error answers say, read from its spec: the message its `401`/`403` examples carry (People's
 * `Failed authorization`; nothing where an API declares those statuses without a body), and the field that carries
 * the message in each JSON error body (`error` for most of Signt, `errors` for its reviewers). llms.txt's
 * instructions are written from these, and tests/specs/llms-claims.test.ts holds llms.txt and Convenciones to them.
 */
import {mediaExamples} from './mediaExamples';
import {listOperations} from './operations';
import {resolveRef} from './refs';
import type {OpenApiDocument, SpecNode} from './types';

export const AUTH_STATUSES = ['401', '403'] as const;

/** The text an error example carries: `error` when it is a string, else `message`. */
function exampleMessage(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const body = value as Record<string, unknown>;
  if (typeof body.error === 'string') return body.error;
  return typeof body.message === 'string' ? body.message : undefined;
}

/** Each JSON media object of each response with one of `statuses`, over every operation of the spec. */
function errorMedia(spec: OpenApiDocument, statuses: (status: string) => boolean): Record<string, SpecNode>[] {
  const found: Record<string, SpecNode>[] = [];
  for (const {operation} of listOperations(spec)) {
    for (const [status, raw] of Object.entries<SpecNode>(operation.responses ?? {})) {
      if (!statuses(status)) continue;
      const response = resolveRef<Record<string, SpecNode>>(spec, raw);
      for (const [contentType, media] of Object.entries<SpecNode>(response?.content ?? {}))
        if (/json/i.test(contentType)) found.push(media as Record<string, SpecNode>);
    }
  }
  return found;
}

/** `Failed authorization` → the statuses (`401`, `403`) whose examples carry it, in the spec of one API. */
export function authFailureMessages(spec: OpenApiDocument): Map<string, string[]> {
  const messages = new Map<string, Set<string>>();
  for (const status of AUTH_STATUSES) {
    for (const media of errorMedia(spec, (candidate) => candidate === status)) {
      for (const {value} of mediaExamples(spec, media)) {
        const message = exampleMessage(value);
        if (message) messages.set(message, (messages.get(message) ?? new Set()).add(status));
      }
    }
  }
  return new Map([...messages].map(([message, statuses]) => [message, [...statuses].sort()]));
}

/**
 * The fields named `error` or `errors` that the API's 4xx/5xx JSON bodies declare at their top level, each with the
 * operations (`POST /reviewers`) whose error bodies declare it.
 */
export function errorMessageFields(spec: OpenApiDocument): Map<string, string[]> {
  const fields = new Map<string, Set<string>>();
  const walk = (raw: SpecNode, operation: string, depth = 0) => {
    const schema = resolveRef<Record<string, SpecNode>>(spec, raw);
    if (!schema || typeof schema !== 'object' || depth > 4) return;
    for (const name of Object.keys(schema.properties ?? {}))
      if (name === 'error' || name === 'errors') fields.set(name, (fields.get(name) ?? new Set()).add(operation));
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      (schema[key] ?? []).forEach((part: SpecNode) => walk(part, operation, depth + 1));
  };
  for (const {method, path, operation} of listOperations(spec)) {
    for (const [status, raw] of Object.entries<SpecNode>(operation.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      const response = resolveRef<Record<string, SpecNode>>(spec, raw);
      for (const [contentType, media] of Object.entries<SpecNode>(response?.content ?? {}))
        if (/json/i.test(contentType)) walk(media?.schema, `${method.toUpperCase()} ${path}`);
    }
  }
  return new Map([...fields].sort(([a], [b]) => a.localeCompare(b)).map(([name, operations]) => [name, [...operations]]));
}

/** The auth statuses (`401`, `403`) some operation of the spec declares. */
export function declaredAuthStatuses(spec: OpenApiDocument): string[] {
  const statuses = new Set<string>();
  for (const {operation} of listOperations(spec))
    for (const status of AUTH_STATUSES) if (operation.responses?.[status]) statuses.add(status);
  return [...statuses].sort();
}

/** What llms.txt says of one API's error answers, from its spec. */
export interface ApiErrorFacts {
  /** `401`/`403` as some operation declares them. */
  authStatuses: string[];
  /** Message of a `401`/`403` example → the statuses that carry it. */
  authMessages: Map<string, string[]>;
  /** `error`/`errors` → the operations whose error bodies declare it. */
  messageFields: Map<string, string[]>;
}

export function apiErrorFacts(spec: OpenApiDocument): ApiErrorFacts {
  return {authStatuses: declaredAuthStatuses(spec), authMessages: authFailureMessages(spec), messageFields: errorMessageFields(spec)};
}

/**
 * The fields an API's error bodies use besides its usual one (the field most operations declare), with the
 * operations that use them: Signt's `errors` in `POST /reviewers` and `PUT /reviewers/{id}`.
 */
export function exceptionalMessageFields(facts: ApiErrorFacts): {usual: string; field: string; operations: string[]}[] {
  const fields = [...facts.messageFields].sort(([, a], [, b]) => b.length - a.length);
  if (fields.length < 2) return [];
  const [usual] = fields[0];
  return fields.slice(1).map(([field, operations]) => ({usual, field, operations}));
}
