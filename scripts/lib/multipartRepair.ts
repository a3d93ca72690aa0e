/**
 * Rewrites a multipart/form-data body into the shape Prism's parser (parse-multipart-data) can read.
 *
 * That parser reads a file part's type with `contentTypeHeader.split(':')[1].trim()`, so a file part
 * without `Content-Type` (allowed by RFC 7578 §4.4; newman and Guzzle send it) throws and the Prism
 * process exits. It also expects `name` as the first parameter of Content-Disposition and a quoted
 * `filename` it can JSON.parse. Each part is therefore rewritten with a canonical Content-Disposition
 * and, for file parts, `Content-Type: application/octet-stream` when none was given (RFC 7578's
 * default). Part data is copied byte for byte.
 */
export type MultipartRepair = {ok: true; body: Buffer} | {ok: false; reason: string};

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary parameter of a Content-Type header, if any. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function dispositionParameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

// Prism splits Content-Disposition on ';' and '=' before parsing the filename; keep those out.
const safeFilename = (filename: string) => filename.replace(/[;="\\\r\n]/g, '_');

function repairPart(rawPart: Buffer, index: number): {ok: true; part: Buffer} | {ok: false; reason: string} {
  const headerEnd = rawPart.indexOf(HEADER_END);
  if (headerEnd < 0) return {ok: false, reason: `la parte ${index + 1} no separa sus encabezados del contenido con una línea vacía`};
  const headers = rawPart
    .subarray(0, headerEnd)
    .toString('latin1')
    .split('\r\n')
    .filter((line) => line !== '');
  const data = rawPart.subarray(headerEnd + HEADER_END.length);
  const disposition = headers.find((line) => /^content-disposition\s*:/i.test(line));
  if (!disposition) return {ok: false, reason: `la parte ${index + 1} no trae el encabezado Content-Disposition`};
  const name = dispositionParameter(disposition, 'name');
  if (!name) return {ok: false, reason: `la parte ${index + 1} no trae el parámetro name en Content-Disposition`};
  const filename = dispositionParameter(disposition, 'filename');
  const contentType = headers
    .find((line) => /^content-type\s*:/i.test(line))
    ?.replace(/^content-type\s*:\s*/i, '')
    .trim();

  const lines = [
    `Content-Disposition: form-data; name=${JSON.stringify(name)}${filename === undefined ? '' : `; filename="${safeFilename(filename)}"`}`,
  ];
  if (contentType) lines.push(`Content-Type: ${contentType}`);
  else if (filename !== undefined) lines.push('Content-Type: application/octet-stream');
  return {ok: true, part: Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), HEADER_END, data])};
}

export function repairMultipart(body: Buffer, boundary: string): MultipartRepair {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  let position = body.indexOf(delimiter);
  if (position < 0) return {ok: false, reason: `el cuerpo no contiene el separador "--${boundary}" que anuncia Content-Type`};
  position += delimiter.length;
  const parts: Buffer[] = [];
  for (;;) {
    if (body.subarray(position, position + 2).toString() === '--') break;
    const lineEnd = body.indexOf(CRLF, position);
    if (lineEnd < 0) return {ok: false, reason: 'el cuerpo termina sin el separador de cierre'};
    const partStart = lineEnd + CRLF.length;
    const partEnd = body.indexOf(nextDelimiter, partStart);
    if (partEnd < 0) return {ok: false, reason: 'el cuerpo termina sin el separador de cierre'};
    const repaired = repairPart(body.subarray(partStart, partEnd), parts.length);
    if (!repaired.ok) return repaired;
    parts.push(repaired.part);
    position = partEnd + nextDelimiter.length;
  }
  const chunks: Buffer[] = [];
  for (const part of parts) chunks.push(delimiter, CRLF, part, CRLF);
  chunks.push(delimiter, Buffer.from('--\r\n'));
  return {ok: true, body: Buffer.concat(chunks)};
}
