/**
 * /docs/cambios as a reader, a feed reader and a script get it: releases newest first, each with its
 * written note and its changes by API and operation (folded, loaded when opened), filters by API and by
 * class kept in the address, a link to one operation's changes that lands on them at 390 and 1280 px,
 * a page small enough for a phone; its Atom feed, Markdown twin, JSON file, llms.txt line and search
 * entry carry the same releases; and operation pages speak only of released changes.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {serviceArtifacts, services} from '../../config/services';
import {siteSettings} from '../../config/site';
import {
  buildChangelog,
  CHANGELOG_FEED_PATH,
  CHANGELOG_JSON_PATH,
  CHANGELOG_ROUTE,
  isRecentRelease,
  operationChangeNotes,
  type OperationEntry,
} from '../../lib/changelog/changelog';
import {KINDS} from '../../lib/changelog/kinds';
import {readReleases} from '../../lib/changelog/releases';
import {CHANGE_KINDS} from '../../lib/changelog/types';
import {buildDir, openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {recordedBuildDate} from '../../lib/buildDate';
import {documentedOperations} from '../../lib/openapi/operations';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import {axeViolations, leakedEnglish} from './pageQuality';
import {settledTop} from './settled';

after(shutdown);

const specs = new Map(services.map((service) => [service.id, JSON.parse(readFileSync(publishedSpecFile(buildDir, service), 'utf8'))]));
const changelog = buildChangelog(readReleases(), specs);
const [latest] = changelog.releases;
/** The operation pages' notes as the build wrote them: from the build's date, never from the day the test runs. */
const buildDate = recordedBuildDate();
const notes = operationChangeNotes(changelog, buildDate);
const feedEntryCount = changelog.releases.reduce((total, release) => total + 1 + release.apis.length, 0);
const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};

const hydrated = (page: Page) => page.waitForSelector('html[data-has-hydrated="true"]');
const entriesOf = (api: (typeof latest.apis)[number]) => [...api.removed, ...api.changed, ...api.added];
/** An operation of the latest release with a change of each of the most classes, to open and filter. */
function richestEntry(): {api: string; entry: OperationEntry} {
  const all = latest.apis.flatMap((api) => entriesOf(api).map((entry) => ({api: api.serviceId, entry})));
  const kinds = (entry: OperationEntry) => new Set(entry.changes.map((change) => change.kind)).size;
  return all.reduce((best, item) => (kinds(item.entry) > kinds(best.entry) ? item : best));
}

