/**
 * Renders deploy/nginx/portal.conf with the values of the one serving definition
 * (lib/serve/httpRules.ts), and wraps it in a self-contained main configuration for tests.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROUTE_HEADER_EXCEPTIONS, nginxRouteHeadersFile} from '../../config/headers';
import {repoRoot} from '../../lib/paths';
import {CACHE_POLICY, CONTENT_TYPES, HASHED_ASSET, isCompressible} from '../../lib/serve/httpRules';

export const nginxTemplatePath = path.join(repoRoot, 'deploy', 'nginx', 'portal.conf');

export interface ServerBlockOptions {
  /** Absolute path of the build folder. */
  root: string;
  /** nginx `listen` value: a port, or `127.0.0.1:8080`. */
  listen: string;
}

function typesBlock(): string {
  const extensionsByType = new Map<string, string[]>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const bare = contentType.split(';')[0];
    extensionsByType.set(bare, [...(extensionsByType.get(bare) ?? []), extension.slice(1)]);
  }
  return [...extensionsByType].map(([type, extensions]) => `        ${type} ${extensions.join(' ')};`).join('\n');
}

const distinctTypes = (keep: (contentType: string) => boolean): string =>
  [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter(keep)
        .map((type) => type.split(';')[0]),
    ),
  ].join(' ');

/**
 * One exact-match location per path of each route exception of config/headers.ts: served as
 * `location /` serves a page, with the exception's own header file (every header, since a location
 * that adds one inherits none).
 */
function routeExceptionLocations(root: string): string {
  return ROUTE_HEADER_EXCEPTIONS.flatMap((exception) =>
    exception.paths.map(
      (requestPath) => `    # ${exception.route}: headers of its own (ROUTE_HEADER_EXCEPTIONS in config/headers.ts).
    location = ${requestPath} {
        include ${root}/${nginxRouteHeadersFile(exception)};
        add_header Cache-Control $portal_cache_control always;
        try_files $uri $uri/index.html $uri.html =404;
    }`,
    ),
  ).join('\n');
}

export function renderServerBlock({root, listen}: ServerBlockOptions): string {
  if (!path.isAbsolute(root)) throw new Error(`--root debe ser una ruta absoluta; se recibió "${root}".`);
  const cleanRoot = root.replace(/\/+$/, '');
  const values: Record<string, string> = {
    ROOT: cleanRoot,
    ROUTE_EXCEPTIONS: routeExceptionLocations(cleanRoot),
    LISTEN: listen,
    TYPES: typesBlock(),
    CHARSET_TYPES: distinctTypes((type) => type.includes('charset=utf-8') && !type.startsWith('text/html')),
    // text/html is always compressed by nginx' gzip and may not be listed again.
    GZIP_TYPES: distinctTypes((type) => isCompressible(type) && !type.startsWith('text/html')),
    HASHED_ASSET: HASHED_ASSET.source.replace(/\\\//g, '/'),
    CACHE_HTML: CACHE_POLICY.html,
    CACHE_OTHER: CACHE_POLICY.other,
    CACHE_HASHED_ASSET: CACHE_POLICY.hashedAsset,
    CACHE_NOT_FOUND: CACHE_POLICY.notFound,
  };
  return readFileSync(nginxTemplatePath, 'utf8').replace(/@([A-Z_]+)@/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`${nginxTemplatePath}: marcador desconocido ${placeholder}`);
    return values[name];
  });
}

/**
 * A complete nginx.conf that runs in the foreground with every writable path under `prefix`, for
 * tests and the load benchmark on loopback.
 */
export function renderStandaloneConfig(prefix: string, serverBlockFile: string): string {
  return `# Generated for a local run; the production recipe is deploy/nginx/portal.conf.
daemon off;
${process.getuid?.() === 0 ? '# Running as root: keep workers as root so they can read a checkout under /root.\nuser root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${serverBlockFile};
}
`;
}
