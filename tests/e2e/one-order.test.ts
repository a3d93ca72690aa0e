/**
 * One order of the eight APIs everywhere (issue 51, item 6): the navbar, the home, the API index, the
 * downloads, the search's API filter and the changelog list them in config/services.ts's order. Read from the
 * built HTML: each surface's links to an API (its reference pages, its published files), its options and its
 * anchors, in document order. And no link of any built page reads as a site path (`/docs/api/people`): a
 * link says where it goes in words.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';
import {services} from '../../config/services';
import {CHANGELOG_ROUTE} from '../../lib/changelog/changelog';
import {buildDir} from '../../lib/browserSession';

function builtPage(route: string): CheerioAPI {
  const file = path.join(buildDir, route, 'index.html');
  assert.ok(existsSync(file), `no existe ${file}: ejecuta npm run build`);
  return load(readFileSync(file, 'utf8'));
}

const byId = new Map(services.map((service) => [service.id, service]));
const byLabel = new Map(services.map((service) => [service.label, service]));

/** The API an element names: a link to its reference or its files, a filter option, a changelog heading. */
function apiOf($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string | undefined {
  const node = $(element);
  const href = node.attr('href');
  const linked = href && /^\/(?:docs\/api|openapi|sandbox)\/([a-z]+)(?:[/.#]|$)/.exec(href)?.[1];
  if (linked && byId.has(linked)) return linked;
  if (node.is('option')) {
    const value = node.attr('value') ?? '';
    return byId.get(value)?.id ?? byLabel.get(value)?.id;
  }
  const anchor = node.attr('id');
  return anchor ? services.find((service) => anchor.endsWith(`-${service.id}`))?.id : undefined;
}

/** The APIs the elements name, each at its first mention, in document order. */
function orderOf($: CheerioAPI, elements: ReturnType<CheerioAPI>): string[] {
  const seen: string[] = [];
  for (const element of elements.toArray()) {
    const id = apiOf($, element);
    if (id && !seen.includes(id)) seen.push(id);
  }
  return seen;
}

const registry = services.map((service) => service.id);
const LINKS = 'a[href], option';

/** Each surface: its page, and the lists of APIs it shows (a list per release for the changelog). */
const surfaces: {name: string; route: string; lists: ($: CheerioAPI) => string[][]; all: boolean}[] = [
  {name: 'la barra de navegación', route: '/', lists: ($) => [orderOf($, $('nav.navbar').find(LINKS))], all: true},
  {name: 'la portada', route: '/', lists: ($) => [orderOf($, $('main ul[aria-label="APIs documentadas"]').find(LINKS))], all: true},
  {
    name: 'la tabla «Las ocho APIs» de la documentación',
    route: '/docs',
    lists: ($) => [orderOf($, $('main article table').first().find(LINKS))],
    all: true,
  },
  {name: 'el índice de la referencia', route: '/docs/api-reference', lists: ($) => [orderOf($, $('main article').find(LINKS))], all: true},
  {name: 'las descargas', route: '/docs/herramientas/descargas', lists: ($) => [orderOf($, $('main article').find(LINKS))], all: true},
  {name: 'el filtro de la búsqueda', route: '/buscar', lists: ($) => [orderOf($, $('select#buscar-api option'))], all: true},
  {
    name: 'el filtro del registro de cambios',
    route: CHANGELOG_ROUTE,
    lists: ($) => [orderOf($, $('main select').first().find('option'))],
    all: true,
  },
  // Each release details the APIs it changed: fewer than eight, in the same order.
  {
    name: 'el detalle por API de cada versión del registro de cambios',
    route: CHANGELOG_ROUTE,
    lists: ($) =>
      $('main h2[id^="version-"]')
        .toArray()
        .map((release) => orderOf($, $(`main h4[id^="${$(release).attr('id')}-"]`))),
    all: false,
  },
];

describe('las ocho APIs en un solo orden, el del registro', () => {
  for (const surface of surfaces) {
    test(`${surface.name} (${surface.route})`, () => {
      const lists = surface.lists(builtPage(surface.route));
      assert.ok(lists.length > 0 && lists.some((found) => found.length >= 2), `${surface.name}: no nombra las API`);
      for (const found of lists) {
        if (surface.all) assert.deepEqual(found, registry);
        else
          assert.deepEqual(
            found,
            registry.filter((id) => found.includes(id)),
          );
      }
    });
  }
});

function builtPages(folder: string = buildDir): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return builtPages(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

test('ningún enlace de las páginas construidas tiene por texto una ruta /docs/…', () => {
  const pages = builtPages();
  const found: string[] = [];
  for (const file of pages) {
    const $ = load(readFileSync(file, 'utf8'));
    for (const link of $('a[href]').toArray()) {
      const text = $(link).text().trim();
      if (/(^|\s)\/docs\/\S/.test(text)) found.push(`${path.relative(buildDir, file)}: «${text.slice(0, 80)}»`);
    }
  }
  assert.ok(pages.length > 300, `muy pocas páginas construidas (${pages.length})`);
  assert.deepEqual(found, []);
});
