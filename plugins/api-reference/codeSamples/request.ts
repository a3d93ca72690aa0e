/**
 * Turns one operation of a bundled spec into the request its code samples make: URL with example
 * path and query values, the credential as an environment variable, and the body taken from the
 * request example (JSON) or from the multipart example or schema (form fields and local files).
 */
import {BASE_URL_PATH} from '../../../lib/openapi/prepareSpec';
import {resolveRef} from '../../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../../lib/openapi/types';
import {parameterSample, sampleValue} from './sampleValue';

export interface Credential {
  /** Header the credential travels in. */
  header: string;
  /** Environment variable the sample reads it from, so no sample ever shows a secret. */
  envVar: string;
  /** Text before the variable in the header value (`Bearer ` for bearer tokens). */
  prefix: string;
}

export type FormField = {kind: 'text'; name: string; value: string} | {kind: 'file'; name: string; path: string; contentType: string};

export type RequestBody = {kind: 'json'; value: unknown} | {kind: 'multipart'; fields: FormField[]};

export interface SampleRequest {
  method: string;
  /** Server URL + path with example path parameters + query string. */
  url: string;
  /** The same URL without the query string, for clients that take the query apart. */
  endpoint: string;
  /** Part of `url` that comes from the server, so tests can point the sample at a mock. */
  serverUrl: string;
  /**
   * What the samples write instead of the server URL: the reader's base URL from the environment
   * (`API_BASE_URL`, as in the guides) followed by `path` = what the server adds after it and the
   * operation's path with example values (`relativeEndpoint`, plus the query in `relativeUrl`).
   */
  base: {envVar: string; relativeUrl: string; relativeEndpoint: string};
  query: Array<[string, string]>;
  credential?: Credential;
  /** Other documented request headers with their example values. */
  headers: Array<[string, string]>;
  body?: RequestBody;
  /** How the success response is read: JSON, a file to save, plain text or nothing. */
  response: {kind: 'json'} | {kind: 'text'} | {kind: 'empty'} | {kind: 'file'; path: string};
}

const FILE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/x-x509-ca-cert': 'cer',
  'application/pkix-cert': 'cer',
  'application/pkcs8': 'key',
};

function extensionFor(contentType: string | undefined, fallback: string): string {
  const first = contentType?.split(',')[0].trim().toLowerCase();
  if (first && FILE_EXTENSIONS[first]) return FILE_EXTENSIONS[first];
  return first?.startsWith('image/') ? 'jpg' : fallback;
}

/** The first listed type, made concrete (`image/*` → `image/jpeg`) so the file is sent with a real type. */
function concreteType(contentType: string, extension: string): string {
  const first = contentType.split(',')[0].trim();
  if (!first.includes('*')) return first;
  return Object.entries(FILE_EXTENSIONS).find(([, candidate]) => candidate === extension)?.[0] ?? 'application/octet-stream';
}

/**
 * The reader's key is `API_KEY` whatever header carries it (the guides, the Postman collections and
 * the try-it console use the same name); `PublicSignerToken` → `PUBLIC_SIGNER_TOKEN`.
 */
export const API_KEY_VARIABLE = 'API_KEY';

/** The reader's base URL (the account's, the sandbox's or the local mock's), as the guides name it. */
export const API_BASE_URL_VARIABLE = 'API_BASE_URL';

