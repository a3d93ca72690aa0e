import type {OpenApiDocument} from '../../scripts/lib/openapi';

/**
 * Makes a bundled spec ready to publish: each server's `{baseUrl}` variable is replaced by the
 * configured test-environment URL. The published URL is then absolute, which Redoc needs (it
 * resolves a URL that starts with a variable against the page, differently on the server and in
 * the browser) and which the code samples and the Postman collection copy as they are.
 */
export function prepareSpec(spec: OpenApiDocument, apiBaseUrl: string): OpenApiDocument {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const servers = (spec.servers ?? []).map((server: any) => {
    if (!server.variables?.baseUrl) return server;
    const {baseUrl: _replaced, ...otherVariables} = server.variables;
    const published = {...server, url: String(server.url).replaceAll('{baseUrl}', base)};
    if (Object.keys(otherVariables).length > 0) published.variables = otherVariables;
    else delete published.variables;
    return published;
  });
  return {...spec, servers};
}
