/**
 * What the console needs from one operation of a published (bundled) spec: its parameters, body,
 * credentials, servers and documented responses. Pure functions over the spec JSON.
 */
import {BASE_URL_PATH, preferHeader} from '../engine/conventions';
import {HTTP_METHODS} from '../engine/operations';
import {resolve as resolveRef} from '../engine/refs';
import type {SpecNode} from '../engine/types';

export type Spec = Record<string, SpecNode>;
export type Schema = Record<string, SpecNode> | boolean;

export interface ParameterField {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: Schema;
  default?: unknown;
  enumValues?: unknown[];
  example?: unknown;
}

export type CredentialField =
  | {scheme: string; kind: 'apiKey'; header: string; setting: string}
  | {scheme: string; kind: 'bearer'; header: 'Authorization'; setting: string};

export interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

export interface DocumentedResponse {
  status: string;
  description?: string;
  /** Media type → schema. */
  schemas: Record<string, Schema>;
  examples: NamedExample[];
}

export interface RequestBodyShape {
  required: boolean;
  mediaType: string;
  schema: Schema;
  example?: unknown;
  /** For multipart: each field, with whether it is a file. */
  fields: Array<{name: string; required: boolean; file: boolean; description?: string; schema: Schema; enumValues?: unknown[]}>;
}

export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  /** `basePath`: what the server URL adds after API_BASE_URL, where the local mock answers too. */
  servers: Array<{url: string; description?: string; basePath: string}>;
  parameters: ParameterField[];
  body?: RequestBodyShape;
  /** Alternatives: SpecNode one of these lists of credentials authorises the call. */
  security: CredentialField[][];
  responses: DocumentedResponse[];
}

/** `PublicSignerToken` → `PUBLIC_SIGNER_TOKEN`. */
const settingName = (scheme: string) =>
  scheme
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

function credentialOf(spec: Spec, schemeName: string): CredentialField | undefined {
  const scheme = resolveRef(spec, spec.components?.securitySchemes?.[schemeName]);
  if (!scheme) return undefined;
  if (scheme.type === 'apiKey' && scheme.in === 'header')
    return {scheme: schemeName, kind: 'apiKey', header: scheme.name, setting: 'API_KEY'};
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
    return {scheme: schemeName, kind: 'bearer', header: 'Authorization', setting: settingName(schemeName)};
  }
  return undefined;
}

function examplesOf(spec: Spec, media: SpecNode): NamedExample[] {
  const named = Object.entries<SpecNode>(media?.examples ?? {}).map(([name, raw]) => {
    const example = resolveRef(spec, raw);
    return {name, summary: example?.summary, value: example?.value};
  });
  if (named.length > 0) return named;
  return media && 'example' in media ? [{name: '', value: media.example}] : [];
}

/**
 * The fields of an object schema as the reference lists them: its own properties and those of its `allOf` parts,
 * each required when any part requires it (a body written as `allOf: [$ref, {required: […]}]`).
 */
function objectFields(spec: Spec, schema: SpecNode): {properties: Record<string, SpecNode>; required: Set<string>} {
  const properties: Record<string, SpecNode> = {...(schema?.properties ?? {})};
  const required = new Set<string>(schema?.required ?? []);
  for (const part of schema?.allOf ?? []) {
    const inner = objectFields(spec, resolveRef(spec, part));
    for (const [name, property] of Object.entries<SpecNode>(inner.properties)) properties[name] ??= property;
    for (const name of inner.required) required.add(name);
  }
  return {properties, required};
}

export function findOperation(spec: Spec, operationId: string): OperationModel | undefined {
  for (const [path, rawItem] of Object.entries<SpecNode>(spec.paths ?? {})) {
    const item = resolveRef(spec, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation?.operationId !== operationId) continue;
      return modelOf(spec, path, method, item, operation);
    }
  }
  return undefined;
}

