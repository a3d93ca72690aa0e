/**
 * The sandbox against a contract-testing tool written by others: Apideck's Portman
 * (`@apideck/portman`, README «Sandbox» says why). For each API, Portman reads the build's published spec
 * (`/openapi/<id>.json`) and the build's published Postman collection (`/openapi/<id>.postman.json`, the
 * requests the code samples make, file parts on static/muestras) and writes a collection with its
 * contract tests on every request (2xx, content type, JSON body, body valid against the documented
 * schema) and its fuzzing variations (a required field removed, a text over its maxLength or under its
 * minLength, a number over its maximum or under its minimum), each expecting the operation's documented
 * validation response. Portman has no enum variation and fuzzes JSON bodies only: two kinds are added
 * through its own `overwrites` extension point (a value outside the enum; a required multipart part
 * removed). newman runs the collection against the local mock.
 *
 * A variation is a fault only if it breaks the contract: one that leaves the request as it was
 * (Portman's fuzzing of a field the example does not send) or whose JSON body still validates against
 * the published schema (a field removed from one `oneOf` branch, a rule the tool does not read) is set
 * aside and counted, never reported as the sandbox's fault. Ajv checks that (scripts/lib/schemaValidator.ts),
 * not the sandbox's own validator.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import newman, {type NewmanRunExecution, type NewmanRunSummary} from 'newman';
import type {ApiService} from '../../config/services';
import {serviceArtifacts} from '../../config/services';
import {resolveRef} from '../../lib/openapi/refs';
import {HTTP_METHODS, type OpenApiDocument, type SpecNode} from '../../lib/openapi/types';
import {generatedDir, repoRoot} from '../../lib/paths';
import {publishedSpecFile, readPublishedSpec} from '../../lib/openapi/publishedSpec';
import {serverBasePath} from '../../plugins/api-reference/codeSamples';
import {schemaValidator} from '../../scripts/lib/schemaValidator';
import {requestsOf, type PostmanItem} from './postmanItems';

const staticDir = path.join(generatedDir, 'static');
const PORTMAN = path.join(repoRoot, 'node_modules', '.bin', 'portman');
export const API_KEY = 'credencial-de-prueba';
export const BEARER_TOKEN = 'token-de-prueba';
/** A value no enum of the eight APIs lists. */
const OUTSIDE_ENUM = 'valor-fuera-de-la-lista';

