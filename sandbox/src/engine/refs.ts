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

const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)/;

/**
 * The part of `components` that `node` reaches through `$ref`s (`#/components/<type>/<name>…`),
 * transitively, with the same shape. A JSON Schema validator indexes every schema of the document it
 * is built on: given only these instead of all of an API's components (People has hundreds), building
 * one stays short enough not to block a phone's main thread.
 */
export function reachableComponents(components: SpecNode, node: SpecNode): Record<string, Record<string, SpecNode>> {
  const reached: Record<string, Record<string, SpecNode>> = {};
  const pending: SpecNode[] = [node];
  const visited = new WeakSet<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || visited.has(current)) continue;
    visited.add(current);
    for (const [key, value] of Object.entries(current)) {
      const target = key === '$ref' && typeof value === 'string' ? COMPONENT_REF.exec(value) : null;
      if (!target) {
        // Every value is walked, a field called `example` included: a `$ref` inside an example value only
        // adds a component the validator does not need.
        pending.push(value);
        continue;
      }
      const type = target[1]!;
      const name = decodeURIComponent(target[2]!.replace(/~1/g, '/').replace(/~0/g, '~'));
      const found = components?.[type]?.[name];
      if (found === undefined || reached[type]?.[name] !== undefined) continue;
      (reached[type] ??= {})[name] = found;
      pending.push(found);
    }
  }
  return reached;
}