/** `PublicSignerToken` → `PUBLIC_SIGNER_TOKEN`. */
function environmentName(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

function credentialFor(document: OpenApiDocument, operation: SpecNode): Credential | undefined {
  const requirements: Array<Record<string, unknown>> = operation.security ?? document.security ?? [];
  for (const requirement of requirements) {
    for (const schemeName of Object.keys(requirement)) {
      const scheme = resolveRef(document, document.components?.securitySchemes?.[schemeName]);
      if (scheme?.type === 'apiKey' && scheme.in === 'header') {
        return {header: scheme.name, envVar: API_KEY_VARIABLE, prefix: ''};
      }
      if (scheme?.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
        return {header: 'Authorization', envVar: environmentName(schemeName), prefix: 'Bearer '};
      }
    }
  }
  return undefined;
}

const parameterValue = (document: OpenApiDocument, parameter: SpecNode): unknown => parameterSample(document, parameter);

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function mediaExample(document: OpenApiDocument, media: SpecNode): unknown {
  if (media.example !== undefined) return media.example;
  const named = Object.values<SpecNode>(media.examples ?? {})[0];
  return named ? resolveRef(document, named)?.value : undefined;
}

function isBinary(document: OpenApiDocument, schema: SpecNode): boolean {
  const resolved = resolveRef(document, schema);
  if (!resolved) return false;
  if (resolved.format === 'binary' || resolved.contentMediaType) return true;
  if (resolved.type === 'array') return isBinary(document, resolved.items);
  return false;
}

/** The file an example names for a file part (`contrato.pdf`; the first of a list of images), if it names one. */
function exampleFileName(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && FILE_NAME.test(first) ? first : undefined;
}

const FILE_NAME = /^[\w.-]+\.[a-z0-9]+$/i;

/** The type a file name's extension names (`contrato.pdf` → `application/pdf`), if the table knows it. */
export function typeOfFileName(fileName: string): string | undefined {
  const extension = fileName.split('.').pop()!.toLowerCase();
  return Object.entries(FILE_EXTENSIONS).find(([, candidate]) => candidate === extension)?.[0];
}

/** True when a listed `encoding.contentType` (`image/jpeg, image/png`, `image/*`) admits a type. */
export function listAdmits(listed: string, type: string): boolean {
  return listed.split(',').some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed === type || (allowed.endsWith('/*') && type.startsWith(allowed.slice(0, -1)));
  });
}

/**
 * The local file the samples send in a file part and its Content-Type: the file the spec's example names, sent
 * with the type its extension names when the part lists no types or lists that one; without a named file, the
 * part's name with the extension of the first listed type.
 */
function sentFile(name: string, listed: string | undefined, fileName: string | undefined): {path: string; contentType: string} {
  const named = fileName ? typeOfFileName(fileName) : undefined;
  if (fileName && named && (!listed || listAdmits(listed, named))) return {path: fileName, contentType: named};
  const contentType = listed ?? 'application/octet-stream';
  const extension = extensionFor(contentType, 'bin');
  return {path: fileName ?? `${name}.${extension}`, contentType: concreteType(contentType, extension)};
}

/** One part of a multipart form: its kind, whether it is required, and what the samples send in it (if anything). */
export interface FormPart {
  name: string;
  file: boolean;
  required: boolean;
  /** The content types the media type's `encoding` lists for the part (`image/jpeg, image/png`). */
  contentTypes?: string;
  field?: FormField;
}

