/**
 * Contract rules that keep the bundled specs honest towards generated clients (issue 18): each
 * check returns the offending places, one readable line each, so a test or the spec check can list them.
 */
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
const PASSWORD_FIELD = /password/i;
/** Example names of error responses: kebab-case, so `Prefer: example=<name>` reads like a slug. */
export const EXAMPLE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Visit = (schema: Record<string, SpecNode>, location: string) => void;

/** Walks a schema and every subschema, following `$ref`s into the document once each. */
function walkSchema(document: OpenApiDocument, root: unknown, location: string, visit: Visit, seen = new Set<string>()): void {
  if (!root || typeof root !== 'object') return;
  const node = root as Record<string, SpecNode>;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return;
    seen.add(node.$ref);
    walkSchema(document, resolveRef(document, {$ref: node.$ref}), node.$ref, visit, seen);
    return;
  }
  visit(node, location);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
    if (Array.isArray(node[key]))
      node[key].forEach((child: unknown, i: number) => walkSchema(document, child, `${location}/${key}/${i}`, visit, seen));
  }
  for (const key of ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else']) {
    if (node[key] && typeof node[key] === 'object') walkSchema(document, node[key], `${location}/${key}`, visit, seen);
  }
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
 */
export function requiredAwayFromProperties(document: OpenApiDocument): string[] {
  const problems = new Set<string>();
  for (const {schema, location} of allSchemaRoots(document)) {
    walkSchema(document, schema, location, (node, at) => {
      if (!Array.isArray(node.required)) return;
      const declared = new Set(Object.keys(node.properties ?? {}));
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
  ];
}
