/** The operations and webhooks the reference must have a page for, read from the bundled specs. */
import path from 'node:path';
import type {ApiService} from '../../config/services';
import {documentedOperations} from '../../lib/openapi/operations';
import {readPublishedSpec} from '../../lib/openapi/publishedSpec';
import {generatedDir} from '../../lib/paths';

export interface ReferenceOperation {
  operationId: string;
  summary: string;
  method: string;
  path: string;
  webhook: boolean;
}

/** The operations and webhooks of a service's bundled spec (the build writes it). */
export function bundledOperations(service: ApiService): ReferenceOperation[] {
  return documentedOperations(readPublishedSpec(path.join(generatedDir, 'static'), service)).map(
    ({method, pathOrName, operation, isWebhook}) => ({
      operationId: operation.operationId,
      summary: operation.summary ?? operation.operationId,
      method: method.toUpperCase(),
      path: pathOrName,
      webhook: isWebhook,
    }),
  );
}
