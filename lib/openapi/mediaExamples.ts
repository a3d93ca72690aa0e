/**
 * The examples of one media type object, as values: the spec's own (`example`, else every named
 * `examples` entry), else one generated from the schema by openapi-sampler. The reference page, its
 * Markdown twin and the Postman collection's saved responses all show these, so a reader sees the
 * same body everywhere and every build writes the same files; the spec check validates them all.
 */
import {sample} from 'openapi-sampler';
import {resolveRef} from './refs';
import type {OpenApiDocument, SpecNode} from './types';

export interface MediaExample {
  /** The named example's key in `examples`; absent for the single example. */
  key?: string;
  /** The named example's summary or key; absent for the single example. */
  label?: string;
  /** The named example's description (Markdown). */
  description?: string;
  value: unknown;
  /** True when the spec gave no example and this one was generated from the schema. */
  generated?: boolean;
}

function isJsonMediaType(contentType: string): boolean {
  return /json/i.test(contentType);
}

/** An example as a reader sees it: text bodies as they are, anything else as pretty-printed JSON. */
export function exampleText(value: unknown, contentType: string): {code: string; language: 'text' | 'json'} {
  if (typeof value === 'string' && !isJsonMediaType(contentType)) return {code: value, language: 'text'};
  return {code: JSON.stringify(value, null, 2), language: 'json'};
}

export function mediaExamples(
  document: OpenApiDocument,
  media: Record<string, SpecNode>,
  contentType: string,
  direction: 'request' | 'response',
): MediaExample[] {
  if (media.example !== undefined) return [{value: media.example}];
  const named = Object.entries<SpecNode>(media.examples ?? {});
  if (named.length) {
    return named.map(([key, raw]) => {
      const example = resolveRef(document, raw) ?? {};
      return {key, label: example.summary ?? key, description: example.description, value: example.value};
    });
  }
  if (!media.schema) return [];
  const schema = resolveRef(document, media.schema) ?? {};
  // A file or a plain-text body has no example worth inventing.
  if (schema.format === 'binary' || (schema.type === 'string' && !isJsonMediaType(contentType))) return [];
  try {
    const value = sample(
      media.schema,
      {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true},
      document,
    );
    return [{value, generated: true}];
  } catch {
    return [];
  }
}
