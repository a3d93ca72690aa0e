/**
 * Issue 52: a status a guide's error table gives a message equals the status under which the specs document that
 * message. A row whose message (in code, or the link text of the error catalogue) appears in some example of an
 * error response must name that status in its «Código» column; «—» where the spec gives one is a contradiction.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {mediaExamples} from '../../lib/openapi/mediaExamples';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {readDocs} from '../../scripts/lib/docsScan';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'guide-statuses-'));
/** Message → the statuses whose examples carry it, over the eight specs. */
const documented = new Map<string, Set<string>>();
before(async () => {
  for (const service of services) {
    const spec = await bundleSpec(service, path.join(outDir, `${service.id}.json`));
    for (const {operation} of listOperations(spec))
      for (const [status, raw] of Object.entries<SpecNode>(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const response = resolveRef<Record<string, SpecNode>>(spec, raw);
        for (const media of Object.values<SpecNode>(response?.content ?? {}))
          for (const {value} of mediaExamples(spec, media))
            for (const message of messagesIn(value)) documented.set(message, (documented.get(message) ?? new Set()).add(status));
      }
  }
});
after(() => rmSync(outDir, {recursive: true, force: true}));

/** Every string an error body carries under `error`, `errors` or `message`, at any depth. */
function messagesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (['error', 'errors', 'message'].includes(key) ? messagesIn(child) : []));
}

interface Row {
  file: string;
  messages: string[];
  statuses: string[];
  line: string;
}

/** The rows of every guide table that has a «Código» column, with the messages of their first cell. */
export function statusRows(file: string, source: string): Row[] {
  const rows: Row[] = [];
  let column = -1;
  for (const line of source.split('\n')) {
    if (!line.startsWith('|')) {
      column = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (column < 0) {
      column = cells.findIndex((cell) => /^c[oó]digo$/i.test(cell));
      continue;
    }
    if (/^-+$/.test(cells[0]?.replace(/:/g, '') ?? '')) continue;
    const messages = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const statuses = [...(cells[column] ?? '').matchAll(/\b([45]\d\d)\b/g)].map((match) => match[1]!);
    rows.push({file, messages, statuses, line});
  }
  return rows;
}

/** A row's problem: its messages are documented under statuses it does not give. */
export function statusProblem(row: Row, known: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  const expected = new Set(row.messages.flatMap((message) => [...(known.get(message) ?? [])]));
  if (expected.size === 0) return undefined;
  if (row.statuses.length === 0 || row.statuses.some((status) => !expected.has(status)))
    return `${row.file}: «${row.messages.join('», «')}» da ${row.statuses.join(', ') || '—'}; las especificaciones lo documentan en ${[...expected].join(', ')}`;
  return undefined;
}

describe('el código que una guía da a un mensaje de error es el de las especificaciones', () => {
  test('cada tabla de errores de las guías', () => {
    const rows = readDocs(path.join(repoRoot, 'docs')).flatMap(({file, source}) => statusRows(path.relative(repoRoot, file), source));
    const compared = rows.filter((row) => row.messages.some((message) => documented.has(message)));
    assert.ok(compared.length > 10, `solo ${compared.length} filas con un mensaje documentado`);
    assert.deepEqual(rows.map((row) => statusProblem(row, documented)).filter(Boolean), []);
    console.log(`${compared.length} filas de las guías comparadas con los códigos de las especificaciones`);
  });

  test('la comprobación encuentra «—» y un código distinto, y deja el correcto', () => {
    const known = new Map([['Person not found', new Set(['400'])]]);
    const [dash, wrong, right] = statusRows(
      'guia.md',
      [
        '| Mensaje | Código |',
        '|---|---|',
        '| `Person not found` | — |',
        '| `Person not found` | `404` |',
        '| `Person not found` | `400` |',
      ].join('\n'),
    );
    assert.match(statusProblem(dash!, known)!, /da —; las especificaciones lo documentan en 400/);
    assert.match(statusProblem(wrong!, known)!, /da 404/);
    assert.equal(statusProblem(right!, known), undefined);
  });
});
