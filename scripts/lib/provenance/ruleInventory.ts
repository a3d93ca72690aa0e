/**
 * Lists every machine-checkable rule the hand-written specs state (issues 27 and 37), read from the YAML sources
 * themselves, so each rule is named by the file a person edits and a JSON pointer inside it.
 *
 * A rule is a schema keyword that constrains values (required entries, enum, const, pattern, format, lengths,
 * ranges, item and property counts, uniqueItems, default, additionalProperties: false), a condition between fields
 * (`dependentRequired`, `dependentSchemas`, `if`, an `anyOf`/`oneOf` whose options are not just JSON types, `not`,
 * `contains`, a `patternProperties` key), a parameter or request body marked required, a declared response status
 * of an operation, and a multipart part's content type. Descriptions and examples are not rules; `$ref`s are
 * followed by walking the file they point to on its own (and read only to tell the JSON types of an option).
 * Every keyword of a schema object must be known (schemaKeywords.ts): an unknown one is reported, never skipped.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {HTTP_METHODS} from '../../../lib/openapi/types';
import {isKnownKeyword, VALUE_KEYWORD_KINDS} from './schemaKeywords';

export const RULE_KINDS = [
  'required',
  'enum',
  'const',
  'pattern',
  'format',
  'length',
  'range',
  'count',
  'uniqueItems',
  'default',
  'closed',
  'status',
  'partType',
  'dependentRequired',
  'conditional',
  'alternatives',
  'contains',
  'negation',
  'keyPattern',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** The kinds that tie fields to each other (issue 37): their value names the fields and values the quote must name. */
export const CONDITION_KINDS: RuleKind[] = ['dependentRequired', 'conditional', 'alternatives', 'contains', 'negation'];

export interface ContractRule {
  /** Path relative to `openapi/`, with forward slashes (`people/components/schemas/Person.yaml`). */
  file: string;
  /**
   * JSON pointer of the rule inside the file. A `required` entry is named by the field it requires
   * (`/required/national_id`), not by its position, so reordering the list keeps its source.
   */
  pointer: string;
  kind: RuleKind;
  /** For a condition kind, `{names}`: every field and value it names (`['name', 'postal_code']`). */
  value: unknown;
}

/** A keyword of a schema object the inventory does not know, so it cannot say whether it is a rule. */
export interface UnknownKeyword {
  file: string;
  pointer: string;
  keyword: string;
}

/** The node a `$ref` of `fromFile` points to, and the file it lives in; undefined when it cannot be read. */
export type RefResolver = (fromFile: string, ref: string) => {file: string; node: unknown} | undefined;

/** The record file of each folder; it is the team's, never walked as a spec. */
export const RECORD_FILE = 'provenance.yaml';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** RFC 6901 escaping of one pointer segment. */
export const escapeSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every field and value an inline schema names: `required` entries, `dependentRequired` fields, property names of an
 * `if` test, and `const`/`enum` values, at any depth (a `$ref` is not followed: its file has its own rules).
 */
function namesIn(node: unknown, withProperties = false, names = new Set<string>()): string[] {
  if (Array.isArray(node)) node.forEach((item) => namesIn(item, withProperties, names));
  if (!isNode(node)) return [...names];
  if (Array.isArray(node.required)) node.required.forEach((name) => names.add(String(name)));
  if (node.const !== undefined && node.const !== null && typeof node.const !== 'object') names.add(String(node.const));
  if (Array.isArray(node.enum))
    node.enum.filter((value) => value !== null && typeof value !== 'object').forEach((value) => names.add(String(value)));
  if (isNode(node.dependentRequired))
    for (const [field, list] of Object.entries(node.dependentRequired))
      [field, ...(Array.isArray(list) ? list : [])].forEach((name) => names.add(String(name)));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value)) {
      if (withProperties) Object.keys(value).forEach((name) => names.add(name));
      Object.values(value).forEach((child) => namesIn(child, withProperties, names));
    } else if (['allOf', 'anyOf', 'oneOf', 'items', 'contains', 'then', 'else', 'not', 'if'].includes(key))
      namesIn(value, withProperties, names);
  }
  return [...names];
}

class Collector {
  readonly rules: ContractRule[] = [];
  readonly unknown: UnknownKeyword[] = [];
  constructor(
    readonly file: string,
    private readonly resolveRef?: RefResolver,
  ) {}

