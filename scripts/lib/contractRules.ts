/**
 * Contract rules that keep the bundled specs honest towards generated clients (issue 18): each
 * check returns the offending places, one readable line each, so a test or the spec check can list them.
 */
import {documentedOperations, listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
const PASSWORD_FIELD = /password/i;
/** Example names of error responses: kebab-case, so `Prefer: example=<name>` reads like a slug. */
export const EXAMPLE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `enclosing`: for a condition's branch (`if`/`then`/`else`, `not`, an `anyOf`/`oneOf` option, a `dependentSchemas`
 * entry), the properties the object around it declares; a branch may require them without declaring them again.
 */
type Visit = (schema: Record<string, SpecNode>, location: string, enclosing?: ReadonlySet<string>) => void;

/** The conditional keywords whose subschemas apply to the same object as the schema that holds them. */
const CONDITION_BRANCHES = ['if', 'then', 'else', 'not'];

/** Walks a schema and every subschema, following `$ref`s into the document once each. */
function walkSchema(
  document: OpenApiDocument,
  root: unknown,
  location: string,
  visit: Visit,
  seen = new Set<string>(),
  enclosing?: ReadonlySet<string>,
): void {
  if (!root || typeof root !== 'object') return;
  const node = root as Record<string, SpecNode>;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return;
    seen.add(node.$ref);
    walkSchema(document, resolveRef(document, {$ref: node.$ref}), node.$ref, visit, seen);
    return;
  }
  visit(node, location, enclosing);
  const declared = new Set([...(enclosing ?? []), ...Object.keys(node.properties ?? {})]);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
    if (!Array.isArray(node[key])) continue;
    const branchEnclosing = key === 'oneOf' || key === 'anyOf' ? declared : undefined;
    node[key].forEach((child: unknown, i: number) => walkSchema(document, child, `${location}/${key}/${i}`, visit, seen, branchEnclosing));
  }
  for (const key of ['items', 'additionalProperties', 'contains', ...CONDITION_BRANCHES]) {
    if (node[key] && typeof node[key] === 'object')
      walkSchema(document, node[key], `${location}/${key}`, visit, seen, CONDITION_BRANCHES.includes(key) ? declared : undefined);
  }
  for (const [name, child] of Object.entries<SpecNode>(node.dependentSchemas ?? {}))
    walkSchema(document, child, `${location}/dependentSchemas/${name}`, visit, seen, declared);
  for (const [name, child] of Object.entries<SpecNode>(node.properties ?? {}))
    walkSchema(document, child, `${location}/properties/${name}`, visit, seen);
  for (const [name, child] of Object.entries<SpecNode>(node.patternProperties ?? {}))
    walkSchema(document, child, `${location}/patternProperties/${name}`, visit, seen);
}

/** Every schema the document holds: components, and inline ones in paths and webhooks. */
function* allSchemaRoots(document: OpenApiDocument): Generator<{schema: unknown; location: string}> {
  for (const [name, schema] of Object.entries<SpecNode>(document.components?.schemas ?? {}))
    yield {schema, location: `#/components/schemas/${name}`};
  function* media(node: SpecNode, location: string): Generator<{schema: unknown; location: string}> {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) yield* media(child, `${location}/${i}`);
      return;
    }
    for (const [key, child] of Object.entries<SpecNode>(node)) {
      if (key === 'schema' && child && typeof child === 'object') yield {schema: child, location: `${location}/schema`};
      else if (key !== 'examples' && key !== 'example') yield* media(child, `${location}/${key}`);
    }
  }
  yield* media(document.paths, '#/paths');
  yield* media(document.webhooks, '#/webhooks');
  yield* media(document.components?.responses, '#/components/responses');
  yield* media(document.components?.requestBodies, '#/components/requestBodies');
  yield* media(document.components?.parameters, '#/components/parameters');
}

/** `allOf: [{$ref}, {required: [...]}]`: generators drop a `required` that names properties only the `$ref` declares. */
export function requiredBesideLoneRef(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const {schema, location} of allSchemaRoots(document)) {
    walkSchema(document, schema, location, (node, at) => {
      if (!Array.isArray(node.allOf) || !node.allOf.some((member: SpecNode) => member && Object.keys(member).length === 1 && member.$ref))
        return;
      node.allOf.forEach((member: SpecNode, index: number) => {
        const foreign = (member?.required ?? []).filter((name: string) => !(name in (member.properties ?? {})));
        if (foreign.length > 0) problems.push(`${at}/allOf/${index}: required [${foreign.join(', ')}] junto a un $ref solo`);
      });
    });
  }
  return problems;
}

/**
 * A `required` list stands next to the `properties` it names (issue 27): generators such as @hey-api read
 * `required` only beside its own `properties`, so a name the same object does not declare is silently dropped.
 * A condition's branch (issue 37: `then`, `else`, an `anyOf`/`oneOf` option, a `dependentSchemas` entry) is the
 * exception: it applies to the object around it and requires the properties that object declares.
 */
