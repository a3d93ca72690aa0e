/**
 * Every API on one origin, under the same paths as API_BASE_URL: `/onboarding/people`,
 * `/signt/templates`, `/workflows`. Each server of a published spec keeps what it adds after the base
 * URL in `x-base-url-path`; an API answers under that base path followed by the first segment of
 * each of its paths (three APIs sit at the base URL itself, so the base path alone cannot tell them
 * apart).
 */
import {BASE_URL_PATH} from './conventions';
import {createApiSandbox, type ApiSandbox} from './engine';
import {SOURCE_HEADER, type SandboxRequest, type SandboxResponse, type SpecDocument} from './types';

export {BASE_URL_PATH};

export interface SandboxRoute {
  api: string;
  /** `/onboarding/people`: a server's base path followed by the first segment of a spec path. */
  prefix: string;
  /** `/onboarding`: what the server URL adds after API_BASE_URL (removed before the API sees the path). */
  basePath: string;
}

export function routesOf(api: string, spec: SpecDocument): SandboxRoute[] {
  const basePaths = new Set((spec.servers ?? []).map((server) => String(server?.[BASE_URL_PATH] ?? '')));
  const firstSegments = new Set(Object.keys(spec.paths ?? {}).map((specPath) => specPath.split('/')[1] ?? ''));
  const routes: SandboxRoute[] = [];
  for (const basePath of basePaths) {
    for (const segment of firstSegments) {
      // A path that starts with a parameter can only be told apart by the base path.
      const prefix = segment === '' || segment.startsWith('{') ? basePath : `${basePath}/${segment}`;
      if (!routes.some((route) => route.prefix === prefix)) routes.push({api, prefix, basePath});
    }
  }
  return routes;
}

/** The API of `/onboarding/people?x=1` and the path it serves (`/people?x=1`); the longest prefix wins. */
export function routeOf(url: string, routes: readonly SandboxRoute[], defaultApi?: string): {api: string; path: string} | undefined {
  const pathname = url.split(/[?#]/)[0];
  const matching = routes
    .filter((route) => route.prefix !== '' && (pathname === route.prefix || pathname.startsWith(`${route.prefix}/`)))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (matching) {
    const rest = url.slice(matching.basePath.length);
    return {api: matching.api, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest};
  }
  // Under an API's own base path but none of its paths: that API answers (a 404 in its error body).
  const byBase = routes
    .filter((route) => route.basePath !== '' && (pathname === route.basePath || pathname.startsWith(`${route.basePath}/`)))
    .sort((a, b) => b.basePath.length - a.basePath.length)[0];
  if (byBase) return {api: byBase.api, path: url.slice(byBase.basePath.length) || '/'};
  return defaultApi ? {api: defaultApi, path: url} : undefined;
}

export interface Sandbox {
  apis: ReadonlyMap<string, ApiSandbox>;
  routes: readonly SandboxRoute[];
  /** The API that answers paths under no API's prefix (`mock <api>`). */
  defaultApi?: string;
  /** A request whose path starts with an API's base path (`/onboarding/people/…`). */
  handle(request: SandboxRequest): SandboxResponse;
}

/** `/onboarding, /signt, /workflows…`: where each API starts, for the unknown-route message. */
export function knownStarts(routes: readonly SandboxRoute[]): string {
  return [...new Set(routes.map((route) => route.basePath || route.prefix))].sort().join(', ');
}

export function createSandbox(models: Array<{id: string; spec: SpecDocument}>, {defaultApi}: {defaultApi?: string} = {}): Sandbox {
  const apis = new Map(models.map(({id, spec}) => [id, createApiSandbox({id, spec})]));
  const routes = models.flatMap(({id, spec}) => routesOf(id, spec));
  return {
    apis,
    routes,
    defaultApi,
    handle(request) {
      const route = routeOf(request.path, routes, defaultApi);
      if (!route) {
        // No API claims the path, so no API's error body applies: the simulator's own, in Spanish.
        const body = {
          error: {
            codigo: 'servicio_desconocido',
            mensaje: `La ruta ${request.path.split('?')[0]} no es de ninguna API. El servidor de pruebas usa las rutas de API_BASE_URL; cada API empieza en: ${knownStarts(routes)}.`,
          },
        };
        return {status: 404, headers: {'content-type': 'application/json', [SOURCE_HEADER]: 'ruta'}, body: JSON.stringify(body)};
      }
      return apis.get(route.api)!.handle({...request, path: route.path});
    },
  };
}
