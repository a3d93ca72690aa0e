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
import {copySchema, copySchemaComponents, type SchemaCopyOptions} from '../../sandbox/src/engine/schemaCopy';

const SCHEMA_COPY: SchemaCopyOptions = {drop: (keyword) => keyword === 'description'};
/** Values that are data, copied as they are: examples, an Example's value, a discriminator's mapping. */
const DATA = new Set(['example', 'examples', 'value', 'mapping']);

/**
 * A copy without code samples and descriptions. A schema is copied keyword by keyword (a field named
 * `description` keeps its schema: sandbox/src/engine/schemaCopy.ts); elsewhere in the document a
 * `description` is always text, so only text is left out, never an object that a map of names (an
 * `encoding` entry for a part called `description`) holds under that key.
 */
function stripAnnotations(node: SpecNode, key?: string): SpecNode {
  if (key === 'schema') return copySchema(node, SCHEMA_COPY);
  if (Array.isArray(node)) return node.map((item) => stripAnnotations(item));
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, SpecNode> = {};
  for (const [name, value] of Object.entries<SpecNode>(node)) {
    if ((name === 'x-codeSamples' && Array.isArray(value)) || (name === 'description' && typeof value === 'string')) continue;
    copy[name] = DATA.has(name) ? value : stripAnnotations(value, name);
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
  const {schemas, ...otherComponents} = model.components ?? {};
  const stripped = stripAnnotations({...model, components: otherComponents});
  if (schemas) stripped.components.schemas = copySchemaComponents(schemas, SCHEMA_COPY);
  restore(model, stripped);
  return stripped;
}
