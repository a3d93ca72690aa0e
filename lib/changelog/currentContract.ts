/**
 * The contract as it is now in openapi/, bundled as a release bundles it (lib/openapi/bundle.ts), for
 * the tools that compare it with the latest release outside a build: `npm run changelog` and the spec
 * test that asks a contract change for its draft note.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {services} from '../../config/services';
import {bundleSpec} from '../openapi/bundle';
import type {OpenApiDocument} from '../openapi/types';

export async function bundleCurrentContract(): Promise<Map<string, OpenApiDocument>> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'contrato-'));
  try {
    const bundled = await Promise.all(
      services.map(async (service) => [service.id, await bundleSpec(service, path.join(tempDir, `${service.id}.json`))] as const),
    );
    return new Map(bundled);
  } finally {
    rmSync(tempDir, {recursive: true, force: true});
  }
}
