/**
 * Placeholder values in an example: what a schema sampler writes where nobody wrote data, and what no
 * reader can use. A reader takes every example as a contract claim, so an example that says `"error":
 * "string"`, `"code": 0` under a 404 or `"success": true` under an error is worse than none. The spec check
 * (`tests/specs/placeholders.test.ts`, `npm run check:spec`) runs this on every example of the specs and on
 * every example a surface renders; the e2e tests run it on what the build wrote.
 *
 * A value is a placeholder when it is:
 * - the text `string` (or `stringstring…`), unless the schema lists it as a value (`enum`, `const`);
 * - a key `property1`, `property2`… that the schema does not declare;
 * - the number `0` where the schema gives 0 no meaning: no `enum`/`const`/`default`/`examples` holding 0, no
 *   bound at 0 (`minimum: 0`, `maximum: 0`), no description naming 0 («0 = sin vencimiento») and no
 *   description of a quantity, where none is a real value («Número de veces…», «Saldo vencido, en pesos»).
 *   A code (`code`, a provider's `status`) is not a quantity: 0 there claims a code nobody documented. A
 *   value the schema leaves open (free-form `metadata`) is the example's own data and is not judged;
 * - `success: true` at the top of a 4xx/5xx body, or `success: false` at the top of a 2xx body.
 */
import {resolveRef} from './refs';
import type {OpenApiDocument, SpecNode} from './types';

export interface Placeholder {
  /** JSON pointer of the value inside the example (`/error/property1`, `` for the root). */
  path: string;
  reason: string;
}

type Schema = Record<string, SpecNode>;

const PLACEHOLDER_TEXT = /^(string)+$/;
const PLACEHOLDER_KEY = /^property\d+$/;
/** A description that names 0 as a value: «`0`», «0 =», «0 a 1», «(0 LIVENESS…». */
const NAMES_ZERO = /(^|[^\d.,])0([^\d.,]|$)/;
/** A description of an amount or a count, where 0 is a value like any other. */
const QUANTITY = /\b(veces|cantidad|saldo|monto|importe|total|pesos|segundos|minutos|horas|días|bytes|kilobytes)\b/i;

/** Every schema that describes the value at one place: `$ref`s followed, `allOf` parts and `oneOf`/`anyOf` options expanded. */
function candidates(document: OpenApiDocument, raw: unknown, seen = new Set<unknown>()): Schema[] {
  const schema = resolveRef<Schema>(document, raw);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const found: Schema[] = [schema];
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of Array.isArray(schema[keyword]) ? schema[keyword] : []) found.push(...candidates(document, part, seen));
  }
  return found;
}

const listsValue = (schema: Schema, value: unknown): boolean =>
  schema.const === value ||
  schema.default === value ||
  (Array.isArray(schema.enum) && schema.enum.includes(value)) ||
  (Array.isArray(schema.examples) && schema.examples.includes(value)) ||
  schema.example === value;

function zeroHasMeaning(schemas: Schema[]): boolean {
  return schemas.some(
    (schema) =>
      listsValue(schema, 0) ||
      schema.minimum === 0 ||
      schema.maximum === 0 ||
      (typeof schema.description === 'string' && (NAMES_ZERO.test(schema.description) || QUANTITY.test(schema.description))),
  );
}

/** True when a schema constrains a value at all (a type, values, properties…); `{}` and free objects do not. */
const describes = (schema: Schema): boolean =>
  ['type', 'enum', 'const', 'properties', 'items', 'format', 'minimum', 'maximum'].some((keyword) => schema[keyword] !== undefined);

function childSchemas(document: OpenApiDocument, schemas: Schema[], key: string): Schema[] {
  return schemas.flatMap((schema) => {
    const property = schema.properties?.[key];
    if (property !== undefined) return candidates(document, property);
    for (const [pattern, patternSchema] of Object.entries<SpecNode>(schema.patternProperties ?? {}))
      if (new RegExp(pattern, 'u').test(key)) return candidates(document, patternSchema);
    return schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? candidates(document, schema.additionalProperties)
      : [];
  });
}

const declares = (schemas: Schema[], key: string) => schemas.some((schema) => schema.properties?.[key] !== undefined);

function walk(document: OpenApiDocument, value: unknown, schemas: Schema[], path: string, found: Placeholder[]): void {
  if (typeof value === 'string') {
    if (PLACEHOLDER_TEXT.test(value) && !schemas.some((schema) => listsValue(schema, value)))
      found.push({path, reason: `el texto «${value.slice(0, 24)}» es un relleno, no un dato`});
    return;
  }
  if (value === 0) {
    if (schemas.some(describes) && !zeroHasMeaning(schemas))
      found.push({path, reason: 'el 0 no tiene significado en su esquema (no es un valor, límite ni caso que el esquema nombre)'});
    return;
  }
  if (Array.isArray(value)) {
    const items = schemas.flatMap((schema) => (schema.items ? candidates(document, schema.items) : []));
    value.forEach((item, index) => walk(document, item, items, `${path}/${index}`, found));
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (PLACEHOLDER_KEY.test(key) && !declares(schemas, key)) found.push({path: childPath, reason: `la clave «${key}» es un relleno`});
    walk(document, child, childSchemas(document, schemas, key), childPath, found);
  }
}

