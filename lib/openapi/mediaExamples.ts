/**
 * The examples of one media type object, as values: the spec's own (`example`, else every named
 * `examples` entry), and nothing else. The reference page, its Markdown twin, the Postman collection's
 * saved responses, the error catalogue and the sandbox all show these, so a reader sees the same body
 * everywhere. Where the spec gives none, a surface shows the body's shape (its schema), never a body made
 * up from it: a sampler fills a schema with `"string"`, `0` and `"property1"`, and an error body so made
 * (`"code": 0` under a 404, `"success": true` under a 422) contradicts its own heading. An example the
 * product states (a message for a status) is written into the spec, with its source on record
 * (openapi/README.md); `tests/specs/placeholders.test.ts` fails on any placeholder value.
 */
import {resolveRef} from './refs';
import type {OpenApiDocument, SpecNode} from './types';

export interface MediaExample {
  /** The named example's key in `examples`; absent for the single example. */
  key?: string;
  /** The named example's summary or key; absent for the single example. */
  label?: string;
  /** The named example's summary, as the spec writes it. */
  summary?: string;
  /** The named example's description (Markdown). */
  description?: string;
  value: unknown;
}

function isJsonMediaType(contentType: string): boolean {
  return /json/i.test(contentType);
}

/** An example as a reader sees it: text bodies as they are, anything else as pretty-printed JSON. */
export function exampleText(value: unknown, contentType: string): {code: string; language: 'text' | 'json'} {
  if (typeof value === 'string' && !isJsonMediaType(contentType)) return {code: value, language: 'text'};
  return {code: JSON.stringify(value, null, 2), language: 'json'};
}

export function mediaExamples(document: OpenApiDocument, media: Record<string, SpecNode> | undefined): MediaExample[] {
  if (!media) return [];
  if (media.example !== undefined) return [{value: media.example}];
  return Object.entries<SpecNode>(media.examples ?? {}).map(([key, raw]) => {
    const example = resolveRef(document, raw) ?? {};
    return {key, label: example.summary ?? key, summary: example.summary, description: example.description, value: example.value};
  });
}
