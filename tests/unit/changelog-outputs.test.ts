/**
 * What /docs/cambios publishes besides its page, for a changelog with changes: the Markdown twin and
 * the Atom feed carry the same entries, links and "Rompe compatibilidad" reasons.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildChangelog} from '../../lib/changelog/changelog';
import type {Release} from '../../lib/changelog/releases';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {changelogAtom} from '../../plugins/changelog/atom';
import {changelogMarkdown} from '../../plugins/changelog/markdown';

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
const release = (id: string, name: string, spec: OpenApiDocument): Release => ({
  id,
  name,
  date: id.slice(0, 10),
  summary: `Resumen de ${name} <con marcas & símbolos>.`,
  specs: new Map([['people', spec]]),
});

const first = release('2026-11-25-contrato-inicial', 'Contrato inicial', people({type: 'string', pattern: '^[A-Z]{2}$'}));
const second = release('2026-12-01-revision', 'Revisión', people({type: 'string', maxLength: 2}));
const changelog = buildChangelog([first, second], new Map([['people', people({type: 'string', maxLength: 2})]]));
const site = 'https://docs.example';

describe('Markdown twin of /docs/cambios', () => {
  const markdown = changelogMarkdown(changelog, site);

  it('lists the unreleased changes, then each release newest first, with absolute links to the operation pages', () => {
    const headings = markdown.split('\n').filter((line) => /^##? /.test(line));
    assert.deepEqual(headings, [
      '# Cambios en el contrato',
      '## Sin publicar',
      '## Revisión (1 de diciembre de 2026)',
      '## Contrato inicial (25 de noviembre de 2026)',
    ]);
    assert.ok(markdown.includes(`- [\`POST /people\` Crear persona](${site}/docs/api/people/create-person)`));
    assert.ok(markdown.includes('**Cambiado**'));
  });

  it('marks each change and explains the breaking ones', () => {
    assert.ok(markdown.includes('  - Compatible: Se eliminó el patrón `^[A-Z]{2}$` de `country` en el cuerpo de la petición.'));
    assert.match(
      markdown,
      / {2}- Rompe compatibilidad: Se añadió la longitud máxima \(2\) a `country` en el cuerpo de la petición\. Motivo: /,
    );
    assert.ok(markdown.includes('- People: 1 operación'));
  });
});

describe('Atom feed of /docs/cambios', () => {
  const atom = changelogAtom(changelog, site, 'Identia');

  it('has one entry per API of each release, linked to its anchor, newest first', () => {
    const entries = [...atom.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => ({
      title: /<title>(.*)<\/title>/.exec(entry)?.[1],
      link: /<link rel="alternate" type="text\/html" href="([^"]+)"/.exec(entry)?.[1],
      updated: /<updated>(.*)<\/updated>/.exec(entry)?.[1],
    }));
    assert.deepEqual(entries, [
      {
        title: 'Revisión: People (1 rompe compatibilidad, 1 compatible, 0 solo de documentación)',
        link: `${site}/docs/cambios#version-2026-12-01-revision-people`,
        updated: '2026-12-01T00:00:00Z',
      },
      {title: 'Contrato inicial', link: `${site}/docs/cambios#version-2026-11-25-contrato-inicial`, updated: '2026-11-25T00:00:00Z'},
    ]);
    assert.match(atom, /<updated>2026-12-01T00:00:00Z<\/updated>\n {2}<link rel="self"/);
  });

  it('escapes the text and carries the changes as HTML', () => {
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
  const base = release('2026-11-25-contrato-inicial', 'Contrato inicial', listPeople(names));
  const next = release('2026-12-01-revision', 'Revisión', listPeople([]));
  const grouped = buildChangelog([base, next], new Map([['people', listPeople([])]]));
  const every = `${names
    .slice(0, -1)
    .map((name) => `\`${name}\``)
    .join(', ')} y \`field_10\``;

  it('is one change, counted once', () => {
    const [api] = grouped.releases[0].apis;
    assert.equal(api.changed[0].changes.length, 1);
    assert.deepEqual(api.counts, {breaking: 0, 'non-breaking': 1, documentation: 0});
    assert.equal(api.changed[0].changes[0].fields?.length, 10);
  });

  it('the Markdown twin and the feed list every field, then what to check', () => {
    const line = `  - Compatible: Pasaron a ser opcionales en la respuesta 200: ${every}. Ya no se garantiza que lleguen siempre: si tu código lo daba por hecho, comprueba que están antes de usarlos.`;
    assert.equal(
      changelogMarkdown(grouped, site)
        .split('\n')
        .filter((text) => text === line).length,
      1,
    );
    const atom = changelogAtom(grouped, site, 'Identia');
    assert.ok(atom.includes('Pasaron a ser opcionales en la respuesta 200: &lt;code&gt;field_1&lt;/code&gt;'));
    assert.ok(atom.includes('&lt;code&gt;field_10&lt;/code&gt;. Ya no se garantiza'));
  });
});
