/**
 * Prints the contract changes not yet in a release: the specs of openapi/ as they are now, bundled,
 * against the latest release under changelog/releases/, and whether the draft note
 * (changelog/borrador.md) explains them. A reviewer runs it before a contract change ships; it exits 0
 * whatever it finds (it reports, it does not judge: the spec tests do).
 * Usage: npm run changelog
 */
import path from 'node:path';
import {buildChangelog} from '../lib/changelog/changelog';
import {bundleCurrentContract} from '../lib/changelog/currentContract';
import {DRAFT_FILE, draftGaps, readDraft} from '../lib/changelog/draft';
import {readReleases, ReleaseError} from '../lib/changelog/releases';
import {unreleasedReport} from '../lib/changelog/report';
import {repoRoot} from '../lib/paths';
import {SpecError} from '../lib/openapi/types';

async function main(): Promise<number> {
  try {
    const changelog = buildChangelog(readReleases(), await bundleCurrentContract());
    console.log(unreleasedReport(changelog));
    if (changelog.unreleased.apis.length > 0) {
      const draftName = path.relative(repoRoot, DRAFT_FILE);
      const draft = readDraft();
      if (draft === undefined) console.log(`\nFalta la nota de la próxima versión: escríbela en ${draftName}.`);
      else {
        const gaps = draftGaps(changelog.unreleased.apis, draft);
        console.log(gaps.length === 0 ? `\n${draftName} explica estos cambios.` : `\n${draftName} ${gaps.join('; ')}.`);
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError || error instanceof SpecError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// exitCode, not exit(): a long report piped to another program must be written out whole first.
main().then((code) => {
  process.exitCode = code;
});
