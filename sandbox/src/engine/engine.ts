/**
 * The sandbox of one API: a pure function from a request to the answer the contract gives.
 *
 * In order: the path (unknown → 404) and the method (not documented → 405); a scenario asked for
 * with `Prefer` (the documented response it names, whatever the request); the credentials of the
 * operation's security (API key header, or bearer token for Signt's public calls); the parameters
 * and the body against the contract (JSON with the schema; multipart parts, files by their content);
 * then the documented success example. Each fault is answered by the API's dialect (dialects.ts),
 * in that API's own error body and wording.
 */
import {dialectFor, type Answer, type Dialect, type Fault, type FaultContext} from './dialects';
import {sniffType, textType, typeAccepted} from './fileType';
import {TEST_IDENTITY_SOURCE, testIdentityOutcome} from './identityOutcome';
import {parseMultipart} from './multipart';
import {OperationIndex, type Operation} from './operations';
import {resolve} from './refs';
import {sampleOf} from './sample';
import {SchemaChecker, type Issue} from './validate';
import {
  NOTE_HEADER,
  SOURCE_HEADER,
  type FormPart,
  type SandboxRequest,
  type SandboxResponse,
  type SpecDocument,
  type SpecNode,
} from './types';

export interface ApiSandboxOptions {
  /** The API's id (`people`, `signt`…): it picks the dialect of its error bodies. */
  id: string;
  spec: SpecDocument;
}

export interface DocumentedExample {
  status: number;
  /** The example's name, when the spec names it (what `Prefer: example=<name>` asks for). */
  name?: string;
  summary?: string;
  value: unknown;
  contentType?: string;
}

/**
 * A request the contract accepts, with what the state layer needs to answer it from its store: the
 * operation, the path parameters, the query, the body as the schema reads it (JSON, or the form's text
 * fields with «archivo» for each file) and the documented success answer.
 */
export interface ValidRequest {
  kind: 'valid';
  operation: Operation;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
  /** The documented success example, as the stateless sandbox answers it. */
  success(): SandboxResponse;
  /** Headers the answer must keep (a note on an unknown `Prefer` scenario). */
  extraHeaders: Record<string, string>;
  /** The files of a multipart body, by part name: what the state layer records of an upload. */
  files: Record<string, UploadedFile[]>;
}

export interface UploadedFile {
  filename: string;
  /** The type read from the content (what the servers look at), else the declared one. */
  contentType: string;
  size: number;
}

export type Evaluation = {kind: 'answer'; response: SandboxResponse} | ValidRequest;

export interface ApiSandbox {
  id: string;
  spec: SpecDocument;
  operations(): Operation[];
  handle(request: SandboxRequest): SandboxResponse;
  /** The contract's verdict on a request: a fault or scenario already answered, or the valid request. */
  evaluate(request: SandboxRequest): Evaluation;
  /** Where a JSON value breaks the schema of the operation's documented response of that status (the state layer's check). */
  responseIssues(operation: Operation, status: number, value: unknown): Issue[];
  /** The API's answer to a request its state refuses where the contract documents no wording: its validation fault. */
  refusal(operation: Operation, issues: Issue[]): SandboxResponse;
  /** The operation's documented answer of one status (its first example, else the API's error body). */
  documentedAnswer(operation: Operation, status: number, exampleName?: string): SandboxResponse;
  /**
   * Builds ahead the validators one operation's requests need (its query and header parameters, its
   * JSON or multipart body), so its first call does not: the browser's console does it in idle time.
   */
  prepare(operationId: string): void;
}

const lower = (headers: SandboxRequest['headers']) =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), value]])));

/** Every example of a documented response, named ones first as the spec lists them. */
export function responseExamples(spec: SpecDocument, operation: SpecNode, status: string): DocumentedExample[] {
  const response = resolve(spec, operation.responses?.[status]);
  if (!response) return [];
  const code = Number(status);
  const entries = Object.entries<SpecNode>(response.content ?? {});
  const found: DocumentedExample[] = [];
  for (const [contentType, rawMedia] of entries) {
    const media = resolve(spec, rawMedia) ?? {};
    for (const [name, raw] of Object.entries<SpecNode>(media.examples ?? {})) {
      const example = resolve(spec, raw) ?? {};
      found.push({status: code, name, summary: example.summary, value: example.value, contentType});
    }
    if (media.example !== undefined) found.push({status: code, value: media.example, contentType});
  }
  if (found.length === 0 && entries.length > 0 && code < 400) {
    const [contentType, rawMedia] = entries[0];
    const schema = resolve(spec, rawMedia)?.schema;
    if (schema) found.push({status: code, value: sampleOf(spec, schema), contentType});
  }
  return found;
}

