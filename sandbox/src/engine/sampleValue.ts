/**
 * A value that satisfies a schema (the code samples' path, query and form values, and so the ids the sandbox
 * seeds its store with), for the parts of a request the spec gives no example for:
 * the schema's own example, default, enum or const first, then a value shaped by type and format.
 */
import {resolve} from './refs';
import type {SpecDocument, SpecNode} from './types';

const FORMAT_VALUES: Record<string, string> = {
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'persona@correo.example',
  uri: 'https://tu-servidor.example/webhooks',
  url: 'https://tu-servidor.example/webhooks',
  date: '2024-05-17',
  'date-time': '2024-05-17T10:30:00Z',
};

export function sampleValue(document: SpecDocument, rawSchema: SpecNode, name = 'valor', depth = 0): unknown {
  const schema = resolve(document, rawSchema) ?? {};
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

/** The value the code samples send for a parameter: its example, its first named example, else a schema value. */
export function parameterSample(document: SpecDocument, parameter: SpecNode): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values<SpecNode>(parameter.examples ?? {})[0];
  if (named) return resolve(document, named)?.value;
  return sampleValue(document, parameter.schema, parameter.name);
}
