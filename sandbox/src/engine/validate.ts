/**
 * A value against a schema of the spec (JSON Schema 2020-12), with @cfworker/json-schema: it
 * validates without generating code, so it runs in the browser under a CSP without 'unsafe-eval'
 * and in Node alike. Each failure becomes an Issue (field path, rule, the rule's value), which the
 * API's dialect turns into that API's own wording.
 */
import {Validator, type OutputUnit, type Schema} from '@cfworker/json-schema';
import {brokenCondition, type Condition} from './conditions';
import {reachableComponents, resolve} from './refs';
import {copySchema, copySchemaComponents, type SchemaCopyOptions} from './schemaCopy';
import type {SpecDocument, SpecNode} from './types';

export type Rule =
  /** `condition`: the condition between fields that makes it obligatory (a `then`, a `dependentRequired`). */
  | {kind: 'required'; condition?: Condition}
  /** A choice of requirements none of whose options holds (`file` or `tmp_file_id`); `fields`: every field it names. */
  | {kind: 'condition'; condition: Condition; fields: string[]}
  | {kind: 'type'; types: string[]}
  | {kind: 'maxLength' | 'minLength'; limit: number; exact?: number}
  | {kind: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'minItems' | 'maxItems'; limit: number}
  | {kind: 'enum'; values: unknown[]}
  | {kind: 'const'; value: unknown}
  | {kind: 'pattern'; pattern: string}
  | {kind: 'format'; format: string}
  | {kind: 'uniqueItems'}
  | {kind: 'additionalProperties'}
  | {kind: 'fileType'; accepted: string}
  | {kind: 'fileSize'; kilobytes: number}
  | {kind: 'file'}
  | {kind: 'other'; keyword: string}
  /** A request the contract accepts but the sandbox's state refuses (a code never sent): the reason, in Spanish. */
  | {kind: 'state'; reason: string};

export interface Issue {
  in: 'body' | 'query' | 'header' | 'path';
  /** Field path segments from the body's root (`['signers', 0, 'name']`), or the parameter's name. */
  path: Array<string | number>;
  rule: Rule;
}

const WRAPPERS = new Set([
  'properties',
  'items',
  'prefixItems',
  'allOf',
  '$ref',
  '$dynamicRef',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'contains',
  'patternProperties',
  'propertyNames',
  'additionalItems',
  'unevaluatedItems',
]);
const CHOICES = new Set(['anyOf', 'oneOf']);

/** Annotations only; example values carry `id` fields the validator would take for schema ids. */
const isAnnotation = (keyword: string) =>
  keyword === 'example' || keyword === 'examples' || keyword === 'description' || keyword.startsWith('x-');

/**
 * The schema as a request is checked against it: annotations left out keyword by keyword (a field
 * named `description` or `example` is a field, schemaCopy.ts), and what the client never sends
 * (readOnly) dropped from `required`.
 */
const REQUEST_COPY: SchemaCopyOptions = {
  drop: isAnnotation,
  adjust(copy, original) {
    if (Array.isArray(original.required) && original.properties && typeof original.properties === 'object') {
      copy.required = original.required.filter((name: string) => original.properties[name]?.readOnly !== true);
    }
  },
};

const segmentsOf = (location: string) =>
  location
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment.replace(/~1/g, '/').replace(/~0/g, '~')));

export class SchemaChecker {
  private readonly components: SpecNode;
  private readonly validators = new WeakMap<object, {validator: Validator; root: SpecNode}>();

  constructor(private readonly spec: SpecDocument) {
    // Schemas `$ref` only into components.schemas; each entry is a schema, whatever its name.
    this.components = {schemas: copySchemaComponents(spec.components?.schemas, REQUEST_COPY)};
  }

  /** The schema with the components it reaches beside it, so `#/components/...` resolves. */
  private rootOf(schema: SpecNode): SpecNode {
    const prepared = copySchema(schema, REQUEST_COPY);
    return {...prepared, components: reachableComponents(this.components, prepared)};
  }

  private validator(schema: object): {validator: Validator; root: SpecNode} {
    let compiled = this.validators.get(schema);
    if (!compiled) {
      const root = this.rootOf(schema);
      compiled = {validator: new Validator(root as Schema, '2020-12', false), root};
      this.validators.set(schema, compiled);
    }
    return compiled;
  }

  /** Builds the validator of `schema` now, so its first check does not. */
  prepare(schema: SpecNode): void {
    if (schema && typeof schema === 'object') this.validator(schema);
  }

