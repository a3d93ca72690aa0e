/**
 * What the server itself sends, read without a browser: a raw GET (fetch would decompress the body and
 * hide what the server sent) and the security headers every response of the nginx recipe must carry.
 * Shared by nginx.test.ts (headers, caching, compression) and route-sweep.test.ts (every route).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import {tryItConnectSources} from '../../config/headers';
import {LOCAL_MOCK_CONNECT_SOURCE} from '../../config/localMock';
import {siteSettings} from '../../config/site';

export const tryItOrigins = tryItConnectSources(siteSettings.apiBaseUrl);
assert.ok(tryItOrigins.includes(LOCAL_MOCK_CONNECT_SOURCE), 'connect-src sin el paquete local (127.0.0.1, cualquier puerto)');

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the status, headers and bytes exactly as the server sent them. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

/** The Permissions-Policy of every route but the capture check's. */
export const SITE_PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function assertSecurityHeaders(headers: http.IncomingHttpHeaders, label: string, permissions = SITE_PERMISSIONS): void {
  const csp = String(headers['content-security-policy'] ?? '');
  assert.match(csp, /frame-ancestors 'none'/, label);
  assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/, `${label}: script-src solo con 'self' y hashes`);
  assert.match(csp, /object-src 'none'/, label);
  // No third-party origin: every source is a keyword, a hash or a scheme of the page itself, except
  // connect-src, which adds exactly the try-it console's targets (API servers and the local mock).
  const directives = new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (name === 'connect-src' && tryItOrigins.includes(source)) continue;
      assert.match(
        source,
        /^('self'|'none'|'unsafe-inline'|'sha256-[A-Za-z0-9+/=]+'|data:|blob:)$/,
        `${label}: origen no permitido ${source} en ${name}`,
      );
    }
  }
  assert.deepEqual(directives.get('connect-src'), ["'self'", ...tryItOrigins], `${label}: connect-src`);
  assert.match(String(headers['strict-transport-security']), /^max-age=\d{8,}; includeSubDomains/, label);
  assert.equal(headers['x-content-type-options'], 'nosniff', label);
  assert.equal(headers['referrer-policy'], 'same-origin', label);
  assert.equal(headers['permissions-policy'], permissions, label);
}
