/**
 * Bad input in a provenance record: each text, written as `openapi/demo/provenance.yaml` in a temporary folder, must
 * make the reader throw a ProvenanceRecordError whose Spanish message (file, field, reason) matches. Shared by the
 * rule and description provenance tests, whose readers differ.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ProvenanceRecordError} from '../../scripts/lib/provenance/provenanceRecord';
import {RECORD_FILE} from '../../scripts/lib/provenance/ruleInventory';

export function assertMalformedRecordsFail(read: (openapiDir: string, folders: string[]) => unknown, cases: [string, RegExp][]): void {
  const demoDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'provenance-')), 'openapi');
  mkdirSync(path.join(demoDir, 'demo'), {recursive: true});
  for (const [text, message] of cases) {
    writeFileSync(path.join(demoDir, 'demo', RECORD_FILE), text);
    assert.throws(
      () => read(demoDir, ['demo']),
      (error: unknown) => error instanceof ProvenanceRecordError && message.test((error as Error).message),
      `se esperaba ${message} para:\n${text}`,
    );
  }
}
