/**
 * /docs/cambios as a reader and a feed reader get it: the page lists the unreleased changes and every
 * release newest first, passes axe at every impact level, and its Atom feed, Markdown twin, llms.txt
 * line and search entry carry the same releases.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {serviceArtifacts, services} from '../../config/services';
import {siteSettings} from '../../config/site';
import {buildChangelog, CHANGELOG_FEED_PATH, CHANGELOG_ROUTE, operationChangeNotes} from '../../lib/changelog/changelog';
import {itemList} from '../../lib/changelog/changeText';
import {readReleases} from '../../lib/changelog/releases';
import {buildDir, openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {documentedOperations} from '../../lib/openapi/operations';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import {axeViolations, leakedEnglish} from './pageQuality';
import {settledTop} from './settled';

after(shutdown);

const specs = new Map(services.map((service) => [service.id, JSON.parse(readFileSync(publishedSpecFile(buildDir, service), 'utf8'))]));
const changelog = buildChangelog(readReleases(), specs);
const feedEntryCount = changelog.releases.reduce((total, release) => total + Math.max(release.apis.length, 1), 0);

describe('cambios en el contrato', () => {
  test('la página lista lo no publicado y cada versión, la más reciente primero, y pasa axe', async () => {
    const {page, errors, close} = await openPage(CHANGELOG_ROUTE, {bypassCSP: true, waitUntil: 'networkidle'});
    try {
      assert.equal(await page.getByRole('heading', {level: 1}).textContent(), 'Cambios en el contrato');
      const sections = await page.locator('article h2').evaluateAll((headings) => headings.map((heading) => heading.id));
      assert.deepEqual(sections, [changelog.unreleased.anchor, ...changelog.releases.map((release) => release.anchor)]);
      const unreleased = (await page.locator('#sin-publicar + p').textContent()) ?? '';
      if (changelog.unreleased.apis.length === 0) assert.match(unreleased, /no hay cambios sin publicar/);
      assert.match(
        (await page.locator('#version-2026-11-25-contrato-inicial').textContent()) ?? '',
        /^Contrato inicial \(25 de noviembre de 2026\)$/,
      );
      // Every entry links to its operation's page (or its API's, once removed).
      for (const section of [changelog.unreleased, ...changelog.releases]) {
        for (const api of section.apis) {
          for (const entry of [...api.removed, ...api.changed, ...api.added]) {
            assert.equal(await page.locator(`[id="${entry.anchor}"] a`).first().getAttribute('href'), entry.href);
          }
        }
      }
      assert.ok(await page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${CHANGELOG_FEED_PATH}"]`).count());
      // A grouped entry of more than 8 fields folds them into a native disclosure, opened from the keyboard.
      const long = [changelog.unreleased, ...changelog.releases].flatMap((section) =>
        section.apis.flatMap((api) =>
          [...api.removed, ...api.changed, ...api.added].flatMap((entry) => entry.changes.filter((item) => (item.fields?.length ?? 0) > 8)),
        ),
      );
      const folded = page.locator('article li[data-kind] > details');
      assert.equal(await folded.count(), long.length);
      if (long.length > 0) {
        const first = folded.first();
        await first.locator('summary').focus();
        await page.keyboard.press('Enter');
        assert.equal(await first.evaluate((node) => (node as HTMLDetailsElement).open), true);
        // Every field, as the Markdown twin lists them (backticks shown as code).
        assert.equal(await first.locator('p').textContent(), `${itemList(long[0].fields ?? [])}.`.replaceAll('`', ''));
      }
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await leakedEnglish(page), [], 'texto de la interfaz en inglés');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('el feed Atom es XML válido y trae una entrada por API de cada versión', async () => {
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
      const first = feed.entries.find((entry) => entry.title === 'Contrato inicial');
      assert.deepEqual(first, {
        title: 'Contrato inicial',
        link: `${origin}${CHANGELOG_ROUTE}#version-2026-11-25-contrato-inicial`,
        updated: '2026-11-25T00:00:00Z',
      });
    } finally {
      await close();
    }
  });

  test('la página tiene su gemelo en Markdown, aparece en llms.txt y la encuentra el buscador', async () => {
    const base = await siteUrl();
    const twin = await fetch(`${base}${CHANGELOG_ROUTE}.md`);
    assert.equal(twin.status, 200);
    const markdown = await twin.text();
    assert.match(markdown, /^# Cambios en el contrato\n/);
    assert.match(markdown, /^## Sin publicar$/m);
    assert.match(markdown, /^## Contrato inicial \(25 de noviembre de 2026\)$/m);
    const llms = await (await fetch(`${base}/llms.txt`)).text();
    // llms.txt links relative to its own URL, so it works from whichever host serves it.
    assert.ok(llms.includes(`(${CHANGELOG_ROUTE.slice(1)}.md)`), 'llms.txt no enlaza el gemelo de /docs/cambios');
    const index = readFileSync(path.join(buildDir, 'search-index.json'), 'utf8');
    assert.ok(index.includes(`"${CHANGELOG_ROUTE}"`), 'el índice de búsqueda no tiene /docs/cambios');

    const {page, errors, close} = await openPage('/buscar');
    try {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.getByRole('searchbox', {name: 'Buscar en guías, blog y APIs'}).pressSequentially('cambios en el contrato');
      const hit = page.locator(`main ol > li a[href^="${CHANGELOG_ROUTE}"]`).first();
      await hit.waitFor({state: 'visible'});
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('una operación que cambió muestra la nota «Cambios» con el enlace a su entrada; las demás, ninguna', async () => {
    const notes = operationChangeNotes(changelog);
    const pages = services.flatMap((service) =>
      documentedOperations(specs.get(service.id)).map(({operation}) => ({
        key: `${service.id} ${operation.operationId}`,
        route: serviceArtifacts(service).operationRoute(operation.operationId),
      })),
    );
    const unchanged = pages.find((page) => !notes.has(page.key));
    // Every changed operation when there are a few; the first ones of a large release.
    const changed = pages.filter((page) => notes.has(page.key)).slice(0, 5);
    for (const {route, key} of [...(unchanged ? [{route: unchanged.route, key: unchanged.key}] : []), ...changed]) {
      const {page, errors, close} = await openPage(route, {bypassCSP: true, waitUntil: 'networkidle'});
      try {
        const note = notes.get(key);
        const shown = page.locator('[data-change-note]');
        if (!note) {
          assert.equal(await shown.count(), 0, `${route} no cambió y muestra una nota`);
          continue;
        }
        assert.match((await shown.textContent()) ?? '', /^Cambios: Esta operación (cambió en la versión|tiene)/);
        const link = shown.getByRole('link', {name: 'Ver los cambios de esta operación'});
        assert.equal(await link.getAttribute('href'), note.href);
        assert.deepEqual(await axeViolations(page), [], route);
        await link.click();
        await page.waitForURL((url) => url.pathname === CHANGELOG_ROUTE && url.hash === note.href.slice(note.href.indexOf('#')));
        const entry = page.locator(note.href.slice(note.href.indexOf('#')));
        // The page skips the layout of off-screen entries; the link must land on its entry all the same.
        const y = await settledTop(entry);
        assert.ok(y >= 0 && y < 400, `${note.href}: la entrada quedó en y=${y}`);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });
});
