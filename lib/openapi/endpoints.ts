/**
 * The operations the product spec requires, as `shared/spec/endpoints.tsv` lists them.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {sharedSpecDir} from '../paths';
import {SpecError} from './types';

export interface EndpointRow {
  service: string;
  method: string;
  path: string;
}

/** The operations the product spec requires, from shared/spec/endpoints.tsv. */
export function readEndpoints(): EndpointRow[] {
  const file = path.join(sharedSpecDir, 'endpoints.tsv');
  if (!existsSync(file)) throw new SpecError(file, 'no existe (shared/ debe estar junto al repositorio)');
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [service, method, endpointPath] = line.split('\t').map((cell) => cell.trim());
      return {service, method: method.toLowerCase(), path: endpointPath};
    });
}

/** `/documents/{id}/sign` → `/documents/{}/sign`, the form endpoints.tsv uses. */
export function normalizePath(openApiPath: string): string {
  return openApiPath.replace(/\{[^}]+\}/g, '{}');
}

/** `GET /documents/{}/sign`: one operation's key, the same for a spec path, a request and a row of endpoints.tsv. */
export function endpointKey(method: string, operationPath: string): string {
  return `${method.toUpperCase()} ${normalizePath(operationPath)}`;
}

/** The rows of endpoints.tsv for one API, as keys. */
export function endpointKeysOf(serviceId: string): string[] {
  return readEndpoints()
    .filter((row) => row.service === serviceId)
    .map((row) => endpointKey(row.method, row.path));
}
