/**
 * A contract change lands with its note: when the specs of openapi/ differ from the latest release,
 * changelog/borrador.md must exist and name every API that changed and every operation with a change
 * that breaks compatibility. `npm run release:contract` turns the draft into the release's note.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {buildChangelog, type Changelog} from '../../lib/changelog/changelog';
import {bundleCurrentContract} from '../../lib/changelog/currentContract';
import {DRAFT_FILE, draftGaps, readDraft} from '../../lib/changelog/draft';
import {readReleases} from '../../lib/changelog/releases';
import {repoRoot} from '../../lib/paths';

let changelog: Changelog;

before(async () => {
  changelog = buildChangelog(readReleases(), await bundleCurrentContract());
});

describe('nota de la próxima versión', () => {
  test('si el contrato difiere de la última versión, changelog/borrador.md lo explica', () => {
    const {apis, base} = changelog.unreleased;
    const draftName = path.relative(repoRoot, DRAFT_FILE);
    if (apis.length === 0) return;
    const draft = readDraft();
    assert.ok(
      draft !== undefined,
      `El contrato publicado difiere de la versión «${base?.title}» (npm run changelog lo detalla) y falta ${draftName}: escribe la nota de la próxima versión (qué cambia, por qué y qué revisar, lo que rompe compatibilidad primero).`,
    );
    assert.deepEqual(draftGaps(apis, draft), [], `${draftName} no explica todo lo que cambia`);
  });
});
