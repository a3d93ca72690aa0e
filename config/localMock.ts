/**
 * Where the local mock (`npm run mock`) answers. One front on the loopback interface serves every
 * API under the same paths as API_BASE_URL: `http://127.0.0.1:4010` stands for the base URL, so
 * `GET $API_BASE_URL/signt/templates/{id}` becomes `GET http://127.0.0.1:4010/signt/templates/{id}`.
 * The try-it console, the scenarios page, the CSP and the mock script all read this file.
 */
export const LOCAL_MOCK_HOST = '127.0.0.1';
export const LOCAL_MOCK_DEFAULT_PORT = 4010;

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
