/**
 * The model of an API the sandbox engine runs (sandbox/src/engine): the published spec without what
 * only readers need (code samples, schema descriptions). Its examples are the spec's own and nothing
 * else, the ones the pages show: every success response has one (the spec check requires it,
 * lib/openapi/styleRules.ts), and an error without one is answered by the engine in the API's error body
 * with its own marked message, never with a body made up from the schema ("string", 0). Operation and
 * response descriptions stay: the engine reads limits from them ("2 MB") and the scenarios their first line.
 */
import {HTTP_METHODS, type OpenApiDocument, type SpecNode} from './types';
import {resolveRef} from './refs';

/** A copy without code samples and descriptions (an example's value is data: kept as it is). */
function stripAnnotations(node: SpecNode): SpecNode {
  if (Array.isArray(node)) return node.map(stripAnnotations);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, SpecNode> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-codeSamples' || key === 'description') continue;
    copy[key] = key === 'example' || key === 'value' ? value : stripAnnotations(value);
  }
  return copy;
}

export function sandboxModel(model: OpenApiDocument): OpenApiDocument {
  const kept = new WeakMap<object, string>();
  // Keep the descriptions the engine reads: each operation's and each response's.
  for (const rawItem of Object.values<SpecNode>(model.paths ?? {})) {
    const item = resolveRef(model, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      if (operation.description) kept.set(operation, operation.description);
      for (const rawResponse of Object.values<SpecNode>(operation.responses ?? {})) {
        const response = resolveRef(model, rawResponse);
        if (response?.description) kept.set(response, response.description);
      }
    }
  }
  const restore = (original: SpecNode, stripped: SpecNode): void => {
    if (!original || typeof original !== 'object' || !stripped || typeof stripped !== 'object') return;
    if (!Array.isArray(original) && kept.has(original)) stripped.description = kept.get(original);
    for (const [key, value] of Object.entries(original)) {
      if (key === 'example' || key === 'value') continue;
      restore(value, stripped[key]);
    }
  };
  const stripped = stripAnnotations(model);
  restore(model, stripped);
  return stripped;
}
