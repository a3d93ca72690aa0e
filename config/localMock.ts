/**
 * Where the local mock (`identia-sandbox mock`, `npm run mock`) answers. One front on the loopback
 * interface serves every API under the same paths as API_BASE_URL: `http://127.0.0.1:4010` stands for
 * the base URL, so `GET $API_BASE_URL/signt/templates/{id}` becomes
 * `GET http://127.0.0.1:4010/signt/templates/{id}`. 4010 is the default; `--port N` moves it, and the
 * try-it console takes the port the reader gives it. The try-it console, the scenarios page, the CSP
 * and the mock script all read this file.
 */
export const LOCAL_MOCK_HOST = '127.0.0.1';
export const LOCAL_MOCK_DEFAULT_PORT = 4010;

/** The CSP source that lets the console reach the local mock on whichever port it was started. */
export const LOCAL_MOCK_CONNECT_SOURCE = `http://${LOCAL_MOCK_HOST}:*`;

/** A port as the reader typed it, when it is one (1 to 65535, digits only). */
export function parseLocalMockPort(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const port = Number(trimmed);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** Origin of the local mock on a port (the default unless told). */
export function localMockOrigin(port: number = LOCAL_MOCK_DEFAULT_PORT): string {
  return `http://${LOCAL_MOCK_HOST}:${port}`;
}

/**
 * The local mock's stand-in for a server URL: its origin followed by what the server adds after
 * API_BASE_URL (`/onboarding`, the published server's `x-base-url-path`).
 */
export function localMockServerUrl(basePath: string, port: number = LOCAL_MOCK_DEFAULT_PORT): string {
  return `${localMockOrigin(port)}${basePath}`;
}

/**
 * The `Prefer` header that asks the sandbox (the local mock or the console's simulated server) for one
 * documented response (and, when it has them, one named example): the test scenarios page and the
 * try-it console both use it; the engine reads it in sandbox/src/engine/engine.ts (parsePrefer).
 */
export {preferHeader} from '../sandbox/src/engine/conventions';
