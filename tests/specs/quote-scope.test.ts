/**
 * Issue 52: a rule's or a description's quote of the product spec is about the same API as the rule. Each quote is
 * found in the spec and the API its place speaks of (scripts/lib/provenance/quoteScope.ts) must be the rule's own,
 * or every API (a general constant); a quote borrowed from another API's part fails with the file, the pointer, the
 * quote and where it comes from.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
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
import {fragmentScopes, quoteFitsApi, scopedLines, sharedConsumers} from '../../scripts/lib/provenance/quoteScope';

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
