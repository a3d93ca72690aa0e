/**
 * Turns a JSON Schema of the bundled spec into the tree the reference shows: `$ref`s resolved (the
 * bundle keeps `#/components/...` refs), `allOf` merged by allof-merge, types, constraints and
 * badges in Spanish, oneOf/anyOf as labelled options, recursion stopped where a schema repeats.
 */
import {merge} from 'allof-merge';
import {alternativesCondition, conditionSentence, conditionsOf} from '../../../sandbox/src/engine/conditions';
import {componentName, pointerTarget} from '../../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../../lib/openapi/types';
import {arrayOfHtml, code, constraintsHtml, jsonText, labels, typeListHtml} from './labels';
import {escapeHtml} from '../../../lib/ui/html';
import {markdownToHtml} from './markdown';
import type {AlternativesView, SchemaNodeView} from './types';

type Schema = Record<string, SpecNode>;

/** Deeper than any contract of these APIs; a safety net against pathological specs. */
const MAX_DEPTH = 12;

export interface SchemaContext {
  document: OpenApiDocument;
  /** Which side of the exchange the tree describes: readOnly fields are left out of requests, writeOnly ones out of responses. */
  direction: 'request' | 'response';
}

interface Walk {
  context: SchemaContext;
  /** Component names on the way from the root, to stop at a schema that contains itself. */
  refPath: string[];
  depth: number;
}

interface Resolved {
  schema: Schema;
  /** Component names this schema was reached through. */
  refs: string[];
  /** Set when the schema is one already open on the path. */
  recursion?: string;
}

/** Follows `$ref`s (sibling keywords such as `description` win over the target's) and merges `allOf`. */
function resolve(raw: unknown, walk: Walk): Resolved {
  let schema: Schema = raw && typeof raw === 'object' ? (raw as Schema) : {};
  const refs: string[] = [];
  for (let hops = 0; typeof schema.$ref === 'string' && hops < 16; hops += 1) {
    const name = componentName(schema.$ref);
    if (walk.refPath.includes(name)) return {schema, refs, recursion: name};
    const target: Schema | undefined = pointerTarget(walk.context.document, schema.$ref);
    if (!target) break;
    refs.push(name);
    const {$ref: _ref, ...siblings} = schema;
    schema = {...target, ...siblings};
  }
  if (Array.isArray(schema.allOf)) {
    // Each part is resolved one level here, so nested `$ref`s stay refs (their names label options
    // and stop recursion); allof-merge then merges the parts as JSON Schema / OpenAPI 3.1 says.
    const parts = schema.allOf.map((part: unknown) => {
      const resolved = resolve(part, walk);
      refs.push(...resolved.refs);
      return resolved.schema;
    });
    const {allOf: _allOf, ...rest} = schema;
    schema = merge({...rest, allOf: parts}) as Schema;
  }
  return {schema, refs};
}

function typesOf(schema: Schema): {types: string[]; nullable: boolean} {
  let types: string[] = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties) types = ['object'];
    else if (schema.items) types = ['array'];
    else if (schema.const !== undefined)
      types = [schema.const === null ? 'null' : typeof schema.const === 'number' ? 'number' : typeof schema.const];
    else if (Array.isArray(schema.enum))
      types = [
        ...new Set(
          schema.enum
            .filter((value: unknown) => value !== null)
            .map((value: unknown) => (typeof value === 'number' ? 'number' : typeof value)),
        ),
      ] as string[];
  }
  const nullable = types.includes('null') || schema.nullable === true;
  return {types: types.filter((type) => type !== 'null'), nullable};
}

const isNullOnly = (schema: Schema) =>
  schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');

function withNull(html: string, nullable: boolean): string {
  return nullable ? `${html} o ${code('null')}` : html;
}

/** `array` of `object`, `string`, `string o null`. */
function typeHtml(schema: Schema, walk: Walk, variants: Schema[] | undefined): string {
  const {types, nullable} = typesOf(schema);
  if (types.length === 1 && types[0] === 'array') {
    // Only the items' type is read here, so a recursive items schema still names its type.
    const items = resolve(schema.items, {...walk, refPath: []}).schema;
    const itemTypes = typesOf(items);
    const itemVariants = items.oneOf ?? items.anyOf;
    const itemHtml = itemTypes.types.length
      ? withNull(typeListHtml(itemTypes.types), itemTypes.nullable)
      : itemVariants
        ? 'varias formas'
        : 'cualquier tipo';
    return withNull(arrayOfHtml(itemHtml), nullable);
  }
  if (types.length === 0 && variants) {
    const variantTypes = [...new Set(variants.flatMap((variant) => typesOf(resolve(variant, {...walk, refPath: []}).schema).types))];
    return withNull(variantTypes.length ? typeListHtml(variantTypes) : 'varias formas', nullable);
  }
  return withNull(typeListHtml(types), nullable);
}

