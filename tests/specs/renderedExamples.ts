/**
 * The examples a surface shows, read back the way a reader sees them: the JSON blocks of an operation page's
 * samples column (under its «Ejemplo de petición» and each status's tab of «Ejemplos de respuesta») and of a Markdown
 * twin (`**Ejemplo de respuesta `404`**` followed by a ```json block; the same text in `/openapi/<id>.md` and
 * `llms-full.txt`). Shared by the spec test (surfaces rendered in memory) and the e2e tests (the build's files).
 */
import type {CheerioAPI} from 'cheerio';
import {mediaExamples} from '../../lib/openapi/mediaExamples';
import {placeholdersIn} from '../../lib/openapi/placeholders';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

export interface RenderedExample {
  /** The response status it is shown under; absent for a request body or a webhook's payload. */
  status?: string;
  text: string;
}

const MARKDOWN_EXAMPLE = /^\*\*Ejemplo de (?:respuesta `([^`]+)`|petición|contenido)\*\*[^\n]*\n\n```json\n([\s\S]*?)^```/gm;

/** Every JSON example of the reference in a Markdown text, with the status its heading names. */
export function markdownExamples(markdown: string): RenderedExample[] {
  return [...markdown.matchAll(MARKDOWN_EXAMPLE)].map((match) => ({...(match[1] ? {status: match[1]} : {}), text: match[2]}));
}

/** Every example block of an operation page's samples column, with the status heading it is under. */
export function pageExamples($: CheerioAPI): RenderedExample[] {
  const request = $('section[aria-labelledby="ejemplo-de-peticion"] pre')
    .toArray()
    .map((block) => ({text: $(block).text()}));
  // One tab panel per status, each marked with it.
  const responses = $('section[aria-labelledby="ejemplos-de-respuesta"] [data-response-example]')
    .toArray()
    .flatMap((panel) => {
      const status = $(panel).attr('data-response-example')!;
      return $(panel)
        .find('pre')
        .toArray()
        .map((block) => ({status, text: $(block).text()}));
    });
  return [...request, ...responses];
}

/** One media type of an operation: where it sits (request body or a status), its schema and its spec examples. */
export interface MediaEntry {
  status?: string;
  contentType: string;
  schema: unknown;
  /** The spec's examples, as canonical JSON. */
  examples: Set<string>;
}

export function mediaOf(spec: OpenApiDocument, operation: SpecNode): MediaEntry[] {
  const entries: MediaEntry[] = [];
  const add = (content: SpecNode, status?: string) => {
    for (const [contentType, raw] of Object.entries<SpecNode>(content ?? {})) {
      const media = resolveRef(spec, raw) ?? {};
      const examples = new Set(mediaExamples(spec, media).map(({value}) => JSON.stringify(value)));
      entries.push({...(status ? {status} : {}), contentType, schema: media.schema, examples});
    }
  };
  add(resolveRef(spec, operation?.requestBody)?.content);
  for (const [status, raw] of Object.entries<SpecNode>(operation?.responses ?? {})) add(resolveRef(spec, raw)?.content, status);
  return entries;
}

/**
 * The problems of one rendered example: it is not one of the spec's examples for that place (request body or
 * status), or it holds a placeholder judged against that media type's schema.
 */
export function checkRendered(spec: OpenApiDocument, entries: MediaEntry[], status: string | undefined, value: unknown): string[] {
  const text = JSON.stringify(value);
  const matching = entries.filter((entry) => entry.status === status).find((entry) => entry.examples.has(text));
  const where = status ?? 'petición';
  if (!matching) return [`${where}: un ejemplo que no es de la especificación: ${text.slice(0, 100)}`];
  return placeholdersIn(spec, value, matching.schema, status).map((found) => `${where} ${found.path || '/'}: ${found.reason}`);
}

/** The same for examples read back as text (a page's or a twin's): non-JSON text (a form's cURL lines) is not an example body. */
export function checkRenderedTexts(spec: OpenApiDocument, entries: MediaEntry[], examples: readonly RenderedExample[]): string[] {
  return examples.flatMap(({status, text}) => {
    const json = canonicalJson(text);
    return json === undefined ? [] : checkRendered(spec, entries, status, JSON.parse(json));
  });
}

/** The JSON body a cURL command sends (`--data '…'`), if it sends one. */
export function curlJsonBody(curl: string): unknown {
  const match = /--data '((?:[^']|'\\'')*)'/.exec(curl);
  return match ? JSON.parse(match[1].replace(/'\\''/g, "'")) : undefined;
}

/** JSON text in one canonical form, to compare a rendered example with the spec's. */
export function canonicalJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}
