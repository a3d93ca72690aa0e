/**
 * What /docs/cambios publishes for a changelog with changes: the page's data (notes, per API the
 * operations that changed, folded) and its detail files, the Markdown twin, the JSON file and the
 * Atom feed, all with the same entries, links, classes and reasons. Unreleased changes are in none.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildChangelog} from '../../lib/changelog/changelog';
import type {Release} from '../../lib/changelog/releases';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {changelogAtom} from '../../plugins/changelog/atom';
import {changelogFiles, changelogJson} from '../../plugins/changelog/files';
import {changelogMarkdown} from '../../plugins/changelog/markdown';
import {changelogDetailFiles, changelogPageData} from '../../plugins/changelog/pageData';

const people = (country: OpenApiDocument): OpenApiDocument => ({
  openapi: '3.1.0',
  info: {title: 'People', version: '1'},
  paths: {
    '/people': {
      post: {
        operationId: 'createPerson',
        summary: 'Crear persona',
        requestBody: {required: true, content: {'application/json': {schema: {type: 'object', properties: {country}}}}},
        responses: {'201': {description: 'Creada'}},
      },
    },
  },
});
const release = (id: string, title: string, spec: OpenApiDocument, note: string): Release => ({
  id,
  title,
  date: id.slice(0, 10),
  summary: note.split('\n\n')[0],
  note,
  specs: new Map([['people', spec]]),
});

const NOTE = [
  'Resumen de Revisión <con marcas & símbolos>.',
  '',
  '## Rompe compatibilidad',
  '',
  '- [`POST /people`](/docs/api/people/create-person): `country` admite como mucho 2 caracteres.',
].join('\n');
const first = release('2026-11-25-contrato-inicial', 'Contrato inicial', people({type: 'string', pattern: '^[A-Z]{2}$'}), 'La base.');
const second = release('2026-12-01-revision', 'Revisión', people({type: 'string', maxLength: 2}), NOTE);
// main differs from the latest release: none of the outputs may show it.
const changelog = buildChangelog([first, second], new Map([['people', people({type: 'integer'})]]));
const site = 'https://docs.example';

describe('the page /docs/cambios', () => {
  const page = changelogPageData(changelog);

  it('has the releases, newest first, each with its note as HTML and its headings in the table of contents', () => {
    assert.deepEqual(
      page.toc.map(({id, level}) => [id, level]),
      [
        ['version-2026-12-01-revision', 2],
        ['version-2026-12-01-revision-rompe-compatibilidad', 3],
        ['version-2026-11-25-contrato-inicial', 2],
      ],
    );
    const [revision, initial] = page.releases;
    assert.match(revision.noteHtml, /^<p>Resumen de Revisión &lt;con marcas &amp; símbolos&gt;\.<\/p>/);
    assert.match(revision.noteHtml, /<h3 id="version-2026-12-01-revision-rompe-compatibilidad">Rompe compatibilidad<\/h3>/);
    assert.deepEqual(revision.noteLinks, ['/docs/api/people/create-person']);
    assert.deepEqual(initial.published, ['People: 1 operación']);
  });

  it('lists per API the operations that changed, folded, with their counts by class; not their changes', () => {
    const [api] = page.releases[0].apis;
    assert.equal(api.anchor, 'version-2026-12-01-revision-people');
    assert.equal(api.countsText, '1 rompe compatibilidad, 0 pueden afectarte, 1 compatible y 0 solo de documentación');
    assert.match(api.operationsHtml, /<li id="version-2026-12-01-revision-people-create-person" data-kinds="breaking non-breaking">/);
    assert.match(
      api.operationsHtml,
      /<details data-operation="version-2026-12-01-revision-people-create-person" data-detail="\/docs\/cambios\/detalle\/2026-12-01-revision\/people\/create-person\.json">/,
    );
    assert.match(api.operationsHtml, /<summary><code>POST \/people<\/code> Crear persona/);
    assert.match(api.operationsHtml, /<a href="\/docs\/api\/people\/create-person">Ir a la operación<\/a>/);
    assert.doesNotMatch(api.operationsHtml, /Se añadió la longitud máxima/);
  });

  it("an operation's changes are in its own detail file for the release, most severe first, with the reason", () => {
    const files = changelogDetailFiles(changelog);
    assert.ok([...files.keys()].every((file) => file.startsWith('/docs/cambios/detalle/')));
    const html = files.get('/docs/cambios/detalle/2026-12-01-revision/people/create-person.json')?.html ?? '';
    assert.match(
      html,
      /^<ul><li data-kind="breaking"><span data-badge>Rompe compatibilidad<\/span> Se añadió la longitud máxima \(2\) a <code>country<\/code> en el cuerpo de la petición\. <span data-reason>Motivo: /,
    );
    assert.match(
      html,
      /<li data-kind="non-breaking"><span data-badge>Compatible<\/span> Se eliminó el patrón <code>\^\[A-Z\]\{2\}\$<\/code>/,
    );
  });
});

describe('Markdown twin of /docs/cambios', () => {
  const markdown = changelogMarkdown(changelog, site);

  it('lists each release newest first with its note, then every change, with absolute links', () => {
    const headings = markdown.split('\n').filter((line) => /^##? /.test(line));
    assert.deepEqual(headings, [
      '# Cambios en el contrato',
      '## Revisión (1 de diciembre de 2026)',
      '## Contrato inicial (25 de noviembre de 2026)',
    ]);
    assert.ok(markdown.includes('### Rompe compatibilidad'));
    assert.ok(markdown.includes(`- [\`POST /people\`](${site}/docs/api/people/create-person): \`country\``));
    assert.ok(markdown.includes(`- [\`POST /people\` Crear persona](${site}/docs/api/people/create-person)`));
    assert.doesNotMatch(markdown, /Sin publicar|integer/);
  });

  it('marks each change with its class and explains the breaking ones', () => {
    assert.ok(markdown.includes('  - Compatible: Se eliminó el patrón `^[A-Z]{2}$` de `country` en el cuerpo de la petición.'));
    assert.match(
      markdown,
      / {2}- Rompe compatibilidad: Se añadió la longitud máxima \(2\) a `country` en el cuerpo de la petición\. Motivo: /,
    );
    assert.ok(markdown.includes('- **Puede afectarte**: se retiró una garantía'));
    assert.ok(markdown.includes('- People: 1 operación'));
  });
});

describe('JSON file of /docs/cambios', () => {
  const json = changelogJson(changelog, (sitePath) => `${site}${sitePath}`) as {
    releases: {id: string; note: string; apis: {operations: {operationId: string; changes: {class: string; text: string}[]}[]}[]}[];
  };

  it('has every release with its note and every change with its class', () => {
    assert.deepEqual(
      json.releases.map((item) => item.id),
      ['2026-12-01-revision', '2026-11-25-contrato-inicial'],
    );
    assert.equal(json.releases[0].note, NOTE);
    assert.deepEqual(
      json.releases[0].apis[0].operations[0].changes.map((change) => change.class),
      ['breaking', 'non-breaking'],
    );
  });

  it('is written beside the twin and the detail files', () => {
    assert.deepEqual(
      [...changelogFiles(changelog, site, '').keys()],
      ['/docs/cambios.md', '/docs/cambios.json', '/docs/cambios/detalle/2026-12-01-revision/people/create-person.json'],
    );
  });
});

describe('Atom feed of /docs/cambios', () => {
  const atom = changelogAtom(changelog, site, 'Identia');

  it('has per release one entry with its note and one per API, linked to its anchor, newest first', () => {
    const entries = [...atom.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => ({
      title: /<title>(.*)<\/title>/.exec(entry)?.[1],
      link: /<link rel="alternate" type="text\/html" href="([^"]+)"/.exec(entry)?.[1],
      updated: /<updated>(.*)<\/updated>/.exec(entry)?.[1],
    }));
    assert.deepEqual(entries, [
      {title: 'Revisión', link: `${site}/docs/cambios#version-2026-12-01-revision`, updated: '2026-12-01T00:00:00Z'},
      {
        title: 'Revisión: People (1 rompe compatibilidad, 0 pueden afectarte, 1 compatible y 0 solo de documentación)',
        link: `${site}/docs/cambios#version-2026-12-01-revision-people`,
        updated: '2026-12-01T00:00:00Z',
      },
      {title: 'Contrato inicial', link: `${site}/docs/cambios#version-2026-11-25-contrato-inicial`, updated: '2026-11-25T00:00:00Z'},
    ]);
    assert.match(atom, /<updated>2026-12-01T00:00:00Z<\/updated>\n {2}<link rel="self"/);
  });

  it('escapes the text and carries the note and the changes as HTML', () => {
    // Escaped as HTML inside the entry's HTML, which is escaped again as XML text.
    assert.ok(atom.includes('Resumen de Revisión &amp;lt;con marcas &amp;amp; símbolos&amp;gt;.'));
    assert.ok(!atom.includes('<con marcas'));
    assert.ok(atom.includes('Rompe compatibilidad: Se añadió la longitud máxima'));
    assert.ok(atom.includes('&lt;code&gt;^[A-Z]{2}$&lt;/code&gt;'));
  });
});

describe('a grouped entry in every output', () => {
  const names = Array.from({length: 10}, (_, index) => `field_${index + 1}`);
  const listPeople = (required: string[]): OpenApiDocument => ({
    openapi: '3.1.0',
    info: {title: 'People', version: '1'},
    paths: {
      '/people': {
        get: {
          operationId: 'listPeople',
          summary: 'Listar personas',
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: {type: 'object', properties: Object.fromEntries(names.map((name) => [name, {type: 'string'}])), required},
                },
              },
            },
          },
        },
      },
    },
  });
  const base = release('2026-11-25-contrato-inicial', 'Contrato inicial', listPeople(names), 'La base.');
  const next = release('2026-12-01-revision', 'Revisión', listPeople([]), 'Campos opcionales.');
  const grouped = buildChangelog([base, next], new Map([['people', listPeople([])]]));
  const every = `${names
    .slice(0, -1)
    .map((name) => `\`${name}\``)
    .join(', ')} y \`field_10\``;

  it('is one change, counted once, in the class «Puede afectarte»', () => {
    const [api] = grouped.releases[0].apis;
    assert.equal(api.changed[0].changes.length, 1);
    assert.deepEqual(api.counts, {breaking: 0, withdrawn: 1, 'non-breaking': 0, documentation: 0});
    assert.equal(api.changed[0].changes[0].fields?.length, 10);
  });

  it('the Markdown twin and the feed list every field, then what to check; the page folds the list', () => {
    const line = `  - Puede afectarte: Pasaron a ser opcionales en la respuesta 200: ${every}. Ya no se garantiza que lleguen siempre: si tu código lo daba por hecho, comprueba que están antes de usarlos.`;
    assert.equal(
      changelogMarkdown(grouped, site)
        .split('\n')
        .filter((text) => text === line).length,
      1,
    );
    const atom = changelogAtom(grouped, site, 'Identia');
    assert.ok(atom.includes('Pasaron a ser opcionales en la respuesta 200: &lt;code&gt;field_1&lt;/code&gt;'));
    assert.ok(atom.includes('&lt;code&gt;field_10&lt;/code&gt;. Ya no se garantiza'));
    const [detail] = changelogDetailFiles(grouped).values();
    assert.match(
      detail?.html ?? '',
      /<details data-fields><summary><span data-badge>Puede afectarte<\/span> Pasaron a ser opcionales en la respuesta 200 \(10\)<\/summary>/,
    );
  });
});
