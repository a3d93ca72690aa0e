/**
 * The type of a file by its first bytes, as the APIs check it (a server looks at the content, not
 * at the name or the declared Content-Type): a text file sent as `image/jpeg` is still text.
 */
const starts = (data: Uint8Array, bytes: number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function sniffType(data: Uint8Array): string | undefined {
  if (starts(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(data, ascii('GIF8'))) return 'image/gif';
  if (starts(data, ascii('RIFF')) && starts(data, ascii('WEBP'), 8)) return 'image/webp';
  if (starts(data, ascii('%PDF-'))) return 'application/pdf';
  if (starts(data, ascii('ftyp'), 4)) return 'video/mp4';
  if (starts(data, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (starts(data, ascii('PK'))) return 'application/zip';
  const head = new TextDecoder('utf-8').decode(data.subarray(0, 512)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

/**
 * A text file has no signature: it is taken as the text type it declares (`text/csv`), or by its
 * name (`.csv`), else `text/plain`; never as an image or a PDF, whatever it declares.
 */
export function textType(data: Uint8Array, filename?: string, declared?: string): string | undefined {
  const head = data.subarray(0, 4096);
  if (head.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', {fatal: true}).decode(head.length === data.length ? head : head.subarray(0, head.length - 4));
  } catch {
    return undefined;
  }
  const type = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (type.startsWith('text/')) return type;
  if (/\.csv$/i.test(filename ?? '')) return 'text/csv';
  return 'text/plain';
}

/** Whether `type` fits a list like `image/jpeg, image/png` or `image/*, video/*`. */
export function typeAccepted(type: string, accepted: string): boolean {
  return accepted
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) => entry === '*/*' || entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
}

/** `image/jpeg, image/png` → `jpg, png` (the extensions the servers name in their messages). */
export function extensionsOf(accepted: string): string {
  const names: Record<string, string> = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/svg+xml': 'svg',
    'application/pdf': 'pdf',
    'text/csv': 'csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  };
  return accepted
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .map((entry) => names[entry] ?? entry)
    .join(', ');
}
