/**
 * The security headers of config/headers.ts for one build: the CSP's script hashes read from the
 * build's HTML, and the host files they are written into (`_headers`; `_headers.nginx.conf` and one
 * `_headers.<name>.nginx.conf` per route exception). `npm run serve`, the benchmark, the e2e tests
 * and plugins/static-hosting all use it.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {ROUTE_HEADER_EXCEPTIONS, securityHeaders, type RouteHeaderException} from '../../config/headers';
import {htmlFilesUnder} from '../htmlFiles';
import {CACHE_POLICY} from './httpRules';

// Inline scripts that run; JSON-LD and other data blocks are not subject to script-src.
// The HTML minifier drops attribute quotes, so `type` may come quoted or not.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;

/** SHA-256 sources of every distinct inline script the build emits, for `script-src`. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFilesUnder(buildDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (match[1].trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The security headers a build is served with (its CSP allows exactly its own inline scripts): the
 * site's, or with a path, that path's (a route exception's where config/headers.ts has one).
 */
export function builtSiteHeaders(buildDir: string, pathname?: string): Record<string, string> {
  return securityHeaders(inlineScriptHashes(buildDir), pathname);
}

/** The headers of each request path for a server: the build's HTML is hashed once, up front. */
export function builtHeadersByPath(buildDir: string): (pathname: string) => Record<string, string> {
  const hashes = inlineScriptHashes(buildDir);
  return (pathname) => securityHeaders(hashes, pathname);
}

/**
 * The `_headers` file: security headers everywhere, immutable caching for hashed assets, then a rule
 * per path of each route exception with only the headers it changes. The exceptions come last on
 * purpose: Netlify serves the later rule's value of a header two rules set, and Cloudflare Pages joins
 * both values with a comma in file order, where a Permissions-Policy keeps the last value of a
 * repeated feature (a structured-field dictionary, RFC 8941 §4.2.2), so `camera=(self)` wins on both.
 */
export function headersFile(
  headers: Record<string, string>,
  exceptions: readonly RouteHeaderException[] = ROUTE_HEADER_EXCEPTIONS,
): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  // Hosts that read `_headers` already revalidate HTML by default; only hashed assets need a rule.
  lines.push('/assets/*', `  Cache-Control: ${CACHE_POLICY.hashedAsset}`);
  for (const exception of exceptions) {
    for (const requestPath of exception.paths) {
      lines.push(requestPath, ...Object.entries(exception.headers).map(([name, value]) => `  ${name}: ${value}`));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** nginx `add_header` lines, included in every location of deploy/nginx/portal.conf. */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => {
      // nginx would read `$` as a variable and `"` would end the string.
      if (/[$"\\]/.test(value)) throw new Error(`La cabecera ${name} tiene caracteres que nginx no admite: ${value}`);
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n')}\n`;
}
