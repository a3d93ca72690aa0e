/**
 * The conditions a schema states between its fields (issue 37), read from their JSON Schema form and said in one
 * Spanish sentence: `dependentRequired` (fields sent together, or one that needs others), `if`/`then`/`else` on a
 * field's value (`cic` for models `D` and `EFGH`), and an `anyOf`/`oneOf` of requirements (`file` or
 * `tmp_file_id`; `people_uuid` or an `enroll_full`/`enroll_basic` step). One reading for every surface: the
 * reference page and its Markdown twin print the sentence, the try-it console and the sandbox check the condition
 * and say it with the same words. No Node imports: the engine runs in the browser too.
 */
import type {SpecNode} from './types';

/** A field equal to one of these values (`person_type` is `PF`). */
export interface FieldTest {
  field: string;
  values: unknown[];
}

/** What a branch asks for: fields present, and list fields that contain one of some values. */
export interface Requirement {
  fields: string[];
  contains: FieldTest[];
}

export type Condition =
  /** Every field of the group is sent, or none (`dependentRequired` both ways). */
  | {kind: 'together'; fields: string[]}
  /** Sending `field` makes `requires` obligatory (`dependentRequired` one way). */
  | {kind: 'requires'; field: string; requires: string[]}
  /** `if`/`then` (and an `else` chain): the first case whose test holds applies; `otherwise` when none does. */
  | {kind: 'when'; cases: {test: FieldTest; then: Requirement}[]; otherwise?: Requirement}
  /** `anyOf` (at least one) or `oneOf` (exactly one) of requirements. */
  | {kind: 'alternatives'; exactlyOne: boolean; options: Requirement[]};

type Node = Record<string, SpecNode>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);
const ANNOTATIONS = new Set(['description', 'title', '$comment']);

/** `{properties: {type: {enum: [D, EFGH]}}, required: [type]}` → `type` is `D` or `EFGH`; anything else → undefined. */
function fieldTest(node: unknown): FieldTest | undefined {
  if (!isNode(node) || !isNode(node.properties)) return undefined;
  const entries = Object.entries(node.properties);
  if (entries.length !== 1 || Object.keys(node).some((key) => !['properties', 'required', ...ANNOTATIONS].includes(key))) return undefined;
  const [field, test] = entries[0];
  if (!isNode(test)) return undefined;
  const values = test.const !== undefined ? [test.const] : Array.isArray(test.enum) ? test.enum : undefined;
  return values ? {field, values} : undefined;
}

/**
 * `{required: [a], properties: {steps: {contains: {enum: [x, y]}}}}` → a requirement; a branch that states
 * anything else (a type, a bound, a `$ref`) is not one, and its choice is an ordinary set of alternatives.
 * `unevaluatedProperties: true` changes nothing in JSON Schema; a branch says it so that validators which close
 * every subschema with `properties` (Redocly's example check with `allowAdditionalProperties: false`) leave the
 * object's other fields alone.
 */
function requirement(node: unknown): Requirement | undefined {
  if (!isNode(node)) return undefined;
  const {unevaluatedProperties, ...rest} = node;
  if (unevaluatedProperties !== undefined && unevaluatedProperties !== true) return undefined;
  if (Object.keys(rest).some((key) => !['required', 'properties', ...ANNOTATIONS].includes(key))) return undefined;
  const fields = Array.isArray(node.required) ? node.required.map(String) : [];
  const contains: FieldTest[] = [];
  for (const [field, property] of Object.entries<SpecNode>(isNode(node.properties) ? node.properties : {})) {
    if (!isNode(property) || Object.keys(property).some((key) => key !== 'contains' && !ANNOTATIONS.has(key))) return undefined;
    const test = fieldTest({properties: {[field]: property.contains}});
    if (!test) return undefined;
    contains.push(test);
  }
  return fields.length + contains.length > 0 ? {fields, contains} : undefined;
}

function dependentConditions(dependent: Node): Condition[] {
  const conditions: Condition[] = [];
  const grouped = new Set<string>();
  for (const [field, list] of Object.entries(dependent)) {
    if (grouped.has(field) || !Array.isArray(list)) continue;
    const requires = list.map(String);
    // `a: [b], b: [a]` (and larger groups where each names all the others) is one "together" condition.
    const group = [field, ...requires];
    const mutual = group.every((member) => {
      const named = dependent[member];
      return Array.isArray(named) && group.filter((other) => other !== member).every((other) => named.includes(other));
    });
    if (mutual) {
      group.forEach((member) => grouped.add(member));
      conditions.push({kind: 'together', fields: group});
    } else conditions.push({kind: 'requires', field, requires});
  }
  return conditions;
}

