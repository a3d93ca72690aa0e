/**
 * The fields an object schema of a published spec declares, the way the reference reads them: its own
 * properties and those of its `allOf` parts, each required when any part (or an enclosing schema) lists it.
 * Shared by the tests that compare those flags with another surface (the pages, the typed client).
 */
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

export interface SpecField {
  name: string;
  required: boolean;
  readOnly: boolean;
}

/** The merged object: every name required at this level (inherited ones included) and each declared field. */
export function mergedObjectFields(
  spec: OpenApiDocument,
  schema: Record<string, SpecNode>,
  inheritedRequired: Iterable<string> = [],
): {required: Set<string>; fields: SpecField[]} {
  const parts = [schema, ...(schema.allOf ?? []).map((part: unknown) => resolveRef<Record<string, SpecNode>>(spec, part))];
  const required = new Set<string>([...inheritedRequired, ...parts.flatMap((part) => part?.required ?? [])]);
  const fields = parts.flatMap((part) =>
    Object.entries<SpecNode>(part?.properties ?? {}).map(([name, property]) => ({
      name,
      required: required.has(name),
      readOnly: Boolean(resolveRef<Record<string, SpecNode>>(spec, property)?.readOnly),
    })),
  );
  return {required, fields};
}