function enumValues(schema: Schema): SchemaNodeView['enumValues'] {
  if (!Array.isArray(schema.enum)) return undefined;
  const descriptions = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  return schema.enum.map((value: unknown, index: number) => {
    const description = Array.isArray(descriptions) ? descriptions[index] : descriptions?.[String(value)];
    return {value: jsonText(value), descriptionHtml: markdownToHtml(description)};
  });
}

function flagsOf(schema: Schema): string[] | undefined {
  const flags: string[] = [];
  if (schema.readOnly) flags.push(labels.readOnly);
  if (schema.writeOnly) flags.push(labels.writeOnly);
  if (schema.deprecated) flags.push(labels.deprecated);
  return flags.length ? flags : undefined;
}

/** Leaves out what does not travel in this direction (readOnly in a request, writeOnly in a response). */
function travels(schema: Schema, walk: Walk): boolean {
  const resolved = resolve(schema, walk).schema;
  return walk.context.direction === 'request' ? !resolved.readOnly : !resolved.writeOnly;
}

function childrenOf(schema: Schema, walk: Walk): SchemaNodeView[] | undefined {
  const {types} = typesOf(schema);
  if (types.includes('array') && schema.items) {
    const items = resolve(schema.items, walk);
    if (items.recursion)
      return [{name: 'elementos', nameIsLabel: true, typeHtml: code(items.recursion), note: labels.recursive(items.recursion)}];
    const inner = {...walk, refPath: [...walk.refPath, ...items.refs], depth: walk.depth + 1};
    // An array of objects shows its items' fields directly, as the reader thinks of them.
    const itemChildren = childrenOf(items.schema, inner);
    const itemAlternatives = alternativesOf(items.schema, inner);
    if (itemChildren || itemAlternatives) {
      return (
        itemChildren ?? [
          {
            name: 'elementos',
            nameIsLabel: true,
            typeHtml: typeHtml(items.schema, inner, items.schema.oneOf ?? items.schema.anyOf),
            alternatives: itemAlternatives,
          },
        ]
      );
    }
    return undefined;
  }
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  const rows: SchemaNodeView[] = [];
  for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
    if (!travels(property, walk)) continue;
    rows.push(schemaNode(property, walk, {name, required: required.has(name)}));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    rows.push(schemaNode(schema.additionalProperties, walk, {name: labels.anyKey, nameIsLabel: true}));
  }
  return rows.length ? rows : undefined;
}

/**
 * The options of an array's items when the array lists its items' fields as its own (an array of objects): they
 * would be lost otherwise, and they carry the fields and rules of each kind of item (a channel's `config` by `type`).
 */
function itemAlternativesOf(schema: Schema, walk: Walk): AlternativesView | undefined {
  if (!typesOf(schema).types.includes('array') || !schema.items) return undefined;
  const items = resolve(schema.items, walk);
  if (items.recursion) return undefined;
  const inner = {...walk, refPath: [...walk.refPath, ...items.refs], depth: walk.depth + 1};
  return childrenOf(items.schema, inner) ? alternativesOf(items.schema, inner) : undefined;
}

/** The options of a `oneOf`/`anyOf`, unless it only lists requirements (a condition, said in `conditionsHtml`). */
function choiceKeyword(schema: Schema): 'oneOf' | 'anyOf' | undefined {
  const keyword = schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : undefined;
  return keyword && !alternativesCondition(schema, keyword) ? keyword : undefined;
}

