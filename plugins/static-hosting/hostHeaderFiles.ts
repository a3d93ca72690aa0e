import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {HEADERS_FILE, NGINX_HEADERS_FILE, ROUTE_HEADER_EXCEPTIONS, nginxRouteHeadersFile, securityHeaders} from '../../config/headers';
import {headersFile, inlineScriptHashes, nginxHeaders} from '../../lib/serve/hostHeaders';

/**
 * Writes `_headers` and its nginx twins into the build; run after the HTML is final. nginx gets one
 * file for the site and one per route exception: a location that adds a header of its own inherits
 * none, so each exception's file holds every header, with its own values where they differ.
 */
export function writeHostHeaderFiles(buildDir: string): void {
  const hashes = inlineScriptHashes(buildDir);
  const headers = securityHeaders(hashes);
  writeFileSync(path.join(buildDir, HEADERS_FILE), headersFile(headers));
  writeFileSync(path.join(buildDir, NGINX_HEADERS_FILE), nginxHeaders(headers));
  for (const exception of ROUTE_HEADER_EXCEPTIONS) {
    writeFileSync(path.join(buildDir, nginxRouteHeadersFile(exception)), nginxHeaders(securityHeaders(hashes, exception.route)));
  }
}
