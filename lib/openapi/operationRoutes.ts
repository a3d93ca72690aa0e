/**
 * The one registry of operation paths: `POST /curp` → the page of that operation, for the eight APIs, read from the
 * spec sources (openapi/<id>/openapi.yaml and its path files) without bundling, so a Markdown plugin can ask it
 * synchronously while the site builds. The guides' endpoint links (plugins/remark/endpointLinks.ts) and their test
 * use it. A `METHOD /path` two APIs both declare (none today) names no page: it is left as code, never guessed.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {serviceArtifacts, services} from '../../config/services';
import {repoRoot} from '../paths';
import {endpointKey} from './endpoints';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface OperationRoute {
  serviceId: string;
  operationId: string;
  route: string;
}

function readYaml(file: string): Record<string, unknown> {
  if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)}: no existe (lo nombra un $ref de paths)`);
  return (parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
}

let registry: Map<string, OperationRoute | null> | undefined;

/** `endpointKey(method, path)` → its operation page; `null` for a key two APIs share. */
export function operationRoutes(): Map<string, OperationRoute | null> {
  if (registry) return registry;
  const routes = new Map<string, OperationRoute | null>();
  for (const service of services) {
    const specDir = path.join(repoRoot, 'openapi', service.id);
    const root = readYaml(path.join(specDir, 'openapi.yaml'));
    for (const [operationPath, rawItem] of Object.entries((root.paths ?? {}) as Record<string, Record<string, unknown>>)) {
      const item = typeof rawItem?.$ref === 'string' ? readYaml(path.join(specDir, rawItem.$ref)) : rawItem;
      for (const method of METHODS) {
        const operation = item?.[method] as {operationId?: string} | undefined;
        if (!operation?.operationId) continue;
        const key = endpointKey(method, operationPath);
        const route = {
          serviceId: service.id,
          operationId: operation.operationId,
          route: serviceArtifacts(service).operationRoute(operation.operationId),
        };
        routes.set(key, routes.has(key) ? null : route);
      }
    }
  }
  registry = routes;
  return routes;
}

/** `POST /curp`, `GET /people/{id}`: an endpoint as the guides write it. */
export const ENDPOINT_TEXT = /^(GET|POST|PUT|PATCH|DELETE) (\/[\w\-./{}]*)$/;

/** The operation page of an endpoint as the guides write it (`POST /curp`), if exactly one API declares it. */
export function operationRouteOf(text: string): OperationRoute | undefined {
  const match = ENDPOINT_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, method, operationPath] = match;
  return operationRoutes().get(endpointKey(method!, operationPath!.split('?')[0]!)) ?? undefined;
}
