/**
 * Every JSON Schema 2020-12 keyword the rule inventory knows (issue 37), in three groups: the keywords that state a
 * rule about values (each with its kind), the ones that only carry subschemas or shape (walked, stating nothing on
 * their own), and annotations. A keyword in none of them is unknown: the inventory reports it with its file and
 * pointer instead of letting a rule pass without a source (an invented `dependentRequired` used to).
 */

/** Keywords whose value is itself the rule (a bound, a list of values, a format…), by kind. */
export const VALUE_KEYWORD_KINDS = {
  enum: 'enum',
  const: 'const',
  pattern: 'pattern',
  format: 'format',
  minLength: 'length',
  maxLength: 'length',
  minimum: 'range',
  maximum: 'range',
  exclusiveMinimum: 'range',
  exclusiveMaximum: 'range',
  multipleOf: 'range',
  minItems: 'count',
  maxItems: 'count',
  minProperties: 'count',
  maxProperties: 'count',
  minContains: 'count',
  maxContains: 'count',
  uniqueItems: 'uniqueItems',
  default: 'default',
} as const;

/**
 * Keywords the inventory reads itself, because what they state depends on their content: `required` (one rule per
 * field), `dependentRequired` (one per field), `dependentSchemas` and `if` (a condition), `anyOf`/`oneOf` (a rule
 * unless they only list JSON types), `not`, `contains`, `patternProperties` (a pattern on key names), and
 * `additionalProperties`/`unevaluatedProperties` (closed when `false`, else a subschema).
 */
export const CONDITIONAL_KEYWORDS = [
  'required',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'anyOf',
  'oneOf',
  'not',
  'contains',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
] as const;

/** Keywords that hold subschemas or say what JSON type a value is: shape, walked but not rules themselves. */
export const STRUCTURAL_KEYWORDS = [
  'type',
  '$ref',
  '$dynamicRef',
  'properties',
  'items',
  'prefixItems',
  'unevaluatedItems',
  'allOf',
  'propertyNames',
  '$defs',
  '$id',
  '$schema',
  '$anchor',
  '$dynamicAnchor',
  '$vocabulary',
] as const;

/** Annotations: they describe a value and never make one invalid (OpenAPI's `discriminator` and `xml` included). */
export const ANNOTATION_KEYWORDS = [
  'title',
  'description',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'xml',
  'externalDocs',
  '$comment',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
] as const;

const KNOWN = new Set<string>([
  ...Object.keys(VALUE_KEYWORD_KINDS),
  ...CONDITIONAL_KEYWORDS,
  ...STRUCTURAL_KEYWORDS,
  ...ANNOTATION_KEYWORDS,
]);

/** Whether the inventory knows what a keyword of a schema object states (`x-…` extensions are annotations). */
export const isKnownKeyword = (keyword: string): boolean => KNOWN.has(keyword) || keyword.startsWith('x-');
