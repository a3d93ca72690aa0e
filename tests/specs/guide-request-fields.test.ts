/**
 * Issue 52: an example names only fields its operation takes. Every `curl` of the guides that sends a JSON body
 * (`-d '{…}'`, `--data-raw`) is matched to its operation, and each key of the body, at any depth, must be a field the
 * request schema declares there (where the schema lists its fields and does not leave the object open). The specs'
 * own request examples are held to the same rule by Redocly (`no-invalid-media-type-examples` with
 * `allowAdditionalProperties: false` in redocly.yaml).
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {codeBlocks, readDocs} from '../../scripts/lib/docsScan';

interface Target {
  method: string;
  /** The full path, server prefix included, split in segments; `{…}` for a parameter. */
  segments: string[];
  spec: OpenApiDocument;
  body: SpecNode;
  label: string;
}
const targets: Target[] = [];
const outDir = mkdtempSync(path.join(os.tmpdir(), 'guide-fields-'));
before(async () => {
  for (const service of services) {
    const spec = await bundleSpec(service, path.join(outDir, `${service.id}.json`));
    const prefixes = (spec.servers ?? []).map((server: {url: string}) => String(server.url).replace(/^\{baseUrl\}/, ''));
    for (const {method, path: operationPath, operation} of listOperations(spec)) {
      const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody)?.content?.['application/json']?.schema;
      if (!body) continue;
      for (const prefix of new Set(['', ...prefixes]))
        targets.push({
          method: method.toUpperCase(),
          segments: `${prefix}${operationPath}`.split('/').filter(Boolean),
          spec,
          body,
          label: `${service.id} ${method.toUpperCase()} ${operationPath}`,
        });
    }
  }
});
after(() => rmSync(outDir, {recursive: true, force: true}));

/** The JSON calls of a shell block: method, path after `$API_BASE_URL`, and the body. */
export function jsonCalls(block: string): {method: string; path: string; body: unknown; base: string}[] {
  const calls: {method: string; path: string; body: unknown; base: string}[] = [];
  for (const command of block.split(/\n(?=\s*curl\s)/)) {
    // `$API_BASE_URL/people`, or a guide's own base per API (`$SIGNT_URL/documents`).
    const url = /["']?\$\{?([A-Z_]*URL)\}?([^"'\s?]*)/.exec(command);
    const data = /(?:-d|--data|--data-raw)\s+'([\s\S]*?)'/.exec(command);
    if (!url || !data) continue;
    let body: unknown;
    try {
      body = JSON.parse(data[1]!);
    } catch {
      continue;
    }
    const method = /(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1] ?? 'POST';
    calls.push({method, path: url[2]!, body, base: url[1]!});
  }
  return calls;
}

/** The fields a schema declares (its `allOf` parts and `anyOf`/`oneOf` options merged), and whether it is open. */
function fieldsOf(spec: OpenApiDocument, raw: SpecNode): {fields: Map<string, SpecNode>; open: boolean; items?: SpecNode} {
  const schema = resolveRef<Record<string, SpecNode>>(spec, raw) ?? {};
  const fields = new Map<string, SpecNode>(Object.entries<SpecNode>(schema.properties ?? {}));
  let open =
    !schema.properties ||
    schema.additionalProperties === true ||
    typeof schema.additionalProperties === 'object' ||
    !!schema.patternProperties;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    for (const part of schema[key] ?? []) {
      const inner = fieldsOf(spec, part);
      inner.fields.forEach((value, name) => fields.set(name, value));
      if (key !== 'allOf' && inner.open && inner.fields.size > 0) open = true;
      if (key === 'allOf' && inner.fields.size > 0) open = open && inner.open;
    }
  if (
    fields.size > 0 &&
    schema.additionalProperties !== true &&
    typeof schema.additionalProperties !== 'object' &&
    !schema.patternProperties
  )
    open = false;
  return {fields, open, items: schema.items};
}

/** The keys of `value` that `schema` does not declare, as dotted paths. */
export function unknownFields(spec: OpenApiDocument, schema: SpecNode, value: unknown, at = ''): string[] {
  if (Array.isArray(value)) {
    const {items} = fieldsOf(spec, schema);
    return items ? value.flatMap((item, index) => unknownFields(spec, items, item, `${at}[${index}]`)) : [];
  }
  if (!value || typeof value !== 'object') return [];
  const {fields, open} = fieldsOf(spec, schema);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const where = at ? `${at}.${key}` : key;
    const field = fields.get(key);
    if (!field) return open ? [] : [where];
    return unknownFields(spec, field, child, where);
  });
}

/** The operation a call reaches; where several APIs have the path, the one its base variable names (`SIGNT_URL`). */
function targetOf(method: string, callPath: string, base: string): Target | undefined {
  const segments = callPath.replace(/\/$/, '').split('/').filter(Boolean);
  const found = targets.filter(
    (target) =>
      target.method === method &&
      target.segments.length === segments.length &&
      target.segments.every((segment, index) => segment === segments[index] || /^\{.*\}$/.test(segment)),
  );
  return found.find((target) => base.toLowerCase().startsWith(target.label.split(' ')[0]!)) ?? found[0];
}

describe('los ejemplos de las guías nombran solo campos que su operación recibe', () => {
  test('cada cuerpo JSON de un curl de las guías', () => {
    const problems: string[] = [];
    let compared = 0;
    for (const {file, source} of readDocs(path.join(repoRoot, 'docs'))) {
      for (const block of codeBlocks(source).filter(({language}) => ['bash', 'sh', 'shell'].includes(language))) {
        for (const call of jsonCalls(block.body)) {
          const target = targetOf(call.method, call.path, call.base);
          if (!target) continue;
          compared += 1;
          for (const field of unknownFields(target.spec, target.body, call.body))
            problems.push(`${path.relative(repoRoot, file)}:${block.line}: ${target.label} no recibe \`${field}\``);
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(compared >= 5, `solo ${compared} cuerpos comparados`);
    console.log(`${compared} cuerpos JSON de las guías comparados con su operación`);
  });

  test('la comprobación encuentra un campo que la operación no recibe, también anidado', () => {
    const spec = {openapi: '3.1.0', info: {title: 'x', version: '1'}, paths: {}} as OpenApiDocument;
    const schema = {
      type: 'object',
      properties: {name: {type: 'string'}, items: {type: 'array', items: {type: 'object', properties: {id: {}}}}},
    };
    assert.deepEqual(unknownFields(spec, schema, {name: 'a', nombre: 'b', items: [{id: 1, extra: 2}]}), ['nombre', 'items[0].extra']);
    assert.deepEqual(unknownFields(spec, {...schema, additionalProperties: true}, {nombre: 'b'}), []);
    assert.deepEqual(jsonCalls(`curl -X PUT "$API_BASE_URL/people/1" \\\n  -d '{"name": "x"}'`), [
      {method: 'PUT', path: '/people/1', body: {name: 'x'}, base: 'API_BASE_URL'},
    ]);
  });
});
