import {BASE_URL_PATH} from '../../sandbox/src/engine/conventions';
import type {OpenApiDocument, SpecNode} from './types';

/**
 * Server extension holding what a server URL adds after `{baseUrl}` (`/onboarding`, or `` for an API
 * served at the base URL itself). The code samples and the Postman collections write
 * `API_BASE_URL` + this, and the local mock answers under the same paths, so pointing
 * `API_BASE_URL` at the mock is all it takes to try every sample there. The sandbox package owns the name.
 */
export {BASE_URL_PATH};

/**
 * Makes a bundled spec ready to publish: each server's `{baseUrl}` variable is replaced by the
 * configured test-environment URL. The published URL is then absolute: the reference pages show it
 * before each path. What the server adds after `{baseUrl}` is kept in `x-base-url-path`.
 */
export function prepareSpec(spec: OpenApiDocument, apiBaseUrl: string): OpenApiDocument {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const servers = (spec.servers ?? []).map((server: SpecNode) => {
    if (!server.variables?.baseUrl) return server;
    const {baseUrl: _replaced, ...otherVariables} = server.variables;
    const url = String(server.url);
    if (!url.startsWith('{baseUrl}')) throw new Error(`El servidor "${url}" debe empezar por {baseUrl}: es lo que sustituye API_BASE_URL.`);
    const published = {
      ...server,
      url: url.replaceAll('{baseUrl}', base),
      [BASE_URL_PATH]: url.slice('{baseUrl}'.length).replace(/\/+$/, ''),
    };
    if (Object.keys(otherVariables).length > 0) published.variables = otherVariables;
    else delete published.variables;
    return published;
  });
  return {...spec, servers};
}
