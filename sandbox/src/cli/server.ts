/**
 * The engine over HTTP: one port on the loopback interface answers every API under the same paths
 * as API_BASE_URL. It reads the body (up to a limit, draining the rest), answers CORS preflights
 * from local pages and the portal, hands the request to the engine, and never lets a request crash
 * it: an engine failure is answered 500 in Spanish and logged.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Sandbox} from '../engine';
import {controlAnswer, isControlPath, type StatefulSandbox} from '../state';

const isStateful = (sandbox: Sandbox): sandbox is StatefulSandbox => 'store' in sandbox;

/**
 * What the server reads of a body. The product spec sets no request size limit (only 2 MB per file in
 * some operations, which the engine checks), so a 10 MB body is read and validated like any other;
 * past this much the body is not kept and the API answers it as an unreadable body.
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** The request headers the try-it console and the code samples send. */
export const CORS_ALLOWED_HEADERS = ['Rem-Apikey', 'x-api-key', 'Authorization', 'Content-Type', 'Prefer', 'Accept'];
const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Any loopback origin is allowed, whatever its port, plus the configured ones (the portal). The
 * server listens on loopback only; refusing other origins keeps an arbitrary web page the developer
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
  return {'access-control-allow-origin': origin, 'access-control-expose-headers': '*', vary: 'Origin'};
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  response.writeHead(status, {...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload)});
  response.end(payload);
}

/** The whole body up to the limit; `undefined` when it is larger (the rest is drained). */
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

export interface SandboxServerOptions {
  sandbox: Sandbox;
  /** Origins allowed besides the loopback ones (the portal). */
  extraOrigins?: readonly string[];
  /** Where the server reports its own failures (stderr by default). */
  log?: (line: string) => void;
}

export function createSandboxServer({
  sandbox,
  extraOrigins = [],
  log = (line) => process.stderr.write(`${line}\n`),
}: SandboxServerOptions): Server {
  return createServer(async (request, response) => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, extraOrigins);
    if (request.method === 'OPTIONS' && origin && request.headers['access-control-request-method']) {
      request.resume();
      if (!isAllowedOrigin(origin, extraOrigins)) {
        sendJson(
          response,
          403,
          {
            error: {
              codigo: 'origen_no_permitido',
              mensaje: `El servidor de pruebas solo acepta llamadas desde páginas locales o desde el portal; el origen ${origin} no está permitido.`,
            },
          },
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
    let body: Buffer | undefined;
    try {
      body = await readBody(request);
    } catch {
      response.destroy();
      return;
    }
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
      );
      const sandboxRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers,
        body:
          body === undefined
            ? ({
                kind: 'unreadable',
                reason: `el cuerpo pasa de ${MAX_BODY_BYTES / 1024 / 1024} MB y el servidor de pruebas no lo lee`,
              } as const)
            : ({kind: 'bytes', data: new Uint8Array(body.buffer, body.byteOffset, body.length)} as const),
      };
      const answer =
        isStateful(sandbox) && isControlPath(sandboxRequest.path) ? controlAnswer(sandbox, sandboxRequest) : sandbox.handle(sandboxRequest);
      const payload = Buffer.from(answer.body, 'utf8');
      response.writeHead(answer.status, {...answer.headers, ...cors, 'content-length': payload.length});
      response.end(payload);
    } catch (error) {
      log(`Servidor de pruebas: error al responder ${request.method} ${request.url}: ${(error as Error).stack ?? error}`);
      sendJson(
        response,
        500,
        {
          error: {
            codigo: 'error_del_simulador',
            mensaje: `El simulador falló al responder esta petición (${(error as Error).message}). Avísanos con la petición que la causó.`,
          },
        },
        cors,
      );
    }
  });
}

export interface RunningSandboxServer {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

export function listenSandbox(server: Server, port: number, host = '127.0.0.1'): Promise<RunningSandboxServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const {port: actual} = server.address() as {port: number};
      resolve({
        url: `http://${host}:${actual}`,
        server,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