function modelOf(spec: Spec, path: string, method: string, item: SpecNode, operation: SpecNode): OperationModel {
  const byKey = new Map<string, SpecNode>();
  for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveRef(spec, raw);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const parameters: ParameterField[] = [...byKey.values()]
    .filter((parameter) => ['path', 'query', 'header'].includes(parameter.in))
    .map((parameter) => {
      const schema = resolveRef(spec, parameter.schema ?? {});
      const enumValues = schema?.enum ?? resolveRef(spec, schema?.items)?.enum;
      return {
        name: parameter.name,
        in: parameter.in,
        required: parameter.in === 'path' || parameter.required === true,
        description: parameter.description,
        schema: parameter.schema ?? {},
        default: schema?.default,
        enumValues,
        example: parameter.example ?? schema?.example ?? schema?.examples?.[0],
      };
    });

  let body: RequestBodyShape | undefined;
  const requestBody = resolveRef(spec, operation.requestBody);
  const [mediaType, rawMedia] = Object.entries<SpecNode>(requestBody?.content ?? {})[0] ?? [];
  if (mediaType) {
    const media = resolveRef(spec, rawMedia);
    const schema = media.schema ?? {};
    const resolved = resolveRef(spec, schema);
    const {properties, required} = objectFields(spec, resolved);
    const fields = Object.entries<SpecNode>(properties).map(([name, raw]) => {
      const property = resolveRef(spec, raw);
      const items = resolveRef(spec, property?.items);
      const file = property?.format === 'binary' || property?.contentMediaType !== undefined || items?.format === 'binary';
      // An array of allowed values (`steps`, `events`) lists them on its items, as the reference shows them.
      const enumValues = property?.enum ?? items?.enum;
      // A request never carries a readOnly field: listed in `required`, it is required of a response only.
      const requiredHere = required.has(name) && property?.readOnly !== true;
      return {name, required: requiredHere, file, description: property?.description, schema: raw, enumValues};
    });
    body = {
      required: requestBody.required === true,
      mediaType,
      schema,
      example: examplesOf(spec, media)[0]?.value ?? resolved?.example,
      fields,
    };
  }

  const requirements: SpecNode[] = operation.security ?? spec.security ?? [];
  const security = requirements
    .map((requirement) =>
      Object.keys(requirement)
        .map((name) => credentialOf(spec, name))
        .filter((field): field is CredentialField => field !== undefined),
    )
    .filter((alternative) => alternative.length > 0);

  const responses = Object.entries<SpecNode>(operation.responses ?? {}).map(([status, raw]) => {
    const response = resolveRef(spec, raw);
    const content = Object.entries<SpecNode>(response?.content ?? {});
    return {
      status,
      description: response?.description,
      schemas: Object.fromEntries(content.map(([type, media]) => [type, resolveRef(spec, media).schema ?? {}])),
      examples: content.flatMap(([, media]) => examplesOf(spec, resolveRef(spec, media))),
    };
  });

  return {
    operationId: operation.operationId,
    method,
    path,
    summary: operation.summary,
    servers: (operation.servers ?? item.servers ?? spec.servers ?? []).map((server: SpecNode) => ({
      url: String(server.url).replace(/\/+$/, ''),
      description: server.description,
      basePath: String(server[BASE_URL_PATH] ?? ''),
    })),
    parameters,
    body,
    security,
    responses,
  };
}

/** Every distinct credential the operation can use, in the order the spec lists them. */
export function credentialFields(model: OperationModel): CredentialField[] {
  const seen = new Map<string, CredentialField>();
  for (const alternative of model.security) for (const field of alternative) seen.set(field.scheme, field);
  return [...seen.values()];
}

/** The documented response for a status: exact code, then `4XX`-style range, then `default`. */
export function documentedResponse(model: OperationModel, status: number): DocumentedResponse | undefined {
  const code = String(status);
  return (
    model.responses.find((response) => response.status === code) ??
    model.responses.find((response) => response.status.toUpperCase() === `${code[0]}XX`) ??
    model.responses.find((response) => response.status === 'default')
  );
}

/** Test scenarios of the local mock: each documented response, and each of its named examples. */
export interface Scenario {
  status: number;
  label: string;
  prefer: string;
}

export function mockScenarios(model: OperationModel): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const response of model.responses) {
    if (!/^\d{3}$/.test(response.status)) continue;
    const status = Number(response.status);
    const description = response.description ? firstLine(response.description) : '';
    const named = response.examples.filter((example) => example.name !== '');
    if (named.length === 0)
      scenarios.push({status, label: description ? `${status} · ${description}` : String(status), prefer: preferHeader(status)});
    for (const example of named) {
      scenarios.push({
        status,
        label: `${status} · ${example.summary ? firstLine(example.summary) : description || example.name}`,
        prefer: preferHeader(status, example.name),
      });
    }
  }
  return scenarios.sort((a, b) => a.status - b.status);
}

/** Inline Markdown as plain text: an `<option>` cannot show markup, so `code` loses its backticks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary (never inside a word) with an ellipsis. */
export function shortenAtWord(text: string, max = 90): string {
  if (text.length <= max) return text;
  // One character more than fits: a space there means the last word ends exactly at the limit.
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // One long word is kept whole rather than cut.
  if (space <= 0) return text;
  return `${cut.slice(0, space).replace(/[\s,;:.(]+$/, '')}…`;
}

/** The first paragraph, as plain text and at most 90 characters (a code span may run over a line break). */
const firstLine = (text: string) => shortenAtWord(plainText(text.split(/\n\s*\n/)[0]!));
