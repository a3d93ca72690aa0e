/**
 * The day a build speaks from: the changelog's «last 90 days» on the operation pages and the date of a
 * download whose sources are not committed yet. `SOURCE_DATE_EPOCH` (seconds since 1970-01-01 UTC, the
 * reproducible-builds convention) sets it; without it, it is the clock when the build first asks, once
 * per process. The build records it beside its generated files, so the tests compare a page with the
 * build's day, never with the day they run; a test builds «a year later» by setting the variable.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from './paths';

export const SOURCE_DATE_VARIABLE = 'SOURCE_DATE_EPOCH';
/** Where `docusaurus build` keeps its generated files (its `generatedFilesDir`). */
export const DOCUSAURUS_GENERATED_DIR = path.join(repoRoot, '.docusaurus');
const RECORD_FILE = 'build-date.json';

export class BuildDateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildDateError';
  }
}

/** The build's date from the environment, or from the clock when the variable is not set. */
export function buildDateFrom(env: Readonly<Record<string, string | undefined>>, clock: () => Date): Date {
  const raw = env[SOURCE_DATE_VARIABLE];
  if (raw === undefined || raw.trim() === '') return clock();
  if (!/^\d+$/.test(raw.trim()))
    throw new BuildDateError(
      `${SOURCE_DATE_VARIABLE}: «${raw}» no es una fecha: escribe los segundos desde 1970-01-01 UTC (por ejemplo 1798761600 para el 2027-01-01).`,
    );
  return new Date(Number(raw.trim()) * 1000);
}

let clockReading: Date | undefined;

/** This build's date: the variable when set (read on every call, so a test can set it), else one clock reading per process. */
export function buildDate(): Date {
  return buildDateFrom(process.env, () => (clockReading ??= new Date()));
}

/** `AAAA-MM-DD` of a date, in UTC. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Records the build's date in its generated files' folder. */
export function recordBuildDate(generatedFilesDir: string, date: Date): void {
  mkdirSync(generatedFilesDir, {recursive: true});
  writeFileSync(path.join(generatedFilesDir, RECORD_FILE), `${JSON.stringify({date: date.toISOString()})}\n`);
}

/** The date the last build recorded; without a build, an error that says to run one. */
export function recordedBuildDate(generatedFilesDir: string = DOCUSAURUS_GENERATED_DIR): Date {
  const file = path.join(generatedFilesDir, RECORD_FILE);
  if (!existsSync(file))
    throw new BuildDateError(`No existe ${path.relative(repoRoot, file)}: ejecuta \`npm run build\` antes de las pruebas.`);
  const {date} = JSON.parse(readFileSync(file, 'utf8')) as {date: string};
  return new Date(date);
}
