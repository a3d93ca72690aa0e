/**
 * The Atom feed of /docs/cambios (RFC 4287): per release, one entry with its written note, then one
 * per API with every change the Markdown twin lists. Unreleased changes are never in it: a feed reader
 * is told about a change once, when it ships in a release.
 */
import {marked} from 'marked';
import {CHANGELOG_FEED_PATH, CHANGELOG_ROUTE, type Changelog} from '../../lib/changelog/changelog';
import {countsText} from '../../lib/changelog/kinds';
import {apiMarkdown, releaseNoteMarkdown} from './markdown';
import {CHANGELOG_DESCRIPTION, CHANGELOG_TITLE} from './texts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[character] as string);

interface FeedEntry {
  id: string;
  title: string;
  updated: string;
  link: string;
  html: string;
}

function entryXml(entry: FeedEntry): string {
  return [
    '  <entry>',
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <updated>${entry.updated}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
    `    <content type="html">${escapeXml(entry.html)}</content>`,
    '  </entry>',
  ].join('\n');
}

const html = (markdown: string) => marked.parse(markdown, {async: false}) as string;

export function changelogAtom(changelog: Changelog, siteUrl: string, company: string): string {
  const absolute = (sitePath: string) => `${siteUrl.replace(/\/$/, '')}${sitePath}`;
  const entries: FeedEntry[] = changelog.releases.flatMap((release) => {
    const updated = `${release.date}T00:00:00Z`;
    const link = absolute(`${CHANGELOG_ROUTE}#${release.anchor}`);
    return [
      // The release's own entry: its written note; then each API's changes.
      {id: link, title: release.title, updated, link, html: html(releaseNoteMarkdown(release, absolute).join('\n'))},
      ...release.apis.map((api) => ({
        id: absolute(`${CHANGELOG_ROUTE}#${api.anchor}`),
        title: `${release.title}: ${api.label} (${countsText(api.counts)})`,
        updated,
        link: absolute(`${CHANGELOG_ROUTE}#${api.anchor}`),
        html: html(apiMarkdown(api, absolute).slice(2).join('\n')),
      })),
    ];
  });
  const updated = changelog.releases[0] ? `${changelog.releases[0].date}T00:00:00Z` : '1970-01-01T00:00:00Z';
  return `${[
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">',
    `  <id>${escapeXml(absolute(CHANGELOG_ROUTE))}</id>`,
    `  <title>${escapeXml(`${CHANGELOG_TITLE} · ${company}`)}</title>`,
    `  <subtitle>${escapeXml(CHANGELOG_DESCRIPTION)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absolute(CHANGELOG_FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolute(CHANGELOG_ROUTE))}"/>`,
    `  <author><name>${escapeXml(company)}</name></author>`,
    ...entries.map(entryXml),
    '</feed>',
  ].join('\n')}\n`;
}
