/**
 * Prints the contract changes not yet in a release: the specs of openapi/ as they are now, bundled,
 * against the latest release under changelog/releases/. A reviewer runs it before a contract change
 * ships; it exits 0 whatever it finds (it reports, it does not judge).
 * Usage: npm run changelog
 */
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {services} from '../config/services';
import {buildChangelog} from '../lib/changelog/changelog';
import {readReleases, ReleaseError} from '../lib/changelog/releases';
import {unreleasedReport} from '../lib/changelog/report';
import {bundleSpec} from '../lib/openapi/bundle';
import {SpecError, type OpenApiDocument} from '../lib/openapi/types';

async function main(): Promise<number> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'changelog-'));
  try {
    const releases = readReleases();
    const current = new Map<string, OpenApiDocument>();
    for (const service of services) current.set(service.id, await bundleSpec(service, path.join(tempDir, `${service.id}.json`)));
    console.log(unreleasedReport(buildChangelog(releases, current)));
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError || error instanceof SpecError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    rmSync(tempDir, {recursive: true, force: true});
  }
}

main().then((code) => process.exit(code));