export function requiredAwayFromProperties(document: OpenApiDocument): string[] {
  const problems = new Set<string>();
  for (const {schema, location} of allSchemaRoots(document)) {
    walkSchema(document, schema, location, (node, at, enclosing) => {
      if (!Array.isArray(node.required)) return;
      // A condition's branch (`then: {required: [cic]}`) requires what the object around it declares.
      const declared = new Set([...(enclosing ?? []), ...Object.keys(node.properties ?? {})]);
      const missing = node.required.filter((name: string) => !declared.has(name));
      if (missing.length > 0) problems.add(`${at}: required [${missing.join(', ')}] sin esas propiedades en el mismo objeto`);
    });
  }
  return [...problems];
}

export function nonPascalCaseComponents(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const [kind, group] of Object.entries<SpecNode>(document.components ?? {})) {
    for (const name of Object.keys(group ?? {})) {
      if (!PASCAL_CASE.test(name)) problems.push(`#/components/${kind}/${name}: el nombre no está en PascalCase`);
    }
  }
  return problems;
}

function* responses(document: OpenApiDocument): Generator<{response: SpecNode; location: string}> {
  for (const {method, path, operation} of listOperations(document)) {
    for (const [code, response] of Object.entries<SpecNode>(operation.responses ?? {})) {
      yield {response: resolveRef(document, response), location: `${method.toUpperCase()} ${path} ${code}`};
    }
  }
}

export function closedResponseSchemas(document: OpenApiDocument): string[] {
  const problems = new Set<string>();
  for (const {response, location} of responses(document)) {
    for (const media of Object.values<SpecNode>(response?.content ?? {})) {
      walkSchema(document, media.schema, location, (node, at) => {
        if (node.additionalProperties === false) problems.add(`${at}: additionalProperties: false en un esquema de respuesta`);
      });
    }
  }
  return [...problems];
}

/** The 2xx answer of every DELETE, reduced to status and bundled schema, so two APIs can be compared. */
export function deleteShapes(document: OpenApiDocument): Map<string, string> {
  const shapes = new Map<string, string>();
  for (const {method, path, operation} of listOperations(document)) {
    if (method !== 'delete') continue;
    const success = Object.entries<SpecNode>(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
    const shape = success.map(([code, response]) => {
      const resolved = resolveRef(document, response);
      const schemas = Object.entries<SpecNode>(resolved?.content ?? {}).map(([type, media]) => [type, expand(document, media.schema)]);
      return {code, schemas};
    });
    shapes.set(`DELETE ${path}`, JSON.stringify(shape));
  }
  return shapes;
}

/** A schema with every `$ref` replaced by its target, for comparing shapes across documents. */
function expand(document: OpenApiDocument, node: unknown, depth = 0): unknown {
  if (depth > 20 || !node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((child) => expand(document, child, depth + 1));
  const record = node as Record<string, SpecNode>;
  if (typeof record.$ref === 'string') return expand(document, resolveRef(document, record), depth + 1);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key !== 'description' && key !== 'example' && key !== 'examples')
      .map(([key, child]) => [key, expand(document, child, depth + 1)]),
  );
}

export function passwordsNotWriteOnly(document: OpenApiDocument): string[] {
  const problems = new Set<string>();
  for (const {schema, location} of allSchemaRoots(document)) {
    walkSchema(document, schema, location, (node, at) => {
      for (const [name, property] of Object.entries<SpecNode>(node.properties ?? {})) {
        if (!PASSWORD_FIELD.test(name)) continue;
        const resolved = resolveRef(document, property);
        const types = [resolved?.type].flat();
        if (!types.includes('string')) continue;
        if (resolved.writeOnly !== true) problems.add(`${at}/properties/${name}: contraseña sin writeOnly`);
      }
    });
  }
  return [...problems];
}

/**
 * Every example of a 4xx/5xx answer is named (kebab-case, so `Prefer: example=<name>` reaches it) and has a
 * Spanish summary. A body whose message the product spec does not give carries its schema and no example.
 */
export function unnamedErrorExamples(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const {response, location} of responses(document)) {
    if (!/^[45]/.test(location.split(' ').at(-1)!)) continue;
    for (const [type, media] of Object.entries<SpecNode>(response?.content ?? {})) {
      const named = Object.entries<SpecNode>(media.examples ?? {});
      if (media.example !== undefined) problems.push(`${location} ${type}: ejemplo sin nombre (usa examples)`);
      for (const [name, example] of named) {
        const resolved = resolveRef(document, example);
        if (!EXAMPLE_NAME.test(name)) problems.push(`${location} ${type}: el ejemplo "${name}" no está en kebab-case`);
        if (!resolved?.summary) problems.push(`${location} ${type}: el ejemplo "${name}" no tiene summary`);
      }
    }
  }
  return problems;
}

