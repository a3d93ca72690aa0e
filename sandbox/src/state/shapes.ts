/**
 * Where a resource sits in a documented answer. The eight APIs wrap it differently (`{success, result}`,
 * `{message, data}`, the bare object), so the state layer finds the slot in the operation's own success example
 * and puts the stored resource, or the page of stored resources, in its place: the envelope stays the API's.
 */
export type Resource = Record<string, unknown>;
type Path = Array<string | number>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node === null || typeof node !== 'object' ? undefined : (node as never)[key]), value);

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? replaced(item, rest, replacement) : item));
  return {...(value as Record<string, unknown>), [key]: replaced((value as Record<string, unknown>)[key as string], rest, replacement)};
}

const SLOTS: Path[] = [['result'], ['data'], []];
const looksLikeResource = (node: unknown, idField?: string): node is Resource =>
  isObject(node) && (idField ? idField in node : 'id' in node || 'uuid' in node);

/** Where the resource sits in a documented answer (`['result']`), if it holds one. */
export function resourcePath(value: unknown, idField?: string): Path | undefined {
  return SLOTS.find((path) => looksLikeResource(at(value, path), idField));
}

/** The resource a documented answer holds, if it holds one. */
export function resourceIn(value: unknown, idField: string | undefined): Resource | undefined {
  const path = resourcePath(value, idField);
  return path ? (at(value, path) as Resource) : undefined;
}

/** The documented answer with `resource` in the place of the one it holds; undefined if it holds none. */
export function withResource(value: unknown, idField: string, resource: Resource): unknown {
  const path = resourcePath(value, idField);
  return path ? replaced(value, path, resource) : undefined;
}

/** The paging envelope (`current_page`, `data`, `per_page`…) of a documented list answer. */
export function pageIn(value: unknown): Record<string, unknown> | undefined {
  const path = SLOTS.find((candidate) => {
    const node = at(value, candidate);
    return isObject(node) && Array.isArray(node.data) && 'current_page' in node;
  });
  return path ? (at(value, path) as Record<string, unknown>) : undefined;
}

/** The documented list answer with `page` in the place of its paging envelope. */
export function withPage(value: unknown, page: Record<string, unknown>): unknown {
  const path = SLOTS.find((candidate) => {
    const node = at(value, candidate);
    return isObject(node) && Array.isArray(node.data) && 'current_page' in node;
  });
  return path ? replaced(value, path, page) : undefined;
}

/** The resources a documented answer holds: the one of a read, or every item of a list. */
export function resourcesIn(value: unknown, idField: string): Resource[] {
  const page = pageIn(value);
  if (page) return (page.data as unknown[]).filter((item): item is Resource => looksLikeResource(item, idField));
  for (const path of SLOTS) {
    const node = at(value, path);
    if (Array.isArray(node)) return node.filter((item): item is Resource => looksLikeResource(item, idField));
  }
  const one = resourceIn(value, idField);
  return one ? [one] : [];
}

/** The list answer with `items` in the place of the array it holds (lists without paging). */
export function withItems(value: unknown, items: Resource[]): unknown {
  const path = SLOTS.find((candidate) => Array.isArray(at(value, candidate)));
  return path ? replaced(value, path, items) : undefined;
}