/** `code=404, example=no-query-results` → {code: 404, example: 'no-query-results'}. */
export function parsePrefer(header: string | undefined): {code?: number; example?: string} {
  const preference: {code?: number; example?: string} = {};
  for (const piece of (header ?? '').split(/[,;]/)) {
    const [key, ...rest] = piece.split('=');
    const value = rest.join('=').trim().replace(/^"|"$/g, '');
    if (key.trim().toLowerCase() === 'code' && /^\d{3}$/.test(value)) preference.code = Number(value);
    if (key.trim().toLowerCase() === 'example' && value !== '') preference.example = value;
  }
  return preference;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string>): SandboxResponse {
  if (body === undefined) return {status, headers, body: ''};
  return {status, headers: {'content-type': 'application/json', ...headers}, body: JSON.stringify(body)};
}

const isBinaryProperty = (property: SpecNode, items: SpecNode) =>
  property?.format === 'binary' || property?.contentMediaType !== undefined || items?.format === 'binary';

/** A multipart text value read as the schema's type would be sent (`5` for an integer, `true`…). */
function coerce(text: string, schema: SpecNode): unknown {
  const types = [schema?.type].flat();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (types.includes('boolean')) {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  if (types.includes('object') || types.includes('array')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createApiSandbox({id, spec}: ApiSandboxOptions): ApiSandbox {
  const index = new OperationIndex(spec);
  const checker = new SchemaChecker(spec);
  const dialect: Dialect = dialectFor(id);

  const contextOf = (operation?: Operation): FaultContext => ({
    api: id,
    operation,
    documents: (status) => Boolean(operation?.operation.responses?.[String(status)]),
    examples: (status) => (operation ? responseExamples(spec, operation.operation, String(status)) : []),
  });

  const answer = (fault: Fault, operation?: Operation, extra: Record<string, string> = {}): SandboxResponse => {
    const given: Answer = dialect(fault, contextOf(operation));
    const headers: Record<string, string> = {[SOURCE_HEADER]: fault.kind === 'auth' ? 'credenciales' : 'validacion', ...extra};
    if (given.note) headers[NOTE_HEADER] = encodeURIComponent(given.note);
    return jsonResponse(given.status, given.body, headers);
  };

  function checkCredentials(operation: Operation, headers: Record<string, string>): Fault | undefined {
    const requirements: SpecNode[] = operation.operation.security ?? spec.security ?? [];
    if (requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0)) return undefined;
    let missingKind: 'apiKey' | 'bearer' = 'apiKey';
    for (const requirement of requirements) {
      const satisfied = Object.keys(requirement).every((name) => {
        const scheme = resolve(spec, spec.components?.securitySchemes?.[name]) ?? {};
        if (scheme.type === 'apiKey' && scheme.in === 'header') return (headers[String(scheme.name).toLowerCase()] ?? '').trim() !== '';
        if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
          missingKind = 'bearer';
          return /^bearer\s+\S+/i.test(headers.authorization ?? '');
        }
        return true;
      });
      if (satisfied) return undefined;
    }
    return {kind: 'auth', scheme: missingKind};
  }

  function checkParameters(operation: Operation, query: URLSearchParams, headers: Record<string, string>): Issue[] {
    const byKey = new Map<string, SpecNode>();
    for (const raw of [...(operation.pathItem.parameters ?? []), ...(operation.operation.parameters ?? [])]) {
      const parameter = resolve(spec, raw);
      if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    const issues: Issue[] = [];
    for (const parameter of byKey.values()) {
      if (parameter.in !== 'query' && parameter.in !== 'header') continue;
      const schema = parameter.schema ?? {};
      const resolved = resolve(spec, schema) ?? {};
      const isArray = [resolved.type].flat().includes('array');
      const raw =
        parameter.in === 'query'
          ? isArray
            ? [...query.getAll(parameter.name), ...query.getAll(`${parameter.name}[]`)]
            : query.get(parameter.name)
          : headers[String(parameter.name).toLowerCase()];
      const absent = raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0);
      if (absent) {
        if (parameter.required) issues.push({in: parameter.in, path: [parameter.name], rule: {kind: 'required'}});
        continue;
      }
      const value = Array.isArray(raw) ? raw.map((item) => coerce(item, resolve(spec, resolved.items))) : coerce(String(raw), resolved);
      issues.push(...checker.check(schema, value, parameter.in, [parameter.name]));
    }
    return issues;
  }

  type BodyOutcome = {fault: Fault} | {issues: Issue[]; value?: unknown; files?: Record<string, UploadedFile[]>};

  function checkBody(operation: Operation, request: SandboxRequest, headers: Record<string, string>): BodyOutcome {
    const requestBody = resolve(spec, operation.operation.requestBody);
    if (!requestBody?.content) return {issues: []};
    const body = request.body ?? {kind: 'none'};
    if (body.kind === 'unreadable') return {fault: {kind: 'body', reason: body.reason}};
    const contentType = headers['content-type'] ?? '';
    const mediaTypes = Object.keys(requestBody.content);
    const multipartType = mediaTypes.find((type) => type.startsWith('multipart/'));
    const jsonType = mediaTypes.find((type) => /json/i.test(type));
    const empty = body.kind === 'none' || (body.kind === 'bytes' && body.data.length === 0) || (body.kind === 'text' && body.text === '');

    if (multipartType && (body.kind === 'form' || /^multipart\//i.test(contentType) || (empty && !jsonType))) {
      const media = resolve(spec, requestBody.content[multipartType]) ?? {};
      let parts: FormPart[] = [];
      if (body.kind === 'form') parts = body.parts;
      else if (!empty) {
        const data = body.kind === 'bytes' ? body.data : new TextEncoder().encode(body.kind === 'text' ? body.text : '');
        const parsed = parseMultipart(data, contentType);
        if (!parsed.ok) return {fault: {kind: 'body', reason: `el cuerpo multipart/form-data no se puede leer: ${parsed.reason}`}};
        parts = parsed.parts;
      }
      return checkMultipart(operation, media, parts);
    }
    if (jsonType) {
      const media = resolve(spec, requestBody.content[jsonType]) ?? {};
      let value: unknown = {};
      if (!empty) {
        if (body.kind === 'form')
          return {fault: {kind: 'body', reason: `la operación espera un cuerpo ${jsonType} y llegó multipart/form-data`}};
        const text = body.kind === 'text' ? body.text : body.kind === 'bytes' ? new TextDecoder('utf-8').decode(body.data) : '';
        try {
          value = JSON.parse(text);
        } catch (error) {
          return {fault: {kind: 'body', reason: `el cuerpo no es JSON válido (${(error as Error).message})`}};
        }
      } else if (!requestBody.required) {
        return {issues: []};
      }
      return {issues: checker.check(media.schema, value, 'body'), value};
    }
    if (!empty && multipartType)
      return {
        fault: {kind: 'body', reason: `la operación espera multipart/form-data y llegó ${contentType || 'un cuerpo sin Content-Type'}`},
      };
    return {issues: []};
  }

  function checkMultipart(
    operation: Operation,
    media: SpecNode,
    parts: FormPart[],
  ): {issues: Issue[]; value: Record<string, unknown>; files: Record<string, UploadedFile[]>} {
    const schema = resolve(spec, media.schema) ?? {};
    const properties: Record<string, SpecNode> = schema.properties ?? {};
    const maxKilobytes = /\b2 MB\b/.test(String(operation.operation.description ?? '')) ? 2048 : undefined;
    const value: Record<string, unknown> = {};
    const files: Record<string, UploadedFile[]> = {};
    const issues: Issue[] = [];
    const fileChecks: Issue[] = [];
    const grouped = new Map<string, FormPart[]>();
    for (const part of parts) {
      const name = part.name.replace(/\[\]$/, '');
      grouped.set(name, [...(grouped.get(name) ?? []), part]);
    }
    for (const [name, group] of grouped) {
      const property = resolve(spec, properties[name]);
      const items = resolve(spec, property?.items);
      const isArray = [property?.type].flat().includes('array');
      if (property && isBinaryProperty(property, items)) {
        // Only the types the spec's `encoding` lists are checked: where it lists none (Visionary: "la
        // especificación del producto no lista los tipos aceptados"), any file is taken.
        const accepted: string | undefined = media.encoding?.[name]?.contentType;
        for (const part of group) {
          if (!('data' in part)) {
            fileChecks.push({in: 'body', path: [name], rule: {kind: 'file'}});
            continue;
          }
          // The servers look at the content, not at the declared type: a text file sent as image/jpeg is text.
          const detected = sniffType(part.data) ?? textType(part.data, part.filename, part.contentType) ?? 'application/octet-stream';
          (files[name] ??= []).push({filename: part.filename, contentType: detected, size: part.data.length});
          if (accepted && !typeAccepted(detected, accepted) && !typeAccepted('application/octet-stream', accepted))
            fileChecks.push({in: 'body', path: [name], rule: {kind: 'fileType', accepted}});
          if (maxKilobytes !== undefined && part.data.length > maxKilobytes * 1024)
            fileChecks.push({in: 'body', path: [name], rule: {kind: 'fileSize', kilobytes: maxKilobytes}});
        }
        value[name] = isArray ? group.map(() => 'archivo') : 'archivo';
        continue;
      }
      const texts = group.map((part) => ('value' in part ? part.value : new TextDecoder('utf-8').decode(part.data)));
      value[name] =
        isArray && !(texts.length === 1 && texts[0].trim().startsWith('['))
          ? texts.map((text) => coerce(text, items))
          : coerce(texts[texts.length - 1], property);
    }
    issues.push(...checker.check(media.schema, value, 'body'), ...fileChecks);
    return {issues, value, files};
  }

  function success(operation: Operation): SandboxResponse {
    const statuses = Object.keys(operation.operation.responses ?? {})
      .filter((status) => /^2\d\d$/.test(status))
      .sort();
    const status = statuses[0] ?? '200';
    const [example] = responseExamples(spec, operation.operation, status);
    return example
      ? {
          status: Number(status),
          headers: {'content-type': example.contentType ?? 'application/json', [SOURCE_HEADER]: 'ejemplo'},
          body:
            typeof example.value === 'string' && !/json/.test(example.contentType ?? '') ? example.value : JSON.stringify(example.value),
        }
      : {status: Number(status), headers: {[SOURCE_HEADER]: 'ejemplo'}, body: ''};
  }

  function scenario(operation: Operation, prefer: {code?: number; example?: string}): SandboxResponse | {unknown: string} {
    const statuses = Object.keys(operation.operation.responses ?? {}).filter((status) => /^\d{3}$/.test(status));
    const candidates = (prefer.code !== undefined ? statuses.filter((status) => Number(status) === prefer.code) : statuses).flatMap(
      (status) => {
        const examples = responseExamples(spec, operation.operation, status);
        return examples.length > 0 ? examples : [{status: Number(status), value: undefined} as DocumentedExample];
      },
    );
    const chosen = prefer.example !== undefined ? candidates.find((candidate) => candidate.name === prefer.example) : candidates[0];
    if (!chosen) {
      const known = statuses
        .flatMap((status) => {
          const named = responseExamples(spec, operation.operation, status).filter((example) => example.name);
          return named.length > 0 ? named.map((example) => `code=${status}, example=${example.name}`) : [`code=${status}`];
        })
        .join(' | ');
      return {unknown: `El escenario pedido en Prefer no está documentado para esta operación; los documentados son: ${known}`};
    }
    const headers: Record<string, string> = {[SOURCE_HEADER]: 'escenario'};
    if (chosen.value === undefined) {
      const documented = resolve(spec, operation.operation.responses?.[String(chosen.status)]);
      if (!documented?.content) return {status: chosen.status, headers, body: ''};
      // A documented error without an example: the API's error body, with the simulator's marked message.
      const given = dialect({kind: 'documented', status: chosen.status}, contextOf(operation));
      return jsonResponse(given.status, given.body, {...headers, ...(given.note ? {[NOTE_HEADER]: encodeURIComponent(given.note)} : {})});
    }
    return {
      status: chosen.status,
      headers: {'content-type': chosen.contentType ?? 'application/json', ...headers},
      body: JSON.stringify(chosen.value),
    };
  }

  function evaluate(request: SandboxRequest): Evaluation {
    const headers = lower(request.headers);
    const [rawPath, ...rest] = request.path.split('?');
    const query = new URLSearchParams(rest.join('?').split('#')[0]);
    const pathname = rawPath.split('#')[0] || '/';
    const found = index.match(pathname);
    if (!found) return {kind: 'answer', response: answer({kind: 'route', path: pathname})};
    const method = request.method.toLowerCase();
    const operation = index.operation(found.template, method);
    if (!operation) {
      const allowed = index.methods(found.template).map((name) => name.toUpperCase());
      return {
        kind: 'answer',
        response: answer({kind: 'method', method: request.method.toUpperCase(), allowed}, undefined, {allow: allowed.join(', ')}),
      };
    }
    const prefer = parsePrefer(headers.prefer);
    let warning: Record<string, string> = {};
    if (prefer.code !== undefined || prefer.example !== undefined) {
      const chosen = scenario(operation, prefer);
      if (!('unknown' in chosen)) return {kind: 'answer', response: chosen};
      warning = {[NOTE_HEADER]: encodeURIComponent(chosen.unknown)};
    }
    const credentials = checkCredentials(operation, headers);
    if (credentials) return {kind: 'answer', response: answer(credentials, operation, warning)};
    const parameterIssues = checkParameters(operation, query, headers);
    const body = checkBody(operation, request, headers);
    if ('fault' in body) return {kind: 'answer', response: answer(body.fault, operation, warning)};
    const issues = [...parameterIssues, ...body.issues];
    if (issues.length > 0) return {kind: 'answer', response: answer({kind: 'invalid', issues}, operation, warning)};
    // A test identity (testIdentities.ts) gets the documented example its outcome row names, with or without state.
    const outcome = testIdentityOutcome(id, operation, request, found.params);
    const chosen = outcome && scenario(operation, outcome);
    if (chosen && !('unknown' in chosen))
      return {kind: 'answer', response: {...chosen, headers: {...chosen.headers, [SOURCE_HEADER]: TEST_IDENTITY_SOURCE, ...warning}}};
    return {
      kind: 'valid',
      operation,
      params: found.params,
      query,
      headers,
      body: body.value,
      files: body.files ?? {},
      success: () => success(operation),
      extraHeaders: warning,
    };
  }

  return {
    id,
    spec,
    operations: () => index.all(),
    prepare(operationId: string): void {
      const operation = index.all().find((candidate) => candidate.operationId === operationId);
      if (!operation) return;
      for (const raw of [...(operation.pathItem.parameters ?? []), ...(operation.operation.parameters ?? [])]) {
        const parameter = resolve(spec, raw);
        if (parameter?.in === 'query' || parameter?.in === 'header') checker.prepare(parameter.schema ?? {});
      }
      const content = resolve(spec, operation.operation.requestBody)?.content ?? {};
      for (const raw of Object.values<SpecNode>(content)) checker.prepare(resolve(spec, raw)?.schema);
    },
    evaluate,
    handle(request: SandboxRequest): SandboxResponse {
      const evaluation = evaluate(request);
      if (evaluation.kind === 'answer') return evaluation.response;
      const ok = evaluation.success();
      return {...ok, headers: {...ok.headers, ...evaluation.extraHeaders}};
    },
    refusal: (operation: Operation, issues: Issue[]) => answer({kind: 'invalid', issues}, operation),
    responseIssues(operation: Operation, status: number, value: unknown): Issue[] {
      const content = resolve(spec, operation.operation.responses?.[String(status)])?.content ?? {};
      const json = Object.entries<SpecNode>(content).find(([type]) => /json/i.test(type));
      const schema = json ? resolve(spec, json[1])?.schema : undefined;
      return schema ? checker.check(schema, value, 'body') : [];
    },
    documentedAnswer(operation: Operation, status: number, exampleName?: string): SandboxResponse {
      const chosen = scenario(operation, {code: status, example: exampleName});
      if (!('unknown' in chosen)) return chosen;
      const given = dialect({kind: 'documented', status}, contextOf(operation));
      return jsonResponse(given.status, given.body, given.note ? {[NOTE_HEADER]: encodeURIComponent(given.note)} : {});
    },
  };
}
