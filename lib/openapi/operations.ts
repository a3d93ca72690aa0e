/**
 * The operations of a bundled spec, in document order: every consumer (reference pages, Markdown
 * twins, Postman, search, catalogue, scenarios, checks) walks a spec through these two functions.
 */
import {resolveRef} from './refs';
import {HTTP_METHODS, type HttpMethod, type OpenApiDocument, type SpecNode} from './types';

export interface Operation {
  method: HttpMethod;
  path: string;
  operation: SpecNode;
}

/** Every operation under `paths`. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [operationPath, rawItem] of Object.entries<SpecNode>(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of HTTP_METHODS) {
      if (item?.[method]) operations.push({method, path: operationPath, operation: item[method]});
    }
  }
  return operations;
}

export interface DocumentedOperation {
  method: HttpMethod;
  /** The path of an operation, the name of a webhook. */
  pathOrName: string;
  operation: SpecNode;
  /** The Path Item it belongs to (shared parameters, servers). */
  pathItem: SpecNode;
  isWebhook: boolean;
}

/** Every operation under `paths`, then every webhook the API sends: each one gets its own page. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [group, isWebhook] of [
    [document.paths, false],
    [document.webhooks, true],
  ] as const) {
    for (const [pathOrName, rawItem] of Object.entries<SpecNode>(group ?? {})) {
      const pathItem = resolveRef(document, rawItem) ?? {};
      for (const method of HTTP_METHODS) {
        if (pathItem[method]) operations.push({method, pathOrName, operation: pathItem[method], pathItem, isWebhook});
      }
    }
  }
  return operations;
}
