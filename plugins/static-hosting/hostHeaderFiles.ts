import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {HEADERS_FILE, NGINX_HEADERS_FILE} from '../../config/headers';
import {builtSiteHeaders, headersFile, nginxHeaders} from '../../lib/serve/hostHeaders';

/** Writes `_headers` and its nginx twin into the build; run after the HTML is final. */
export function writeHostHeaderFiles(buildDir: string): void {
  const headers = builtSiteHeaders(buildDir);
  writeFileSync(path.join(buildDir, HEADERS_FILE), headersFile(headers));
  writeFileSync(path.join(buildDir, NGINX_HEADERS_FILE), nginxHeaders(headers));
}
