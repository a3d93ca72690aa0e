/**
 * Making a release: bundles the eight specs as they are now (Redocly, lib/openapi/bundle.ts) into a
 * new folder under changelog/releases/, beside its release.json and its note, which is the draft
 * changelog/borrador.md (then removed). `npm run release:contract` runs it.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {services} from '../../config/services';
import {bundleSpec} from '../openapi/bundle';
import type {OpenApiDocument} from '../openapi/types';
import {buildChangelog} from './changelog';
import {DRAFT_FILE, draftGaps} from './draft';
import {checkNote, isValidDate, NOTE_FILE, readReleases, RELEASE_FILE, RELEASES_DIR, ReleaseError, releaseSpecFile} from './releases';

export interface NewRelease {
  title: string;
  date: string;
}

/** «Contrato inicial» → `contrato-inicial`. */
export function releaseSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Writes the release and returns its folder; the draft becomes its note and is removed. It refuses a
 * release with no change since the latest one, and a draft that does not name every API that changed
 * and every operation that breaks compatibility. Nothing is left behind (and the draft stays) when it
 * refuses or a spec fails to bundle.
 */
export async function makeRelease({title, date}: NewRelease, dir: string = RELEASES_DIR, draftFile: string = DRAFT_FILE): Promise<string> {
  const slug = releaseSlug(title);
  const folder = path.join(dir, `${date}-${slug}`);
  if (!slug) throw new ReleaseError(folder, 'title', 'debe tener letras o números.');
  if (!isValidDate(date)) throw new ReleaseError(folder, 'date', `debe ser una fecha AAAA-MM-DD válida, no «${date}».`);
  if (existsSync(folder)) throw new ReleaseError(folder, undefined, 'ya existe una versión con ese título y fecha.');
  if (!existsSync(draftFile))
    throw new ReleaseError(
      draftFile,
      undefined,
      'no existe: escribe primero la nota de la versión para los integradores (qué cambia, por qué y qué revisar, lo que rompe compatibilidad primero).',
    );
  const {note} = checkNote(draftFile, readFileSync(draftFile, 'utf8'));
  const releases = readReleases(dir);
  mkdirSync(folder, {recursive: true});
  try {
    const specs = new Map<string, OpenApiDocument>();
    for (const service of services) {
      const file = path.join(folder, releaseSpecFile(service));
      const spec = await bundleSpec(service, file);
      specs.set(service.id, spec);
      writeFileSync(file, `${JSON.stringify(spec, null, 2)}\n`);
    }
    const {unreleased} = buildChangelog(releases, specs);
    if (releases.length > 0 && unreleased.apis.length === 0)
      throw new ReleaseError(folder, undefined, `no hay cambios en el contrato respecto a la versión «${unreleased.base?.title}».`);
    const gaps = draftGaps(unreleased.apis, note);
    if (gaps.length > 0) throw new ReleaseError(draftFile, undefined, `no explica todo lo que cambia: ${gaps.join('; ')}.`);
    writeFileSync(path.join(folder, RELEASE_FILE), `${JSON.stringify({title: title.trim(), date}, null, 2)}\n`);
    writeFileSync(path.join(folder, NOTE_FILE), `${note}\n`);
  } catch (error) {
    rmSync(folder, {recursive: true, force: true});
    throw error;
  }
  rmSync(draftFile);
  return folder;
}