/** An `if`/`then`/`else` chain on field values; undefined when a test or a branch is not of that simple form. */
function whenCondition(node: Node): Condition | undefined {
  const cases: {test: FieldTest; then: Requirement}[] = [];
  let current: Node | undefined = node;
  while (current && current.if !== undefined) {
    const test = fieldTest(current.if);
    const then = requirement(current.then);
    if (!test || !then) return undefined;
    cases.push({test, then});
    const next: unknown = current.else;
    if (next === undefined) return {kind: 'when', cases};
    if (isNode(next) && next.if !== undefined && Object.keys(next).every((key) => ['if', 'then', 'else', ...ANNOTATIONS].includes(key)))
      current = next;
    else {
      const otherwise = requirement(next);
      return otherwise ? {kind: 'when', cases, otherwise} : undefined;
    }
  }
  return cases.length > 0 ? {kind: 'when', cases} : undefined;
}

/** The conditions a schema object states, in the order of its keywords; `$ref`s are the caller's to resolve first. */
export function conditionsOf(schema: SpecNode): Condition[] {
  if (!isNode(schema)) return [];
  const conditions: Condition[] = [];
  if (isNode(schema.dependentRequired)) conditions.push(...dependentConditions(schema.dependentRequired));
  if (schema.if !== undefined) {
    const when = whenCondition(schema);
    if (when) conditions.push(when);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const choice = alternativesCondition(schema, key);
    if (choice) conditions.push(choice);
  }
  return conditions;
}

/** The `anyOf`/`oneOf` of a schema as a condition, when every option is a requirement. */
export function alternativesCondition(schema: SpecNode, keyword: 'anyOf' | 'oneOf'): Condition | undefined {
  if (!isNode(schema) || !Array.isArray(schema[keyword]) || schema[keyword].length < 2) return undefined;
  const options = (schema[keyword] as unknown[]).map(requirement);
  if (options.some((option) => !option)) return undefined;
  return {kind: 'alternatives', exactlyOne: keyword === 'oneOf', options: options as Requirement[]};
}

/** How a field or a value is written in the sentence: `` `name` `` in Markdown, «name» in a message. */
export type Quote = (text: string) => string;
export const markdownQuote: Quote = (text) => `\`${text}\``;
export const plainQuote: Quote = (text) => `«${text}»`;

