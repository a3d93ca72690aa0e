/**
 * Releases on disk (read and checked, a malformed one named by file, field and reason), the
 * changelog model built from them, the operation pages' notes and the terminal report.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {serviceArtifacts} from '../../config/services';
import {buildChangelog, operationChangeNotes} from '../../lib/changelog/changelog';
import {releaseSlug} from '../../lib/changelog/makeRelease';
import {readReleases, ReleaseError, RELEASES_DIR, type Release} from '../../lib/changelog/releases';
import {unreleasedReport} from '../../lib/changelog/report';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {changeNoteView} from '../../plugins/api-reference/viewModel/changeNote';

const root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
after(() => rmSync(root, {recursive: true, force: true}));

const people = (operations: Record<string, OpenApiDocument>): OpenApiDocument => ({
  openapi: '3.1.0',
  info: {title: 'People', version: '1'},
  paths: {'/people': operations},
});
const createPerson = (schema: OpenApiDocument) => ({
  operationId: 'createPerson',
  summary: 'Crear persona',
  requestBody: {required: true, content: {'application/json': {schema}}},
  responses: {'201': {description: 'Creada'}},
});
const listPeople = {operationId: 'listPeople', summary: 'Listar personas', responses: {'200': {description: 'OK'}}};

let counter = 0;
/** A releases folder with the given files, relative to each release folder. */
function releasesDir(releases: Record<string, Record<string, unknown>>): string {
  const dir = path.join(root, `caso-${(counter += 1)}`);
  for (const [folder, files] of Object.entries(releases)) {
    mkdirSync(path.join(dir, folder), {recursive: true});
    for (const [name, content] of Object.entries(files))
      writeFileSync(path.join(dir, folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const info = (date: string, name = 'Versión') => ({name, date, summary: 'Resumen de la versión.'});

function release(id: string, specs: Record<string, OpenApiDocument>): Release {
  return {id, name: id, date: id.slice(0, 10), summary: 'Resumen.', specs: new Map(Object.entries(specs))};
}

describe('reading releases', () => {
  it('the committed releases read cleanly, and the first one has the eight APIs', () => {
    const releases = readReleases(RELEASES_DIR);
    assert.ok(releases.length >= 1);
    assert.equal(releases[0].id, '2026-11-25-contrato-inicial');
    assert.equal(releases[0].specs.size, 8);
  });

  it('reads a release with its name, date, summary and specs, oldest first', () => {
    const dir = releasesDir({
      '2026-12-01-segunda': {'release.json': info('2026-12-01', 'Segunda'), 'people.json': people({post: listPeople})},
      '2026-11-25-primera': {'release.json': info('2026-11-25', 'Primera'), 'people.json': people({})},
    });
    const releases = readReleases(dir);
    assert.deepEqual(
      releases.map(({id, name, date}) => [id, name, date]),
      [
        ['2026-11-25-primera', 'Primera', '2026-11-25'],
        ['2026-12-01-segunda', 'Segunda', '2026-12-01'],
      ],
    );
    assert.deepEqual([...releases[1].specs.keys()], ['people']);
  });

  const malformed: [string, Record<string, unknown>, RegExp][] = [
    ['release.json that is not JSON', {'release.json': '{"name": ', 'people.json': people({})}, /release\.json: no es JSON válido/],
    [
      'a missing field',
      {'release.json': {date: '2026-11-25', summary: 'x'}, 'people.json': people({})},
      /release\.json: el campo «name» falta\./,
    ],
    [
      'a date that is not a date',
      {'release.json': {...info('2026-11-25'), date: '25/11/2026'}, 'people.json': people({})},
      /release\.json: el campo «date» debe ser una fecha AAAA-MM-DD válida, no «25\/11\/2026»\./,
    ],
    [
      'a date other than the folder name',
      {'release.json': info('2026-11-26'), 'people.json': people({})},
      /el campo «date» \(2026-11-26\) no coincide con la fecha del nombre de la carpeta \(2026-11-25\)/,
    ],
    [
      'a spec without its OpenAPI version',
      {'release.json': info('2026-11-25'), 'people.json': {paths: {}}},
      /people\.json: el campo «openapi» debe ser la versión de OpenAPI/,
    ],
    [
      'a file of no API',
      {'release.json': info('2026-11-25'), 'personas.json': people({})},
      /personas\.json: no es release\.json ni la especificación de una API/,
    ],
    ['no spec at all', {'release.json': info('2026-11-25')}, /no tiene la especificación de ninguna API/],
  ];
  for (const [label, files, message] of malformed) {
    it(`fails in Spanish, naming the file, on ${label}`, () => {
      const dir = releasesDir({'2026-11-25-rota': files});
      assert.throws(
        () => readReleases(dir),
        (error: unknown) => error instanceof ReleaseError && message.test(error.message) && error.message.includes('2026-11-25-rota'),
      );
    });
  }

  it('a folder not named AAAA-MM-DD-nombre is refused', () => {
    const dir = releasesDir({'version-1': {'release.json': info('2026-11-25')}});
    assert.throws(() => readReleases(dir), /version-1: el nombre de la carpeta debe ser AAAA-MM-DD-nombre/);
  });

  it('names a release folder from its name, without accents', () => {
    assert.equal(releaseSlug('Revisión de procedencia'), 'revision-de-procedencia');
  });
});

describe('the changelog model', () => {
  const first = release('2026-11-25-primera', {
    people: people({post: createPerson({type: 'object', properties: {country: {type: 'string', pattern: '^[A-Z]{2}$'}}})}),
  });
  const second = release('2026-12-01-segunda', {
    people: people({post: createPerson({type: 'object', properties: {country: {type: 'string'}}}), get: listPeople}),
  });
  const current = new Map([['people', people({get: listPeople})]]);
  const changelog = buildChangelog([first, second], current);

  it('lists releases newest first; the first one says what it published', () => {
    assert.deepEqual(
      changelog.releases.map((section) => section.id),
      ['2026-12-01-segunda', '2026-11-25-primera'],
    );
    assert.deepEqual(changelog.releases[1].published, [{serviceId: 'people', label: 'People', operations: 1, webhooks: 0}]);
    assert.equal(changelog.releases[0].previous?.id, '2026-11-25-primera');
  });

  it('groups a release per API into added, changed and removed, with anchors and links', () => {
    const [api] = changelog.releases[0].apis;
    assert.equal(api.anchor, 'version-2026-12-01-segunda-people');
    assert.deepEqual(
      api.added.map((entry) => [entry.operationId, entry.anchor, entry.href]),
      [['listPeople', 'version-2026-12-01-segunda-people-list-people', serviceArtifacts('people').operationRoute('listPeople')]],
    );
    // createPerson is gone from the current contract: its entry links to the API's page.
    assert.deepEqual(
      api.changed.map((entry) => [entry.operationId, entry.href]),
      [['createPerson', serviceArtifacts('people').route]],
    );
    assert.deepEqual(api.counts, {breaking: 0, 'non-breaking': 2, documentation: 0});
  });

  it('diffs the current contract against the latest release as «sin publicar»', () => {
    assert.equal(changelog.unreleased.base?.id, '2026-12-01-segunda');
    const [api] = changelog.unreleased.apis;
    assert.deepEqual(
      api.removed.map((entry) => [entry.operationId, entry.anchor]),
      [['createPerson', 'sin-publicar-people-create-person-eliminada']],
    );
    assert.deepEqual(changelog.unreleased.counts, {breaking: 1, 'non-breaking': 0, documentation: 0});
  });

  it("an operation page's note points at its unreleased changes first, else at the latest release", () => {
    const notes = operationChangeNotes(changelog);
    assert.deepEqual(notes.get('people listPeople'), {
      href: '/docs/cambios#version-2026-12-01-segunda-people-list-people',
      release: '2026-12-01-segunda',
      unreleased: false,
      changes: 1,
      breaking: 0,
    });
    const edited = buildChangelog([first, second], new Map([['people', people({get: {...listPeople, summary: 'Listar las personas'}})]]));
    assert.equal(operationChangeNotes(edited).get('people listPeople')?.href, '/docs/cambios#sin-publicar-people-list-people');
  });

  it("an operation page's note says how many changes and how many break, in Spanish", () => {
    assert.deepEqual(changeNoteView({href: '/docs/cambios#x', release: 'Revisión', unreleased: false, changes: 2, breaking: 1}), {
      text: 'Esta operación cambió en la versión «Revisión»: 2 cambios; 1 rompe compatibilidad.',
      href: '/docs/cambios#x',
    });
    assert.equal(
      changeNoteView({href: '/docs/cambios#y', release: 'sin publicar', unreleased: true, changes: 1, breaking: 0}).text,
      'Esta operación tiene 1 cambio aún sin versión.',
    );
  });

  it('the report prints the unreleased changes, grouped by API, breaking first, with the reason', () => {
    const report = unreleasedReport(changelog);
    assert.match(
      report,
      /^Cambios sin publicar respecto a la versión «2026-12-01-segunda» \(2026-12-01\): 1 rompe compatibilidad, 0 compatibles, 0 solo de documentación\./,
    );
    assert.match(report, /People \(1 rompe compatibilidad/);
    assert.match(report, /POST \/people \(createPerson\): Se eliminó la operación `POST \/people`\. Motivo: /);
  });

  it('the report says so when nothing changed', () => {
    assert.equal(
      unreleasedReport(buildChangelog([second], second.specs)),
      'Sin cambios en el contrato respecto a la versión «2026-12-01-segunda» (2026-12-01).',
    );
  });
});
