/**
 * The one definition of the HTTP headers the site is served with. The Node server (`npm run
 * serve`), the nginx recipe and the `_headers` file for static hosts are all generated from it
 * (lib/serve/hostHeaders.ts hashes the build's inline scripts and formats the files;
 * plugins/static-hosting writes them). Data and pure functions only.
 */
import {CAPTURE_CHECK_FEATURES, CAPTURE_CHECK_ROUTE} from './captureCheck';
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

/** Powerful features no page of the portal uses, except where a route's exception allows one. */
const POLICY_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'] as const;

/**
 * The Permissions-Policy: every feature of POLICY_FEATURES denied to every origin, except those in
 * `allowedToSelf`, which the page's own origin may use (`camera=(self)`); frames get none, and the
 * CSP's `frame-ancestors 'none'` keeps the portal out of other sites' frames.
 */
export function permissionsPolicy(allowedToSelf: readonly string[] = []): string {
  return POLICY_FEATURES.map((feature) => `${feature}=(${allowedToSelf.includes(feature) ? 'self' : ''})`).join(', ');
}

/** A route served with headers of its own, on every host (`npm run serve`, nginx, `_headers`). */
export interface RouteHeaderException {
  /** Names the nginx file of its headers, `_headers.<name>.nginx.conf`. */
  name: string;
  route: string;
  /** The request paths that serve the route's page: the clean path and its trailing-slash form. */
  paths: readonly string[];
  /** Only the headers that differ from the site's. */
  headers: Readonly<Record<string, string>>;
}

/**
 * The routes whose headers differ from the site's. Only the capture check page may use the camera,
 * the microphone and the location: every other route keeps `camera=()`, `microphone=()` and
 * `geolocation=()`.
 */
export const ROUTE_HEADER_EXCEPTIONS: readonly RouteHeaderException[] = [
  {
    name: 'diagnostico-de-captura',
    route: CAPTURE_CHECK_ROUTE,
    paths: [CAPTURE_CHECK_ROUTE, `${CAPTURE_CHECK_ROUTE}/`],
    headers: {'Permissions-Policy': permissionsPolicy(CAPTURE_CHECK_FEATURES)},
  },
];

/** The exception whose paths include this request path, if any (an exact match: nginx's `location =`). */
export function routeHeaderException(pathname: string): RouteHeaderException | undefined {
  return ROUTE_HEADER_EXCEPTIONS.find((exception) => exception.paths.includes(pathname));
}

/** nginx's file of a route exception's headers, written into the build beside NGINX_HEADERS_FILE. */
export function nginxRouteHeadersFile(exception: RouteHeaderException): string {
  return `_headers.${exception.name}.nginx.conf`;
}

/**
 * The headers a response carries: the site's, and for a path of ROUTE_HEADER_EXCEPTIONS the
 * exception's instead where they differ. Without a path, the site's.
 */
export function securityHeaders(inlineScriptHashes: readonly string[], pathname?: string): Record<string, string> {
  const exception = pathname === undefined ? undefined : routeHeaderException(pathname);
  return {...siteSecurityHeaders(inlineScriptHashes), ...exception?.headers};
}

function siteSecurityHeaders(inlineScriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // Full referrer inside the portal, none at all to other sites (the docs link to many).
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
