/**
 * Validates every request and response example of a bundled spec against its schema with Ajv's
 * JSON Schema 2020-12 validator (the dialect of OpenAPI 3.1): the single and the named examples, the
 * only ones any surface shows (lib/openapi/mediaExamples.ts).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {mediaExamples} from '../../lib/openapi/mediaExamples';
import {documentedOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

const DOCUMENT_ID = 'urn:openapi:document';
/** OpenAPI formats that say how a value travels, not what it may hold. */
const OPEN_FORMATS = ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'];

/** `#/components/...` made absolute, so a schema compiled on its own still reaches the document's components. */
function absoluteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absoluteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : absoluteRefs(value),
    ]),
  );
}

function validator(document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  for (const format of OPEN_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema({$id: DOCUMENT_ID, components: absoluteRefs(document.components ?? {})});
  return ajv;
}

export interface ExampleProblem {
  location: string;
  message: string;
}

interface LocatedExample {
  location: string;
  schema: unknown;
  value: unknown;
}

/** The examples a reader sees for each media type: the spec's own. */
function* examplesOfContent(
  document: OpenApiDocument,
  content: Record<string, SpecNode> | undefined,
  location: string,
): Generator<LocatedExample> {
  for (const [type, raw] of Object.entries<SpecNode>(content ?? {})) {
    const media = resolveRef(document, raw);
    if (!media?.schema) continue;
    for (const example of mediaExamples(document, media)) {
      const which = example.key !== undefined ? `examples.${example.key}` : 'example';
      yield {location: `${location} ${type} ${which}`, schema: media.schema, value: example.value};
    }
  }
}

/** Every example of every request body and response of the operations and webhooks. */
export function* operationExamples(document: OpenApiDocument): Generator<LocatedExample> {
  for (const {method, pathOrName, operation, isWebhook} of documentedOperations(document)) {
    if (isWebhook && !operation.responses) continue;
    const label = `${method.toUpperCase()} ${isWebhook ? `webhook ${pathOrName}` : pathOrName}`;
    const body = resolveRef(document, operation.requestBody);
    yield* examplesOfContent(document, body?.content, `${label} requestBody`);
    for (const [code, response] of Object.entries<SpecNode>(operation.responses ?? {})) {
      yield* examplesOfContent(document, resolveRef(document, response)?.content, `${label} ${code}`);
    }
  }
}

export function invalidExamples(document: OpenApiDocument): {checked: number; problems: ExampleProblem[]} {
  const ajv = validator(document);
  const problems: ExampleProblem[] = [];
  let checked = 0;
  for (const example of operationExamples(document)) {
    checked += 1;
    const validate = ajv.compile(absoluteRefs(example.schema) as object);
    if (!validate(example.value)) {
      const message = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
      problems.push({location: example.location, message});
    }
  }
  return {checked, problems};
}