describe('cambios en el contrato', () => {
  test('hay una versión con cambios, con su nota, y la primera queda como historia', () => {
    assert.ok(latest && latest.apis.length > 0, 'la última versión no tiene cambios que mostrar');
    assert.ok(latest.note.length > 200, 'la nota de la última versión es demasiado corta para explicar algo');
    assert.equal(changelog.releases.at(-1)?.id, '2026-11-25-contrato-inicial');
  });

  test('la página: marco de docs, versiones en orden con su nota, menos de 400 KB de HTML, sin «Sin publicar», y axe limpio', async () => {
    const base = await siteUrl();
    const html = await (await fetch(base + CHANGELOG_ROUTE)).text();
    assert.ok(Buffer.byteLength(html) < 400 * 1024, `la página pesa ${Math.round(Buffer.byteLength(html) / 1024)} KB de HTML`);
    assert.doesNotMatch(html, /Sin publicar|sin versión/i);
    for (const viewport of [desktop, phone]) {
      const {page, errors, close} = await openPage(CHANGELOG_ROUTE, {viewport, bypassCSP: true, waitUntil: 'networkidle'});
      try {
        await hydrated(page);
        assert.equal(await page.getByRole('heading', {level: 1}).textContent(), 'Cambios en el contrato');
        const sections = await page.locator('article h2').evaluateAll((headings) => headings.map((heading) => heading.id));
        assert.deepEqual(
          sections,
          changelog.releases.map((release) => release.anchor),
        );
        assert.match(
          (await page.locator('#version-2026-11-25-contrato-inicial').textContent()) ?? '',
          /^Contrato inicial \(25 de noviembre de 2026\)$/,
        );
        // The note's first paragraph is on the page, under its release's heading.
        assert.ok(
          await page
            .locator(`section[aria-labelledby="${latest.anchor}"]`)
            .getByText(latest.summary.replace(/[`*[\]]/g, '').slice(0, 40))
            .count(),
          'la nota de la última versión no está en la página',
        );
        // Every operation of a release is listed, linked to its page (or its API's, once removed).
        for (const api of latest.apis)
          for (const entry of entriesOf(api))
            assert.equal(await page.locator(`[id="${entry.anchor}"] a`).first().getAttribute('href'), entry.href);
        assert.ok(await page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${CHANGELOG_FEED_PATH}"]`).count());
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `la página se desborda ${overflow} px a ${viewport.width} px`);
        assert.deepEqual(await axeViolations(page), [], `axe a ${viewport.width} px`);
        assert.deepEqual(await leakedEnglish(page), [], 'texto de la interfaz en inglés');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });

  test('abrir una operación con el teclado carga sus cambios, con su clase, lo que rompe primero', async () => {
    const {entry} = richestEntry();
    const {page, errors, close} = await openPage(CHANGELOG_ROUTE, {viewport: desktop, bypassCSP: true});
    try {
      await hydrated(page);
      const item = page.locator(`[id="${entry.anchor}"]`);
      await item.locator('summary').first().focus();
      await page.keyboard.press('Enter');
      const rows = item.locator('[data-changes] li[data-kind]');
      await rows.first().waitFor();
      assert.deepEqual(
        await rows.evaluateAll((items) => items.map((row) => row.getAttribute('data-kind'))),
        entry.changes.map((change) => change.kind),
      );
      assert.equal(await rows.first().locator('[data-badge]').textContent(), KINDS[entry.changes[0].kind].badge);
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  for (const viewport of [desktop, phone]) {
    test(`los filtros por API y por clase quedan en la dirección y filtran lo que se ve (${viewport.width} px)`, async () => {
      const {api, entry} = richestEntry();
      const kind = entry.changes[0].kind;
      const {page, errors, close} = await openPage(CHANGELOG_ROUTE, {viewport});
      try {
        await hydrated(page);
        await page.getByLabel('API', {exact: true}).selectOption(api);
        await page.waitForURL((url) => url.searchParams.get('api') === api);
        const visibleApis = await page
          .locator(`section[aria-labelledby="${latest.anchor}"] section[data-api]:not([hidden])`)
          .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-api')));
        assert.deepEqual(visibleApis, [api]);
        await page.getByLabel('Clase de cambio').selectOption(KINDS[kind].slug);
        await page.waitForURL((url) => url.searchParams.get('clase') === KINDS[kind].slug);
        // Every operation still shown has a change of that class; the others are hidden.
        const shown = await page
          .locator(`section[data-api="${api}"]:not([hidden]) li[data-kinds]`)
          .evaluateAll((items) =>
            items.filter((item) => getComputedStyle(item).display !== 'none').map((item) => item.getAttribute('data-kinds')),
          );
        assert.ok(shown.length > 0);
        assert.ok(
          shown.every((kinds) => kinds?.split(' ').includes(kind)),
          `se ven operaciones sin cambios de la clase ${kind}`,
        );
        const section = latest.apis.find((item) => item.serviceId === api);
        const expected = section ? entriesOf(section).filter((item) => item.changes.some((change) => change.kind === kind)).length : 0;
        assert.equal(shown.length, expected);
        // Opened, the operation shows only the changes of that class.
        await page.locator(`[id="${entry.anchor}"] summary`).first().click();
        const rows = page.locator(`[id="${entry.anchor}"] [data-changes] li[data-kind]`);
        await rows.first().waitFor({state: 'attached'});
        const visibleKinds = await rows.evaluateAll((items) =>
          items.filter((item) => getComputedStyle(item).display !== 'none').map((item) => item.getAttribute('data-kind')),
        );
        assert.deepEqual([...new Set(visibleKinds)], [kind]);
        // A reload keeps both filters.
        await page.reload();
        await hydrated(page);
        assert.equal(await page.getByLabel('API', {exact: true}).inputValue(), api);
        assert.equal(await page.getByLabel('Clase de cambio').inputValue(), KINDS[kind].slug);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  for (const viewport of [desktop, phone]) {
    // A build more than 90 days after the latest release has no note, so no link to follow (the next test checks there is none).
    const noLink = notes.size === 0 && 'ninguna versión de los 90 días antes del build cambió operaciones: no hay enlace que seguir';
    test(
      `un enlace a los cambios de una operación abre su entrada y la deja a la vista (${viewport.width} px)`,
      {skip: noLink},
      async () => {
        const [key, note] = [...notes].find(([, item]) => item.counts.breaking > 0) ?? [...notes][0];
        const [serviceId, operationId] = key.split(' ');
        const route = serviceArtifacts(serviceId).operationRoute(operationId);
        const anchor = note.href.slice(note.href.indexOf('#'));
        const {page, errors, close} = await openPage(route, {viewport});
        try {
          await hydrated(page);
          const link = page.locator('[data-change-note]').getByRole('link', {name: 'Ver los cambios de esta operación'});
          await link.click();
          await page.waitForURL((url) => url.pathname === CHANGELOG_ROUTE && url.hash === anchor);
          const entry = page.locator(anchor);
          await entry.locator('[data-changes] li[data-kind]').first().waitFor();
          assert.equal(
            await entry
              .locator('details')
              .first()
              .evaluate((node) => (node as HTMLDetailsElement).open),
            true,
          );
          // Where it comes to rest, once the entries above it have their layout.
          const top = await settledTop(entry);
          assert.ok(top >= 0 && top < 400, `${anchor}: la entrada quedó en y=${top}`);
          // A full load of the same address, with filters that hide it, lands on it too (the filters give way).
          await page.goto(
            `${await siteUrl()}${CHANGELOG_ROUTE}?clase=documentacion&api=${serviceId === 'people' ? 'signt' : 'people'}${anchor}`,
          );
          await hydrated(page);
          await entry.locator('[data-changes] li[data-kind]').first().waitFor();
          const topAfterLoad = await settledTop(entry);
          assert.ok(topAfterLoad >= 0 && topAfterLoad < 400, `${anchor}: tras cargar, la entrada quedó en y=${topAfterLoad}`);
          assert.deepEqual(errors, []);
        } finally {
          await close();
        }
      },
    );
  }

  test('las páginas de operación solo hablan de versiones publicadas de los últimos 90 días', async () => {
    const pages = services.flatMap((service) =>
      documentedOperations(specs.get(service.id)).map(({operation}) => ({
        key: `${service.id} ${operation.operationId}`,
        route: serviceArtifacts(service).operationRoute(operation.operationId),
      })),
    );
    const changed = pages.filter((item) => notes.has(item.key)).slice(0, 4);
    const unchanged = pages.filter((item) => !notes.has(item.key)).slice(0, changed.length > 0 ? 1 : 4);
    const recentChanges = changelog.releases.some(
      (release) => isRecentRelease(release.date, buildDate) && release.apis.some((api) => api.added.length + api.changed.length > 0),
    );
    assert.equal(
      changed.length > 0,
      recentChanges,
      `el build del ${buildDate.toISOString().slice(0, 10)}: notas y versiones recientes no coinciden`,
    );
    for (const {route, key} of [...unchanged, ...changed]) {
      const html = await (await fetch((await siteUrl()) + route)).text();
      assert.doesNotMatch(html, /sin versión|Sin publicar/, route);
      const note = notes.get(key);
      const shown = html.match(/<p[^>]*data-change-note[^>]*>([\s\S]*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '');
      if (!note) {
        assert.equal(shown, undefined, `${route} no cambió en una versión reciente y muestra una nota`);
        continue;
      }
      assert.match(shown ?? '', new RegExp(`^Actualizado en la versión «${note.release}» \\(`));
      const first = CHANGE_KINDS.find((kind) => note.counts[kind] > 0);
      if (first === 'breaking') assert.match(shown ?? '', /\): \d+ cambios? rompen? compatibilidad/, `${route}: lo que rompe va primero`);
      // The build's HTML is minified: attribute values may go unquoted.
      assert.ok(html.includes(`href="${note.href}"`) || html.includes(`href=${note.href}>`), route);
    }
  });

  test('el feed Atom es XML válido: por versión, su nota y una entrada por API', async () => {
    const base = await siteUrl();
    const response = await fetch(base + CHANGELOG_FEED_PATH);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /xml/);
    const xml = await response.text();
    const {page, close} = await openPage('/');
    try {
      // Chromium's XML parser: a malformed feed yields a <parsererror> document.
      const feed = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, 'application/xml');
        const entries = [...document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')];
        return {
          error: document.getElementsByTagName('parsererror').length > 0,
          root: document.documentElement.localName,
          entries: entries.map((entry) => ({
            title: entry.getElementsByTagName('title')[0]?.textContent ?? '',
            link: entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
            updated: entry.getElementsByTagName('updated')[0]?.textContent ?? '',
          })),
        };
      }, xml);
      assert.equal(feed.error, false, 'el feed no es XML válido');
      assert.equal(feed.root, 'feed');
      assert.equal(feed.entries.length, feedEntryCount);
      const origin = siteSettings.siteUrl.replace(/\/$/, '');
      assert.deepEqual(feed.entries[0], {
        title: latest.title,
        link: `${origin}${CHANGELOG_ROUTE}#${latest.anchor}`,
        updated: `${latest.date}T00:00:00Z`,
      });
      assert.deepEqual(
        feed.entries.find((entry) => entry.title === 'Contrato inicial'),
        {
          title: 'Contrato inicial',
          link: `${origin}${CHANGELOG_ROUTE}#version-2026-11-25-contrato-inicial`,
          updated: '2026-11-25T00:00:00Z',
        },
      );
    } finally {
      await close();
    }
  });

  test('la lista completa: gemelo en Markdown, archivo JSON, llms.txt y el buscador', async () => {
    const base = await siteUrl();
    const twin = await fetch(`${base}${CHANGELOG_ROUTE}.md`);
    assert.equal(twin.status, 200);
    const markdown = await twin.text();
    assert.match(markdown, /^# Cambios en el contrato\n/);
    assert.doesNotMatch(markdown, /Sin publicar/);
    assert.match(markdown, /^## Contrato inicial \(25 de noviembre de 2026\)$/m);
    const changes = latest.apis.flatMap((api) => entriesOf(api).flatMap((entry) => entry.changes));
    assert.equal(
      markdown.split('\n').filter((line) => /^ {2}- (Rompe compatibilidad|Puede afectarte|Compatible|Solo documentación): /.test(line))
        .length,
      changes.length,
    );
    const json = (await (await fetch(`${base}${CHANGELOG_JSON_PATH}`)).json()) as {
      releases: {id: string; apis: {operations: {changes: unknown[]}[]}[]}[];
    };
    assert.deepEqual(
      json.releases.map((release) => release.id),
      changelog.releases.map((release) => release.id),
    );
    assert.equal(json.releases[0].apis.flatMap((api) => api.operations.flatMap((operation) => operation.changes)).length, changes.length);
    const llms = await (await fetch(`${base}/llms.txt`)).text();
    // llms.txt links relative to its own URL, so it works from whichever host serves it.
    assert.ok(llms.includes(`(${CHANGELOG_ROUTE.slice(1)}.md)`), 'llms.txt no enlaza el gemelo de /docs/cambios');
    const index = readFileSync(path.join(buildDir, 'search-index.json'), 'utf8');
    assert.ok(index.includes(`"${CHANGELOG_ROUTE}"`), 'el índice de búsqueda no tiene /docs/cambios');

    const {page, errors, close} = await openPage('/buscar');
    try {
      await hydrated(page);
      await page.getByRole('searchbox', {name: 'Buscar en guías y APIs'}).pressSequentially('cambios en el contrato');
      const hit = page.locator(`main ol > li a[href^="${CHANGELOG_ROUTE}"]`).first();
      await hit.waitFor({state: 'visible'});
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