  add(pointer: string, kind: RuleKind, value: unknown): void {
    this.rules.push({file: this.file, pointer, kind, value});
  }

  /** The JSON types a schema admits, when they can be told (`$ref`s read through the resolver); else undefined. */
  private jsonTypes(node: unknown, file: string, depth = 0): Set<string> | undefined {
    if (!isNode(node) || depth > 8) return undefined;
    if (typeof node.$ref === 'string') {
      const target = this.resolveRef?.(file, node.$ref);
      return target ? this.jsonTypes(target.node, target.file, depth + 1) : undefined;
    }
    const declared = Array.isArray(node.type) ? node.type : typeof node.type === 'string' ? [node.type] : undefined;
    if (declared) return new Set(declared.map((type) => (type === 'integer' ? 'number' : String(type))));
    for (const key of ['oneOf', 'anyOf']) {
      if (!Array.isArray(node[key])) continue;
      const sets = (node[key] as unknown[]).map((branch) => this.jsonTypes(branch, file, depth + 1));
      return sets.every(Boolean) ? new Set(sets.flatMap((set) => [...set!])) : undefined;
    }
    if (Array.isArray(node.allOf)) {
      // Every part holds at once: the first part whose types are known bounds them (an envelope `$ref` is an object).
      for (const part of node.allOf) {
        const types = this.jsonTypes(part, file, depth + 1);
        if (types) return types;
      }
    }
    if (isNode(node.properties) || Array.isArray(node.required)) return new Set(['object']);
    if (node.items !== undefined) return new Set(['array']);
    return undefined;
  }

  /** An `anyOf`/`oneOf` whose options differ only in JSON type (an object or `null`): a type, shape like `type`. */
  private isTypeUnion(branches: unknown[]): boolean {
    const seen = new Set<string>();
    for (const branch of branches) {
      const types = this.jsonTypes(branch, this.file);
      if (!types) return false;
      for (const type of types) {
        if (seen.has(type)) return false;
        seen.add(type);
      }
    }
    return true;
  }