export const FAULT_KINDS = ['required', 'maxLength', 'minLength', 'maximum', 'minimum', 'enum'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Portman's names for its fuzzing variations, `<request>[falla][maximum length description]`. */
const PORTMAN_KINDS: Record<string, FaultKind> = {
  required: 'required',
  'maximum length': 'maxLength',
  'minimum length': 'minLength',
  'maximum number value': 'maximum',
  'minimum number value': 'minimum',
};
const FUZZ_NAME =
  /^(.*)\[falla\]\[(required|maximum length|minimum length|maximum number value|minimum number value) (.*?)\](?: \[example \d+\])?$/;
/** The variations added through `overwrites`: `<request>[fuera del enum: type]`, `<request>[sin la parte: file]`. */
const OVERWRITE_NAME = /^(.*)\[(fuera del enum|sin la parte): (.*)\]$/;

/** Statuses that answer something else than the request's fields (credentials, a missing record, a conflict). */
const NOT_VALIDATION = new Set(['401', '403', '404', '405', '409']);

interface OperationRef {
  method: string;
  path: string;
  operation: SpecNode;
}

export function operationsOf(spec: OpenApiDocument): OperationRef[] {
  return Object.entries<SpecNode>(spec.paths ?? {}).flatMap(([route, rawItem]) => {
    const item = resolveRef(spec, rawItem);
    return HTTP_METHODS.filter((method) => item?.[method]).map((method) => ({method, path: route, operation: item[method]}));
  });
}

/** The 4xx statuses an operation documents for a request whose fields break its rules. */
export function validationStatuses(operation: SpecNode): string[] {
  return Object.keys(operation.responses ?? {}).filter((status) => /^4\d\d$/.test(status) && !NOT_VALIDATION.has(status));
}

/** `POST /people/{id}/upload-ine` for a collection item, the API's base path already removed. */
const itemKey = (item: PostmanItem) =>
  `${String(item.request?.method).toLowerCase()} /${(item.request?.url?.path ?? []).join('/')}`.replace(/\/:([^/]+)/g, '/{$1}');

/** The published collection with its requests under `{{baseUrl}}` (Portman maps them to the spec's paths) and without their own tests. */
function rebasedCollection(collection: {item: PostmanItem[]}, basePath: string): {item: PostmanItem[]} {
  const baseSegments = basePath.split('/').filter(Boolean);
  const rebase = (items: PostmanItem[]): PostmanItem[] =>
    items.map((entry) => {
      if (entry.item) return {...entry, item: rebase(entry.item)};
      const url = entry.request?.url as SpecNode;
      const segments: string[] = url.path.slice(baseSegments.length);
      const query = (url.query ?? []).map((parameter: SpecNode) => `${parameter.key}=${parameter.value ?? ''}`).join('&');
      return {
        ...entry,
        event: (entry.event ?? []).filter((event) => event.listen !== 'test'),
        request: {
          ...entry.request,
          url: {...url, host: ['{{baseUrl}}'], path: segments, raw: `{{baseUrl}}/${segments.join('/')}${query ? `?${query}` : ''}`},
        },
      };
    });
  return {...collection, item: rebase(collection.item)};
}

const jsonBodyOf = (item: PostmanItem): unknown => {
  const raw = (item.request as SpecNode)?.body?.raw;
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** The schema with `$ref`s followed and `allOf` members' properties merged (what a field path walks through). */
function fieldSchema(spec: OpenApiDocument, raw: SpecNode): SpecNode {
  const schema = resolveRef(spec, raw) ?? {};
  if (!Array.isArray(schema.allOf)) return schema;
  const members = schema.allOf.map((member: SpecNode) => fieldSchema(spec, member));
  return {
    ...schema,
    properties: Object.assign({}, ...members.map((member: SpecNode) => member.properties ?? {}), schema.properties ?? {}),
  };
}

const hasEnum = (schema: SpecNode) => Array.isArray(schema?.enum) && schema.enum.length > 0;

/** Dotted paths (`config.type`, `steps[0].key`) of the enum fields a JSON value sends. */
function enumPaths(spec: OpenApiDocument, rawSchema: SpecNode, value: unknown, prefix = ''): string[] {
  const schema = fieldSchema(spec, rawSchema);
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    const items = fieldSchema(spec, schema.items);
    return hasEnum(items) ? [`${prefix}[0]`] : enumPaths(spec, items, value[0], `${prefix}[0]`);
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, fieldValue]) => {
    const property = fieldSchema(spec, schema.properties?.[name]);
    const fieldPath = prefix ? `${prefix}.${name}` : name;
    return hasEnum(property) ? [fieldPath] : enumPaths(spec, property, fieldValue, fieldPath);
  });
}

interface Variation {
  name: string;
  overwrites: SpecNode[];
}

