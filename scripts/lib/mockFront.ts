/**
 * The HTTP front of the local mock: one port on the loopback interface answers every API under the
 * same paths as API_BASE_URL (`/onboarding/people`, `/signt/templates`, `/workflows`), routing each
 * call to that API's Prism process. It answers what Prism cannot: CORS preflights from the portal, malformed
 * JSON (Prism leaves it unanswered), multipart file parts without Content-Type (Prism exits on them)
 * and a Prism process that has stopped. Every answer of its own is a small Spanish JSON body,
 * documented in docs/herramientas/servidor-de-pruebas.md.
 */
import {createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {multipartBoundary, repairMultipart} from './multipartRepair';

/** Same limit Prism applies to a request body. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The request headers the try-it console and the code samples send. */
export const CORS_ALLOWED_HEADERS = ['Rem-Apikey', 'x-api-key', 'Authorization', 'Content-Type', 'Prefer', 'Accept'];
const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface MockBackend {
  /** Base URL of this service's Prism process. */
  url: string;
  /** False once the process has exited; the front then answers 502. */
  isAlive(): boolean;
}

/** One path prefix the front answers for an API, and the server base path it removes for Prism. */
export interface MockRoute {
  service: string;
  /** `/onboarding/people`: a server's base path followed by the first segment of a spec path. */
  prefix: string;
  /** `/onboarding`: what the server URL adds after API_BASE_URL (Prism serves the spec paths bare). */
  basePath: string;
}

export interface MockFrontOptions {
  backends: ReadonlyMap<string, MockBackend>;
  /** Where each API answers (`mockRoutes` of each spec). */
  routes: readonly MockRoute[];
  /** Service that also answers unprefixed paths (`npm run mock -- <servicio>`). */
  defaultService?: string;
  /** Origins allowed besides the loopback ones (the published site, SITE_URL). */
  extraOrigins?: readonly string[];
  /** Where the front reports what it answered on its own (stderr by default). */
  log?: (line: string) => void;
}

export type MockErrorCode =
  | 'json_malformado'
  | 'multipart_malformado'
  | 'cuerpo_demasiado_grande'
  | 'servicio_desconocido'
  | 'origen_no_permitido'
  | 'simulador_detenido';

export interface MockErrorBody {
  error: {codigo: MockErrorCode; mensaje: string};
}

export function mockErrorBody(codigo: MockErrorCode, mensaje: string): MockErrorBody {
  return {error: {codigo, mensaje}};
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Any loopback origin is allowed, whatever its port (`npm start` on 3000, `npm run serve`, a test's
 * free port), plus the configured site. The mock listens on loopback only, so a page can reach it
 * only from the same machine; refusing other origins keeps an arbitrary web page the developer
 * visits from driving it.
 */
export function isAllowedOrigin(origin: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (extraOrigins.some((allowed) => new URL(allowed).origin === url.origin)) return true;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    (LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname))
  );
}

function corsHeaders(origin: string | undefined, extraOrigins: readonly string[]): Record<string, string> {
  if (!origin || !isAllowedOrigin(origin, extraOrigins)) return {vary: 'Origin'};
  return {
    'access-control-allow-origin': origin,
    // Lets the console show every response header, including Prism's sl-violations.
    'access-control-expose-headers': '*',
    vary: 'Origin',
  };
}

function sendError(response: ServerResponse, status: number, body: MockErrorBody, extraHeaders: Record<string, string>): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    ...extraHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  response.end(payload);
}

/** Reads the whole body up to the limit; `undefined` when it is larger (the rest is drained). */
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    request.once('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

const isJsonType = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);
const isMultipartType = (contentType: string) => /^multipart\/form-data\s*(?:;|$)/i.test(contentType);

interface PublishedSpec {
  servers?: Array<{url?: string; 'x-base-url-path'?: string}>;
  paths?: Record<string, unknown>;
}

/**
 * The prefixes an API answers under: each server's base path (kept by prepareSpec in
 * `x-base-url-path`) followed by the first segment of each spec path. Three APIs sit at the base
 * URL itself (`/workflows`, `/vision`, `/visionary/…`), so the base path alone cannot tell them apart.
 */
export function mockRoutes(service: string, spec: PublishedSpec): MockRoute[] {
  const basePaths = new Set((spec.servers ?? []).map((server) => server['x-base-url-path'] ?? ''));
  const firstSegments = new Set(Object.keys(spec.paths ?? {}).map((specPath) => specPath.split('/')[1] ?? ''));
  const routes: MockRoute[] = [];
  for (const basePath of basePaths) {
    for (const segment of firstSegments) {
      // A path that starts with a parameter can only be told apart by the base path.
      const prefix = segment === '' || segment.startsWith('{') ? basePath : `${basePath}/${segment}`;
      if (!routes.some((route) => route.prefix === prefix)) routes.push({service, prefix, basePath});
    }
  }
  return routes;
}

