/**
 * A schema as the contract means it, before two versions are compared: `$ref`s followed (sibling
 * keywords win over the target's, as in the reference pages) and `allOf` merged with allof-merge, so
 * moving a schema into a component or splitting it into `allOf` parts is not reported as a change.
 */
import {merge} from 'allof-merge';
import {pointerTarget} from '../openapi/refs';
import type {OpenApiDocument, SpecNode} from '../openapi/types';

export type Schema = Record<string, SpecNode>;

export interface ResolvedSchema {
  schema: Schema;
  /** The references followed from the operation down to here: a schema met twice is a recursion. */
  chain: readonly string[];
  /** Set when the schema is a reference already open on the chain: comparing stops there. */
  recursion?: string;
}

const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

export function resolveSchema(document: OpenApiDocument, raw: unknown, chain: readonly string[] = []): ResolvedSchema {
  let schema: Schema = isObject(raw) ? raw : {};
  const followed = [...chain];
  for (let hops = 0; typeof schema.$ref === 'string' && hops < 16; hops += 1) {
    const ref: string = schema.$ref;
    if (followed.includes(ref)) return {schema, chain: followed, recursion: ref};
    const target = pointerTarget(document, ref);
    if (!isObject(target)) break;
    followed.push(ref);
    const {$ref: _ref, ...siblings} = schema;
    schema = {...target, ...siblings};
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part: unknown) => {
      const resolved = resolveSchema(document, part, followed);
      return resolved.recursion ? {} : resolved.schema;
    });
    const {allOf: _allOf, ...rest} = schema;
    schema = merge({...rest, allOf: parts}) as Schema;
  }
  return {schema, chain: followed};
}

/** The schema's types without `null` (none means any), and whether `null` is allowed. */
export function typesOf(schema: Schema): {types: string[]; nullable: boolean} {
  let types: string[] = Array.isArray(schema.type) ? [...schema.type] : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties || isObject(schema.additionalProperties)) types = ['object'];
    else if (schema.items) types = ['array'];
  }
  const nullable = types.includes('null') || schema.nullable === true;
  return {types: types.filter((type) => type !== 'null').sort(), nullable};
}

/** The values a schema allows when it lists them (`enum`, or `const` as a list of one), `null` left to nullability. */
export function enumOf(schema: Schema): unknown[] | undefined {
  const values = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : undefined;
  return values?.filter((value) => value !== null);
}
