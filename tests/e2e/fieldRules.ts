/**
 * The rules of every field as each surface states them, in one comparable form (`name|maxLength:255`,
 * `gender|enum:"MALE","FEMALE"`, `ids|items.format:uuid`): enum values, bounds (minimum/maximum, exclusive ones,
 * lengths, number of items) and formats.
 * - The published spec: read from the schema itself (`$ref`s followed, `allOf` parts and `oneOf`/`anyOf` options
 *   walked, readOnly fields out of requests and writeOnly ones out of responses), without the reference's code.
 * - The built HTML page: each row's constraint phrases and allowed values, read back from the Spanish text.
 * - The Markdown twin: each row's «Reglas» column and the «Reglas:» line of a body's root.
 * - The console's model: each parameter's and body field's schema.
 * A rule the reference does not show for lack of meaning (`minLength: 0`, `minItems: 0`) is not listed on any side.
 */
import type {CheerioAPI, Element} from 'cheerio';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

type Schema = Record<string, SpecNode>;

const BOUNDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'] as const;

/** The name a surface gives a row that is not a field: the items of an array, any other key. */
export const ITEMS_LABEL = 'elementos';
export const ANY_KEY_LABEL = 'cualquier clave';
/** The root of a body or a response: it has no name on any surface. */
export const ROOT = '(raíz)';

/** `$ref` followed (its sibling keywords win, as in OpenAPI 3.1) and `allOf` parts folded in, one level. */
function flatten(spec: OpenApiDocument, raw: unknown, seen: string[] = []): {schema: Schema; refs: string[]} {
  let schema: Schema = raw && typeof raw === 'object' ? (raw as Schema) : {};
  const refs: string[] = [];
  while (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref) || refs.includes(schema.$ref)) return {schema: {}, refs: [...refs, schema.$ref]};
    refs.push(schema.$ref);
    const {$ref, ...siblings} = schema;
    schema = {...(resolveRef<Schema>(spec, {$ref}) ?? {}), ...siblings};
  }
  if (!Array.isArray(schema.allOf)) return {schema, refs};
  const merged: Schema = {...schema, allOf: undefined};
  for (const part of schema.allOf) {
    const inner = flatten(spec, part, [...seen, ...refs]);
    refs.push(...inner.refs);
    for (const [key, value] of Object.entries(inner.schema)) {
      if (key === 'properties') {
        // A property in several parts must meet each of them (allOf): both schemas apply.
        const properties: Schema = {...(merged.properties ?? {})};
        for (const [name, property] of Object.entries<SpecNode>(value))
          properties[name] = properties[name] === undefined ? property : {allOf: [properties[name], property]};
        merged.properties = properties;
      } else if (key === 'required') merged.required = [...(merged.required ?? []), ...value];
      else if (
        (key === 'items' || key === 'additionalProperties') &&
        merged[key] &&
        typeof merged[key] === 'object' &&
        typeof value === 'object'
      )
        merged[key] = {allOf: [merged[key], value]};
      else if (merged[key] === undefined) merged[key] = value;
    }
  }
  return {schema: merged, refs};
}

const isArray = (schema: Schema) =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) || (!schema.type && schema.items);

/** One schema's own rules, as the reference states them (an array's items rules prefixed `items.`). */
function ownRules(spec: OpenApiDocument, schema: Schema, seen: string[]): string[] {
  const rules: string[] = [];
  const add = (source: Schema, prefix: string) => {
    if (typeof source.format === 'string') rules.push(`${prefix}format:${source.format}`);
    for (const bound of BOUNDS) {
      const value = source[bound];
      if (typeof value !== 'number') continue;
      if ((bound === 'minLength' || bound === 'minItems') && value === 0) continue;
      rules.push(`${prefix}${bound}:${value}`);
    }
  };
  add(schema, '');
  if (isArray(schema) && schema.items) {
    const items = flatten(spec, schema.items, seen).schema;
    add(items, 'items.');
    if (Array.isArray(items.enum)) rules.push(enumRule(items.enum));
  }
  if (Array.isArray(schema.enum)) rules.push(enumRule(schema.enum));
  return rules;
}

const enumRule = (values: unknown[]) => `enum:${values.map((value) => JSON.stringify(value)).join(',')}`;

const travels = (schema: Schema, direction: 'request' | 'response') => (direction === 'request' ? !schema.readOnly : !schema.writeOnly);

/**
 * `name|rule` for every field under a schema, the schema itself as `name` (ROOT for a body). An array of objects
 * lists its items' fields as its own, as the reference does; the options of a `oneOf`/`anyOf` are named after the
 * field they are options of; a schema met again on the way down is not re-entered.
 */
