/**
 * The one `$ref` resolver of the project. Bundled specs keep only local references
 * (`#/components/schemas/Person`), which are JSON Pointers into the document itself.
 */
import type {OpenApiDocument, SpecNode} from './types';

/** `#/components/schemas/Person` → `Person` (the last segment, unescaped). */
export function componentName(ref: string): string {
  return unescapeSegment(ref.slice(ref.lastIndexOf('/') + 1));
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The node one local reference points at, or `undefined` when it is not local or leads nowhere. */
export function pointerTarget(document: OpenApiDocument, ref: string): SpecNode {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map(unescapeSegment)
    .reduce<SpecNode>((value, key) => (value == null ? undefined : value[key]), document);
}

/**
 * Follows `$ref`s until a node that is not a reference. A reference that is not local, or that
 * comes back to one already followed, is returned as it is.
 */
export function resolveRef<T = SpecNode>(document: OpenApiDocument, node: SpecNode): T {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) return current;
    seen.add(ref);
    current = pointerTarget(document, ref);
  }
  return current as T;
}
