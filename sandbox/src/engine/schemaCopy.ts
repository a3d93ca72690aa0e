/**
 * A copy of a JSON Schema (2020-12, as OpenAPI 3.1 writes it) without some keywords, walked keyword
 * by keyword. Under `properties` (and the other maps of names) a key is a field's name, never a
 * keyword: a field called `description`, `example`, `examples`, `type`, `required`, `properties` or
 * `default` keeps its schema. The values of data keywords (`enum`, `const`, `default`, `examples`…)
 * are copied whole, since they are values, not schemas.
 */
import type {SpecNode} from './types';

/** Keywords whose value maps names (fields, definitions) to subschemas. */
const NAMED_SUBSCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is one subschema (`items` may also be a list, as drafts before 2020-12 wrote it). */
const SUBSCHEMA = new Set([
  'items',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);
/** Keywords whose value is a list of subschemas. */
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

export interface SchemaCopyOptions {
  /** Whether a keyword is left out of the copy (`description`, `example`, `x-…`). */
  drop(keyword: string): boolean;
  /** Adjusts each copied schema object once its keywords are copied (the `required` list, say). */
  adjust?(copy: Record<string, SpecNode>, original: Record<string, SpecNode>): void;
}

/** The copy of `schema` without the keywords `options.drop` names, at any depth. */
export function copySchema(schema: SpecNode, options: SchemaCopyOptions, seen = new Map<object, SpecNode>()): SpecNode {
  if (!schema || typeof schema !== 'object') return schema;
  if (seen.has(schema)) return seen.get(schema);
  if (Array.isArray(schema)) {
    const list: SpecNode[] = [];
    seen.set(schema, list);
    for (const item of schema) list.push(copySchema(item, options, seen));
    return list;
  }
  const copy: Record<string, SpecNode> = {};
  seen.set(schema, copy);
  for (const [keyword, value] of Object.entries<SpecNode>(schema)) {
    if (options.drop(keyword)) continue;
    if (NAMED_SUBSCHEMAS.has(keyword) && value && typeof value === 'object' && !Array.isArray(value)) {
      copy[keyword] = Object.fromEntries(Object.entries<SpecNode>(value).map(([name, sub]) => [name, copySchema(sub, options, seen)]));
    } else if (SUBSCHEMA.has(keyword) || (SUBSCHEMA_LISTS.has(keyword) && Array.isArray(value))) {
      copy[keyword] = copySchema(value, options, seen);
    } else {
      copy[keyword] = value;
    }
  }
  options.adjust?.(copy, schema);
  return copy;
}

/** `components.schemas` copied entry by entry: each entry is a schema, whatever its name. */
export function copySchemaComponents(schemas: Record<string, SpecNode> | undefined, options: SchemaCopyOptions): Record<string, SpecNode> {
  const seen = new Map<object, SpecNode>();
  return Object.fromEntries(Object.entries<SpecNode>(schemas ?? {}).map(([name, schema]) => [name, copySchema(schema, options, seen)]));
}
