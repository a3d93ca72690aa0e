/**
 * The production serving recipe as a Node server: clean URLs, redirects of the `.html` and
 * `/index.html` forms, the Spanish 404 page with status 404, precompressed or on-the-fly brotli and
 * gzip, immutable caching for hashed assets and revalidation for HTML. `npm run serve`, the e2e tests
 * and the benchmark all serve the build through it.
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {CACHE_POLICY, HOST_CONFIG_PATH, cacheControlFor, contentTypeFor, isCompressible} from './httpRules';

export interface StaticServerOptions {
  root: string;
  host?: string;
  port?: number;
  /**
   * Extra response headers (security headers): the same on every answer, or per request path, for
   * the routes config/headers.ts serves with headers of their own.
   */
  headers?: Record<string, string> | ((pathname: string) => Record<string, string>);
}

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** Maps a URL path to a file of the build, as a static host with clean URLs does. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const safePath = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const direct = path.join(root, safePath);
  if (!direct.startsWith(root)) return undefined;
  const candidates = safePath.endsWith('/')
    ? [path.join(direct, 'index.html')]
    : [direct, path.join(direct, 'index.html'), `${direct}.html`];
  return candidates.find(isFile);
}

/** The clean form of `.html` and `/index.html` URLs, or undefined when the URL is already clean. */
export function cleanUrlRedirect(urlPath: string): string | undefined {
  if (urlPath === '/index.html') return '/';
  if (urlPath.endsWith('/index.html')) return urlPath.slice(0, -'index.html'.length);
  if (urlPath.endsWith('.html') && urlPath !== '/404.html') return urlPath.slice(0, -'.html'.length);
  return undefined;
}

const compressedCache = new Map<string, Buffer>();

function compressed(file: string, encoding: Exclude<Encoding, 'identity'>): Buffer {
  const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (isFile(precompressed)) return readFileSync(precompressed);
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}})
        : zlib.gzipSync(raw, {level: 9});
    compressedCache.set(key, body);
  }
  return body;
}

export function createStaticServer({root, headers = {}}: StaticServerOptions): http.Server {
  const buildRoot = path.resolve(root);
  const notFoundPage = path.join(buildRoot, '404.html');

  return http.createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      // One bad request (a malformed URL, a build folder rebuilt underneath) must not stop the server.
      const malformedUrl = error instanceof URIError;
      if (!malformedUrl) console.error(`Error al servir ${request.url}: ${(error as Error).message}`);
      if (!response.headersSent) {
        response.writeHead(malformedUrl ? 400 : 500, {'Content-Type': 'text/plain; charset=utf-8'});
      }
      response.end(malformedUrl ? 'URL mal formada.' : 'Error interno del servidor.');
    }
  });

  function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const extraHeaders = typeof headers === 'function' ? headers(url.pathname) : headers;
    for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const redirect = cleanUrlRedirect(url.pathname);
    if (redirect) {
      response.writeHead(301, {Location: redirect + url.search}).end();
      return;
    }

    let file = HOST_CONFIG_PATH.test(url.pathname) ? undefined : resolveFile(buildRoot, url.pathname);
    let status = 200;
    if (!file) {
      file = notFoundPage;
      status = 404;
    }
    const contentType = contentTypeFor(file);
    const encoding = isCompressible(contentType) ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    response.setHeader('Content-Type', contentType);
    response.setHeader('Cache-Control', status === 404 ? CACHE_POLICY.notFound : cacheControlFor(url.pathname, contentType));
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('X-Content-Type-Options', 'nosniff');

    if (encoding === 'identity') {
      response.setHeader('Content-Length', statSync(file).size);
      response.writeHead(status);
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
      return;
    }
    const body = compressed(file, encoding);
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  }
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host}:${actualPort}`);
    });
  });
}
