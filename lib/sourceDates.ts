/**
 * When the sources of a published file last changed: the date of the last commit that touched them,
 * read from git. A reader compares it with the copy they downloaded; a rebuild of the same commit gives
 * the same date. Sources with changes not yet committed, or a checkout without git history, date from
 * the build's date (lib/buildDate.ts), the day those files were made.
 */
import {execFileSync} from 'node:child_process';
import {buildDate, dayOf} from './buildDate';
import {repoRoot} from './paths';

const buildDay = () => dayOf(buildDate());

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined;
  }
}

/** `AAAA-MM-DD` of the last change of `paths` (relative to the repository's root). */
export function lastChangeDate(paths: readonly string[]): string {
  const pending = git(['status', '--porcelain', '--', ...paths]);
  if (pending === undefined || pending !== '') return buildDay();
  return git(['log', '-1', '--format=%cs', '--', ...paths]) || buildDay();
}
