import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every `.html` file under a folder (the built site), as full paths. */
export function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
