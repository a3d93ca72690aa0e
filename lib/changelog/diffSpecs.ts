/**
 * The differences between two versions of one API's bundled spec, per operation and per webhook.
 * An operation is the same one when its method and path (a webhook: its name) are the same, as in
 * oasdiff: a new path is a removed operation and an added one.
 */
import type {ApiService} from '../../config/services';
import {documentedOperations, type DocumentedOperation} from '../openapi/operations';
import type {OpenApiDocument} from '../openapi/types';
import {change, code} from './changeText';
import {compareOperation} from './compareOperation';
import type {ApiDiff, OperationDiff} from './types';

const keyOf = (operation: DocumentedOperation) => `${operation.isWebhook ? 'webhook' : 'path'} ${operation.method} ${operation.pathOrName}`;

const nameOf = (operation: DocumentedOperation) =>
  operation.isWebhook
    ? `el webhook ${code(operation.pathOrName)}`
    : `la operación ${code(`${operation.method.toUpperCase()} ${operation.pathOrName}`)}`;

function describe(operation: DocumentedOperation): Omit<OperationDiff, 'status' | 'changes'> {
  return {
    operationId: String(operation.operation.operationId ?? ''),
    summary: String(operation.operation.summary ?? operation.operation.operationId ?? ''),
    method: operation.method.toUpperCase(),
    pathOrName: operation.pathOrName,
    isWebhook: operation.isWebhook,
  };
}

/** Every operation and webhook that was added, removed or changed; `undefined` is an API not yet (or no longer) published. */
export function diffSpecs(before: OpenApiDocument | undefined, after: OpenApiDocument | undefined): OperationDiff[] {
  const oldOperations = new Map((before ? documentedOperations(before) : []).map((operation) => [keyOf(operation), operation]));
  const newOperations = new Map((after ? documentedOperations(after) : []).map((operation) => [keyOf(operation), operation]));
  const diffs: OperationDiff[] = [];
  for (const [key, operation] of newOperations) {
    const previous = oldOperations.get(key);
    if (!previous) {
      const rule = operation.isWebhook ? 'webhook-added' : 'endpoint-added';
      diffs.push({...describe(operation), status: 'added', changes: [change(rule, `Se añadió ${nameOf(operation)}.`)]});
      continue;
    }
    const changes = compareOperation(
      {document: before as OpenApiDocument, operation: previous.operation, pathItem: previous.pathItem, isWebhook: previous.isWebhook},
      {document: after as OpenApiDocument, operation: operation.operation, pathItem: operation.pathItem, isWebhook: operation.isWebhook},
    );
    if (changes.length > 0) diffs.push({...describe(operation), status: 'changed', changes});
  }
  for (const [key, operation] of oldOperations) {
    if (newOperations.has(key)) continue;
    const rule = operation.isWebhook
      ? 'webhook-removed'
      : operation.operation.deprecated
        ? 'api-path-removed-with-deprecation'
        : 'api-path-removed-without-deprecation';
    diffs.push({...describe(operation), status: 'removed', changes: [change(rule, `Se eliminó ${nameOf(operation)}.`)]});
  }
  return diffs;
}

export function diffApi(service: ApiService, before: OpenApiDocument | undefined, after: OpenApiDocument | undefined): ApiDiff {
  return {serviceId: service.id, label: service.label, operations: diffSpecs(before, after)};
}
