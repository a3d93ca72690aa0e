import type {OpenApiDocument, SpecNode} from './types';

/**
 * Makes a bundled spec ready to publish: each server's `{baseUrl}` variable is replaced by the
 * configured test-environment URL. The published URL is then absolute: the reference pages show it
 * before each path, and the code samples and the Postman collection copy it as it is.
 */
export function prepareSpec(spec: OpenApiDocument, apiBaseUrl: string): OpenApiDocument {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const servers = (spec.servers ?? []).map((server: SpecNode) => {
    if (!server.variables?.baseUrl) return server;
    const {baseUrl: _replaced, ...otherVariables} = server.variables;
    const published = {...server, url: String(server.url).replaceAll('{baseUrl}', base)};
    if (Object.keys(otherVariables).length > 0) published.variables = otherVariables;
    else delete published.variables;
    return published;
  });
  return {...spec, servers};
}