/**
 * The placeholders of one example. `schema` is the media type's schema (absent: only the schema-free
 * checks run), `status` the response status it documents (absent for request bodies and webhook payloads).
 */
export function placeholdersIn(document: OpenApiDocument, value: unknown, schema?: unknown, status?: string): Placeholder[] {
  const found: Placeholder[] = [];
  walk(document, value, schema === undefined ? [] : candidates(document, schema), '', found);
  if (value && typeof value === 'object' && !Array.isArray(value) && status) {
    const success = (value as Record<string, unknown>).success;
    if (success === true && /^[45]/.test(status))
      found.push({path: '/success', reason: `\`success: true\` en una respuesta ${status}, que es un error`});
    if (success === false && /^2/.test(status))
      found.push({path: '/success', reason: `\`success: false\` en una respuesta ${status}, que es un éxito`});
  }
  return found;
}

export interface LocatedPlaceholder extends Placeholder {
  /** Where the example lives in the bundled spec (`POST /people 422 examples.invalid`, `#/components/schemas/Person/example`). */
  location: string;
}

function* mediaExamples(document: OpenApiDocument, media: Schema): Generator<{which: string; value: unknown}> {
  if (media.example !== undefined) yield {which: 'example', value: media.example};
  for (const [key, raw] of Object.entries<SpecNode>(media.examples ?? {})) {
    const example = resolveRef<Schema>(document, raw);
    if (example && 'value' in example) yield {which: `examples.${key}`, value: example.value};
  }
}

/** The examples of every request body, response and webhook payload, each with its schema and status. */
function operationPlaceholders(document: OpenApiDocument): LocatedPlaceholder[] {
  const found: LocatedPlaceholder[] = [];
  const check = (content: unknown, label: string, status?: string) => {
    for (const [type, raw] of Object.entries<SpecNode>(content ?? {})) {
      const media = resolveRef<Schema>(document, raw) ?? {};
      for (const {which, value} of mediaExamples(document, media))
        for (const problem of placeholdersIn(document, value, media.schema, status))
          found.push({location: `${label} ${type} ${which}`, ...problem});
    }
  };
  for (const [group, webhook] of [
    [document.paths, false],
    [document.webhooks, true],
  ] as const) {
    for (const [name, rawItem] of Object.entries<SpecNode>(group ?? {})) {
      const item = resolveRef<Schema>(document, rawItem) ?? {};
      for (const [method, operation] of Object.entries<SpecNode>(item)) {
        if (!operation || typeof operation !== 'object' || !operation.responses) continue;
        const label = `${method.toUpperCase()} ${webhook ? `webhook ${name}` : name}`;
        check(resolveRef<Schema>(document, operation.requestBody)?.content, `${label} cuerpo`);
        for (const [status, response] of Object.entries<SpecNode>(operation.responses))
          check(resolveRef<Schema>(document, response)?.content, `${label} ${status}`, status);
      }
    }
  }
  return found;
}

/** Maps whose keys are names (a property called `example` is a property, not an example). */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'schemas', 'parameters', 'headers', 'responses', 'requestBodies']);

/** The examples written on schemas and parameters anywhere in the document, each against its own schema. */
function schemaPlaceholders(document: OpenApiDocument): LocatedPlaceholder[] {
  const found: LocatedPlaceholder[] = [];
  const visit = (node: unknown, location: string, namesOnly = false): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${location}/${index}`));
    if (!node || typeof node !== 'object') return;
    const record = node as Schema;
    const at = (key: string) => `${location}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (namesOnly) {
      for (const [key, child] of Object.entries(record)) visit(child, at(key));
      return;
    }
    const isMedia = record.schema !== undefined && record.in === undefined;
    // Media types are checked with their status by operationPlaceholders; parameters here, against their schema.
    if (!isMedia) {
      const schema = record.in !== undefined ? record.schema : record;
      const values: [string, unknown][] = [];
      if (record.example !== undefined) values.push(['example', record.example]);
      if (Array.isArray(record.examples))
        record.examples.forEach((value: unknown, index: number) => values.push([`examples/${index}`, value]));
      else if (record.in !== undefined)
        for (const [key, raw] of Object.entries<SpecNode>(record.examples ?? {}))
          values.push([`examples/${key}`, resolveRef<Schema>(document, raw)?.value]);
      for (const [which, value] of values)
        for (const problem of placeholdersIn(document, value, schema)) found.push({location: `${location}/${which}`, ...problem});
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'example' || key === 'examples') continue;
      visit(child, at(key), NAME_MAPS.has(key));
    }
  };
  visit(document.paths, '#/paths', true);
  visit(document.webhooks, '#/webhooks', true);
  // Component examples are data, read through the media types that use them; every other map is of names.
  for (const [kind, map] of Object.entries<SpecNode>(document.components ?? {}))
    if (kind !== 'examples') visit(map, `#/components/${kind}`, true);
  return found;
}

/** Every placeholder in every example of a bundled spec. */
export function specPlaceholders(document: OpenApiDocument): LocatedPlaceholder[] {
  return [...operationPlaceholders(document), ...schemaPlaceholders(document)];
}
