/** `$ref` resolution inside one bundled document (`#/components/schemas/Person`). */
import type {SpecNode} from './types';

export function pointer(document: SpecNode, ref: string): SpecNode {
  if (!ref.startsWith('#')) return undefined;
  return ref
    .slice(1)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment.replace(/~1/g, '/').replace(/~0/g, '~')))
    .reduce((node: SpecNode, segment) => (node === undefined || node === null ? undefined : node[segment]), document);
}

/** The node a `$ref` points to (followed until it is not a reference), or the node itself. */
export function resolve(document: SpecNode, node: SpecNode): SpecNode {
  let current = node;
  for (let depth = 0; depth < 20 && current && typeof current === 'object' && typeof current.$ref === 'string'; depth++) {
    current = pointer(document, current.$ref);
  }
  return current;
}
