/**
 * The error responses an API's operations share (issue 51, «each thing said once»): the same 401, 403 or 500
 * (description, body shape and examples) declared by most of an API's operations. The API's entry page explains
 * each one in full, once, in «Errores comunes»; an operation page gives it one line and a link there, and keeps in
 * full only the responses that are its own. Before, the same three paragraphs and error bodies were repeated on
 * about 260 pages.
 *
 * A response is common when one and the same resolved response object (compared as JSON) is declared for that
 * status by at least half of the API's operations (webhooks aside: their responses are the receiver's).
 */
import {resolveRef} from '../../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../../lib/openapi/types';

export {COMMON_ERRORS_ID, commonErrorAnchor} from './commonErrorAnchors';

export interface CommonResponses {
  /** Status → the JSON of the shared response object. */
  byStatus: Map<string, string>;
  /** Status → the shared response object itself (the entry page renders it). */
  responses: Map<string, SpecNode>;
}

const isError = (status: string) => /^[45]/.test(status);
const keyOf = (document: OpenApiDocument, raw: SpecNode) => JSON.stringify(resolveRef(document, raw) ?? {});

/** The responses most of an API's operations share, by status. */
export function commonResponses(document: OpenApiDocument, operations: readonly SpecNode[]): CommonResponses {
  const counts = new Map<string, Map<string, {count: number; response: SpecNode}>>();
  for (const operation of operations)
    for (const [status, raw] of Object.entries<SpecNode>(operation.responses ?? {})) {
      if (!isError(status)) continue;
      const variants = counts.get(status) ?? new Map<string, {count: number; response: SpecNode}>();
      const key = keyOf(document, raw);
      const seen = variants.get(key) ?? {count: 0, response: resolveRef(document, raw) ?? {}};
      seen.count += 1;
      variants.set(key, seen);
      counts.set(status, variants);
    }
  const byStatus = new Map<string, string>();
  const responses = new Map<string, SpecNode>();
  const threshold = Math.max(2, operations.length / 2);
  for (const status of [...counts.keys()].sort()) {
    const [key, best] = [...counts.get(status)!.entries()].sort((a, b) => b[1].count - a[1].count)[0]!;
    if (best.count < threshold) continue;
    byStatus.set(status, key);
    responses.set(status, best.response);
  }
  return {byStatus, responses};
}

/** True when an operation's response for `status` is the API's common one. */
export function isCommonResponse(document: OpenApiDocument, common: CommonResponses | undefined, status: string, raw: SpecNode): boolean {
  const key = common?.byStatus.get(status);
  return key !== undefined && key === keyOf(document, raw);
}