/** The variations Portman lacks, written as its `overwrites`: a value outside an enum, a required multipart part removed. */
function overwriteVariations(spec: OpenApiDocument, operation: SpecNode, item: PostmanItem): Variation[] {
  const variations: Variation[] = [];
  const request = item.request as SpecNode;
  const content = resolveRef(spec, operation.requestBody)?.content ?? {};
  const jsonType = Object.keys(content).find((type) => /json/i.test(type));
  const body = jsonBodyOf(item);
  if (jsonType && body !== undefined) {
    for (const key of enumPaths(spec, content[jsonType].schema, body))
      variations.push({
        name: `fuera del enum: ${key}`,
        overwrites: [{overwriteRequestBody: [{key, value: OUTSIDE_ENUM, overwrite: true}]}],
      });
  }
  const formType = Object.keys(content).find((type) => type.startsWith('multipart/'));
  if (formType && request?.body?.mode === 'formdata') {
    const schema = fieldSchema(spec, content[formType].schema);
    const sent = new Set<string>(request.body.formdata.map((part: SpecNode) => part.key));
    // A part with an enum is sent outside it, added when the published request leaves it out (Portman inserts it).
    for (const name of Object.keys(schema.properties ?? {})) {
      if (hasEnum(fieldSchema(spec, schema.properties[name])))
        variations.push({
          name: `fuera del enum: ${name}`,
          overwrites: [{overwriteRequestBody: [{key: name, value: OUTSIDE_ENUM, overwrite: true}]}],
        });
    }
    for (const name of schema.required ?? []) {
      if (sent.has(name))
        variations.push({name: `sin la parte: ${name}`, overwrites: [{overwriteRequestBody: [{key: name, remove: true}]}]});
    }
  }
  for (const raw of [...(operation.parameters ?? [])]) {
    const parameter = resolveRef(spec, raw);
    const sent = (request?.url?.query ?? []).some((query: SpecNode) => query.key === parameter?.name);
    if (parameter?.in === 'query' && sent && hasEnum(fieldSchema(spec, parameter.schema)))
      variations.push({
        name: `fuera del enum: ${parameter.name}`,
        overwrites: [{overwriteRequestQueryParams: [{key: parameter.name, value: OUTSIDE_ENUM, overwrite: true}]}],
      });
  }
  return variations;
}

const FUZZ_ALL = {
  requiredFields: {enabled: true},
  minimumNumberFields: {enabled: true},
  maximumNumberFields: {enabled: true},
  minLengthFields: {enabled: true},
  maxLengthFields: {enabled: true},
};

/**
 * The tests a fault variation carries: Portman's contract tests against the documented validation
 * response. Where an operation documents two (Lexi's court search: 400 and 422, «sin reparto de causas»,
 * openapi/README.md), either is the documented answer: the status test is one of them, the body is checked
 * against the last one's schema (the same schema in every such operation, or a `oneOf` that holds the other).
 */
function faultTests(statuses: string[]): SpecNode {
  const single = statuses.length === 1;
  return {
    contractTests: [
      {statusCode: {enabled: single}, contentType: {enabled: true}, jsonBody: {enabled: true}, schemaValidation: {enabled: true}},
    ],
    ...(single
      ? {}
      : {
          extendTests: [
            {
              tests: [
                `pm.test('Estado documentado para una petición inválida (${statuses.join(' o ')})', function () { pm.expect([${statuses.join(', ')}]).to.include(pm.response.code); });`,
              ],
            },
          ],
        }),
  };
}

/** Portman's configuration for one API: contract tests everywhere, fault variations where the operation documents a validation response. */
function portmanConfig(spec: OpenApiDocument, items: Map<string, PostmanItem>): object {
  const variationTests = operationsOf(spec).flatMap(({method, path: route, operation}) => {
    const statuses = validationStatuses(operation);
    const item = items.get(`${method} ${route}`);
    if (statuses.length === 0 || !item || !operation.operationId) return [];
    const tests = faultTests(statuses);
    return [
      {
        openApiOperationId: operation.operationId,
        openApiResponse: statuses[statuses.length - 1],
        variations: [
          {name: 'falla', fuzzing: [{requestBody: [FUZZ_ALL], requestQueryParams: [FUZZ_ALL]}], tests},
          ...overwriteVariations(spec, operation, item).map((variation) => ({...variation, tests})),
        ],
      },
    ];
  });
  const contract = (test: string) => ({openApiOperation: '*::/*', [test]: {enabled: true}});
  return {
    version: 1.0,
    tests: {
      contractTests: [contract('statusSuccess'), contract('contentType'), contract('jsonBody'), contract('schemaValidation')],
      variationTests,
    },
  };
}