/** Every per-document contract rule at once (the DELETE shape is compared across documents by the tests). */
export function contractProblems(document: OpenApiDocument): string[] {
  return [
    ...requiredBesideLoneRef(document),
    ...requiredAwayFromProperties(document),
    ...nonPascalCaseComponents(document),
    ...closedResponseSchemas(document),
    ...passwordsNotWriteOnly(document),
    ...unnamedErrorExamples(document),
    ...requiredMessagesOutsideRequest(document),
  ];
}

/** `The person data.national id field is required.` → `person data.national id` (and `query field is required` → `query`). */
const REQUIRED_MESSAGE = /(?:^(?:the )?|\bthe )([a-z0-9][a-z0-9 ._]*?) field is required\b/gi;

/** A field as the server names it (`signers.0.id`, `zip code`) or as the schema does (`zip_code`), in one spelling. */
function fieldKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/ /g, '_')
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) || segment === '*' ? '0' : segment))
    .join('.');
}

/**
 * The fields one request requires, written as the server names them: a required parameter by its name, a body field by
 * its path (`person_data.national_id`, `signers.0.id`), through `$ref`, `allOf`, `oneOf` and `anyOf`.
 */
function requiredRequestFields(document: OpenApiDocument, pathItem: SpecNode, operation: SpecNode): Set<string> {
  const fields = new Set<string>();
  for (const parameter of [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])]) {
    const resolved = resolveRef(document, parameter);
    if (resolved?.required === true && typeof resolved.name === 'string') fields.add(fieldKey(resolved.name));
  }
  const collect = (root: SpecNode, prefix: string, seen: Set<string>): void => {
    if (!root || typeof root !== 'object') return;
    if (typeof root.$ref === 'string') {
      if (seen.has(root.$ref)) return;
      collect(resolveRef(document, {$ref: root.$ref}), prefix, new Set([...seen, root.$ref]));
      return;
    }
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      for (const member of Array.isArray(root[key]) ? root[key] : []) collect(member, prefix, seen);
    }
    for (const name of Array.isArray(root.required) ? root.required : []) fields.add(fieldKey(`${prefix}${name}`));
    for (const [name, child] of Object.entries<SpecNode>(root.properties ?? {})) collect(child, `${prefix}${name}.`, seen);
    if (root.items && typeof root.items === 'object') collect(root.items, `${prefix}0.`, seen);
  };
  const body = resolveRef(document, operation.requestBody);
  for (const media of Object.values<SpecNode>(body?.content ?? {})) collect(media?.schema, '', new Set());
  return fields;
}

/** Every string of an example value, at any depth. */
function exampleStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(exampleStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(exampleStrings);
  return [];
}

export interface RequiredMessage {
  /** `POST /addresses 422, ejemplo "the-street-field-is-required"` */
  location: string;
  /** The field as the message names it (`zip code`, `signers.0.id`). */
  field: string;
  /** Whether that operation's request requires the field. */
  required: boolean;
}

/**
 * Every «The X field is required.» message of the error examples (4xx/5xx) of every operation (webhooks are answered
 * by the integrator, not the API), with whether that operation's request requires the field: a required parameter or a
 * field of a `required` list of its request body.
 */
export function requiredMessages(document: OpenApiDocument): RequiredMessage[] {
  const messages: RequiredMessage[] = [];
  for (const {method, pathOrName, operation, pathItem, isWebhook} of documentedOperations(document)) {
    if (isWebhook) continue;
    const required = requiredRequestFields(document, pathItem, operation);
    for (const [status, rawResponse] of Object.entries<SpecNode>(operation.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      const response = resolveRef(document, rawResponse);
      for (const media of Object.values<SpecNode>(response?.content ?? {})) {
        const examples: [string, unknown][] = Object.entries<SpecNode>(media?.examples ?? {}).map(([name, example]) => [
          name,
          resolveRef(document, example)?.value,
        ]);
        if (media?.example !== undefined) examples.push(['example', media.example]);
        for (const [name, value] of examples) {
          for (const text of exampleStrings(value)) {
            for (const match of text.matchAll(REQUIRED_MESSAGE)) {
              messages.push({
                location: `${method.toUpperCase()} ${pathOrName} ${status}, ejemplo "${name}"`,
                field: match[1],
                required: required.has(fieldKey(match[1])),
              });
            }
          }
        }
      }
    }
  }
  return messages;
}

/**
 * Each operation shows only the errors it can return: an error example that says a field is required names a field
 * that operation's request requires. One Spanish line per offending example and field.
 */
export function requiredMessagesOutsideRequest(document: OpenApiDocument): string[] {
  return requiredMessages(document)
    .filter((message) => !message.required)
    .map((message) => `${message.location}: dice que «${message.field}» es obligatorio y la petición de la operación no lo exige`);
}