  schema(node: unknown, at: string): void {
    if (!isNode(node)) return;
    for (const keyword of Object.keys(node)) {
      if (!isKnownKeyword(keyword)) this.unknown.push({file: this.file, pointer: `${at}/${escapeSegment(keyword)}`, keyword});
    }
    for (const [keyword, kind] of Object.entries(VALUE_KEYWORD_KINDS)) {
      if (keyword in node) this.add(`${at}/${keyword}`, kind, node[keyword]);
    }
    if (Array.isArray(node.required)) {
      for (const name of node.required) this.add(`${at}/required/${escapeSegment(String(name))}`, 'required', name);
    }
    this.conditions(node, at);
    if (node.additionalProperties === false) this.add(`${at}/additionalProperties`, 'closed', false);
    if (node.unevaluatedProperties === false) this.add(`${at}/unevaluatedProperties`, 'closed', false);
    for (const key of ['allOf', 'prefixItems']) {
      if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((child, i) => this.schema(child, `${at}/${key}/${i}`));
    }
    for (const key of ['items', 'then', 'else', 'propertyNames', 'unevaluatedItems']) this.schema(node[key], `${at}/${key}`);
    for (const key of ['additionalProperties', 'unevaluatedProperties']) {
      if (isNode(node[key])) this.schema(node[key], `${at}/${key}`);
    }
    for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas']) {
      if (!isNode(node[key])) continue;
      for (const [name, child] of Object.entries(node[key] as Node)) this.schema(child, `${at}/${key}/${escapeSegment(name)}`);
    }
  }

  /**
   * The conditions of one schema object. `if`, `contains` and `not` are tests: their content is the condition's
   * value, not a rule of its own, so they are not walked; the options of an `anyOf`/`oneOf` and the `then`/`else`
   * and `dependentSchemas` subschemas are (their rules hold when the condition does, and need a source too).
   */
  private conditions(node: Node, at: string): void {
    if (isNode(node.dependentRequired)) {
      for (const [field, list] of Object.entries(node.dependentRequired))
        this.add(`${at}/dependentRequired/${escapeSegment(field)}`, 'dependentRequired', {
          names: [field, ...(Array.isArray(list) ? list : [])].map(String),
        });
    }
    if (isNode(node.dependentSchemas)) {
      for (const field of Object.keys(node.dependentSchemas))
        this.add(`${at}/dependentSchemas/${escapeSegment(field)}`, 'conditional', {names: [field]});
    }
    if (node.if !== undefined) this.add(`${at}/if`, 'conditional', {names: namesIn(node.if, true)});
    if (node.contains !== undefined) this.add(`${at}/contains`, 'contains', {names: namesIn(node.contains)});
    if (node.not !== undefined) this.add(`${at}/not`, 'negation', {names: namesIn(node.not, true)});
    if (isNode(node.patternProperties)) {
      for (const pattern of Object.keys(node.patternProperties))
        this.add(`${at}/patternProperties/${escapeSegment(pattern)}`, 'keyPattern', pattern);
    }
    for (const key of ['anyOf', 'oneOf']) {
      if (!Array.isArray(node[key])) continue;
      const branches = node[key] as unknown[];
      if (!this.isTypeUnion(branches))
        this.add(`${at}/${key}`, 'alternatives', {names: namesIn(branches.filter((branch) => isNode(branch) && !('$ref' in branch)))});
      branches.forEach((child, i) => this.schema(child, `${at}/${key}/${i}`));
    }
  }

  media(content: unknown, at: string): void {
    if (!isNode(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (!isNode(media)) continue;
      const mediaAt = `${at}/${escapeSegment(type)}`;
      this.schema(media.schema, `${mediaAt}/schema`);
      if (!isNode(media.encoding)) continue;
      for (const [part, encoding] of Object.entries(media.encoding)) {
        if (isNode(encoding) && 'contentType' in encoding)
          this.add(`${mediaAt}/encoding/${escapeSegment(part)}/contentType`, 'partType', encoding.contentType);
      }
    }
  }

  parameter(node: unknown, at: string): void {
    if (!isNode(node) || '$ref' in node) return;
    // A path parameter is required by OpenAPI itself (`required: true` is mandatory there), not by this contract.
    if (node.required === true && node.in !== 'path') this.add(`${at}/required`, 'required', true);
    this.schema(node.schema, `${at}/schema`);
    this.media(node.content, `${at}/content`);
  }

  requestBody(node: unknown, at: string): void {
    if (!isNode(node) || '$ref' in node) return;
    if (node.required === true) this.add(`${at}/required`, 'required', true);
    this.media(node.content, `${at}/content`);
  }

  header(node: unknown, at: string): void {
    if (!isNode(node) || '$ref' in node) return;
    if (node.required === true) this.add(`${at}/required`, 'required', true);
    this.schema(node.schema, `${at}/schema`);
  }

  response(node: unknown, at: string): void {
    if (!isNode(node) || '$ref' in node) return;
    this.media(node.content, `${at}/content`);
    if (!isNode(node.headers)) return;
    for (const [name, header] of Object.entries(node.headers)) this.header(header, `${at}/headers/${escapeSegment(name)}`);
  }

  operation(node: unknown, at: string): void {
    if (!isNode(node)) return;
    if (Array.isArray(node.parameters)) node.parameters.forEach((p, i) => this.parameter(p, `${at}/parameters/${i}`));
    this.requestBody(node.requestBody, `${at}/requestBody`);
    if (!isNode(node.responses)) return;
    for (const [status, response] of Object.entries(node.responses)) {
      const responseAt = `${at}/responses/${escapeSegment(status)}`;
      this.add(responseAt, 'status', status);
      this.response(response, responseAt);
    }
  }

  pathItem(node: unknown, at: string): void {
    if (!isNode(node)) return;
    if (Array.isArray(node.parameters)) node.parameters.forEach((p, i) => this.parameter(p, `${at}/parameters/${i}`));
    for (const method of HTTP_METHODS) this.operation(node[method], `${at}/${method}`);
  }
}

/** The kind of OpenAPI object a source file holds, from where it lives (see openapi/README.md). */
function fileRole(file: string): keyof Collector | 'document' | 'none' {
  const parts = file.split('/');
  if (parts.length === 2 && parts[1] === 'openapi.yaml') return 'document';
  if (parts[1] === 'paths' || parts[1] === 'webhooks') return 'pathItem';
  if (parts[1] !== 'components') return 'none';
  const roles: Record<string, keyof Collector> = {
    schemas: 'schema',
    responses: 'response',
    parameters: 'parameter',
    requestBodies: 'requestBody',
    headers: 'header',
  };
  return roles[parts[2]] ?? 'none';
}

