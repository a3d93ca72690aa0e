/**
 * Which test identity a valid request carries, if any, and the documented response the outcome table
 * (testIdentities.ts) gives it. The engine asks once the request passed validation, right before the
 * success example, and answers the named example as a scenario would.
 */
import type {Operation} from './operations';
import {IDENTITY_OUTCOMES, outcomeValue, type IdentityField} from './testIdentities';
import type {SandboxRequest} from './types';

/** Header value (SOURCE_HEADER) of an answer chosen by a test identity. */
export const TEST_IDENTITY_SOURCE = 'identidad-de-prueba';

/** The top-level fields of a JSON object body, or the text parts of a multipart one; undefined for anything else. */
function bodyFields(request: SandboxRequest): Record<string, unknown> | undefined {
  const body = request.body;
  if (!body || body.kind === 'none' || body.kind === 'unreadable') return undefined;
  if (body.kind === 'form') return Object.fromEntries(body.parts.flatMap((part) => ('value' in part ? [[part.name, part.value]] : [])));
  const text = body.kind === 'text' ? body.text : new TextDecoder('utf-8').decode(body.data);
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    // A multipart body sent as raw bytes: the outcome table has no multipart field, so nothing to look for.
    return undefined;
  }
}

function fieldValue(field: IdentityField, request: SandboxRequest, params: Record<string, string>): unknown {
  return field.in === 'path' ? params[field.name] : bodyFields(request)?.[field.name];
}

/**
 * The documented response (status and example name) the outcome table gives this request, when it sends
 * one of the listed identities, exactly as written, in the listed field of this operation.
 */
export function testIdentityOutcome(
  api: string,
  operation: Operation,
  request: SandboxRequest,
  params: Record<string, string>,
): {code: number; example: string} | undefined {
  for (const outcome of IDENTITY_OUTCOMES) {
    if (outcome.api !== api || outcome.operationId !== operation.operationId) continue;
    if (fieldValue(outcome.field, request, params) === outcomeValue(outcome)) return {code: outcome.status, example: outcome.example};
  }
  return undefined;
}
