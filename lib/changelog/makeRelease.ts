/**
 * Making a release: bundles the eight specs as they are now (Redocly, lib/openapi/bundle.ts) into a
 * new folder under changelog/releases/, beside its release.json. `npm run release:contract` runs it.
 */
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {services} from '../../config/services';
import {bundleSpec} from '../openapi/bundle';
import {isValidDate, RELEASE_FILE, RELEASES_DIR, ReleaseError, releaseSpecFile} from './releases';

export interface NewRelease {
  name: string;
  date: string;
  summary: string;
}

/** «Contrato inicial» → `contrato-inicial`. */
export function releaseSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Writes the release and returns its folder; nothing is left behind when a spec fails to bundle. */
export async function makeRelease({name, date, summary}: NewRelease, dir: string = RELEASES_DIR): Promise<string> {
  const slug = releaseSlug(name);
  const folder = path.join(dir, `${date}-${slug}`);
  if (!slug) throw new ReleaseError(folder, 'name', 'debe tener letras o números.');
  if (!isValidDate(date)) throw new ReleaseError(folder, 'date', `debe ser una fecha AAAA-MM-DD válida, no «${date}».`);
  if (!summary.trim()) throw new ReleaseError(folder, 'summary', 'debe ser un texto no vacío.');
  if (existsSync(folder)) throw new ReleaseError(folder, undefined, 'ya existe una versión con ese nombre y fecha.');
  mkdirSync(folder, {recursive: true});
  try {
    for (const service of services) {
      const file = path.join(folder, releaseSpecFile(service));
      const spec = await bundleSpec(service, file);
      writeFileSync(file, `${JSON.stringify(spec, null, 2)}\n`);
    }
    writeFileSync(path.join(folder, RELEASE_FILE), `${JSON.stringify({name: name.trim(), date, summary: summary.trim()}, null, 2)}\n`);
  } catch (error) {
    rmSync(folder, {recursive: true, force: true});
    throw error;
  }
  return folder;
}