function alternativesOf(schema: Schema, walk: Walk): AlternativesView | undefined {
  const keyword = choiceKeyword(schema);
  if (!keyword) return undefined;
  const variants = (schema[keyword] as Schema[]).filter((variant) => !isNullOnly(resolve(variant, walk).schema));
  if (variants.length === 0) return undefined;
  const resolvedVariants = variants.map((variant) => resolve(variant, walk));
  const options = variants.map((variant, index) => {
    const resolved = resolvedVariants[index]!;
    const label = resolved.schema.title ?? resolved.refs[0] ?? resolved.recursion ?? labels.option(index + 1);
    return {label: String(label), node: schemaNode(variant, walk, {})};
  });
  const discriminator = schema.discriminator?.propertyName;
  return {
    heading: keyword === 'oneOf' ? labels.oneOf : labels.anyOf,
    discriminatorHtml: discriminator
      ? discriminatorSentence(
          String(discriminator),
          resolvedVariants.map(({schema: option}) => option),
          options.map(({label}) => label),
        )
      : undefined,
    options,
  };
}

/**
 * «Las distingue el campo `class`: con `curp`, `ine` o `rfc`, NoConfigValidation; con `blacklist`, …» (issue 37):
 * which value of the field picks which option, read from each option's `const`/`enum` for it; just the field when
 * an option gives no values.
 */
function discriminatorSentence(field: string, options: Schema[], labelsOf: string[]): string {
  const values = options.map((option) => {
    const property = option.properties?.[field];
    return property?.const !== undefined ? [property.const] : Array.isArray(property?.enum) ? (property.enum as unknown[]) : undefined;
  });
  const head = `Las distingue el campo ${code(field)}`;
  if (values.some((list) => !list || list.length === 0)) return `${head}.`;
  const cases = values.map((list, index) => {
    const coded = list!.map((value) => code(String(value)));
    const joined = coded.length === 1 ? coded[0] : `${coded.slice(0, -1).join(', ')} o ${coded.at(-1)}`;
    return `con ${joined}, ${escapeHtml(labelsOf[index]!)}`;
  });
  return `${head}: ${cases.join('; ')}.`;
}

/** One node of the tree; `name` and `required` when it is a property or a parameter. */
export function schemaNode(
  raw: unknown,
  walk: Walk,
  placement: {name?: string; nameIsLabel?: boolean; required?: boolean},
): SchemaNodeView {
  const resolved = resolve(raw, walk);
  const {schema} = resolved;
  const base: SchemaNodeView = {...placement, typeHtml: ''};
  if (resolved.recursion) {
    return {
      ...base,
      typeHtml: code(resolved.recursion),
      descriptionHtml: markdownToHtml(schema.description),
      note: labels.recursive(resolved.recursion),
    };
  }
  const inner: Walk = {...walk, refPath: [...walk.refPath, ...resolved.refs], depth: walk.depth + 1};
  const choice = choiceKeyword(schema);
  const variants: Schema[] | undefined = choice ? schema[choice] : undefined;
  const node: SchemaNodeView = {
    ...base,
    typeHtml: typeHtml(schema, inner, variants),
    flags: flagsOf(schema),
    descriptionHtml: markdownToHtml(schema.description),
  };
  // The sentence's own words are fixed Spanish; each field and value goes through `code()`, which escapes it.
  const conditions = conditionsOf(schema).map((condition) => conditionSentence(condition, code));
  if (conditions.length) node.conditionsHtml = conditions;
  const constraints = constraintsHtml(schema);
  const {types} = typesOf(schema);
  if (types.includes('array') && schema.items) {
    const items = resolve(schema.items, inner).schema;
    constraints.push(...constraintsHtml(items).map((phrase) => `cada elemento: ${phrase}`));
    node.enumValues = enumValues(items);
  }
  if (constraints.length) node.constraintsHtml = constraints;
  node.enumValues ??= enumValues(schema);
  if (walk.depth >= MAX_DEPTH) return {...node, note: labels.depthLimit};
  node.children = childrenOf(schema, inner);
  node.alternatives = alternativesOf(schema, inner) ?? itemAlternativesOf(schema, inner);
  return stripEmpty(node);
}

function stripEmpty(node: SchemaNodeView): SchemaNodeView {
  for (const key of Object.keys(node) as (keyof SchemaNodeView)[]) {
    if (node[key] === undefined) delete node[key];
  }
  return node;
}

/** The root of a tree (request body, response, parameter). */
export function schemaTree(raw: unknown, context: SchemaContext, placement: {name?: string; required?: boolean} = {}): SchemaNodeView {
  return schemaNode(raw, {context, refPath: [], depth: 0}, placement);
}

/** A schema with refs and allOf resolved one level, for callers that need its plain keywords. */
export function resolvedSchema(raw: unknown, context: SchemaContext): Schema {
  return resolve(raw, {context, refPath: [], depth: 0}).schema;
}
