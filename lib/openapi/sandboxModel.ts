/**
 * The model of an API the sandbox engine runs (sandbox/src/engine): the published spec without what
 * only readers need (code samples, schema descriptions), with an example on every response that
 * documents none (generated with openapi-sampler, as the reference shows it: mediaExamples.ts), so
 * the browser sandbox and the package answer the same bodies as the pages. Operation and response
 * descriptions stay: the engine reads limits from them ("2 MB") and the scenarios their first line.
 */
import {HTTP_METHODS, type OpenApiDocument, type SpecNode} from './types';
import {mediaExamples} from './mediaExamples';
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

export function sandboxModel(spec: OpenApiDocument): OpenApiDocument {
  const model: OpenApiDocument = structuredClone(spec);
  for (const rawItem of Object.values<SpecNode>(model.paths ?? {})) {
    const item = resolveRef(model, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      for (const [status, rawResponse] of Object.entries<SpecNode>(operation.responses ?? {})) {
        // An error without a documented example keeps none: the engine answers it in the API's error
        // body with its own marked message, never with a generated placeholder ("string").
        if (!/^[23]/.test(status)) continue;
        const response = resolveRef(model, rawResponse);
        for (const [contentType, media] of Object.entries<SpecNode>(response?.content ?? {})) {
          if (media.example !== undefined || media.examples !== undefined) continue;
          const [generated] = mediaExamples(model, media, contentType, 'response');
          if (generated) media.example = generated.value;
        }
      }
    }
  }
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
