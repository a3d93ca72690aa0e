/**
 * /docs/cambios as Markdown: the page's Markdown twin (written by plugins/ai-docs beside the other
 * twins, listed in llms.txt) and the HTML of each Atom entry come from the same text.
 */
import {CHANGELOG_FEED_PATH, CHANGELOG_ROUTE, type ApiSection, type Changelog, type ReleaseSection} from '../../lib/changelog/changelog';
import {changeLine as changeText} from '../../lib/changelog/changeText';
import {countsText} from '../../lib/changelog/report';
import {spanishDate} from '../../lib/changelog/spanishDate';
import type {Change} from '../../lib/changelog/types';
import {CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, KIND_BADGES, publishedText, STATUS_HEADINGS} from './texts';

const operationLabel = (entry: ApiSection['added'][number]) =>
  entry.isWebhook ? `webhook ${entry.pathOrName}` : `${entry.method} ${entry.pathOrName}`;

/** A change (a grouped one with every field: the twin and the feed list them all), then what to check or why it breaks. */
function changeLine(change: Change): string {
  return `  - ${KIND_BADGES[change.kind]}: ${changeText(change)}`;
}

/** One API's entries: removed, changed, added; each operation linked to its page. */
export function apiMarkdown(api: ApiSection, absolute: (sitePath: string) => string, level = 3): string[] {
  const lines = [`${'#'.repeat(level)} ${api.label}`, '', `${countsText(api.counts)}.`, ''];
  for (const status of ['removed', 'changed', 'added'] as const) {
    const entries = api[status];
    if (entries.length === 0) continue;
    lines.push(`**${STATUS_HEADINGS[status]}**`, '');
    for (const entry of entries) {
      lines.push(`- [\`${operationLabel(entry)}\` ${entry.summary}](${absolute(entry.href)})`, ...entry.changes.map(changeLine));
    }
    lines.push('');
  }
  return lines;
}

function releaseMarkdown(release: ReleaseSection, absolute: (sitePath: string) => string): string[] {
  const lines = [`## ${release.name} (${spanishDate(release.date)})`, '', release.summary, ''];
  if (release.published) {
    lines.push('Primera versión publicada: es la base con la que se comparan las siguientes. Publicó:', '');
    lines.push(...release.published.map((api) => `- ${api.label}: ${publishedText(api)}`), '');
    return lines;
  }
  lines.push(`Comparada con «${release.previous?.name}»: ${countsText(release.counts)}.`, '');
  if (release.apis.length === 0) lines.push('Sin cambios en el contrato.', '');
  for (const api of release.apis) lines.push(...apiMarkdown(api, absolute));
  return lines;
}

/** The whole page; links are absolute on `siteUrl` (llms.txt readers fetch them out of the site). */
export function changelogMarkdown(changelog: Changelog, siteUrl: string): string {
  const absolute = (sitePath: string) => `${siteUrl.replace(/\/$/, '')}${sitePath}`;
  const {unreleased} = changelog;
  const lines = [
    `# ${CHANGELOG_TITLE}`,
    '',
    CHANGELOG_DESCRIPTION,
    '',
    `Página: ${absolute(CHANGELOG_ROUTE)}. Feed Atom: ${absolute(CHANGELOG_FEED_PATH)}.`,
    '',
    '## Sin publicar',
    '',
  ];
  if (unreleased.apis.length === 0) {
    lines.push(unreleased.base ? `Sin cambios desde la versión «${unreleased.base.name}».` : 'Aún no hay ninguna versión publicada.', '');
  } else {
    lines.push(
      `Cambios del contrato actual respecto a «${unreleased.base?.name ?? 'ninguna versión'}»: ${countsText(unreleased.counts)}.`,
      '',
    );
    for (const api of unreleased.apis) lines.push(...apiMarkdown(api, absolute));
  }
  for (const release of changelog.releases) lines.push(...releaseMarkdown(release, absolute));
  return `${lines.join('\n').trimEnd()}\n`;
}