export interface PreparedApi {
  service: ApiService;
  spec: OpenApiDocument;
  /** The collection Portman wrote. */
  collection: {item: PostmanItem[]};
  /** Base path of the API under the mock's origin (`/onboarding`). */
  basePath: string;
  /** Each published request's operation, by the request's name. */
  operations: Map<string, OperationRef>;
}

/** Runs Portman on an API's published spec and collection, in a folder of its own (it writes `tmp/` in its working dir). */
export async function preparePortman(service: ApiService, workDir: string): Promise<PreparedApi> {
  const spec = readPublishedSpec(staticDir, service);
  const basePath = serverBasePath(spec);
  const published = JSON.parse(readFileSync(path.join(staticDir, serviceArtifacts(service).postman.replace(/^\//, '')), 'utf8'));
  const rebased = rebasedCollection(published, basePath);
  const byKey = new Map(requestsOf(rebased.item).map((item) => [itemKey(item), item]));
  const operations = new Map<string, OperationRef>();
  for (const ref of operationsOf(spec)) {
    const item = byKey.get(`${ref.method} ${ref.path}`);
    if (item?.name) operations.set(item.name, ref);
  }
  const folder = path.join(workDir, service.id);
  mkdirSync(folder, {recursive: true});
  const files = {
    collection: path.join(folder, 'publicada.postman.json'),
    config: path.join(folder, 'portman-config.json'),
    output: path.join(folder, 'portman.postman.json'),
  };
  writeFileSync(files.collection, JSON.stringify(rebased));
  writeFileSync(files.config, JSON.stringify(portmanConfig(spec, byKey), null, 2));
  await promisify(execFile)(
    PORTMAN,
    [
      '--local',
      publishedSpecFile(staticDir, service),
      '--localPostman',
      files.collection,
      '--portmanConfigFile',
      files.config,
      '--output',
      files.output,
    ],
    {cwd: folder, maxBuffer: 64 * 1024 * 1024, env: {...process.env, NODE_NO_WARNINGS: '1'}},
  );
  return {service, spec, basePath, operations, collection: JSON.parse(readFileSync(files.output, 'utf8'))};
}

export function runNewman(collection: object, baseUrl: string): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) =>
    newman.run(
      {
        collection,
        envVar: [
          {key: 'baseUrl', value: baseUrl},
          {key: 'API_KEY', value: API_KEY},
          {key: 'bearerToken', value: BEARER_TOKEN},
        ],
        // The published collections name their sample files relative to the site's static folder (muestras/…).
        workingDir: path.join(repoRoot, 'static'),
        insecureFileRead: false,
        timeoutRequest: 30_000,
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    ),
  );
}

export type Verdict =
  | {kind: 'valid'; ok: boolean}
  | {kind: 'fault'; fault: FaultKind; ok: boolean}
  /** A variation that is no fault: the request left as it was, or a body that still keeps the contract. */
  | {kind: 'set-aside'; fault: FaultKind; reason: 'sin cambio' | 'sigue siendo válida'};

export interface Outcome {
  name: string;
  status?: number;
  verdict: Verdict;
  failures: string[];
}

const requestSignature = (execution: NewmanRunExecution) => {
  const request = execution.request.toJSON() as SpecNode;
  return JSON.stringify([request.method, execution.request.url.toString(), request.body ?? null]);
};

/** Each request's verdict: a valid request must get a schema-valid 2xx, a fault the documented error. */
export function judge(api: PreparedApi, summary: NewmanRunSummary): Outcome[] {
  const validate = schemaValidator(api.spec);
  const executions = summary.run.executions;
  const baseline = new Map(
    executions.filter((execution) => !isVariation(execution.item.name)).map((e) => [e.item.name, requestSignature(e)]),
  );
  return executions.map((execution) => {
    const name = execution.item.name;
    const failures = (execution.assertions ?? [])
      .filter((assertion) => assertion.error)
      .map((assertion) => `${assertion.assertion}: ${assertion.error?.message}`);
    const ok = failures.length === 0;
    const status = execution.response?.code;
    const fuzz = FUZZ_NAME.exec(name);
    const added = OVERWRITE_NAME.exec(name);
    if (!fuzz && !added) return {name, status, failures, verdict: {kind: 'valid', ok}};
    const base = fuzz ? fuzz[1] : added![1];
    const fault: FaultKind = fuzz ? PORTMAN_KINDS[fuzz[2]] : added![2] === 'fuera del enum' ? 'enum' : 'required';
    if (baseline.get(base) === requestSignature(execution))
      return {name, status, failures, verdict: {kind: 'set-aside', fault, reason: 'sin cambio'}};
    const ref = api.operations.get(base);
    const media = resolveRef(api.spec, ref?.operation.requestBody)?.content ?? {};
    const jsonType = Object.keys(media).find((type) => /json/i.test(type));
    const raw = (execution.request.toJSON() as SpecNode).body?.raw;
    if (jsonType && typeof raw === 'string') {
      let sent: unknown;
      try {
        sent = JSON.parse(raw);
      } catch {
        sent = undefined;
      }
      if (sent !== undefined && validate(media[jsonType].schema, sent).length === 0)
        return {name, status, failures, verdict: {kind: 'set-aside', fault, reason: 'sigue siendo válida'}};
    }
    return {name, status, failures, verdict: {kind: 'fault', fault, ok: ok && status !== undefined && status >= 400 && status < 500}};
  });
}

const isVariation = (name: string) => FUZZ_NAME.test(name) || OVERWRITE_NAME.test(name);

export interface Figures {
  api: string;
  operations: number;
  valid: number;
  valid2xx: number;
  faults: Record<FaultKind, {generated: number; answered: number; setAside: number}>;
}

export function figuresOf(api: string, operations: number, outcomes: Outcome[]): Figures {
  const faults = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, {generated: 0, answered: 0, setAside: 0}])) as Figures['faults'];
  let valid = 0;
  let valid2xx = 0;
  for (const {verdict} of outcomes) {
    if (verdict.kind === 'valid') {
      valid++;
      if (verdict.ok) valid2xx++;
    } else if (verdict.kind === 'fault') {
      faults[verdict.fault].generated++;
      if (verdict.ok) faults[verdict.fault].answered++;
    } else faults[verdict.fault].setAside++;
  }
  return {api, operations, valid, valid2xx, faults};
}

