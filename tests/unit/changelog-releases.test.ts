/**
 * Releases on disk (read and checked, a malformed one named by file, field and reason), the draft
 * note of the next one, the changelog model built from them, the operation pages' notes and the
 * terminal report.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {serviceArtifacts} from '../../config/services';
import {buildChangelog, isRecentRelease, operationChangeNotes} from '../../lib/changelog/changelog';
import {draftGaps} from '../../lib/changelog/draft';
import {makeRelease, releaseSlug} from '../../lib/changelog/makeRelease';
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

const info = (date: string, title = 'Versión') => ({title, date});
const NOTE = 'Qué cambia en esta versión.\n\n## Qué revisar\n\nNada.\n';

function release(id: string, specs: Record<string, OpenApiDocument>): Release {
  return {id, title: id, date: id.slice(0, 10), summary: 'Resumen.', note: 'Resumen.', specs: new Map(Object.entries(specs))};
}

describe('reading releases', () => {
  it('the committed releases read cleanly, and the first one has the eight APIs', () => {
    const releases = readReleases(RELEASES_DIR);
    assert.ok(releases.length >= 1);
    assert.equal(releases[0].id, '2026-11-25-contrato-inicial');
    assert.equal(releases[0].specs.size, 8);
  });

  it('reads a release with its title, date, note (its first paragraph the summary) and specs, oldest first', () => {
    const dir = releasesDir({
      '2026-12-01-segunda': {'release.json': info('2026-12-01', 'Segunda'), 'nota.md': NOTE, 'people.json': people({post: listPeople})},
      '2026-11-25-primera': {'release.json': info('2026-11-25', 'Primera'), 'nota.md': 'Primera\nversión.', 'people.json': people({})},
    });
    const releases = readReleases(dir);
    assert.deepEqual(
      releases.map(({id, title, date, summary}) => [id, title, date, summary]),
      [
        ['2026-11-25-primera', 'Primera', '2026-11-25', 'Primera versión.'],
        ['2026-12-01-segunda', 'Segunda', '2026-12-01', 'Qué cambia en esta versión.'],
      ],
    );
    assert.equal(releases[1].note, NOTE.trim());
    assert.deepEqual([...releases[1].specs.keys()], ['people']);
  });

  const malformed: [string, Record<string, unknown>, RegExp][] = [
    [
      'release.json that is not JSON',
      {'release.json': '{"title": ', 'nota.md': NOTE, 'people.json': people({})},
      /release\.json: no es JSON válido/,
    ],
    [
      'a missing field',
      {'release.json': {date: '2026-11-25'}, 'nota.md': NOTE, 'people.json': people({})},
      /release\.json: el campo «title» falta\./,
    ],
    [
      'a field of no use (the summary is the note now)',
      {'release.json': {...info('2026-11-25'), summary: 'x'}, 'nota.md': NOTE, 'people.json': people({})},
      /release\.json: el campo «summary» no es un campo de release\.json \(solo title y date; la nota va en nota\.md\)/,
    ],
    [
      'a date that is not a date',
      {'release.json': {...info('2026-11-25'), date: '25/11/2026'}, 'nota.md': NOTE, 'people.json': people({})},
      /release\.json: el campo «date» debe ser una fecha AAAA-MM-DD válida, no «25\/11\/2026»\./,
    ],
    [
      'a date other than the folder name',
      {'release.json': info('2026-11-26'), 'nota.md': NOTE, 'people.json': people({})},
      /el campo «date» \(2026-11-26\) no coincide con la fecha del nombre de la carpeta \(2026-11-25\)/,
    ],
    ['no note', {'release.json': info('2026-11-25'), 'people.json': people({})}, /nota\.md: no existe: cada versión lleva su nota/],
    ['an empty note', {'release.json': info('2026-11-25'), 'nota.md': ' \n', 'people.json': people({})}, /nota\.md: está vacía/],
    [
      'a note with a title of its own',
      {'release.json': info('2026-11-25'), 'nota.md': '# Versión\n\nTexto.', 'people.json': people({})},
      /nota\.md: no lleva título de nivel 1/,
    ],
    [
      'a note that does not open with a paragraph',
      {'release.json': info('2026-11-25'), 'nota.md': '- uno\n- dos', 'people.json': people({})},
      /nota\.md: debe empezar con un párrafo que resuma la versión/,
    ],
    [
      'a spec without its OpenAPI version',
      {'release.json': info('2026-11-25'), 'nota.md': NOTE, 'people.json': {paths: {}}},
      /people\.json: el campo «openapi» debe ser la versión de OpenAPI/,
    ],
    [
      'a file of no API',
      {'release.json': info('2026-11-25'), 'nota.md': NOTE, 'personas.json': people({})},
      /personas\.json: no es release\.json, nota\.md ni la especificación de una API/,
    ],
    ['no spec at all', {'release.json': info('2026-11-25'), 'nota.md': NOTE}, /no tiene la especificación de ninguna API/],
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

  it('names a release folder from its title, without accents', () => {
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
    // A pattern removed from a request is compatible; a new operation too.
    assert.deepEqual(api.counts, {breaking: 0, withdrawn: 0, 'non-breaking': 2, documentation: 0});
  });

  it('diffs the current contract against the latest release, for the team (never on a page)', () => {
    assert.equal(changelog.unreleased.base?.id, '2026-12-01-segunda');
    const [api] = changelog.unreleased.apis;
    assert.deepEqual(
      api.removed.map((entry) => [entry.operationId, entry.anchor]),
      [['createPerson', 'sin-publicar-people-create-person-eliminada']],
    );
    assert.deepEqual(changelog.unreleased.counts, {breaking: 1, withdrawn: 0, 'non-breaking': 0, documentation: 0});
  });

  it("an operation page's note: the newest release of the last 90 days that changed it, never unreleased changes", () => {
    const soon = new Date('2026-12-02T12:00:00Z');
    const notes = operationChangeNotes(changelog, soon);
    assert.deepEqual(notes.get('people listPeople'), {
      href: '/docs/cambios#version-2026-12-01-segunda-people-list-people',
      release: '2026-12-01-segunda',
      date: '2026-12-01',
      counts: {breaking: 0, withdrawn: 0, 'non-breaking': 1, documentation: 0},
    });
    // An unreleased edit changes nothing on the page.
    const edited = buildChangelog([first, second], new Map([['people', people({get: {...listPeople, summary: 'Listar las personas'}})]]));
    assert.equal(
      operationChangeNotes(edited, soon).get('people listPeople')?.href,
      '/docs/cambios#version-2026-12-01-segunda-people-list-people',
    );
    // 90 days after the release the note is gone; before the release date there is none either.
    assert.equal(operationChangeNotes(changelog, new Date('2027-03-01T00:00:00Z')).size, 2);
    assert.equal(operationChangeNotes(changelog, new Date('2027-03-02T00:00:01Z')).size, 0);
    assert.equal(isRecentRelease('2026-12-01', new Date('2026-11-30T00:00:00Z')), false);
  });

  it("an operation page's note says what changed, most severe first, in Spanish", () => {
    assert.deepEqual(
      changeNoteView({
        href: '/docs/cambios#x',
        release: 'Revisión',
        date: '2026-11-27',
        counts: {breaking: 1, withdrawn: 3, 'non-breaking': 1, documentation: 2},
      }),
      {
        text: 'Actualizado en la versión «Revisión» (27 de noviembre de 2026): 1 cambio rompe compatibilidad, 3 cambios pueden afectarte, 1 cambio es compatible y 2 cambios son solo de documentación.',
        href: '/docs/cambios#x',
        kind: 'breaking',
      },
    );
    assert.equal(
      changeNoteView({
        href: '/docs/cambios#y',
        release: 'R',
        date: '2026-11-27',
        counts: {breaking: 0, withdrawn: 0, 'non-breaking': 0, documentation: 1},
      }).text,
      'Actualizado en la versión «R» (27 de noviembre de 2026): 1 cambio es solo de documentación.',
    );
  });

  it('the report prints the unreleased changes, grouped by API, breaking first, with the reason', () => {
    const report = unreleasedReport(changelog);
    assert.match(
      report,
      /^Cambios sin publicar respecto a la versión «2026-12-01-segunda» \(2026-12-01\): 1 rompe compatibilidad, 0 pueden afectarte, 0 compatibles y 0 solo de documentación\./,
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

describe('the draft note of the next release', () => {
  const first = release('2026-11-25-primera', {
    people: people({post: createPerson({type: 'object', properties: {name: {type: 'string'}}}), get: listPeople}),
  });
  // createPerson: a new required field breaks it; listPeople: a new summary is documentation only.
  const current = new Map([
    [
      'people',
      people({
        post: createPerson({type: 'object', properties: {name: {type: 'string'}}, required: ['name']}),
        get: {...listPeople, summary: 'Listar las personas'},
      }),
    ],
  ]);
  const {apis} = buildChangelog([first], current).unreleased;

  it('must name each API that changed and each operation that breaks compatibility', () => {
    assert.deepEqual(draftGaps(apis, 'Una nota que no dice nada.'), [
      'no nombra la API People, que cambió',
      'no nombra People POST /people (createPerson), que tiene un cambio que rompe compatibilidad',
    ]);
  });

  it('an operation may be named by operationId or by method and path; documentation-only ones need not be', () => {
    assert.deepEqual(draftGaps(apis, 'En People, `POST /people` exige `name`.'), []);
    assert.deepEqual(draftGaps(apis, 'People: createPerson exige name.'), []);
  });

  describe('an added, a removed and a changed operation', () => {
    const base = {post: createPerson({type: 'object', properties: {name: {type: 'string'}}})};
    const gapsFor = (before: OpenApiDocument, after: OpenApiDocument, draft: string) =>
      draftGaps(buildChangelog([release('2026-11-25-base', {people: before})], new Map([['people', after]])).unreleased.apis, draft);

    it('an added operation: the API must be named, the operation need not be (adding one breaks no client)', () => {
      const added = people({...base, get: listPeople});
      assert.deepEqual(gapsFor(people(base), added, 'Nada.'), ['no nombra la API People, que cambió']);
      assert.deepEqual(gapsFor(people(base), added, 'People tiene una operación nueva.'), []);
    });

    it('a removed operation must be named, by operationId or by method and path', () => {
      const before = people({...base, get: listPeople});
      assert.deepEqual(gapsFor(before, people(base), 'People cambió.'), [
        'no nombra People GET /people (listPeople), que tiene un cambio que rompe compatibilidad',
      ]);
      assert.deepEqual(gapsFor(before, people(base), 'People ya no tiene listPeople.'), []);
      assert.deepEqual(gapsFor(before, people(base), 'People ya no tiene `GET /people`.'), []);
    });

    it('a removed webhook must be named by its name', () => {
      const withWebhook = {...people(base), webhooks: {personCreated: {post: {...listPeople, operationId: 'personCreated'}}}};
      assert.deepEqual(gapsFor(withWebhook, people(base), 'People cambió.'), [
        'no nombra People personCreated (personCreated), que tiene un cambio que rompe compatibilidad',
      ]);
      assert.deepEqual(gapsFor(withWebhook, people(base), 'People ya no envía personCreated.'), []);
    });

    it('a changed operation that breaks compatibility must be named; one that does not, need not be', () => {
      const required = people({post: createPerson({type: 'object', properties: {name: {type: 'string'}}, required: ['name']})});
      assert.deepEqual(gapsFor(people(base), required, 'People cambió.'), [
        'no nombra People POST /people (createPerson), que tiene un cambio que rompe compatibilidad',
      ]);
      const optional = people({post: createPerson({type: 'object', properties: {name: {type: 'string'}, alias: {type: 'string'}}})});
      assert.deepEqual(gapsFor(people(base), optional, 'People cambió.'), []);
    });

    it('a longer name that contains it does not name it: createPersonBatch is not createPerson, POST /people/batch is not POST /people', () => {
      const required = people({post: createPerson({type: 'object', properties: {name: {type: 'string'}}, required: ['name']})});
      for (const draft of [
        'People: createPersonBatch cambió.',
        'People: `POST /people/batch` cambió.',
        'People: POST /people-groups cambió.',
      ])
        assert.equal(gapsFor(people(base), required, draft).length, 1, draft);
    });
  });

  it('release:contract refuses without a draft, with a draft that leaves a gap, and leaves nothing behind', async () => {
    const dir = releasesDir({});
    mkdirSync(dir, {recursive: true});
    const draft = path.join(dir, 'borrador.md');
    await assert.rejects(
      makeRelease({title: 'Prueba', date: '2026-12-05'}, dir, draft),
      (error: unknown) => error instanceof ReleaseError && /borrador\.md: no existe: escribe primero la nota/.test(error.message),
    );
    writeFileSync(draft, '# Título\n\nTexto.');
    await assert.rejects(makeRelease({title: 'Prueba', date: '2026-12-05'}, dir, draft), /borrador\.md: no lleva título de nivel 1/);
    // The eight specs of openapi/ against no release: every API changed, and the draft names none.
    writeFileSync(draft, 'Texto sin nombres.\n');
    await assert.rejects(
      makeRelease({title: 'Prueba', date: '2026-12-05'}, dir, draft),
      /borrador\.md: no explica todo lo que cambia: .*no nombra la API People, que cambió/,
    );
    assert.deepEqual(readReleases(dir), []);
    assert.ok(existsSync(draft), 'the draft stays when the release is refused');
  });
});
