import type {OpenApiDocument} from '../../scripts/lib/openapi';

/**
 * Makes a bundled spec ready to publish: the `baseUrl` server variable takes the configured
 * test-environment URL, so samples and "try it" tools point at the integrator's environment.
 */
export function prepareSpec(spec: OpenApiDocument, apiBaseUrl: string): OpenApiDocument {
  const servers = (spec.servers ?? []).map((server: any) => {
    if (!server.variables?.baseUrl) return server;
    return {
      ...server,
      variables: {...server.variables, baseUrl: {...server.variables.baseUrl, default: apiBaseUrl}},
    };
  });
  return {...spec, servers};
}
