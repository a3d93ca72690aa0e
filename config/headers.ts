/**
 * The one definition of the HTTP headers the site is served with. The Node server (`npm run
 * serve`), the nginx recipe and the `_headers` file for static hosts are all generated from it
 * (lib/serve/hostHeaders.ts hashes the build's inline scripts and formats the files;
 * plugins/static-hosting writes them). Data and pure functions only.
 */
import {LOCAL_MOCK_CONNECT_SOURCE} from './localMock';
import {siteSettings} from './site';

/** Files written into the build for the hosts: `_headers` (Netlify, Cloudflare Pages) and nginx's twin. */
export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = '_headers.nginx.conf';

const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

/**
 * Where the try-it console may send calls: the API servers and the local mock, nothing else. Every
 * published server URL is `{API_BASE_URL}/…` (prepareSpec substitutes the `baseUrl` variable,
 * including the verification API's production and test servers), so its origin is API_BASE_URL's.
 * The local mock is allowed on any port of 127.0.0.1 (`identia-sandbox mock --port N`): the console
 * calls it only when the reader chooses it and presses «Enviar», and loopback reaches only the
 * reader's own machine.
 */
export function tryItConnectSources(apiBaseUrl: string, mockSource: string = LOCAL_MOCK_CONNECT_SOURCE): string[] {
  return [...new Set([new URL(apiBaseUrl).origin, mockSource])];
}

/** The CSP, given the `'sha256-…'` sources of the inline scripts the build emitted. */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...originOf(siteSettings.remoteMonitoringScript)],
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

export function securityHeaders(inlineScriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // Full referrer inside the portal, none at all to other sites (the docs link to many).
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