export function specRules(spec: OpenApiDocument, raw: unknown, direction: 'request' | 'response', name = ROOT): string[] {
  const found: string[] = [];
  /** The fields and options under one (flattened) schema; `owner` names its options. */
  const inside = (container: Schema, path: string[], owner: string, depth: number): void => {
    if (depth > 12) return;
    if (isArray(container) && container.items) {
      const items = flatten(spec, container.items, path);
      if (items.refs.some((ref) => path.includes(ref))) return;
      const itemsPath = [...path, ...items.refs];
      const itemsHaveFields = items.schema.properties || items.schema.additionalProperties;
      // An array of objects shows its items' fields; items with options show them on an «elementos» row.
      if (itemsHaveFields) inside(items.schema, itemsPath, owner, depth + 1);
      else if (items.schema.oneOf || items.schema.anyOf) options(items.schema, itemsPath, ITEMS_LABEL, depth + 1);
      return;
    }
    for (const [child, property] of Object.entries<SpecNode>(container.properties ?? {}))
      if (travels(flatten(spec, property, path).schema, direction)) field(property, child, path, depth + 1);
    if (container.additionalProperties && typeof container.additionalProperties === 'object')
      field(container.additionalProperties, ANY_KEY_LABEL, path, depth + 1);
    options(container, path, owner, depth);
  };
  const options = (container: Schema, path: string[], owner: string, depth: number): void => {
    for (const option of [...(container.oneOf ?? []), ...(container.anyOf ?? [])]) {
      const {schema, refs} = flatten(spec, option, path);
      if (schema.type === 'null' || refs.some((ref) => path.includes(ref))) continue;
      const optionPath = [...path, ...refs];
      for (const rule of ownRules(spec, schema, optionPath)) found.push(`${owner}|${rule}`);
      inside(schema, optionPath, owner, depth + 1);
    }
  };
  const field = (node: unknown, label: string, path: string[], depth: number): void => {
    const {schema, refs} = flatten(spec, node, path);
    if (refs.some((ref) => path.includes(ref))) return;
    const fieldPath = [...path, ...refs];
    for (const rule of ownRules(spec, schema, fieldPath)) found.push(`${label}|${rule}`);
    inside(schema, fieldPath, label, depth);
  };
  field(raw, name, [], 0);
  return found;
}

/** `name|rule` for the top-level fields of a body (its own properties and its `allOf` parts'), as a form lists them. */
export function specTopLevelRules(spec: OpenApiDocument, raw: unknown, direction: 'request' | 'response'): string[] {
  const {schema, refs} = flatten(spec, raw);
  return Object.entries<SpecNode>(schema.properties ?? {}).flatMap(([name, property]) => {
    const flat = flatten(spec, property, refs);
    return travels(flat.schema, direction) ? ownRules(spec, flat.schema, [...refs, ...flat.refs]).map((rule) => `${name}|${rule}`) : [];
  });
}

