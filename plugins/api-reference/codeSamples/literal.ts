/** How a language writes the JSON values of a request: the tokens that differ between languages. */
export interface LiteralSyntax {
  null: string;
  true: string;
  false: string;
  quote(text: string): string;
  /** Opening and closing bracket of a list. */
  list: readonly [string, string];
  /** Opening and closing bracket of a map, and how one key and its value are written in it. */
  map: readonly [string, string];
  entry(quotedKey: string, value: string): string;
  /** An empty map, which must stay a map (`{}` on the wire) and not turn into a list. */
  emptyMap: string;
}

/** A JSON value as a literal of the language, one item per line, indented four spaces per level. */
export function literal(value: unknown, syntax: LiteralSyntax, level = 1): string {
  const pad = '    '.repeat(level);
  const closing = '    '.repeat(level - 1);
  if (value === null || value === undefined) return syntax.null;
  if (typeof value === 'boolean') return value ? syntax.true : syntax.false;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return syntax.quote(value);
  if (Array.isArray(value)) {
    const [open, close] = syntax.list;
    if (value.length === 0) return `${open}${close}`;
    return `${open}\n${value.map((item) => `${pad}${literal(item, syntax, level + 1)},\n`).join('')}${closing}${close}`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return syntax.emptyMap;
  const [open, close] = syntax.map;
  const lines = entries.map(([key, item]) => `${pad}${syntax.entry(syntax.quote(key), literal(item, syntax, level + 1))},\n`);
  return `${open}\n${lines.join('')}${closing}${close}`;
}
