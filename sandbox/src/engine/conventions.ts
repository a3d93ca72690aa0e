/**
 * The two conventions the sandbox shares with every surface that talks to it, in a module with no
 * imports: the try-it console's request checks (sandbox/src/contract) read them without pulling the
 * engine into the console's first chunk, and the portal's config re-exports them.
 */

/** Extension of a published server: what its URL adds after API_BASE_URL (`/onboarding`). */
export const BASE_URL_PATH = 'x-base-url-path';

/**
 * The `Prefer` value that asks the sandbox for one documented response (and, when it has them, one
 * named example): `code=404` or `code=404, example=no-query-results-for-model-person`. The engine
 * reads it back with parsePrefer (engine.ts).
 */
export function preferHeader(status: number, example?: string): string {
  return example ? `code=${status}, example=${example}` : `code=${status}`;
}
