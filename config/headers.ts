/**
 * The one definition of the HTTP headers the site is served with. The Node server (`npm run
 * serve`), the nginx recipe and the `_headers` file for static hosts are all generated from it.
 */
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFilesUnder} from '../scripts/lib/htmlFiles';
import {CACHE_POLICY} from '../scripts/serve/httpRules';
import {localMockOrigin} from './localMock';
import {siteSettings} from './site';

/** Files written into the build for the hosts: `_headers` (Netlify, Cloudflare Pages) and nginx's twin. */
export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = '_headers.nginx.conf';

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

const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

/**
 * Where the try-it console may send calls: the API servers and the local mock, nothing else. Every
 * published server URL is `{API_BASE_URL}/…` (prepareSpec substitutes the `baseUrl` variable,
 * including the verification API's production and test servers), so its origin is API_BASE_URL's.
 */
export function tryItConnectSources(apiBaseUrl: string, mockOrigin: string = localMockOrigin()): string[] {
  return [...new Set([new URL(apiBaseUrl).origin, mockOrigin])];
}

export function contentSecurityPolicy(buildDir: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(buildDir), ...originOf(siteSettings.remoteMonitoringScript)],
    // 'unsafe-inline' is needed for styles only: the theme's server HTML carries style="" attributes
    // (collapsible menus, tab panels, code blocks) that cannot be hashed at build time. Scripts stay
    // hash-only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...originOf(siteSettings.monitoringEndpoint),
      ...originOf(siteSettings.remoteMonitoringScript),
      ...tryItConnectSources(siteSettings.apiBaseUrl),
    ],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(buildDir: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(buildDir),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // Full referrer inside the portal, none at all to other sites (the docs link to many).
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The `_headers` file: security headers everywhere, immutable caching for hashed assets. */
export function headersFile(buildDir: string): string {
  const lines = ['/*', ...Object.entries(securityHeaders(buildDir)).map(([name, value]) => `  ${name}: ${value}`)];
  // Hosts that read `_headers` already revalidate HTML by default; only hashed assets need a rule.
  lines.push('/assets/*', `  Cache-Control: ${CACHE_POLICY.hashedAsset}`);
  return `${lines.join('\n')}\n`;
}

/** nginx `add_header` lines, included in every location of deploy/nginx/portal.conf. */
export function nginxHeaders(buildDir: string): string {
  return `${Object.entries(securityHeaders(buildDir))
    .map(([name, value]) => {
      // nginx would read `$` as a variable and `"` would end the string.
      if (/[$"\\]/.test(value)) throw new Error(`La cabecera ${name} tiene caracteres que nginx no admite: ${value}`);
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n')}\n`;
}

/** Writes `_headers` and its nginx twin into the build; run after the HTML exists. */
export function writeHostHeaderFiles(buildDir: string): void {
  writeFileSync(path.join(buildDir, HEADERS_FILE), headersFile(buildDir));
  writeFileSync(path.join(buildDir, NGINX_HEADERS_FILE), nginxHeaders(buildDir));
}
