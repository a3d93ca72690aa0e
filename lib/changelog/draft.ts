/**
 * The draft note of the next release: changelog/borrador.md. A contract change lands with its note:
 * whenever the specs differ from the latest release, the draft must exist and name what a reader has
 * to know (every API that changed, and every operation with a change that breaks compatibility, which
 * the note lists first). `npm run release:contract` turns it into the release's nota.md.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../paths';
import type {ApiSection} from './changelog';
import {checkNote} from './releases';

export const DRAFT_FILE = path.join(repoRoot, 'changelog', 'borrador.md');

/** The draft's text, or undefined when there is none. Malformed drafts fail like a release's note. */
export function readDraft(file: string = DRAFT_FILE): string | undefined {
  if (!existsSync(file)) return undefined;
  return checkNote(file, readFileSync(file, 'utf8')).note;
}

/** How an operation may be named in a note: its operationId, or its method and path (webhook name). */
function operationNames(entry: ApiSection['changed'][number]): string[] {
  return [entry.operationId, entry.isWebhook ? entry.pathOrName : `${entry.method} ${entry.pathOrName}`];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the draft names it as a whole: `createPerson` inside `createPersonBatch`, or `POST /people`
 * inside `POST /people/batch` or `POST /people-groups`, names another operation.
 */
const names = (draft: string, name: string) => new RegExp(`(?<![\\w/{}-])${escapeRegExp(name)}(?![\\w/{}-])`).test(draft);

/**
 * What the draft leaves unexplained: each API with changes that it does not name, and each operation
 * with a change that breaks compatibility that it names neither by operationId nor by method and path.
 * Empty when the draft explains the difference.
 */
export function draftGaps(apis: readonly ApiSection[], draft: string): string[] {
  const gaps: string[] = [];
  for (const api of apis) {
    if (!draft.includes(api.label)) gaps.push(`no nombra la API ${api.label}, que cambió`);
    for (const entry of [...api.removed, ...api.changed, ...api.added]) {
      const breaks = entry.changes.some((change) => change.kind === 'breaking');
      if (!breaks || operationNames(entry).some((name) => names(draft, name))) continue;
      gaps.push(`no nombra ${api.label} ${operationNames(entry)[1]} (${entry.operationId}), que tiene un cambio que rompe compatibilidad`);
    }
  }
  return gaps;
}
