/**
 * multipart/form-data (RFC 7578) read from bytes, in the browser or in Node: each part's name,
 * filename, declared Content-Type and bytes. A part without Content-Type is allowed (RFC 7578 §4.4:
 * text/plain for a field, application/octet-stream for a file); what a malformed body lacks is
 * returned as a Spanish reason.
 */
import type {FormPart} from './types';

export type MultipartResult = {ok: true; parts: FormPart[]} | {ok: false; reason: string};

/** The boundary parameter of a Content-Type header, if any. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

const encoder = new TextEncoder();
const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  outer: for (
    let position = haystack.indexOf(first, from);
    position !== -1 && position <= last;
    position = haystack.indexOf(first, position + 1)
  ) {
    for (let offset = 1; offset < needle.length; offset++) if (haystack[position + offset] !== needle[offset]) continue outer;
    return position;
  }
  return -1;
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

const CRLF = encoder.encode('\r\n');
const HEADER_END = encoder.encode('\r\n\r\n');

export function parseMultipart(body: Uint8Array, contentType: string | undefined): MultipartResult {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return {ok: false, reason: 'el encabezado Content-Type no trae el parámetro boundary'};
  const delimiter = encoder.encode(`--${boundary}`);
  const next = new Uint8Array([...CRLF, ...delimiter]);
  let position = indexOf(body, delimiter, 0);
  if (position < 0) return {ok: false, reason: `el cuerpo no contiene el separador "--${boundary}" que anuncia Content-Type`};
  position += delimiter.length;
  const parts: FormPart[] = [];
  for (;;) {
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break;
    const lineEnd = indexOf(body, CRLF, position);
    if (lineEnd < 0) return {ok: false, reason: 'el cuerpo termina sin el separador de cierre'};
    const start = lineEnd + CRLF.length;
    const end = indexOf(body, next, start);
    if (end < 0) return {ok: false, reason: 'el cuerpo termina sin el separador de cierre'};
    const raw = body.subarray(start, end);
    const headerEnd = indexOf(raw, HEADER_END, 0);
    const number = parts.length + 1;
    if (headerEnd < 0) return {ok: false, reason: `la parte ${number} no separa sus encabezados del contenido con una línea vacía`};
    const headers = latin1.decode(raw.subarray(0, headerEnd)).split('\r\n');
    const disposition = headers.find((line) => /^content-disposition\s*:/i.test(line));
    if (!disposition) return {ok: false, reason: `la parte ${number} no trae el encabezado Content-Disposition`};
    const name = parameter(disposition, 'name');
    if (!name) return {ok: false, reason: `la parte ${number} no trae el parámetro name en Content-Disposition`};
    const filename = parameter(disposition, 'filename');
    const partType = headers
      .find((line) => /^content-type\s*:/i.test(line))
      ?.replace(/^content-type\s*:\s*/i, '')
      .trim();
    const data = raw.slice(headerEnd + HEADER_END.length);
    parts.push(
      filename === undefined
        ? {name, value: utf8.decode(data), ...(partType ? {contentType: partType} : {})}
        : {name, filename, ...(partType ? {contentType: partType} : {}), data},
    );
    position = end + next.length;
  }
  return {ok: true, parts};
}
