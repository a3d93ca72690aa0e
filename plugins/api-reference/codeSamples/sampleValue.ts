/**
 * A value that satisfies a schema, for the parts of a request the spec gives no example for:
 * the schema's own example, default, enum or const first, then a value shaped by type and format.
 */
import {resolveRef} from '../../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../../lib/openapi/types';

const FORMAT_VALUES: Record<string, string> = {
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'persona@correo.example',
  uri: 'https://tu-servidor.example/webhooks',
  url: 'https://tu-servidor.example/webhooks',
  date: '2024-05-17',
  'date-time': '2024-05-17T10:30:00Z',
};

export function sampleValue(document: OpenApiDocument, rawSchema: SpecNode, name = 'valor', depth = 0): unknown {
  const schema = resolveRef(document, rawSchema) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return sampleValue(document, variant, name, depth);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part: SpecNode) => sampleValue(document, part, name, depth)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate: string) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sampleValue(document, schema.items, name, depth + 1)];
    case 'object': {
      if (depth > 4) return {};
      const required = new Set<string>(schema.required ?? []);
      return Object.fromEntries(
        Object.entries<SpecNode>(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, child]) => [key, sampleValue(document, child, key, depth + 1)]),
      );
    }
    default: {
      if (schema.format && FORMAT_VALUES[schema.format]) return FORMAT_VALUES[schema.format];
      const text = name.replace(/[^A-Za-z0-9]+/g, '-');
      const minimum = schema.minLength ?? 0;
      return text.length >= minimum ? text.slice(0, schema.maxLength ?? undefined) : text.padEnd(minimum, 'x');
    }
  }
}
