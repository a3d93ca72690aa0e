/**
 * Checks a value against an OpenAPI 3.1 schema (JSON Schema 2020-12) and explains each failure in
 * Spanish, by field path. @cfworker/json-schema validates without generating code, so it runs under
 * the site's Content-Security-Policy (no 'unsafe-eval', which Ajv's compiled validators need).
 */
import {Validator, type OutputUnit} from '@cfworker/json-schema';
import {resolve as resolveRef} from '../engine/refs';
import type {SpecNode} from '../engine/types';
import {brokenCondition, conditionFailure, conditionSentence, conditionsOf, plainQuote, type Condition} from '../engine/conditions';
import type {Schema, Spec} from './operation';
import {copySchema, copySchemaComponents, type SchemaCopyOptions} from '../engine/schemaCopy';

export interface FieldIssue {
  /** `persona.addresses[0].zip`, or `(cuerpo)` for the whole value. */
  path: string;
  message: string;
}

/** Which side of the exchange: readOnly fields are not required in a request, writeOnly ones not in a response. */
export type Direction = 'request' | 'response';

const ROOT_LABEL = '(cuerpo)';

/** `#/addresses/0/zip` → `addresses[0].zip`. */
export function fieldPath(instanceLocation: string, prefix = ''): string {
  const segments = instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment.replace(/~1/g, '/').replace(/~0/g, '~')));
  let path = prefix;
  for (const segment of segments) path += /^\d+$/.test(segment) ? `[${segment}]` : path === '' ? segment : `.${segment}`;
  return path === '' ? ROOT_LABEL : path;
}

/**
 * Keeps only what validates, keyword by keyword (a field named `example` or `description` is a field:
 * sandbox/src/engine/schemaCopy.ts), and drops from `required` the properties the other side never
 * sends (readOnly/writeOnly). Example values are left out: they carry `id` fields the validator would
 * take for schema ids.
 */
function copyOptions(spec: Spec, direction: Direction): SchemaCopyOptions {
  const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
  return {
    drop: (keyword) => keyword === 'example' || keyword === 'examples' || keyword.startsWith('x-'),
    adjust(copy, original) {
      if (Array.isArray(original.required) && original.properties && typeof original.properties === 'object') {
        copy.required = original.required.filter((name: string) => resolveRef(spec, original.properties[name])?.[hidden] !== true);
      }
    },
  };
}

function valueAt(root: SpecNode, keywordLocation: string): SpecNode {
  return keywordLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment.replace(/~1/g, '/').replace(/~0/g, '~')))
    .reduce((node, segment) => node?.[segment], root);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  integer: 'número entero',
  number: 'número',
  boolean: 'booleano (true o false)',
  object: 'objeto',
  array: 'lista',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  'date-time': 'fecha y hora ISO 8601 (por ejemplo 2024-05-01T12:00:00Z)',
  date: 'fecha AAAA-MM-DD',
  time: 'hora HH:MM:SS',
  email: 'correo electrónico',
  uri: 'URL absoluta',
  url: 'URL absoluta',
  uuid: 'UUID',
  ipv4: 'dirección IPv4',
  ipv6: 'dirección IPv6',
  hostname: 'nombre de host',
};

const list = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
const quotedName = (error: string) => /"([^"]+)"/.exec(error)?.[1];

/** One Spanish sentence for a failed keyword; `keywordValue` is the schema's value for it. */
export function spanishMessage(keyword: string, keywordValue: SpecNode, error: string, value: unknown): string {
  switch (keyword) {
    case 'type': {
      const expected = [keywordValue].flat().map((type: string) => TYPE_NAMES[type] ?? type);
      return `Debe ser ${expected.join(' o ')}.`;
    }
    case 'required':
      return `Falta el campo obligatorio «${quotedName(error) ?? ''}».`;
    case 'enum':
      return `Valor no permitido; usa uno de: ${list(keywordValue ?? [])}.`;
    case 'const':
      return `Debe valer ${JSON.stringify(keywordValue)}.`;
    case 'minLength':
      return `Debe tener al menos ${keywordValue} caracteres.`;
    case 'maxLength':
      return `Debe tener como máximo ${keywordValue} caracteres (tiene ${typeof value === 'string' ? [...value].length : '?'}).`;
    case 'minimum':
      return `Debe ser mayor o igual que ${keywordValue}.`;
    case 'maximum':
      return `Debe ser menor o igual que ${keywordValue}.`;
    case 'exclusiveMinimum':
      return `Debe ser mayor que ${keywordValue}.`;
    case 'exclusiveMaximum':
      return `Debe ser menor que ${keywordValue}.`;
    case 'multipleOf':
      return `Debe ser múltiplo de ${keywordValue}.`;
    case 'pattern':
      return `No tiene el formato esperado (patrón ${keywordValue}).`;
    case 'format':
      return `Debe ser ${FORMAT_NAMES[keywordValue] ?? `un valor con formato ${keywordValue}`}.`;
    case 'minItems':
      return `Debe tener al menos ${keywordValue} elementos.`;
    case 'maxItems':
      return `Debe tener como máximo ${keywordValue} elementos.`;
    case 'uniqueItems':
      return 'No debe repetir elementos.';
    case 'minProperties':
      return `Debe tener al menos ${keywordValue} campos.`;
    case 'maxProperties':
      return `Debe tener como máximo ${keywordValue} campos.`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `El campo «${quotedName(error) ?? ''}» no está documentado.`;
    case 'dependentRequired':
      return 'Falta un campo que este campo exige.';
    case 'anyOf':
      return 'No cumple ninguna de las alternativas documentadas.';
    case 'oneOf':
      return 'Debe cumplir exactamente una de las alternativas documentadas.';
    case 'not':
      return 'Tiene una forma que el esquema no permite.';
    case 'false':
      return 'Este campo no se permite.';
    default:
      return `No cumple la regla «${keyword}» del esquema.`;
  }
}

