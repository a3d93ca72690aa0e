/**
 * Compares two versions of one schema, field by field. The direction decides what breaks, as in
 * oasdiff: in what the client sends (`request`) a tighter rule breaks it; in what it reads
 * (`response`) a looser one does, and a removed or now optional field does.
 */
import {isDeepStrictEqual} from 'node:util';
import type {OpenApiDocument} from '../openapi/types';
import {change, code, de, list, subject, value, a} from './changeText';
import {enumOf, resolveSchema, typesOf, type Schema} from './resolveSchema';
import {BOUNDS, type BoundKeyword} from './rules';
import type {Change} from './types';

export type Direction = 'request' | 'response';

export interface SchemaSide {
  document: OpenApiDocument;
  raw: unknown;
}

export interface SchemaPlace {
  direction: Direction;
  /** Where the schema is, with its article: «el cuerpo de la petición», «la respuesta 200». */
  place: string;
  /** A parameter's own schema: its default decides what the operation does when the parameter is left out. */
  isParameter?: boolean;
}

/** Deeper than any contract of these APIs; a guard against pathological specs. */
const MAX_DEPTH = 24;

/** Keywords only the documentation reads. */
const DOCUMENTATION_KEYWORDS: Record<string, {rule: string; label: string}> = {
  description: {rule: 'description-changed', label: 'la descripción'},
  title: {rule: 'description-changed', label: 'el título'},
  example: {rule: 'example-changed', label: 'el ejemplo'},
  examples: {rule: 'example-changed', label: 'los ejemplos'},
  externalDocs: {rule: 'description-changed', label: 'el enlace a documentación externa'},
};

/** Keywords the rules below compare; any other that changes is listed as `schema-keyword-changed`. */
const COMPARED = new Set([
  '$ref',
  'allOf',
  'type',
  'nullable',
  'enum',
  'const',
  'properties',
  'required',
  'items',
  'oneOf',
  'anyOf',
  'pattern',
  'format',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  ...Object.keys(BOUNDS),
  ...Object.keys(DOCUMENTATION_KEYWORDS),
]);

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));
const typeText = (types: readonly string[]) => (types.length === 0 ? 'cualquier tipo' : types.map(code).join(' o '));
/** `integer` fits in `number`: a schema that accepts `number` accepts every `integer`. */
const covers = (wider: readonly string[], narrower: readonly string[]) =>
  wider.length === 0 ||
  (narrower.length > 0 && narrower.every((type) => wider.includes(type) || (type === 'integer' && wider.includes('number'))));

interface Walk {
  place: SchemaPlace;
  out: Change[];
  depth: number;
}

/** Adds to `out` every difference between the two versions of a schema. */
export function compareSchema(place: SchemaPlace, before: SchemaSide, after: SchemaSide, out: Change[]): void {
  compareNode({place, out, depth: 0}, before, after, [], [], '');
}