/** What one source file states: its rules, and the keywords of its schemas the inventory does not know. */
export interface FileInventory {
  rules: ContractRule[];
  unknown: UnknownKeyword[];
}

/**
 * The rules of one source file, given its path relative to `openapi/` and its parsed YAML; `resolveRef` reads what a
 * `$ref` points to, to tell an `anyOf`/`oneOf` of JSON types from one of alternatives.
 */
export function inventoryOfFile(file: string, document: unknown, resolveRef?: RefResolver): FileInventory {
  const collector = new Collector(file, resolveRef);
  const role = fileRole(file);
  if (role === 'document') {
    // The root holds only references (openapi/README.md), but inline paths or components still count.
    const root = isNode(document) ? document : {};
    for (const [route, item] of Object.entries(isNode(root.paths) ? root.paths : {}))
      collector.pathItem(item, `/paths/${escapeSegment(route)}`);
    for (const [name, item] of Object.entries(isNode(root.webhooks) ? root.webhooks : {}))
      collector.pathItem(item, `/webhooks/${escapeSegment(name)}`);
  } else if (role !== 'none') {
    (collector[role] as (node: unknown, at: string) => void).call(collector, document, '');
  }
  return {rules: collector.rules, unknown: collector.unknown};
}

/** The rules of one source file (see inventoryOfFile). */
export const rulesOfFile = (file: string, document: unknown, resolveRef?: RefResolver): ContractRule[] =>
  inventoryOfFile(file, document, resolveRef).rules;

/** Follows RFC 6901 pointer segments (`/properties/a~1b`) inside a parsed document. */
function atPointer(node: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((current, segment) => (isNode(current) || Array.isArray(current) ? (current as Node)[segment] : undefined), node);
}

/** A resolver over the YAML sources of `openapiDir`, each file parsed once. */
export function fileRefResolver(openapiDir: string): RefResolver {
  const parsed = new Map<string, unknown>();
  const read = (file: string): unknown => {
    if (!parsed.has(file)) {
      try {
        parsed.set(file, parse(readFileSync(path.join(openapiDir, file), 'utf8')));
      } catch {
        parsed.set(file, undefined);
      }
    }
    return parsed.get(file);
  };
  return (fromFile, ref) => {
    const [target, fragment = ''] = ref.split('#');
    const file = target === '' ? fromFile : path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target));
    const document = read(file);
    if (document === undefined) return undefined;
    return {file, node: fragment ? atPointer(document, fragment) : document};
  };
}

/** Every YAML source under `openapi/` except the record files, relative to it, sorted. */
export function specSourceFiles(openapiDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.yaml') && entry.name !== RECORD_FILE ? [path.relative(openapiDir, full).split(path.sep).join('/')] : [];
    });
  return walk(openapiDir).sort();
}

/** Every rule of every spec source under `openapi/`, and every schema keyword the inventory does not know. */
export function inventoryContract(openapiDir: string): FileInventory {
  const resolveRef = fileRefResolver(openapiDir);
  const inventories = specSourceFiles(openapiDir).map((file) =>
    inventoryOfFile(file, parse(readFileSync(path.join(openapiDir, file), 'utf8')), resolveRef),
  );
  return {rules: inventories.flatMap((inventory) => inventory.rules), unknown: inventories.flatMap((inventory) => inventory.unknown)};
}

/** Every rule of every spec source under `openapi/`. */
export const listContractRules = (openapiDir: string): ContractRule[] => inventoryContract(openapiDir).rules;

/** One Spanish line per unknown keyword, naming the file and the pointer (the provenance test fails on any). */
export const unknownKeywordProblems = (unknown: UnknownKeyword[]): string[] =>
  unknown.map(
    ({file, pointer, keyword}) =>
      `${file}#${pointer}: palabra clave «${keyword}» desconocida; el inventario de reglas no sabe si restringe valores (añádela a scripts/lib/provenance/schemaKeywords.ts con su tipo o quítala)`,
  );

/** Rule counts by kind, every kind listed (zero included), for the closing figures. */
export function countByKind(rules: ContractRule[]): Record<RuleKind, number> {
  const counts = Object.fromEntries(RULE_KINDS.map((kind) => [kind, 0])) as Record<RuleKind, number>;
  for (const rule of rules) counts[rule.kind] += 1;
  return counts;
}