/** Every part of a multipart media type, in schema order, with the field the samples send for it. */
export function multipartParts(document: OpenApiDocument, media: SpecNode): FormPart[] {
  const schema = resolveRef(document, media.schema) ?? {};
  const properties: Record<string, SpecNode> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const example = mediaExample(document, media) as Record<string, unknown> | undefined;
  return Object.entries(properties).map(([name, rawProperty]) => {
    const property = resolveRef(document, rawProperty);
    const part: FormPart = {name, file: isBinary(document, property), required: required.has(name)};
    const listed = media.encoding?.[name]?.contentType ?? property.contentMediaType;
    const exampleValue = example?.[name];
    if (part.file) {
      if (listed) part.contentTypes = listed;
      // Files are what a multipart call exists for, so every file field is sent, with a local path.
      part.field = {kind: 'file', name, ...sentFile(name, listed, exampleFileName(exampleValue))};
      return part;
    }
    if (exampleValue !== undefined && typeof exampleValue === 'string' && /^(@|<binary|\(binario)/i.test(exampleValue)) return part;
    if (exampleValue !== undefined) part.field = {kind: 'text', name, value: asText(exampleValue)};
    else if (part.required || property.example !== undefined)
      part.field = {kind: 'text', name, value: asText(sampleValue(document, property, name))};
    return part;
  });
}

function multipartFields(document: OpenApiDocument, media: SpecNode): FormField[] {
  return multipartParts(document, media).flatMap((part) => (part.field ? [part.field] : []));
}

function bodyFor(document: OpenApiDocument, operation: SpecNode): RequestBody | undefined {
  const requestBody = resolveRef(document, operation.requestBody);
  const content: Record<string, SpecNode> = requestBody?.content ?? {};
  const json = Object.entries(content).find(([type]) => /json/i.test(type));
  if (json) {
    const example = mediaExample(document, json[1]);
    return {kind: 'json', value: example !== undefined ? example : sampleValue(document, json[1].schema, 'body')};
  }
  const multipart = content['multipart/form-data'];
  if (multipart) return {kind: 'multipart', fields: multipartFields(document, multipart)};
  return undefined;
}

/** The lowest documented 2xx status, the one a mock answers and the one the samples expect. */
export function successStatus(operation: SpecNode): number {
  const codes = Object.keys(operation.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number)
    .sort((a, b) => a - b);
  return codes[0] ?? 200;
}

function responseFor(document: OpenApiDocument, operation: SpecNode): SampleRequest['response'] {
  const response = resolveRef(document, operation.responses?.[String(successStatus(operation))]);
  const types = Object.keys(response?.content ?? {});
  if (types.length === 0) return {kind: 'empty'};
  if (types.some((type) => /json/i.test(type))) return {kind: 'json'};
  if (types.some((type) => /^text\/(plain|html)/i.test(type))) return {kind: 'text'};
  const name = String(operation.operationId ?? 'respuesta')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return {kind: 'file', path: `${name}.${extensionFor(types[0], 'bin')}`};
}

/** What the first server adds after `{baseUrl}` (kept by prepareSpec; a raw spec has it in its URL). */
export function serverBasePath(document: OpenApiDocument): string {
  const server = document.servers?.[0] ?? {url: ''};
  if (typeof server[BASE_URL_PATH] === 'string') return server[BASE_URL_PATH];
  const url = String(server.url);
  return url.startsWith('{baseUrl}') ? url.slice('{baseUrl}'.length).replace(/\/+$/, '') : '';
}

export function serverUrlOf(document: OpenApiDocument): string {
  const server = document.servers?.[0] ?? {url: ''};
  return String(server.url)
    .replace(/\{([^}]+)\}/g, (_match: string, name: string) => String(server.variables?.[name]?.default ?? name))
    .replace(/\/+$/, '');
}

export function buildSampleRequest(
  document: OpenApiDocument,
  method: string,
  operationPath: string,
  operation: SpecNode,
  pathItem: SpecNode,
): SampleRequest {
  const parameters: SpecNode[] = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
    resolveRef(document, parameter),
  );
  const byPlace = (place: string) => parameters.filter((parameter) => parameter.in === place);
  let resolvedPath = operationPath;
  for (const parameter of byPlace('path')) {
    const value = encodeURIComponent(asText(parameterValue(document, parameter)));
    resolvedPath = resolvedPath.replaceAll(`{${parameter.name}}`, value);
  }
  const query: Array<[string, string]> = byPlace('query')
    .filter((parameter) => parameter.required || parameter.example !== undefined)
    .map((parameter) => [parameter.name, asText(parameterValue(document, parameter))]);
  const credential = credentialFor(document, operation);
  const headers: Array<[string, string]> = byPlace('header')
    .filter((parameter) => parameter.required && parameter.name.toLowerCase() !== credential?.header.toLowerCase())
    .map((parameter) => [parameter.name, asText(parameterValue(document, parameter))]);
  const serverUrl = serverUrlOf(document);
  const queryString = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  const basePath = serverBasePath(document);
  return {
    method: method.toUpperCase(),
    url: `${serverUrl}${resolvedPath}${queryString}`,
    endpoint: `${serverUrl}${resolvedPath}`,
    serverUrl,
    base: {
      envVar: API_BASE_URL_VARIABLE,
      relativeUrl: `${basePath}${resolvedPath}${queryString}`,
      relativeEndpoint: `${basePath}${resolvedPath}`,
    },
    query,
    credential,
    headers,
    body: bodyFor(document, operation),
    response: responseFor(document, operation),
  };
}
