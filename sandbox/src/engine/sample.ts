/**
 * A value for a schema that documents no example: its own `example`, `default`, first `enum` or
 * `const`, else a value of its type. Every success response of the published specs has its own
 * example (the spec check requires it, lib/openapi/styleRules.ts), so this is a fallback.
 */
import {resolve} from './refs';
import type {SpecDocument, SpecNode} from './types';

export function sampleOf(spec: SpecDocument, raw: SpecNode, depth = 0): unknown {
  const schema = resolve(spec, raw);
  if (!schema || typeof schema !== 'object' || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.reduce((merged: Record<string, unknown>, part: SpecNode) => {
      const value = sampleOf(spec, part, depth + 1);
      return value && typeof value === 'object' && !Array.isArray(value) ? {...merged, ...value} : merged;
    }, {});
  }
  const choice = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choice) && choice.length > 0) return sampleOf(spec, choice[0], depth + 1);
  const type = [schema.type].flat().find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries<SpecNode>(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(spec, property, depth + 1)]),
      );
    case 'array':
      return schema.items ? [sampleOf(spec, schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : schema.format === 'date' ? '2024-01-01' : 'string';
    default:
      return null;
  }
}