function compareNode(
  walk: Walk,
  before: SchemaSide,
  after: SchemaSide,
  beforeChain: readonly string[],
  afterChain: readonly string[],
  path: string,
): void {
  if (walk.depth > MAX_DEPTH) return;
  const old = resolveSchema(before.document, before.raw, beforeChain);
  const now = resolveSchema(after.document, after.raw, afterChain);
  if (old.recursion || now.recursion) return;
  const {direction, place} = walk.place;
  const where = subject(place, path);
  const emit = (rule: string, text: string) => walk.out.push(change(rule, text));
  const o = old.schema;
  const n = now.schema;

  // Types and null
  const oldTypes = typesOf(o);
  const newTypes = typesOf(n);
  if (!sameSet(oldTypes.types, newTypes.types)) {
    const text = `Cambió el tipo ${de(where)}: de ${typeText(oldTypes.types)} a ${typeText(newTypes.types)}.`;
    if (direction === 'request')
      emit(covers(newTypes.types, oldTypes.types) ? 'request-property-type-generalized' : 'request-property-type-changed', text);
    else emit(covers(oldTypes.types, newTypes.types) ? 'response-property-type-specialized' : 'response-property-type-changed', text);
  }
  if (oldTypes.nullable !== newTypes.nullable) {
    emit(
      `${direction}-property-became-${newTypes.nullable ? 'nullable' : 'not-nullable'}`,
      newTypes.nullable ? `Se permitió ${code('null')} en ${where}.` : `Se dejó de permitir ${code('null')} en ${where}.`,
    );
  }

  // Allowed values
  const oldEnum = enumOf(o);
  const newEnum = enumOf(n);
  if (oldEnum && newEnum) {
    const removed = oldEnum.filter((item) => !newEnum.some((other) => isDeepStrictEqual(item, other)));
    const added = newEnum.filter((item) => !oldEnum.some((other) => isDeepStrictEqual(item, other)));
    const plural = (values: unknown[], one: string, many: string) => (values.length === 1 ? one : many);
    if (removed.length > 0)
      emit(
        `${direction}-property-enum-value-removed`,
        `Se ${plural(removed, 'eliminó el valor', 'eliminaron los valores')} ${list(removed)} de los valores posibles ${de(where)}.`,
      );
    if (added.length > 0)
      emit(
        `${direction}-property-enum-value-added`,
        `Se ${plural(added, 'añadió el valor', 'añadieron los valores')} ${list(added)} a los valores posibles ${de(where)}.`,
      );
  } else if (newEnum) {
    emit(`${direction}-property-became-enum`, `Se limitó ${where} a los valores ${list(newEnum)}.`);
  } else if (oldEnum) {
    emit(`${direction}-property-enum-removed`, `Se eliminó la lista de valores posibles ${de(where)} (${list(oldEnum)}).`);
  }

  // Bounds
  for (const [keyword, bound] of Object.entries(BOUNDS) as [BoundKeyword, (typeof BOUNDS)[BoundKeyword]][]) {
    const was = typeof o[keyword] === 'number' ? (o[keyword] as number) : undefined;
    const is = typeof n[keyword] === 'number' ? (n[keyword] as number) : undefined;
    if (was === is) continue;
    const id = `${direction}-property-${bound.id}`;
    if (was === undefined) emit(`${id}-set`, `Se añadió ${bound.label} (${is}) ${a(where)}.`);
    else if (is === undefined) emit(`${id}-unset`, `Se eliminó ${bound.label} (${was}) ${de(where)}.`);
    else emit(`${id}-${is > was ? 'increased' : 'decreased'}`, `Cambió ${bound.label} ${de(where)}: de ${was} a ${is}.`);
  }

  // Pattern and format
  for (const [keyword, label] of [
    ['pattern', 'el patrón'],
    ['format', 'el formato'],
  ] as const) {
    const was = o[keyword] as string | undefined;
    const is = n[keyword] as string | undefined;
    if (was === is) continue;
    const id = `${direction}-property-${keyword}`;
    if (was === undefined) emit(`${id}-added`, `Se añadió ${label} ${code(String(is))} ${a(where)}.`);
    else if (is === undefined) emit(`${id}-removed`, `Se eliminó ${label} ${code(was)} ${de(where)}.`);
    else emit(`${id}-changed`, `Cambió ${label} ${de(where)}: de ${code(was)} a ${code(is)}.`);
  }

  if (!isDeepStrictEqual(o.default, n.default)) {
    const describe = (raw: unknown) => (raw === undefined ? 'ninguno' : value(raw));
    const rule =
      walk.place.isParameter && path === '' ? 'request-parameter-default-value-changed' : `${direction}-property-default-value-changed`;
    emit(rule, `Cambió el valor por defecto ${de(where)}: de ${describe(o.default)} a ${describe(n.default)}.`);
  }
  if (!o.deprecated && n.deprecated) emit(`${direction}-property-deprecated`, `Se marcó ${where} como obsoleto.`);

  // Fields of an object
  const visible = (schema: Schema) =>
    Object.entries<Schema>(schema.properties ?? {}).filter(
      ([, property]) => !(direction === 'request' ? property?.readOnly : property?.writeOnly),
    );
  const oldProperties = new Map(visible(o));
  const newProperties = new Map(visible(n));
  const oldRequired = new Set<string>(Array.isArray(o.required) ? o.required : []);
  const newRequired = new Set<string>(Array.isArray(n.required) ? n.required : []);
  const child = (name: string) => (path ? `${path}.${name}` : name);
  for (const [name] of oldProperties) {
    if (newProperties.has(name)) continue;
    emit(`${direction}-property-removed`, `Se eliminó el campo ${code(child(name))} ${de(place)}.`);
  }
  for (const [name, raw] of newProperties) {
    if (!oldProperties.has(name)) {
      const required = newRequired.has(name);
      const rule =
        direction === 'response' ? 'response-property-added' : required ? 'new-required-request-property' : 'new-optional-request-property';
      emit(rule, `Se añadió el campo ${required ? 'obligatorio' : 'opcional'} ${code(child(name))} ${a(place)}.`);
      continue;
    }
    if (oldRequired.has(name) !== newRequired.has(name)) {
      const nowRequired = newRequired.has(name);
      emit(
        `${direction}-property-became-${nowRequired ? 'required' : 'optional'}`,
        `${code(child(name))} pasó a ser ${nowRequired ? 'obligatorio' : 'opcional'} en ${place}.`,
      );
    }
    compareNode(
      {...walk, depth: walk.depth + 1},
      {document: before.document, raw: oldProperties.get(name)},
      {document: after.document, raw},
      old.chain,
      now.chain,
      child(name),
    );
  }

  // Items of an array
  if (o.items !== undefined || n.items !== undefined) {
    compareNode(
      {...walk, depth: walk.depth + 1},
      {document: before.document, raw: o.items},
      {document: after.document, raw: n.items},
      old.chain,
      now.chain,
      `${path}[]`,
    );
  }

  // Alternatives
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const was: unknown[] = Array.isArray(o[keyword]) ? o[keyword] : [];
    const is: unknown[] = Array.isArray(n[keyword]) ? n[keyword] : [];
    if (is.length > was.length)
      emit(`${direction}-property-one-of-added`, `Se añadieron ${is.length - was.length} formas posibles (${code(keyword)}) ${a(where)}.`);
    if (is.length < was.length)
      emit(
        `${direction}-property-one-of-removed`,
        `Se eliminaron ${was.length - is.length} formas posibles (${code(keyword)}) ${de(where)}.`,
      );
    for (let index = 0; index < Math.min(was.length, is.length); index += 1) {
      compareNode(
        {...walk, depth: walk.depth + 1},
        {document: before.document, raw: was[index]},
        {document: after.document, raw: is[index]},
        old.chain,
        now.chain,
        path,
      );
    }
  }

  compareRemainingKeywords(o, n, where, emit);
}

/** Documentation keywords, extensions and any keyword no rule above reads. */
function compareRemainingKeywords(o: Schema, n: Schema, where: string, emit: (rule: string, text: string) => void): void {
  const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])];
  for (const key of keys) {
    if (isDeepStrictEqual(o[key], n[key])) continue;
    const documentation = DOCUMENTATION_KEYWORDS[key];
    if (documentation) emit(documentation.rule, `Cambió ${documentation.label} ${de(where)}.`);
    else if (key.startsWith('x-')) emit('extension-changed', `Cambió ${code(key)} ${de(where)}.`);
    else if (!COMPARED.has(key)) {
      const describe = (raw: unknown) => (raw === undefined ? 'sin definir' : value(raw));
      emit('schema-keyword-changed', `Cambió ${code(key)} ${de(where)}: de ${describe(o[key])} a ${describe(n[key])}.`);
    }
  }
}
