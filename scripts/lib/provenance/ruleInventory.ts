/**
 * Lists every machine-checkable rule the hand-written specs state (issue 27), read from the YAML sources
 * themselves, so each rule is named by the file a person edits and a JSON pointer inside it.
 *
 * A rule is a schema keyword that constrains values (required entries, enum, const, pattern, format, lengths,
 * ranges, item and property counts, uniqueItems, default, additionalProperties: false), a parameter or request
 * body marked required, a declared response status of an operation, and a multipart part's content type.
 * Descriptions and examples are not rules; `$ref`s are followed by walking the file they point to on its own.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {HTTP_METHODS} from '../../../lib/openapi/types';

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
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface ContractRule {
  /** Path relative to `openapi/`, with forward slashes (`people/components/schemas/Person.yaml`). */
  file: string;
  /**
   * JSON pointer of the rule inside the file. A `required` entry is named by the field it requires
   * (`/required/national_id`), not by its position, so reordering the list keeps its source.
   */
  pointer: string;
  kind: RuleKind;
  value: unknown;
}

/** The record file of each folder; it is the team's, never walked as a spec. */
export const RECORD_FILE = 'provenance.yaml';

const KEYWORD_KINDS: Record<string, RuleKind> = {
  enum: 'enum',
  const: 'const',
  pattern: 'pattern',
  format: 'format',
  minLength: 'length',
  maxLength: 'length',
  minimum: 'range',
  maximum: 'range',
  exclusiveMinimum: 'range',
  exclusiveMaximum: 'range',
  multipleOf: 'range',
  minItems: 'count',
  maxItems: 'count',
  minProperties: 'count',
  maxProperties: 'count',
  minContains: 'count',
  maxContains: 'count',
  uniqueItems: 'uniqueItems',
  default: 'default',
};

const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SUBSCHEMA_SINGLE = ['items', 'not', 'contains', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** RFC 6901 escaping of one pointer segment. */
export const escapeSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

class Collector {
  readonly rules: ContractRule[] = [];
  constructor(readonly file: string) {}

  add(pointer: string, kind: RuleKind, value: unknown): void {
    this.rules.push({file: this.file, pointer, kind, value});
  }

  schema(node: unknown, at: string): void {
    if (!isNode(node)) return;
    for (const [keyword, kind] of Object.entries(KEYWORD_KINDS)) {
      if (keyword in node) this.add(`${at}/${keyword}`, kind, node[keyword]);
    }
    if (Array.isArray(node.required)) {
      for (const name of node.required) this.add(`${at}/required/${escapeSegment(String(name))}`, 'required', name);
    }
    if (node.additionalProperties === false) this.add(`${at}/additionalProperties`, 'closed', false);
    if (node.unevaluatedProperties === false) this.add(`${at}/unevaluatedProperties`, 'closed', false);
    for (const key of SUBSCHEMA_LISTS) {
      if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((child, i) => this.schema(child, `${at}/${key}/${i}`));
    }
    for (const key of SUBSCHEMA_SINGLE) this.schema(node[key], `${at}/${key}`);
    if (isNode(node.additionalProperties)) this.schema(node.additionalProperties, `${at}/additionalProperties`);
    for (const key of SUBSCHEMA_MAPS) {
      if (!isNode(node[key])) continue;
      for (const [name, child] of Object.entries(node[key] as Node)) this.schema(child, `${at}/${key}/${escapeSegment(name)}`);
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

/** The rules of one source file, given its path relative to `openapi/` and its parsed YAML. */
export function rulesOfFile(file: string, document: unknown): ContractRule[] {
  const collector = new Collector(file);
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
  return collector.rules;
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

/** Every rule of every spec source under `openapi/`. */
export function listContractRules(openapiDir: string): ContractRule[] {
  return specSourceFiles(openapiDir).flatMap((file) => rulesOfFile(file, parse(readFileSync(path.join(openapiDir, file), 'utf8'))));
}

/** Rule counts by kind, every kind listed (zero included), for the closing figures. */
export function countByKind(rules: ContractRule[]): Record<RuleKind, number> {
  const counts = Object.fromEntries(RULE_KINDS.map((kind) => [kind, 0])) as Record<RuleKind, number>;
  for (const rule of rules) counts[rule.kind] += 1;
  return counts;
}
