/**
 * The copy of a published spec that Prism mocks. Prism reads every multipart part as plain text
 * (the last part of a name wins) and never decodes a JSON part, so a multipart field whose schema is
 * an array or an object can never validate. In this copy such a field also accepts one text part;
 * everything else is validated as the spec says.
 */
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

export function mockableSpec(spec: OpenApiDocument): OpenApiDocument {
  const copy: OpenApiDocument = structuredClone(spec);
  for (const {operation} of listOperations(copy)) {
    const media = resolveRef(copy, operation.requestBody)?.content?.['multipart/form-data'];
    const schema = resolveRef(copy, media?.schema);
    for (const [name, rawProperty] of Object.entries<SpecNode>(schema?.properties ?? {})) {
      const property = resolveRef(copy, rawProperty);
      const types = [property?.type].flat();
      if (types.includes('array') || types.includes('object')) {
        schema.properties[name] = {anyOf: [rawProperty, {type: 'string'}], description: property.description};
      }
    }
  }
  return copy;
}
