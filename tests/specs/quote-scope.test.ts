/**
 * Issue 52: a rule's or a description's quote of the product spec is about the same API as the rule. Each quote is
 * found in the spec and the API its place speaks of (scripts/lib/provenance/quoteScope.ts) must be the rule's own,
 * or every API (a general constant); a quote borrowed from another API's part fails with the file, the pointer, the
 * quote and where it comes from.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import path from 'node:path';
import {describe, test} from 'node:test';
import {services} from '../../config/services';
import {repoRoot, sharedSpecDir} from '../../lib/paths';
import {
  quoteFragments,
  readDescriptionRecords,
  readProvenanceRecords,
  type RecordEntry,
} from '../../scripts/lib/provenance/provenanceRecord';
import {
  fragmentScopes,
  pathFiles,
  quoteAboutOtherOperation,
  quoteFitsApi,
  scopedLines,
  sharedConsumers,
} from '../../scripts/lib/provenance/quoteScope';

const productSpec = readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8');
const lines = scopedLines(productSpec);
const openapiDir = path.join(repoRoot, 'openapi');
const folders = ['_shared', ...services.map((service) => service.id)];

const consumers = sharedConsumers(
  openapiDir,
  services.map((service) => service.id),
);

/** The APIs a record entry's rule speaks for: its folder's, or for a shared piece every API that uses it. */
function apisOf(entry: RecordEntry): string[] {
  const [folder, ...rest] = entry.file.split('/');
  return folder === '_shared' ? (consumers.get(rest.join('/')) ?? []) : [folder!];
}

/** Quotes of entries of one API's folder (or of a shared piece) that the spec says of other APIs only. */
function borrowed(entries: readonly RecordEntry[]): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    if (!('quote' in entry.source)) continue;
    for (const fragment of quoteFragments(entry.source))
      for (const api of apisOf(entry)) {
        if (quoteFitsApi(lines, fragment, api)) continue;
        problems.push(`${entry.file}#${entry.pointer}: «${fragment}» habla de ${fragmentScopes(lines, fragment).join(', ')}, no de ${api}`);
      }
  }
  return problems;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const filesByApi = new Map(services.map((service) => [service.id, pathFiles(openapiDir, service.id)]));

/** The text at a JSON pointer of a spec file (a description), for a description record. */
function textAt(file: string, pointer: string): string {
  let node: unknown = parse(readFileSync(path.join(openapiDir, file), 'utf8'));
  for (const part of pointer.split('/').slice(1))
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return typeof node === 'string' ? node : '';
}

/**
 * Quotes of a rule or a description of one operation (a file of an API's paths/) that speak of another operation of
 * the same API only. A description may quote the operation it names itself («Después guarda los valores con
 * `POST /dynamic-properties/{id}/save-values`»).
 */
function borrowedFromOperation(entries: readonly RecordEntry[], descriptions: boolean): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const [api, ...rest] = entry.file.split('/');
    const files = filesByApi.get(api!);
    const template = files?.get(rest.join('/'));
    if (!files || !template || !('quote' in entry.source)) continue;
    const segment = entry.pointer.split('/')[1] ?? '';
    const own = {method: HTTP_METHODS.has(segment) ? segment : '*', path: template};
    const known = new Set(files.values());
    const text = descriptions ? textAt(entry.file, entry.pointer) : '';
    for (const fragment of quoteFragments(entry.source)) {
      if (!quoteAboutOtherOperation(fragment, own, known)) continue;
      if (descriptions && /\/[\w{}]/.test(text) && fragmentNamesIn(fragment, text)) continue;
      problems.push(`${entry.file}#${entry.pointer}: «${fragment}» habla de otra operación que ${own.method.toUpperCase()} ${template}`);
    }
  }
  return problems;
}

/** Whether a description's own text names a path the quote names (it is then about that operation). */
const fragmentNamesIn = (fragment: string, text: string) =>
  [...fragment.matchAll(/\s(\/[\w\-/{}.]*)/g)].some((match) =>
    text.replace(/\{[^}]*\}/g, '{}').includes(match[1]!.replace(/\{[^}]*\}/g, '{}')),
  );