/** The rules of one Spanish constraint phrase of the reference («máximo 255 caracteres», «cada elemento: formato uuid»). */
export function phraseRules(phrase: string): string[] {
  const text = phrase.trim().replace(/`/g, '');
  const each = /^cada elemento: (.*)$/.exec(text);
  if (each) return phraseRules(each[1]).map((rule) => `items.${rule}`);
  const patterns: [RegExp, (match: RegExpExecArray) => string[]][] = [
    [/^formato (\S+)$/, (m) => [`format:${m[1]}`]],
    [/^exactamente (\d+) (?:caracteres|carácter)$/, (m) => [`minLength:${m[1]}`, `maxLength:${m[1]}`]],
    [/^no vacío$/, () => ['minLength:1']],
    [/^mínimo (\d+) (?:caracteres|carácter)$/, (m) => [`minLength:${m[1]}`]],
    [/^máximo (\d+) (?:caracteres|carácter)$/, (m) => [`maxLength:${m[1]}`]],
    [/^mínimo (\d+) elementos?$/, (m) => [`minItems:${m[1]}`]],
    [/^máximo (\d+) elementos?$/, (m) => [`maxItems:${m[1]}`]],
    [/^mínimo (-?[\d.e+-]+)$/, (m) => [`minimum:${m[1]}`]],
    [/^máximo (-?[\d.e+-]+)$/, (m) => [`maximum:${m[1]}`]],
    [/^mayor que (-?[\d.e+-]+)$/, (m) => [`exclusiveMinimum:${m[1]}`]],
    [/^menor que (-?[\d.e+-]+)$/, (m) => [`exclusiveMaximum:${m[1]}`]],
  ];
  for (const [pattern, rules] of patterns) {
    const match = pattern.exec(text);
    if (match) return rules(match);
  }
  return [];
}

/** Rows of the built schema trees (CSS module classes keep their name before the hash: `property_oe0t`). */
const ROW = 'li[class*="property_"]';
const OPTION = 'ul[class*="alternativeList_"] > li';
const TREE = 'div[class*="schema_"]';
const OWNER = `${ROW}, ${OPTION}, ${TREE}`;

function rowName($: CheerioAPI, row: Element): string {
  const head = $(row).find('[class*="nodeHead_"]').first();
  return head.children('[class*="nodeName_"], [class*="nodeLabel_"]').first().text();
}

/** The constraints and allowed values that belong to one row, option or tree root, not to one nested in it. */
function rulesOfOwner($: CheerioAPI, owner: Element): string[] {
  const own = (selector: string) =>
    $(owner)
      .find(selector)
      .toArray()
      .filter((element) => $(element).parent().closest(OWNER).get(0) === owner);
  const rules = own('[class*="constraints_"]').flatMap((span) => $(span).text().split(' · ').flatMap(phraseRules));
  for (const values of own('[class*="enumValues_"]')) {
    const codes = [
      ...$(values).children('code').toArray(),
      ...$(values)
        .children('ul')
        .children('li')
        .toArray()
        .map((item) => $(item).children('code').get(0))
        .filter((code): code is Element => code !== undefined),
    ];
    rules.push(`enum:${codes.map((code) => $(code).text()).join(',')}`);
  }
  return rules;
}

/**
 * `name|rule` for every row of a page region (a section, a response): each property or parameter, each option of
 * a `oneOf`/`anyOf` (named after the row, or the root, it is an option of) and the root of each schema tree.
 */
export function pageRules($: CheerioAPI, region: Element[]): string[] {
  const found: string[] = [];
  for (const container of region) {
    for (const owner of $(container).find(OWNER).toArray()) {
      let name: string;
      if ($(owner).is(TREE)) name = ROOT;
      else if ($(owner).is(ROW)) name = rowName($, owner);
      else {
        const parent = $(owner).parent().closest(`${ROW}, ${TREE}`);
        name = parent.is(ROW) ? rowName($, parent.get(0) as Element) : ROOT;
      }
      for (const rule of rulesOfOwner($, owner)) found.push(`${name}|${rule}`);
    }
  }
  return found;
}

/** The cells of a Markdown table row, `\|` kept inside its cell. */
export function markdownCells(row: string): string[] {
  return row
    .replace(/^\|\s?|\s?\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The rules of a twin's «Reglas» text: phrases separated by `; `, and `Valores: …` as the allowed values. */
function markdownRuleText(text: string): string[] {
  return text
    .split(/; (?=[^`]*(?:`[^`]*`[^`]*)*$)/)
    .flatMap((part) =>
      part.startsWith('Valores: ') ? [`enum:${[...part.matchAll(/`([^`]*)`/g)].map((match) => match[1]).join(',')}`] : phraseRules(part),
    );
}

/**
 * `name|rule` for every row of a twin's section: the «Reglas» column of its tables (the last segment of the dotted
 * name; an option row `campo (Opción)` under its field's name) and the «Reglas:» line of a body's root.
 */
export function twinRules(section: string): string[] {
  const found: string[] = [];
  let columns: string[] = [];
  for (const line of section.split('\n')) {
    if (line.startsWith('Reglas: ')) {
      for (const rule of markdownRuleText(line.slice('Reglas: '.length))) found.push(`${ROOT}|${rule}`);
      continue;
    }
    if (!line.startsWith('|')) {
      columns = [];
      continue;
    }
    const cells = markdownCells(line);
    if (cells.includes('Reglas')) {
      columns = cells;
      continue;
    }
    const rulesAt = columns.indexOf('Reglas');
    if (rulesAt < 0 || /^-+$/.test(cells[0] ?? '')) continue;
    const dotted = (cells[0] ?? '').replace(/`/g, '');
    const option = /^(.*) \([^()]*\)$/.exec(dotted);
    const name = (option ? option[1] : dotted).split('.').at(-1) ?? '';
    // A row under an option (`config (Opción 1).url`) is named by its own last segment.
    const ruleText = cells[rulesAt] ?? '';
    for (const rule of markdownRuleText(ruleText)) found.push(`${name.replace(/ \([^()]*\)$/, '')}|${rule}`);
  }
  return found;
}

/** `name|rule` for a console field: its schema's own rules (as the spec walker reads them), under its name. */
export function consoleFieldRules(spec: OpenApiDocument, name: string, schema: unknown): string[] {
  const {schema: flat, refs} = flatten(spec, schema);
  return ownRules(spec, flat, refs).map((rule) => `${name}|${rule}`);
}

/** Two lists compared as multisets: what only one side has, each side named. */
export function multisetDifference(left: string[], right: string[]): {onlyLeft: string[]; onlyRight: string[]} {
  const counts = new Map<string, number>();
  for (const item of left) counts.set(item, (counts.get(item) ?? 0) + 1);
  for (const item of right) counts.set(item, (counts.get(item) ?? 0) - 1);
  const onlyLeft: string[] = [];
  const onlyRight: string[] = [];
  for (const [item, count] of counts) {
    for (let index = 0; index < count; index += 1) onlyLeft.push(item);
    for (let index = 0; index < -count; index += 1) onlyRight.push(item);
  }
  return {onlyLeft: onlyLeft.sort(), onlyRight: onlyRight.sort()};
}