// Keywords that only report that something inside failed; the inner failure is the useful one.
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
]);
// Keywords whose alternatives' own failures would only confuse: one message for the whole choice.
const CHOICES = new Set(['anyOf', 'oneOf', 'not']);

function valueOfInstance(value: unknown, instanceLocation: string): unknown {
  return valueAt(value, instanceLocation);
}

/** Spanish issues of `value` against `schema` (which may `$ref` into the spec's components). */
export function validateValue(spec: Spec, schema: Schema, value: unknown, direction: Direction, pathPrefix = ''): FieldIssue[] {
  const options = copyOptions(spec, direction);
  const root: SpecNode =
    typeof schema === 'boolean'
      ? schema
      : {...copySchema(schema, options), components: {schemas: copySchemaComponents(spec.components?.schemas, options)}};
  if (root === true) return [];
  const validator = new Validator(root, '2020-12', false);
  const {errors} = validator.validate(value);
  const choiceLocations = errors.filter((error) => CHOICES.has(error.keyword)).map((error) => error.keywordLocation);
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors as OutputUnit[]) {
    if (WRAPPERS.has(error.keyword)) continue;
    if (choiceLocations.some((location) => error.keywordLocation.startsWith(`${location}/`))) continue;
    const keywordSchema = resolveKeywordSchema(root, error.keywordLocation);
    const message =
      conditionMessage(root, error) ??
      spanishMessage(error.keyword, keywordSchema?.[error.keyword], error.error, valueOfInstance(value, error.instanceLocation));
    const missing =
      error.keyword === 'required'
        ? quotedName(error.error)
        : error.keyword === 'dependentRequired'
          ? dependentMissing(error.error)
          : undefined;
    const path = fieldPath(missing ? `${error.instanceLocation}/${missing}` : error.instanceLocation, pathPrefix);
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({path, message});
  }
  return issues;
}

/** `Instance has "name" but does not have "postal_code".` → `postal_code`. */
const dependentMissing = (error: string) => /does not have "([^"]+)"/.exec(error)?.[1];

/** «Falta el campo «cic»: si «type» es «D» o «EFGH», también es obligatorio «cic».» */
const missingFor = (field: string | undefined, condition: Condition) =>
  `Falta el campo «${field ?? ''}»: ${lowerFirst(conditionSentence(condition, plainQuote))}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The message of a failure that breaks a condition between fields (issue 37), in the sentence the reference prints. */
function conditionMessage(root: SpecNode, error: OutputUnit): string | undefined {
  const broken = brokenCondition(error, (location) => resolveKeywordSchema(root, location));
  if (!broken) return undefined;
  return broken.missing === undefined ? conditionSentence(broken.condition, plainQuote) : missingFor(broken.missing, broken.condition);
}

/**
 * The conditions of a multipart body the console checks before sending (no validator runs on a form): for each
 * one not met, an issue on each field it names, with the sentence the reference prints. `present` maps each filled
 * field to its text (a chosen file counts as present).
 */
export function formConditionIssues(spec: Spec, schema: Schema, present: Record<string, unknown>): FieldIssue[] {
  const resolved = typeof schema === 'boolean' ? undefined : resolveRef(spec, schema);
  return conditionsOf(resolved).flatMap((condition) =>
    (conditionFailure(condition, present) ?? []).map((field) => ({path: field, message: conditionSentence(condition, plainQuote)})),
  );
}

/** Walks a keyword location through `$ref`s: `#/properties/a/$ref/maxLength` → the referenced schema. */
function resolveKeywordSchema(root: SpecNode, keywordLocation: string): SpecNode {
  const segments = keywordLocation.replace(/^#\/?/, '').split('/').slice(0, -1);
  let node = root;
  for (const raw of segments) {
    const segment = decodeURIComponent(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
    node = segment === '$ref' ? resolveRef(root, {$ref: node?.$ref}) : node?.[segment];
  }
  return node;
}
