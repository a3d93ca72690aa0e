/**
 * /docs/cambios as Markdown: the page's Markdown twin (written by plugins/ai-docs beside the other
 * twins, listed in llms.txt) and the HTML of each Atom entry come from the same text. Unlike the page,
 * the twin lists every change of every release.
 */
import {
  CHANGELOG_FEED_PATH,
  CHANGELOG_JSON_PATH,
  CHANGELOG_ROUTE,
  type ApiSection,
  type Changelog,
  type ReleaseSection,
} from '../../lib/changelog/changelog';
import {changeLine as changeText} from '../../lib/changelog/changeText';
import {countsText, KINDS} from '../../lib/changelog/kinds';
import {spanishDate} from '../../lib/changelog/spanishDate';
import {CHANGE_KINDS, type Change} from '../../lib/changelog/types';
import {CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, publishedText, STATUS_HEADINGS} from './texts';

const operationLabel = (entry: ApiSection['added'][number]) =>
  entry.isWebhook ? `webhook ${entry.pathOrName}` : `${entry.method} ${entry.pathOrName}`;

/** A change (a grouped one with every field), then what to check or why it breaks. */
function changeLine(change: Change): string {
  return `  - ${KINDS[change.kind].badge}: ${changeText(change)}`;
}

/** One API's entries: removed, changed, added; each operation linked to its page. */
export function apiMarkdown(api: ApiSection, absolute: (sitePath: string) => string, level = 4): string[] {
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

/** A note's headings one level below the release's (`##` → `###`), as on the page. */
const shiftHeadings = (note: string) => note.replace(/^(#{1,5}) /gm, '#$1 ');

/** Site-relative links of a note made absolute: the twin is read outside the site. */
const absoluteLinks = (note: string, absolute: (sitePath: string) => string) =>
  note.replace(/\]\((\/[^)\s]*)\)/g, (_match, sitePath: string) => `](${absolute(sitePath)})`);

/** A release's written note (and, for the first release, what it published), without its heading. */
export function releaseNoteMarkdown(release: ReleaseSection, absolute: (sitePath: string) => string): string[] {
  const lines = [absoluteLinks(shiftHeadings(release.note), absolute), ''];
  if (release.published)
    lines.push(
      'Primera versión publicada: es la base con la que se comparan las siguientes. Publicó:',
      '',
      ...release.published.map((api) => `- ${api.label}: ${publishedText(api)}`),
      '',
    );
  return lines;
}

/** Every change of a release, by API and operation. */
function releaseDetailMarkdown(release: ReleaseSection, absolute: (sitePath: string) => string): string[] {
  if (release.published) return [];
  const lines = ['### Detalle por API', '', `Comparada con «${release.previous?.title}»: ${countsText(release.counts)}.`, ''];
  if (release.apis.length === 0) lines.push('Sin cambios en el contrato.', '');
  for (const api of release.apis) lines.push(...apiMarkdown(api, absolute));
  return lines;
}

function releaseMarkdown(release: ReleaseSection, absolute: (sitePath: string) => string): string[] {
  return [
    `## ${release.title} (${spanishDate(release.date)})`,
    '',
    ...releaseNoteMarkdown(release, absolute),
    ...releaseDetailMarkdown(release, absolute),
  ];
}

/** The whole changelog; links are absolute on `siteUrl` (llms.txt readers fetch them out of the site). */
export function changelogMarkdown(changelog: Changelog, siteUrl: string): string {
  const absolute = (sitePath: string) => `${siteUrl.replace(/\/$/, '')}${sitePath}`;
  const lines = [
    `# ${CHANGELOG_TITLE}`,
    '',
    CHANGELOG_DESCRIPTION,
    '',
    `Página: ${absolute(CHANGELOG_ROUTE)}. Feed Atom: ${absolute(CHANGELOG_FEED_PATH)}. JSON: ${absolute(CHANGELOG_JSON_PATH)}.`,
    '',
    'Cada cambio lleva una de cuatro clases:',
    '',
    ...CHANGE_KINDS.map((kind) => `- **${KINDS[kind].badge}**: ${KINDS[kind].meaning}`),
    '',
  ];
  if (changelog.releases.length === 0) lines.push('Aún no hay ninguna versión publicada.', '');
  for (const release of changelog.releases) lines.push(...releaseMarkdown(release, absolute));
  return `${lines.join('\n').trimEnd()}\n`;
}