/** The figures as the test prints them: one line per API and the totals. */
export function figuresTable(rows: Figures[]): string {
  const total: Figures = {
    api: 'total',
    operations: rows.reduce((sum, row) => sum + row.operations, 0),
    valid: rows.reduce((sum, row) => sum + row.valid, 0),
    valid2xx: rows.reduce((sum, row) => sum + row.valid2xx, 0),
    faults: Object.fromEntries(
      FAULT_KINDS.map((kind) => [
        kind,
        {
          generated: rows.reduce((sum, row) => sum + row.faults[kind].generated, 0),
          answered: rows.reduce((sum, row) => sum + row.faults[kind].answered, 0),
          setAside: rows.reduce((sum, row) => sum + row.faults[kind].setAside, 0),
        },
      ]),
    ) as Figures['faults'],
  };
  const line = (row: Figures) =>
    [
      row.api.padEnd(12),
      `operaciones ${row.operations}`,
      `válidas ${row.valid2xx}/${row.valid} con 2xx`,
      ...FAULT_KINDS.map(
        (kind) => `${kind} ${row.faults[kind].answered}/${row.faults[kind].generated} (+${row.faults[kind].setAside} apartadas)`,
      ),
    ].join(' · ');
  return [...rows, total].map(line).join('\n');
}