const joined = (items: string[], conjunction: 'y' | 'o'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** «también es obligatorio `cic`», «también son obligatorios `a` y `b`», «`steps` debe incluir `x` o `y`». */
function requirementPhrase(need: Requirement, quote: Quote): string {
  const parts: string[] = [];
  if (need.fields.length > 0)
    parts.push(
      `${need.fields.length === 1 ? 'también es obligatorio' : 'también son obligatorios'} ${joined(need.fields.map(quote), 'y')}`,
    );
  for (const list of need.contains)
    parts.push(
      `${quote(list.field)} debe incluir ${joined(
        list.values.map((value) => quote(valueText(value))),
        'o',
      )}`,
    );
  return parts.join(' y ');
}

/** One option of a choice: «envía `people_uuid`», «incluye `enroll_full` o `enroll_basic` en `steps`». */
function optionPhrase(need: Requirement, quote: Quote): string {
  const parts: string[] = [];
  if (need.fields.length > 0) parts.push(`envía ${joined(need.fields.map(quote), 'y')}`);
  for (const list of need.contains)
    parts.push(
      `incluye ${joined(
        list.values.map((value) => quote(valueText(value))),
        'o',
      )} en ${quote(list.field)}`,
    );
  return parts.join(' y ');
}

/** The condition in one Spanish sentence, ending with a period. */
export function conditionSentence(condition: Condition, quote: Quote = markdownQuote): string {
  switch (condition.kind) {
    case 'together':
      return `${capitalised(joined(condition.fields.map(quote), 'y'))} van juntos: si envías uno, envía también ${
        condition.fields.length === 2 ? 'el otro' : 'los demás'
      }.`;
    case 'requires':
      return `Si envías ${quote(condition.field)}, ${requirementPhrase({fields: condition.requires, contains: []}, quote)}.`;
    case 'when': {
      const clauses = condition.cases.map(({test, then}, index) => {
        const sameField = index > 0 && test.field === condition.cases[index - 1].test.field;
        const values = joined(
          test.values.map((value) => quote(valueText(value))),
          'o',
        );
        const need =
          index > 0 && sameField && then.contains.length === 0 ? joined(then.fields.map(quote), 'y') : requirementPhrase(then, quote);
        return sameField ? `si es ${values}, ${need}` : `si ${quote(test.field)} es ${values}, ${need}`;
      });
      if (condition.otherwise) clauses.push(`en otro caso, ${requirementPhrase(condition.otherwise, quote).replace(/^también /, '')}`);
      return `${capitalised(clauses.join('; '))}.`;
    }
    case 'alternatives': {
      const simple = condition.options.every((option) => option.fields.length === 1 && option.contains.length === 0);
      const choice = simple
        ? `envía ${joined(
            condition.options.map((option) => quote(option.fields[0])),
            'o',
          )}`
        : joined(
            condition.options.map((option) => optionPhrase(option, quote)),
            'o',
          );
      const count = condition.options.length === 2 ? 'de los dos' : 'de las opciones';
      return `${capitalised(choice)} (${condition.exactlyOne ? `solo uno ${count}` : `al menos uno ${count}`}).`;
    }
  }
}

const isPresent = (value: Record<string, unknown>, field: string) => value[field] !== undefined;
const meets = (need: Requirement, value: Record<string, unknown>) =>
  need.fields.every((field) => isPresent(value, field)) &&
  need.contains.every(
    (list) => Array.isArray(value[list.field]) && (value[list.field] as unknown[]).some((item) => list.values.includes(item)),
  );
/** The fields a reader fixes to meet a requirement: the missing ones, and the lists that lack a value. */
const unmet = (need: Requirement, value: Record<string, unknown>) => [
  ...need.fields.filter((field) => !isPresent(value, field)),
  ...need.contains.filter((list) => !meets({fields: [], contains: [list]}, value)).map((list) => list.field),
];

/**
 * Whether an object meets a condition; when it does not, the fields to point at (the missing ones, or every field
 * a choice names). Used where no JSON Schema validator runs on the value (the console's multipart form).
 */
export function conditionFailure(condition: Condition, value: Record<string, unknown>): string[] | undefined {
  switch (condition.kind) {
    case 'together': {
      const missing = condition.fields.filter((field) => !isPresent(value, field));
      return missing.length > 0 && missing.length < condition.fields.length ? missing : undefined;
    }
    case 'requires': {
      const missing = isPresent(value, condition.field) ? condition.requires.filter((field) => !isPresent(value, field)) : [];
      return missing.length > 0 ? missing : undefined;
    }
    case 'when': {
      const applies = condition.cases.find(({test}) => test.values.includes(value[test.field]));
      const need = applies ? applies.then : condition.otherwise;
      const missing = need ? unmet(need, value) : [];
      return missing.length > 0 ? missing : undefined;
    }
    case 'alternatives': {
      const met = condition.options.filter((option) => meets(option, value)).length;
      if (condition.exactlyOne ? met === 1 : met > 0) return undefined;
      return [...new Set(condition.options.flatMap((option) => [...option.fields, ...option.contains.map((list) => list.field)]))];
    }
  }
}

/** A failure as JSON Schema validators report it (@cfworker/json-schema's OutputUnit). */
export interface SchemaFailure {
  keyword: string;
  keywordLocation: string;
  error: string;
}

/**
 * The condition a validator's failure breaks, and the field it finds missing: a field `dependentRequired` asks for,
 * a field a `then` (or an `else` of the chain) asks for, or a choice of requirements none of whose options holds
 * (no single missing field). `holderOf(location)` gives the schema object holding the keyword at a keyword location
 * (`#/$ref/then/required` → the `then` object), `$ref`s followed; the engine and the console each have theirs.
 */
export function brokenCondition(
  failure: SchemaFailure,
  holderOf: (keywordLocation: string) => SpecNode,
): {condition: Condition; missing?: string} | undefined {
  if (failure.keyword === 'dependentRequired') {
    const missing = /does not have "([^"]+)"/.exec(failure.error)?.[1] ?? '';
    const condition = conditionsOf(holderOf(failure.keywordLocation)).find(
      (candidate) =>
        (candidate.kind === 'together' && candidate.fields.includes(missing)) ||
        (candidate.kind === 'requires' && candidate.requires.includes(missing)),
    );
    return condition && {condition, missing};
  }
  if (failure.keyword === 'anyOf' || failure.keyword === 'oneOf') {
    const condition = alternativesCondition(holderOf(failure.keywordLocation), failure.keyword);
    return condition && {condition};
  }
  if (failure.keyword !== 'required') return undefined;
  // `#/then/required`, `#/else/then/required`: the `if` chain starts where the run of then/else segments begins.
  const segments = failure.keywordLocation.replace(/^#\/?/, '').split('/').slice(0, -1);
  let start = segments.length;
  while (start > 0 && (segments[start - 1] === 'then' || segments[start - 1] === 'else')) start -= 1;
  if (start === segments.length) return undefined;
  const condition = conditionsOf(holderOf(`#/${[...segments.slice(0, start), 'if'].join('/')}`)).find(
    (candidate) => candidate.kind === 'when',
  );
  return condition && {condition, missing: /"([^"]+)"/.exec(failure.error)?.[1] ?? ''};
}
