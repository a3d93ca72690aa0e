/**
 * Compares two versions of one schema, field by field. The direction decides what breaks, as in
 * oasdiff: in what the client sends (`request`) a tighter rule breaks it; in what it reads
 * (`response`) a looser one does, and a removed or now optional field does.
 */
import {isDeepStrictEqual} from 'node:util';
import {alternativesCondition, conditionSentence, conditionsOf, type Condition} from '../../sandbox/src/engine/conditions';
import type {OpenApiDocument, SpecNode} from '../openapi/types';
import {change, code, de, list, subject, value, a, type FoundChange, type GroupSlot} from './changeText';
import {enumOf, resolveSchema, typesOf, type Schema} from './resolveSchema';
import {BOUNDS, type BoundKeyword} from './rules';

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
  /**
   * Where a change of the schema's root groups with others, when it does: a parameter groups with the
   * other parameters of its kind («los parámetros de consulta», item «`page`»). Changes of a field
   * always group by `place`, the field being the item.
   */
  root?: {place: string; item: string};
  /** A schema of one response: `place` worded for several responses, so the same change in them is one entry. */
  response?: {status: string; place: (statuses: readonly string[]) => string};
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
  'uniqueItems',
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
  out: FoundChange[];
  depth: number;
}

/** Adds to `out` every difference between the two versions of a schema. */
export function compareSchema(place: SchemaPlace, before: SchemaSide, after: SchemaSide, out: FoundChange[]): void {
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
  // The group of a change of this value: its field at the place, or (the root of a parameter) the
  // parameters of its kind. `lead` words the grouped entry for that place; `detail` follows the item.
  const slot = path ? {place, item: code(path)} : walk.place.root;
  const {response} = walk.place;
  /** The group of a change of a field at `place`, worded by `lead` for that place (and for several responses). */
  const fieldSlot = (lead: (at: string) => string, item: string): GroupSlot => ({
    lead: lead(place),
    item,
    ...(response ? {response: {status: response.status, lead: (statuses) => lead(response.place(statuses))}} : {}),
  });
  const emit: Emit = (rule, text, lead, detail) => {
    const item = slot && (detail ? `${slot.item} (${detail})` : slot.item);
    const group = !slot || !lead || !item ? undefined : path ? fieldSlot(lead, item) : {lead: lead(slot.place), item};
    walk.out.push(change(rule, text, group));
  };
  /** A change of field `name` of this object: it groups with the other fields of the place. */
  const emitField = (rule: string, text: string, lead: (at: string) => string, name: string, detail?: string) =>
    walk.out.push(change(rule, text, fieldSlot(lead, detail ? `${code(name)} (${detail})` : code(name))));
  const o = old.schema;
  const n = now.schema;
  // A choice of object shapes on one side and one object on the other (issue 52: `POST /reverse-rfc` went from a
  // `oneOf` of PF and PM to one object with a condition) compares the object with the shapes' type and fields: a
  // field is there if some shape has it, and was obligatory only if every shape asked for it.
  const oFields = !o.properties && n.properties ? shapesAsFields(before.document, o, old.chain) : o;
  const nFields = !n.properties && o.properties ? shapesAsFields(after.document, n, now.chain) : n;

  // Types and null
  const oldTypes = typesOf(oFields);
  const newTypes = typesOf(nFields);
  if (!sameSet(oldTypes.types, newTypes.types)) {
    const detail = `de ${typeText(oldTypes.types)} a ${typeText(newTypes.types)}`;
    const text = `Cambió el tipo ${de(where)}: ${detail}.`;
    const lead = (at: string) => `Cambió el tipo en ${at}`;
    if (direction === 'request')
      emit(
        covers(newTypes.types, oldTypes.types) ? 'request-property-type-generalized' : 'request-property-type-changed',
        text,
        lead,
        detail,
      );
    else
      emit(
        covers(oldTypes.types, newTypes.types) ? 'response-property-type-specialized' : 'response-property-type-changed',
        text,
        lead,
        detail,
      );
  }
  if (oldTypes.nullable !== newTypes.nullable) {
    emit(
      `${direction}-property-became-${newTypes.nullable ? 'nullable' : 'not-nullable'}`,
      newTypes.nullable ? `Se permitió ${code('null')} en ${where}.` : `Se dejó de permitir ${code('null')} en ${where}.`,
      (at) => `${newTypes.nullable ? 'Pasaron a admitir' : 'Dejaron de admitir'} ${code('null')} en ${at}`,
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
        (at) => `Se eliminaron valores posibles en ${at}`,
        list(removed),
      );
    if (added.length > 0)
      emit(
        `${direction}-property-enum-value-added`,
        `Se ${plural(added, 'añadió el valor', 'añadieron los valores')} ${list(added)} a los valores posibles ${de(where)}.`,
        (at) => `Se añadieron valores posibles en ${at}`,
        list(added),
      );
  } else if (newEnum) {
    emit(
      `${direction}-property-became-enum`,
      `Se limitó ${where} a los valores ${list(newEnum)}.`,
      (at) => `Pasaron a una lista cerrada de valores en ${at}`,
      list(newEnum),
    );
  } else if (oldEnum) {
    emit(
      `${direction}-property-enum-removed`,
      `Se eliminó la lista de valores posibles ${de(where)} (${list(oldEnum)}).`,
      (at) => `Se eliminó la lista de valores posibles en ${at}`,
      list(oldEnum),
    );
  }

  // Bounds
  for (const [keyword, bound] of Object.entries(BOUNDS) as [BoundKeyword, (typeof BOUNDS)[BoundKeyword]][]) {
    const was = typeof o[keyword] === 'number' ? (o[keyword] as number) : undefined;
    const is = typeof n[keyword] === 'number' ? (n[keyword] as number) : undefined;
    if (was === is) continue;
    const id = `${direction}-property-${bound.id}`;
    if (was === undefined)
      emit(`${id}-set`, `Se añadió ${bound.label} (${is}) ${a(where)}.`, (at) => `Se añadió ${bound.label} en ${at}`, `${is}`);
    else if (is === undefined)
      emit(`${id}-unset`, `Se eliminó ${bound.label} (${was}) ${de(where)}.`, (at) => `Se eliminó ${bound.label} en ${at}`, `${was}`);
    else
      emit(
        `${id}-${is > was ? 'increased' : 'decreased'}`,
        `Cambió ${bound.label} ${de(where)}: de ${was} a ${is}.`,
        (at) => `Cambió ${bound.label} en ${at}`,
        `de ${was} a ${is}`,
      );
  }

  // Values that may not repeat
  if (Boolean(o.uniqueItems) !== Boolean(n.uniqueItems)) {
    const set = Boolean(n.uniqueItems);
    emit(
      `${direction}-property-unique-items-${set ? 'set' : 'unset'}`,
      set ? `Los elementos ${de(where)} ya no pueden repetirse.` : `Los elementos ${de(where)} pueden repetirse.`,
      (at) => (set ? `Los elementos ya no pueden repetirse en ${at}` : `Los elementos pueden repetirse en ${at}`),
    );
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
    if (was === undefined)
      emit(`${id}-added`, `Se añadió ${label} ${code(String(is))} ${a(where)}.`, (at) => `Se añadió ${label} en ${at}`, code(String(is)));
    else if (is === undefined)
      emit(`${id}-removed`, `Se eliminó ${label} ${code(was)} ${de(where)}.`, (at) => `Se eliminó ${label} en ${at}`, code(was));
    else
      emit(
        `${id}-changed`,
        `Cambió ${label} ${de(where)}: de ${code(was)} a ${code(is)}.`,
        (at) => `Cambió ${label} en ${at}`,
        `de ${code(was)} a ${code(is)}`,
      );
  }

  if (!isDeepStrictEqual(o.default, n.default)) {
    const describe = (raw: unknown) => (raw === undefined ? 'ninguno' : value(raw));
    const parameterDefault = walk.place.isParameter && path === '';
    const rule = !parameterDefault
      ? `${direction}-property-default-value-changed`
      : n.default === undefined
        ? 'request-parameter-default-value-removed'
        : 'request-parameter-default-value-changed';
    const detail = `de ${describe(o.default)} a ${describe(n.default)}`;
    emit(rule, `Cambió el valor por defecto ${de(where)}: ${detail}.`, (at) => `Cambió el valor por defecto en ${at}`, detail);
  }
  if (!o.deprecated && n.deprecated)
    emit(`${direction}-property-deprecated`, `Se marcó ${where} como obsoleto.`, (at) => `Se marcaron como obsoletos en ${at}`);

  // Fields of an object
  const visible = (schema: Schema) =>
    Object.entries<Schema>(schema.properties ?? {}).filter(
      ([, property]) => !(direction === 'request' ? property?.readOnly : property?.writeOnly),
    );
  const oldProperties = new Map(visible(oFields));
  const newProperties = new Map(visible(nFields));
  const oldRequired = new Set<string>(Array.isArray(oFields.required) ? oFields.required : []);
  const newRequired = new Set<string>(Array.isArray(nFields.required) ? nFields.required : []);
  const child = (name: string) => (path ? `${path}.${name}` : name);
  for (const [name] of oldProperties) {
    if (newProperties.has(name)) continue;
    emitField(
      `${direction}-property-removed`,
      `Se eliminó el campo ${code(child(name))} ${de(place)}.`,
      (at) => `Se eliminaron campos ${de(at)}`,
      child(name),
    );
  }
  for (const [name, raw] of newProperties) {
    if (!oldProperties.has(name)) {
      const required = newRequired.has(name);
      const rule =
        direction === 'response' ? 'response-property-added' : required ? 'new-required-request-property' : 'new-optional-request-property';
      const which = required ? 'obligatorio' : 'opcional';
      emitField(
        rule,
        `Se añadió el campo ${which} ${code(child(name))} ${a(place)}.`,
        (at) => `Se añadieron campos ${a(at)}`,
        child(name),
        which,
      );
      continue;
    }
    if (oldRequired.has(name) !== newRequired.has(name)) {
      const nowRequired = newRequired.has(name);
      emitField(
        `${direction}-property-became-${nowRequired ? 'required' : 'optional'}`,
        `${code(child(name))} pasó a ser ${nowRequired ? 'obligatorio' : 'opcional'} en ${place}.`,
        (at) => `Pasaron a ser ${nowRequired ? 'obligatorios' : 'opcionales'} en ${at}`,
        child(name),
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

  // The values of a map (`additionalProperties` as a schema): compared like fields, so a bound removed from them is
  // the same change as from a field («`error.*`»).
  const valuesOf = (schema: Schema) =>
    schema.additionalProperties && typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  if (valuesOf(o) !== undefined && valuesOf(n) !== undefined) {
    compareNode(
      {...walk, depth: walk.depth + 1},
      {document: before.document, raw: valuesOf(o)},
      {document: after.document, raw: valuesOf(n)},
      old.chain,
      now.chain,
      `${path}.*`,
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

  const conditionKeywords = compareConditions(o, n, where, direction, emit);

  // Alternatives (a choice of requirements is a condition, compared above)
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const was: unknown[] = Array.isArray(o[keyword]) && !alternativesCondition(o, keyword) ? o[keyword] : [];
    const is: unknown[] = Array.isArray(n[keyword]) && !alternativesCondition(n, keyword) ? n[keyword] : [];
    if (is.length > was.length)
      emit(
        `${direction}-property-one-of-added`,
        `Se añadieron ${is.length - was.length} formas posibles (${code(keyword)}) ${a(where)}.`,
        (at) => `Se añadieron formas posibles (${code(keyword)}) en ${at}`,
        `${is.length - was.length} más`,
      );
    if (is.length < was.length)
      emit(
        `${direction}-property-one-of-removed`,
        `Se eliminaron ${was.length - is.length} formas posibles (${code(keyword)}) ${de(where)}.`,
        (at) => `Se eliminaron formas posibles (${code(keyword)}) en ${at}`,
        `${was.length - is.length} menos`,
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

  const maps = valuesOf(o) !== undefined && valuesOf(n) !== undefined ? ['additionalProperties'] : [];
  compareRemainingKeywords(o, n, where, emit, new Set([...conditionKeywords, ...maps]));
}

type Emit = (rule: string, text: string, lead?: (at: string) => string, detail?: string) => void;

/**
 * The fields of a `oneOf`/`anyOf` whose options are all objects with fields, as one object: every option's fields
 * (the first option that declares one gives its schema), required when every option requires it. Anything else (a
 * choice of requirements, of types, an option without fields) is returned as it is.
 */
function shapesAsFields(document: OpenApiDocument, schema: Schema, chain: readonly string[]): Schema {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[keyword]) || alternativesCondition(schema, keyword)) continue;
    const options = (schema[keyword] as unknown[]).map((raw) => resolveSchema(document, raw, chain).schema);
    if (options.length < 2 || options.some((option) => !option.properties || typeof option.properties !== 'object')) continue;
    const properties: Schema = {};
    for (const option of options) for (const [name, field] of Object.entries<SpecNode>(option.properties)) properties[name] ??= field;
    const requiredBy = (option: Schema) => (Array.isArray(option.required) ? (option.required as string[]) : []);
    const required = requiredBy(options[0]).filter((name) => options.every((option) => requiredBy(option).includes(name)));
    const types = new Set(options.map((option) => JSON.stringify(option.type)));
    const type = schema.type === undefined && types.size === 1 ? options[0].type : schema.type;
    return {...schema, ...(type === undefined ? {} : {type}), properties, required};
  }
  return schema;
}

/** Keywords a condition between fields is written with (issue 37); compared by their sentence when it can be read. */
const CONDITION_KEYWORDS = ['dependentRequired', 'if', 'then', 'else'];

/** Whether every condition keyword of a schema is read as a condition (else it is listed as a keyword change). */
function conditionsReadable(schema: Schema, conditions: Condition[]): boolean {
  const has = (kind: Condition['kind']) => conditions.some((condition) => condition.kind === kind);
  return (schema.if === undefined || has('when')) && (schema.dependentRequired === undefined || has('together') || has('requires'));
}

/**
 * The conditions between fields of two versions of a schema, compared by the sentence the reference prints for each:
 * a new one in a request rejects what was valid (breaking); one removed from a response withdraws a guarantee.
 * Returns the condition keywords it compared, which are then not listed as keyword changes.
 */
function compareConditions(o: Schema, n: Schema, where: string, direction: Direction, emit: Emit): ReadonlySet<string> {
  const oldConditions = conditionsOf(o);
  const newConditions = conditionsOf(n);
  const sentences = (conditions: Condition[]) => conditions.map((condition) => conditionSentence(condition, code));
  const was = sentences(oldConditions);
  const is = sentences(newConditions);
  for (const sentence of is.filter((text) => !was.includes(text)))
    emit(
      `${direction}-condition-added`,
      `Se añadió una condición ${a(where)}: ${sentence}`,
      (at) => `Se añadieron condiciones ${a(at)}`,
      sentence,
    );
  for (const sentence of was.filter((text) => !is.includes(text)))
    emit(
      `${direction}-condition-removed`,
      `Se eliminó una condición ${de(where)}: ${sentence}`,
      (at) => `Se eliminaron condiciones ${de(at)}`,
      sentence,
    );
  return new Set(conditionsReadable(o, oldConditions) && conditionsReadable(n, newConditions) ? CONDITION_KEYWORDS : []);
}

/** Documentation keywords, extensions and any keyword no rule above reads. */
function compareRemainingKeywords(o: Schema, n: Schema, where: string, emit: Emit, compared: ReadonlySet<string>): void {
  const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])];
  for (const key of keys) {
    if (compared.has(key) || isDeepStrictEqual(o[key], n[key])) continue;
    const documentation = DOCUMENTATION_KEYWORDS[key];
    if (documentation)
      emit(documentation.rule, `Cambió ${documentation.label} ${de(where)}.`, (at) => `Cambió ${documentation.label} en ${at}`);
    else if (key.startsWith('x-')) emit('extension-changed', `Cambió ${code(key)} ${de(where)}.`, (at) => `Cambió ${code(key)} en ${at}`);
    else if (!COMPARED.has(key)) {
      const describe = (raw: unknown) => (raw === undefined ? 'sin definir' : value(raw));
      const detail = `de ${describe(o[key])} a ${describe(n[key])}`;
      emit('schema-keyword-changed', `Cambió ${code(key)} ${de(where)}: ${detail}.`, (at) => `Cambió ${code(key)} en ${at}`, detail);
    }
  }
}
