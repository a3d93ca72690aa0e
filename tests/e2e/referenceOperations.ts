/** The operations and webhooks the reference must have a page for, read from the bundled specs. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ApiService} from '../../config/services';
import {repoRoot} from '../../scripts/lib/paths';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export interface ReferenceOperation {
  operationId: string;
  summary: string;
  method: string;
  path: string;
  webhook: boolean;
}

/** The operations and webhooks of a service's bundled spec (the build writes it). */
export function bundledOperations(service: ApiService): ReferenceOperation[] {
  const spec = JSON.parse(readFileSync(path.join(repoRoot, 'generated', 'static', 'openapi', `${service.id}.json`), 'utf8'));
  const operations: ReferenceOperation[] = [];
  for (const [group, webhook] of [[spec.paths, false], [spec.webhooks, true]] as const) {
    for (const [pathOrName, item] of Object.entries<Record<string, any>>(group ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (operation) operations.push({operationId: operation.operationId, summary: operation.summary ?? operation.operationId, method: method.toUpperCase(), path: pathOrName, webhook});
      }
    }
  }
  return operations;
}

