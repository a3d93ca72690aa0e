/**
 * The fields of a schema as a reader of the page sees them (issue 37): every property reachable from a schema root
 * through `$ref`, `allOf`, `items` and nested objects, each with whether it is always required, required only in
 * some branch (`oneOf`/`anyOf`/`if-then-else`/`dependentRequired`: a condition) or optional. The prose checker
 * compares «obligatorio», lengths, bounds and formats with these.
 */
import {isNode, type Located, type SpecGraph} from './specGraph';
import {escapeSegment} from './ruleInventory';

export type Requirement = 'siempre' | 'condicional' | 'no';

export interface FieldOccurrence {
  name: string;
  /** Where the property is written (before its `$ref` is followed): the pointer a description of it lives under. */
  at: Located;
  /** The property's schema, `$ref`s followed and `allOf` parts listed. */
  schemas: Record<string, unknown>[];
  requirement: Requirement;
  /** Set on a schema described as a whole (a component's root, an array's items), not a property of an object. */
  root?: boolean;
}

interface Level {
  properties: [string, Located][];
  required: Set<string>;
  conditional: Set<string>;
  branches: Located[];
  /** Fields every option of a `oneOf`/`anyOf` requires: required whichever option applies. */
  everyBranch: Set<string>;
  items: Located[];
}

const child = (parent: Located, key: string, node: unknown): Located => ({file: parent.file, pointer: `${parent.pointer}/${key}`, node});

/** One object level: its own keywords merged with those of its `allOf` parts (`required` there applies to all). */
function levelOf(graph: SpecGraph, raw: Located, seen: Set<string>): Level {
  const located = graph.deref(raw);
  const level: Level = {properties: [], required: new Set(), conditional: new Set(), branches: [], everyBranch: new Set(), items: []};
  const key = `${located.file}#${located.pointer}`;
  if (seen.has(key) || !isNode(located.node)) return level;
  seen.add(key);
  const node = located.node;
  if (isNode(node.properties))
    for (const [name, property] of Object.entries(node.properties))
      level.properties.push([name, child(located, `properties/${escapeSegment(name)}`, property)]);
  if (Array.isArray(node.required)) for (const name of node.required) level.required.add(String(name));
  if (isNode(node.dependentRequired))
    for (const names of Object.values(node.dependentRequired))
      if (Array.isArray(names)) names.forEach((name) => level.conditional.add(String(name)));
  for (const keyword of ['oneOf', 'anyOf']) {
    if (!Array.isArray(node[keyword])) continue;
    const options = (node[keyword] as unknown[]).map((branch, i) => child(located, `${keyword}/${i}`, branch));
    level.branches.push(...options);
    const requiredSets = options.map(
      (option) => new Set(schemaParts(graph, option).flatMap((part) => (Array.isArray(part.required) ? part.required.map(String) : []))),
    );
    for (const name of requiredSets[0] ?? []) if (requiredSets.every((set) => set.has(name))) level.everyBranch.add(name);
  }
  for (const keyword of ['then', 'else']) if (node[keyword] !== undefined) level.branches.push(child(located, keyword, node[keyword]));
  if (isNode(node.dependentSchemas))
    for (const [name, branch] of Object.entries(node.dependentSchemas))
      level.branches.push(child(located, `dependentSchemas/${escapeSegment(name)}`, branch));
  if (node.items !== undefined) level.items.push(child(located, 'items', node.items));
  if (isNode(node.additionalProperties)) level.items.push(child(located, 'additionalProperties', node.additionalProperties));
  if (Array.isArray(node.allOf)) {
    node.allOf.forEach((part, i) => {
      const inner = levelOf(graph, child(located, `allOf/${i}`, part), seen);
      level.properties.push(...inner.properties);
      inner.required.forEach((name) => level.required.add(name));
      inner.conditional.forEach((name) => level.conditional.add(name));
      level.branches.push(...inner.branches);
      inner.everyBranch.forEach((name) => level.everyBranch.add(name));
      level.items.push(...inner.items);
    });
  }
  // A branch's `required` makes those fields required only when the branch applies.
  for (const branch of level.branches) {
    const target = graph.deref(branch).node;
    if (isNode(target) && Array.isArray(target.required)) target.required.forEach((name) => level.conditional.add(String(name)));
  }
  return level;
}

/** The schema objects a property is made of: itself and its `allOf` parts, `$ref`s followed. */
export function schemaParts(graph: SpecGraph, raw: Located): Record<string, unknown>[] {
  const located = graph.deref(raw);
  if (!isNode(located.node)) return [];
  const parts: Record<string, unknown>[] = [located.node];
  if (Array.isArray(located.node.allOf))
    located.node.allOf.forEach((part, i) => parts.push(...schemaParts(graph, child(located, `allOf/${i}`, part))));
  return parts;
}

/** Every property reachable from a schema root, in walk order. */
export function schemaFields(graph: SpecGraph, root: Located): FieldOccurrence[] {
  const found: FieldOccurrence[] = [];
  const visited = new Set<string>();
  // `underBranch`: the object sits inside an option, so what it requires is required only when that option applies.
  const walk = (raw: Located, inBranch: boolean, everyBranch: Set<string>, underBranch: boolean): void => {
    const level = levelOf(graph, raw, visited);
    const conditional = inBranch || underBranch;
    const always = (name: string) =>
      (level.required.has(name) && !conditional) || everyBranch.has(name) || (!underBranch && level.everyBranch.has(name));
    for (const [name, at] of level.properties) {
      const requirement: Requirement = always(name)
        ? 'siempre'
        : level.required.has(name) || level.conditional.has(name)
          ? 'condicional'
          : 'no';
      found.push({name, at, schemas: schemaParts(graph, at), requirement});
      walk(at, false, new Set(), conditional);
    }
    for (const branch of level.branches)
      walk(branch, true, conditional ? new Set() : new Set([...level.everyBranch, ...level.required]), underBranch);
    for (const items of level.items) walk(items, inBranch, new Set(), underBranch);
  };
  walk(root, false, new Set(), false);
  return found;
}
