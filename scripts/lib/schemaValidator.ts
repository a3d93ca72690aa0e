/**
 * Validates a value against a schema of a bundled OpenAPI 3.1 spec with Ajv's JSON Schema 2020-12
 * validator: `#/components/...` references resolve inside the spec itself.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {OpenApiDocument} from '../../lib/openapi/types';

const SPEC_ID = 'https://identia.example/spec.json';

export interface SchemaProblem {
  /** JSON pointer of the offending value (`/payload/id`), empty for the root. */
  path: string;
  message: string;
}

/** References point into the spec document registered under SPEC_ID. */
function anchorReferences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchorReferences);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SPEC_ID}${value}` : anchorReferences(value),
    ]),
  );
}

export type SchemaValidator = (schema: unknown, value: unknown) => SchemaProblem[];

/** One compiler per spec; each schema is compiled on first use. */
export function schemaValidator(spec: OpenApiDocument): SchemaValidator {
  // OpenAPI adds keywords (example, discriminator, xml…) that are not JSON Schema: not strict.
  const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: true});
  addFormats(ajv);
  ajv.addSchema({$id: SPEC_ID, components: anchorReferences(spec.components ?? {})});
  return (schema, value) => {
    const validate = ajv.compile(anchorReferences(schema) as object);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => ({
      path: error.instancePath,
      message: `${error.message ?? 'no cumple el esquema'}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    }));
  };
}