  /** The issues of `value` against `schema`, field paths prefixed by `prefix`. */
  check(schema: SpecNode, value: unknown, where: Issue['in'], prefix: Array<string | number> = []): Issue[] {
    if (schema === true || schema === undefined || schema === null) return [];
    if (schema === false) return [{in: where, path: prefix, rule: {kind: 'other', keyword: 'false'}}];
    const {validator, root} = this.validator(schema);
    const {valid, errors} = validator.validate(value);
    if (valid) return [];
    const choiceLocations = errors.filter((error) => CHOICES.has(error.keyword)).map((error) => error.keywordLocation);
    const issues: Issue[] = [];
    const seen = new Set<string>();
    const add = (issue: Issue) => {
      const key = JSON.stringify([issue.in, issue.path, issue.rule]);
      if (!seen.has(key)) {
        seen.add(key);
        issues.push(issue);
      }
    };
    for (const error of errors as OutputUnit[]) {
      if (WRAPPERS.has(error.keyword)) continue;
      if (choiceLocations.some((location) => error.keywordLocation.startsWith(`${location}/`))) continue;
      const instancePath = segmentsOf(error.instanceLocation).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
      const path = [...prefix, ...instancePath];
      const keywordSchema = this.keywordSchema(root, error.keywordLocation);
      const keywordValue = keywordSchema?.[error.keyword];
      const broken = brokenCondition(error, (location) => this.keywordSchema(root, location));
      if (broken?.condition.kind === 'alternatives') {
        const fields = broken.condition.options.flatMap((option) => [...option.fields, ...option.contains.map((list) => list.field)]);
        add({in: where, path, rule: {kind: 'condition', condition: broken.condition, fields: [...new Set(fields)]}});
        continue;
      }
      if (broken) {
        add({in: where, path: [...path, broken.missing ?? ''], rule: {kind: 'required', condition: broken.condition}});
        continue;
      }
      if (CHOICES.has(error.keyword)) {
        // Report the alternative the value comes closest to (a discriminating `type`, say), not the choice.
        const instance = instancePath.reduce((node: SpecNode, segment) => node?.[segment], value);
        const branches = (Array.isArray(keywordValue) ? keywordValue : []).map((alternative: SpecNode) =>
          this.check(this.resolveIn(root, alternative), instance, where, path),
        );
        const failing = branches.filter((branch) => branch.length > 0);
        if (failing.length < branches.length || failing.length === 0) {
          add({in: where, path, rule: {kind: 'other', keyword: error.keyword}});
          continue;
        }
        // An option of another type than the value is the farthest (an object `query` whose `curp` is short is told
        // about `curp`, not that `query` must be text); then the option whose own field values match (`class:
        // blacklist` picks the blacklist option, whose `config` then says what it lacks); among equals, the one with
        // the fewest failures.
        const wrongType = (branch: Issue[]) =>
          branch.some((issue) => issue.rule.kind === 'type' && issue.path.length === path.length) ? 1 : 0;
        const misnamed = (branch: Issue[]) =>
          branch.some((issue) => (issue.rule.kind === 'const' || issue.rule.kind === 'enum') && issue.path.length === path.length + 1)
            ? 1
            : 0;
        const distance = (branch: Issue[]) => [wrongType(branch), misnamed(branch), branch.length];
        const closer = (a: Issue[], b: Issue[]) => {
          const [x, y] = [distance(a), distance(b)];
          const differing = x.findIndex((value, index) => value !== y[index]);
          return differing >= 0 && x[differing] < y[differing];
        };
        const closest = failing.reduce((best, branch) => (closer(branch, best) ? branch : best));
        closest.forEach(add);
        continue;
      }
      add({
        in: where,
        path: error.keyword === 'required' ? [...path, missingName(error.error)] : path,
        rule: ruleOf(error.keyword, keywordValue, keywordSchema),
      });
    }
    return issues;
  }

  private resolveIn(root: SpecNode, node: SpecNode): SpecNode {
    const resolved = resolve(root, node);
    return resolved ?? node;
  }

  /** Walks a keyword location through `$ref`s: `#/properties/a/$ref/maxLength` → the referenced schema. */
  private keywordSchema(root: SpecNode, keywordLocation: string): SpecNode {
    let node = root;
    for (const segment of segmentsOf(keywordLocation).slice(0, -1)) {
      node = segment === '$ref' ? resolve(root, {$ref: node?.$ref}) : node?.[segment];
    }
    return node;
  }
}

const missingName = (error: string) => /"([^"]+)"/.exec(error)?.[1] ?? '';
function ruleOf(keyword: string, value: SpecNode, schema: SpecNode): Rule {
  switch (keyword) {
    case 'required':
      return {kind: 'required'};
    case 'type':
      return {kind: 'type', types: [value].flat().map(String)};
    case 'maxLength':
    case 'minLength':
      return {
        kind: keyword,
        limit: Number(value),
        ...(schema?.minLength !== undefined && schema.minLength === schema.maxLength ? {exact: Number(value)} : {}),
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return {kind: keyword as 'minimum', limit: Number(value)};
    case 'enum':
      return {kind: 'enum', values: Array.isArray(value) ? value : []};
    case 'const':
      return {kind: 'const', value};
    case 'pattern':
      return {kind: 'pattern', pattern: String(value)};
    case 'format':
      return {kind: 'format', format: String(value)};
    case 'uniqueItems':
      return {kind: 'uniqueItems'};
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return {kind: 'additionalProperties'};
    default:
      return {kind: 'other', keyword};
  }
}
