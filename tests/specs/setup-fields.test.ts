/**
 * Issue 52: the Workflows guide's «Configuración de cada paso» table names, for each step, only what the reader can
 * send in `setup`: every item of a row is a field of that step's setup schema (the values inside parentheses are its
 * fields or allowed values), and an option of the product with no field in the contract («destruir el token al
 * terminar», the products' «montos mínimo y máximo») is not listed as if it were one.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {findService} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';

const GUIDE = path.join(repoRoot, 'docs', 'workflows', 'introduccion.md');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'setup-fields-'));
let spec: OpenApiDocument;
before(async () => {
  spec = await bundleSpec(findService('workflows')!, path.join(outDir, 'workflows.json'));
});
after(() => rmSync(outDir, {recursive: true, force: true}));

/** Every property name and every `enum`/`const` value under a schema, `$ref`s followed. */
function namesAndValues(document: OpenApiDocument, raw: SpecNode, found = new Set<string>(), seen = new Set<object>()): Set<string> {
  const schema = resolveRef<Record<string, SpecNode>>(document, raw);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  for (const [name, child] of Object.entries<SpecNode>(schema.properties ?? {})) {
    found.add(name);
    namesAndValues(document, child, found, seen);
  }
  for (const value of [...(Array.isArray(schema.enum) ? schema.enum : []), ...(schema.const === undefined ? [] : [schema.const])])
    found.add(String(value));
  for (const key of ['items', 'additionalProperties', 'allOf', 'anyOf', 'oneOf']) {
    const next = schema[key];
    for (const part of Array.isArray(next) ? next : [next])
      if (part && typeof part === 'object') namesAndValues(document, part, found, seen);
  }
  return found;
}

/** The items of a cell: split at commas and «y» outside parentheses. */
function cellItems(cell: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of cell) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.flatMap((item) => (item.includes('(') ? [item] : item.split(/ y /))).map((item) => item.trim());
}

const codes = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Problems of one table row, as `step: reason`. */
export function setupRowProblems(document: OpenApiDocument, stepsCell: string, fieldsCell: string): string[] {
  const setup = resolveRef<Record<string, SpecNode>>(document, document.components?.schemas?.WorkflowSetup);
  const steps = codes(stepsCell);
  const problems: string[] = [];
  for (const step of steps) {
    const schema = setup?.properties?.[step];
    if (!schema) {
      problems.push(`${step}: no tiene esquema de configuración en WorkflowSetup`);
      continue;
    }
    const known = namesAndValues(document, schema);
    const stepKeys = new Set(Object.keys(setup.properties));
    for (const item of cellItems(fieldsCell)) {
      if (codes(item).length === 0) problems.push(`${step}: «${item}» no nombra un campo que se pueda enviar`);
      for (const name of codes(item))
        if (!known.has(name) && !stepKeys.has(name)) problems.push(`${step}: \`${name}\` no está en su esquema`);
    }
  }
  return problems;
}

describe('la tabla de configuración de cada paso nombra solo campos que se pueden enviar', () => {
  test('cada fila de la guía de workflows', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    const start = guide.indexOf('## Configuración de cada paso');
    const end = guide.indexOf('\n## ', start + 1);
    const section = guide.slice(start, end < 0 ? undefined : end);
    const rows = section
      .split('\n')
      .filter((line) => /^\| `/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    assert.ok(rows.length >= 15, `solo ${rows.length} filas`);
    const problems = rows.flatMap(([steps, fields]) => setupRowProblems(spec, steps!, fields!));
    assert.deepEqual(problems, []);
  });

  test('la comprobación sí encuentra una opción sin campo y un campo que el esquema no tiene', () => {
    assert.deepEqual(setupRowProblems(spec, '`document_sign`', '`token`, destruir el token al terminar, `store_sign`'), [
      'document_sign: «destruir el token al terminar» no nombra un campo que se pueda enviar',
    ]);
    assert.deepEqual(setupRowProblems(spec, '`personal_financial`', '`products` (cada producto con `name` y `min_amount`)'), [
      'personal_financial: `min_amount` no está en su esquema',
    ]);
  });
});