describe('cada cita habla de la misma API que su regla', () => {
  test('las reglas de los esquemas', () => {
    const entries = readProvenanceRecords(openapiDir, folders);
    assert.ok(entries.length > 500, `muy pocas reglas (${entries.length})`);
    assert.deepEqual(borrowed(entries), []);
  });

  test('las piezas comunes (_shared): su cita vale para cada API que las usa', () => {
    const shared = readProvenanceRecords(openapiDir, folders).filter((entry) => entry.file.startsWith('_shared/'));
    assert.ok(shared.length > 10, `muy pocas reglas comunes (${shared.length})`);
    // Every shared piece with a rule is used by some API: a rule no API uses would go unchecked.
    assert.deepEqual(
      [...new Set(shared.map((entry) => entry.file))].filter((file) => apisOf({...shared[0]!, file}).length === 0),
      [],
    );
    assert.deepEqual(consumers.get('components/schemas/ErrorResponse.yaml'), ['people', 'signt', 'workflows']);
    assert.deepEqual(consumers.get('components/schemas/CurpRegistryResult.yaml'), ['verification', 'visionary']);
    // A shared piece Vision used that cited the onboarding APIs' error body would borrow it.
    const borrowing: RecordEntry = {
      file: '_shared/components/schemas/CurpRegistryResult.yaml',
      pointer: '/required/success',
      source: {quote: 'error body is success false, numeric code'},
      recordedIn: 'prueba',
    };
    assert.equal(borrowed([borrowing]).length, 2);
  });

  test('la cita de una operación habla de esa operación, no de otra de la misma API', () => {
    const rules = readProvenanceRecords(openapiDir, folders);
    const descriptions = readDescriptionRecords(openapiDir, folders);
    assert.deepEqual([...borrowedFromOperation(rules, false), ...borrowedFromOperation(descriptions, true)], []);
    // Both ways: POST /reverse-curp may cite the line that gives its errors beside /curp's; another operation's line, not.
    const known = new Set(filesByApi.get('verification')!.values());
    const reverse = {method: 'post', path: '/reverse-curp'};
    assert.equal(
      quoteAboutOtherOperation(
        'POST /curp (curp; errors 400, 404, 409, 422, 500); POST /reverse-curp (personal data; same errors)',
        reverse,
        known,
      ),
      false,
    );
    assert.equal(quoteAboutOtherOperation('POST /curp (curp; errors 400, 404, 409, 422, 500)', reverse, known), true);
    assert.equal(quoteAboutOtherOperation('Text fields max 255 characters', reverse, known), false);
  });

  test('las frases de las descripciones', () => {
    assert.deepEqual(borrowed(readDescriptionRecords(openapiDir, folders)), []);
  });

  test('el spec del producto se lee por API: encabezados, etiquetas y listas generales', () => {
    assert.deepEqual(fragmentScopes(lines, 'Search-by-ids needs ids as uuids.'), ['people']);
    assert.deepEqual(fragmentScopes(lines, 'Batch create: type document or endorsement'), ['signt']);
    assert.deepEqual(fragmentScopes(lines, 'CURP 18 characters; CLABE 18 digits'), ['*']);
    assert.deepEqual(fragmentScopes(lines, "401/403 'Failed authorization'"), ['people', 'workflows', 'signt']);
    // Signt's batch results citing People's rule is what the check exists to catch.
    const signtBorrowing: RecordEntry = {
      file: 'signt/components/schemas/BatchProcessResult.yaml',
      pointer: '/properties/completed/properties/ids/items/format',
      source: {quote: 'Search-by-ids needs ids as uuids.'},
      recordedIn: 'prueba',
    };
    assert.equal(borrowed([signtBorrowing]).length, 1);
    assert.deepEqual(borrowed([{...signtBorrowing, file: 'people/paths/people_search-by-ids.yaml'}]), []);
  });
});
