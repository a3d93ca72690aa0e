/**
 * Walks every example value of a bundled spec (media-type `example`/`examples`, parameter and
 * schema examples, component examples), yielding each one with a readable location.
 */
import type {OpenApiDocument} from '../../lib/openapi/types';
import {resolveRef} from '../../lib/openapi/refs';

export interface ExampleValue {
  location: string;
  value: unknown;
}

export function* collectExamples(document: OpenApiDocument): Generator<ExampleValue> {
  function* walk(node: unknown, location: string): Generator<ExampleValue> {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) yield* walk(item, `${location}/${index}`);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if ('example' in record && (record.schema || record.type || record.in || record.properties || location.includes('/content/'))) {
      yield {location: `${location}/example`, value: record.example};
    }
    if (record.examples && typeof record.examples === 'object' && !Array.isArray(record.examples)) {
      for (const [name, example] of Object.entries(record.examples as Record<string, unknown>)) {
        const resolved = resolveRef(document, example) as {value?: unknown} | undefined;
        if (resolved && 'value' in resolved) yield {location: `${location}/examples/${name}`, value: resolved.value};
      }
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'example' || key === 'examples') continue;
      yield* walk(child, `${location}/${key}`);
    }
  }
  yield* walk(document.paths, '#/paths');
  yield* walk(document.webhooks, '#/webhooks');
  yield* walk(document.components, '#/components');
}

/** Every string value under a key, at any depth of an example value. */
export function* stringsByKey(value: unknown, path = ''): Generator<{key: string; path: string; value: string}> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsByKey(item, `${path}[${index}]`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (typeof child === 'string') yield {key, path: `${path}.${key}`, value: child};
    else yield* stringsByKey(child, `${path}.${key}`);
  }
}
