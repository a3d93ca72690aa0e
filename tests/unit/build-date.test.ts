/**
 * The build's date (lib/buildDate.ts): read from SOURCE_DATE_EPOCH or once from the clock, recorded for
 * the tests; and the operation pages' «last 90 days» computed from it with the committed releases, on
 * the latest release's day and a year later (the day the suite must still pass without a new release).
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {BuildDateError, buildDateFrom, dayOf, recordBuildDate, recordedBuildDate} from '../../lib/buildDate';
import {buildChangelog, CHANGE_NOTE_DAYS, isRecentRelease, operationChangeNotes} from '../../lib/changelog/changelog';
import {readReleases} from '../../lib/changelog/releases';

const workDir = mkdtempSync(path.join(tmpdir(), 'fecha-build-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

const DAY_MS = 24 * 60 * 60 * 1000;
const never = (): Date => assert.fail('con SOURCE_DATE_EPOCH no se lee el reloj');

describe('la fecha del build', () => {
  test('SOURCE_DATE_EPOCH en segundos la fija; sin ella, el reloj', () => {
    assert.equal(buildDateFrom({SOURCE_DATE_EPOCH: '1798761600'}, never).toISOString(), '2027-01-01T00:00:00.000Z');
    const clock = new Date('2030-06-15T10:00:00Z');
    assert.equal(
      buildDateFrom({}, () => clock),
      clock,
    );
    assert.equal(
      buildDateFrom({SOURCE_DATE_EPOCH: ' '}, () => clock),
      clock,
    );
  });

  test('un valor que no son segundos falla con la variable y el motivo, en español', () => {
    for (const raw of ['2027-01-01', '-5', '1.5', 'mañana'])
      assert.throws(
        () => buildDateFrom({SOURCE_DATE_EPOCH: raw}, never),
        (error: unknown) =>
          error instanceof BuildDateError && error.message.startsWith(`SOURCE_DATE_EPOCH: «${raw}» no es una fecha: escribe los segundos`),
      );
  });

  test('el build la registra y las pruebas la leen; sin build, el error dice qué ejecutar', () => {
    const date = new Date('2027-11-25T08:30:00Z');
    recordBuildDate(workDir, date);
    assert.equal(recordedBuildDate(workDir).toISOString(), date.toISOString());
    assert.equal(dayOf(date), '2027-11-25');
    assert.throws(() => recordedBuildDate(path.join(workDir, 'sin-build')), /ejecuta `npm run build` antes de las pruebas\.$/);
  });
});

describe('las notas de las páginas de operación, desde la fecha del build', () => {
  const changelog = buildChangelog(readReleases(), new Map());
  const [latest] = changelog.releases;
  const latestDay = new Date(`${latest!.date}T00:00:00Z`);

  test(`una versión cuenta los ${CHANGE_NOTE_DAYS} días siguientes a su fecha, ni antes ni después`, () => {
    assert.equal(isRecentRelease(latest!.date, latestDay), true);
    assert.equal(isRecentRelease(latest!.date, new Date(latestDay.getTime() + CHANGE_NOTE_DAYS * DAY_MS)), true);
    assert.equal(isRecentRelease(latest!.date, new Date(latestDay.getTime() + CHANGE_NOTE_DAYS * DAY_MS + 1)), false);
    assert.equal(isRecentRelease(latest!.date, new Date(latestDay.getTime() - 1)), false);
  });

  test('el día de la última versión hay notas; un año después, ninguna', () => {
    assert.ok(operationChangeNotes(changelog, latestDay).size > 0, `la versión ${latest!.title} no dio notas`);
    const yearLater = buildDateFrom({SOURCE_DATE_EPOCH: String((latestDay.getTime() + 365 * DAY_MS) / 1000)}, never);
    assert.equal(operationChangeNotes(changelog, yearLater).size, 0);
  });
});