/** Finds the API of `/onboarding/people?x=1` and the path Prism serves (`/people?x=1`); the longest prefix wins. */
export function routeOf(url: string, routes: readonly MockRoute[], defaultService?: string): {service: string; path: string} | undefined {
  const pathname = url.split(/[?#]/)[0];
  const matching = routes
    .filter((route) => route.prefix !== '' && (pathname === route.prefix || pathname.startsWith(`${route.prefix}/`)))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (matching) {
    const rest = url.slice(matching.basePath.length);
    return {service: matching.service, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest};
  }
  return defaultService ? {service: defaultService, path: url} : undefined;
}

/** `/onboarding, /signt, /workflows…`: where each API starts, for the unknown-route message. */
function knownStarts(routes: readonly MockRoute[]): string {
  const starts = routes.map((route) => route.basePath || route.prefix);
  return [...new Set(starts)].sort().join(', ');
}

export function createMockFront({
  backends,
  routes,
  defaultService,
  extraOrigins = [],
  log = (line) => process.stderr.write(`${line}\n`),
}: MockFrontOptions): Server {
  return createServer(async (request, response) => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, extraOrigins);

    if (request.method === 'OPTIONS' && origin && request.headers['access-control-request-method']) {
      request.resume();
      if (!isAllowedOrigin(origin, extraOrigins)) {
        sendError(
          response,
          403,
          mockErrorBody(
            'origen_no_permitido',
            `El servidor de pruebas solo acepta llamadas desde páginas locales o desde el portal; el origen ${origin} no está permitido.`,
          ),
          cors,
        );
        return;
      }
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
        'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
        'access-control-max-age': '600',
        // Chrome's Private Network Access asks this before a public page calls a loopback server.
        ...(request.headers['access-control-request-private-network'] === 'true' ? {'access-control-allow-private-network': 'true'} : {}),
      });
      response.end();
      return;
    }

    const route = routeOf(request.url ?? '/', routes, defaultService);
    if (!route) {
      request.resume();
      sendError(
        response,
        404,
        mockErrorBody(
          'servicio_desconocido',
          `La ruta ${request.url} no es de ninguna API. El servidor de pruebas usa las rutas de API_BASE_URL; cada API empieza en: ${knownStarts(routes)}.`,
        ),
        cors,
      );
      return;
    }
    const backend = backends.get(route.service)!;
    const stopped = () => {
      log(
        `Servidor de pruebas: el simulador de ${route.service} está detenido; se respondió 502 a ${request.method} ${request.url}. Reinicia \`npm run mock\`.`,
      );
      sendError(
        response,
        502,
        mockErrorBody(
          'simulador_detenido',
          `El simulador de la API ${route.service} se detuvo y no puede responder. Reinicia \`npm run mock\` y revisa su salida de errores.`,
        ),
        cors,
      );
    };

    let body: Buffer | undefined;
    try {
      body = await readBody(request);
    } catch {
      response.destroy();
      return;
    }
    if (body === undefined) {
      sendError(
        response,
        413,
        mockErrorBody(
          'cuerpo_demasiado_grande',
          `El cuerpo supera el límite de ${MAX_BODY_BYTES / 1024 / 1024} MB del servidor de pruebas.`,
        ),
        cors,
      );
      return;
    }

    const contentType = String(request.headers['content-type'] ?? '');
    if (body.length > 0 && isJsonType(contentType)) {
      try {
        JSON.parse(body.toString('utf8'));
      } catch (error) {
        sendError(
          response,
          400,
          mockErrorBody(
            'json_malformado',
            `El cuerpo no es JSON válido (${(error as Error).message}). Revisa comillas, comas y llaves, o el encabezado Content-Type.`,
          ),
          cors,
        );
        return;
      }
    }
    if (body.length > 0 && isMultipartType(contentType)) {
      const boundary = multipartBoundary(contentType);
      const repaired = boundary
        ? repairMultipart(body, boundary)
        : {ok: false as const, reason: 'Content-Type no trae el parámetro boundary'};
      if (!repaired.ok) {
        sendError(
          response,
          400,
          mockErrorBody('multipart_malformado', `El cuerpo multipart/form-data no se puede leer: ${repaired.reason}.`),
          cors,
        );
        return;
      }
      body = repaired.body;
    }

    if (!backend.isAlive()) {
      stopped();
      return;
    }
    const headers = {...request.headers};
    delete headers['transfer-encoding'];
    delete headers.host;
    headers['content-length'] = String(body.length);
    const upstream = httpRequest(new URL(route.path, backend.url), {method: request.method, headers}, (answer) => {
      const forwarded: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !name.startsWith('access-control-') && name !== 'vary') forwarded[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, {...forwarded, ...cors});
      answer.pipe(response);
      answer.once('error', () => response.destroy());
    });
    upstream.once('error', () => stopped());
    upstream.end(body);
  });
}
