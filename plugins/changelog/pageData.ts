/**
 * What /docs/cambios renders, worked out at build time from the changelog model: each release's title,
 * date and written note (HTML), its counts, and per API the list of operations that changed, as HTML
 * text (one element per API instead of a React element per node: the list hydrates in no time on a
 * phone). Each operation's changes are not in the page: they are in one detail file per release and operation
 * (`changelogDetailPath`), fetched when the reader opens the operation. The page stays small however
 * many changes a release has; the Markdown twin, the JSON file and the feed list every change.
 */
import {Marked} from 'marked';
import type {TOCItem} from '@docusaurus/mdx-loader';
import {
  changelogDetailPath,
  type ApiSection,
  type Changelog,
  type OperationEntry,
  type ReleaseSection,
} from '../../lib/changelog/changelog';
import {changeSentence, itemList} from '../../lib/changelog/changeText';
import {countsText, emptyCounts, KINDS} from '../../lib/changelog/kinds';
import {spanishDate} from '../../lib/changelog/spanishDate';
import {CHANGE_KINDS, type Change, type ChangeKind, type KindCounts} from '../../lib/changelog/types';
import {escapeHtml} from '../../lib/ui/html';
import {slugify} from '../api-reference/viewModel/slug';
import {publishedText, STATUS_LABELS} from './texts';

export interface ApiFilterOption {
  id: string;
  label: string;
}

export interface ApiPageSection {
  serviceId: string;
  label: string;
  anchor: string;
  counts: KindCounts;
  countsText: string;
  /** The API's operations that changed, as one `<ul>` (HTML text). */
  operationsHtml: string;
  /** Operations per class (CHANGE_KINDS), for the filter's empty state. */
  operationsWith: KindCounts;
  operations: number;
}

export interface ReleasePageSection {
  id: string;
  anchor: string;
  title: string;
  /** «27 de noviembre de 2026». */
  date: string;
  noteHtml: string;
  /** Site paths the note links to: the build's link check must know them. */
  noteLinks: string[];
  /** Ids of the note's headings (h3…), for the build's anchor check. */
  noteAnchors: string[];
  previousTitle?: string;
  counts: KindCounts;
  countsText: string;
  apis: ApiPageSection[];
  /** What the first release published, per API. */
  published?: string[];
}

export interface ChangelogPageData {
  apis: ApiFilterOption[];
  releases: ReleasePageSection[];
  toc: TOCItem[];
}

/** A change's text with its `names` as code, escaped. */
export function textHtml(text: string): string {
  return escapeHtml(text)
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${part}</code>` : part))
    .join('');
}

/** A grouped entry with more fields than this folds its list (the twin and the JSON list them all). */
const FOLD_AFTER = 8;

/** One change as a list item: its class, what changed, then what to check or why it breaks. */
export function changeHtml(change: Change): string {
  const badge = `<span data-badge>${escapeHtml(KINDS[change.kind].badge)}</span>`;
  const body =
    change.fields && change.fields.length > FOLD_AFTER
      ? `<details data-fields><summary>${badge} ${textHtml(change.text)} (${change.fields.length})</summary><p>${textHtml(itemList(change.fields))}.</p></details>`
      : `${badge} ${textHtml(changeSentence(change))}`;
  const advice = change.advice ? ` <span data-advice>${textHtml(change.advice)}</span>` : '';
  const reason = change.reason ? ` <span data-reason>Motivo: ${textHtml(change.reason)}</span>` : '';
  return `<li data-kind="${change.kind}">${body}${advice}${reason}</li>`;
}

const operationLabel = (entry: OperationEntry) => (entry.isWebhook ? `webhook ${entry.pathOrName}` : `${entry.method} ${entry.pathOrName}`);

function entryCounts(entry: OperationEntry): KindCounts {
  const counts = emptyCounts();
  for (const change of entry.changes) counts[change.kind] += 1;
  return counts;
}

/** «2 rompen compatibilidad · 5 compatibles», most severe first, zeros left out. */
function entryCountsHtml(counts: KindCounts): string {
  return CHANGE_KINDS.filter((kind) => counts[kind] > 0)
    .map((kind) => `<span data-count="${kind}">${counts[kind]} ${counts[kind] === 1 ? KINDS[kind].one : KINDS[kind].many}</span>`)
    .join(' ');
}

/**
 * One operation: a native disclosure (keyboard and screen readers get a button for free) whose
 * summary says what it is and how much changed; its changes arrive from the detail file when opened.
 */
function entryHtml(entry: OperationEntry, detailPath: string): string {
  const counts = entryCounts(entry);
  const kinds = CHANGE_KINDS.filter((kind) => counts[kind] > 0).join(' ');
  const status = entry.status === 'changed' ? '' : ` <span data-status="${entry.status}">${STATUS_LABELS[entry.status]}</span>`;
  const link =
    entry.status === 'removed'
      ? `<p>Ya no está en el contrato. <a href="${escapeHtml(entry.href)}">Ir a la referencia de la API</a></p>`
      : `<p><a href="${escapeHtml(entry.href)}">Ir a la operación</a></p>`;
  return [
    `<li id="${entry.anchor}" data-kinds="${kinds}">`,
    `<details data-operation="${entry.anchor}" data-detail="${escapeHtml(detailPath)}">`,
    `<summary><code>${escapeHtml(operationLabel(entry))}</code> ${escapeHtml(entry.summary)}${status} <span data-counts>${entryCountsHtml(counts)}</span></summary>`,
    link,
    '<div data-changes aria-live="polite"></div>',
    '</details></li>',
  ].join('');
}

const apiEntries = (api: ApiSection) => [...api.removed, ...api.changed, ...api.added];

/** The file with one operation's changes in one release: named after its anchor within the API's. */
const detailPathOf = (release: {id: string}, api: ApiSection, entry: OperationEntry) =>
  changelogDetailPath(release.id, api.serviceId, entry.anchor.slice(api.anchor.length + 1));

function apiSection(release: ReleaseSection, api: ApiSection): ApiPageSection {
  const entries = apiEntries(api);
  const operationsWith = emptyCounts();
  for (const entry of entries)
    for (const kind of CHANGE_KINDS) if (entry.changes.some((change) => change.kind === kind)) operationsWith[kind] += 1;
  return {
    serviceId: api.serviceId,
    label: api.label,
    anchor: api.anchor,
    counts: api.counts,
    countsText: countsText(api.counts),
    operationsHtml: `<ul data-entries>${entries.map((entry) => entryHtml(entry, detailPathOf(release, api, entry))).join('')}</ul>`,
    operationsWith,
    operations: entries.length,
  };
}

/**
 * A release's note to HTML: its headings one level below the release's h2 (a note's `##` is an h3),
 * with ids under the release's anchor so two notes never share one; links collected for the build's
 * link check.
 */
function noteHtml(release: ReleaseSection): {html: string; links: string[]; headings: TOCItem[]} {
  const links: string[] = [];
  const headings: TOCItem[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({tokens, depth}) {
        const text = this.parser.parseInline(tokens);
        const level = Math.min(6, Math.max(3, depth + 1));
        const id = `${release.anchor}-${slugify(text)}`;
        if (level === 3) headings.push({value: text, id, level});
        return `<h${level} id="${id}">${text}</h${level}>\n`;
      },
      link({href, tokens}) {
        if (href.startsWith('/')) links.push(href);
        return `<a href="${escapeHtml(href)}">${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  return {html: (marked.parse(release.note, {async: false}) as string).trim(), links, headings};
}

/** The detail files: per release and operation, its changes as HTML (`{"html": "<ul>…</ul>"}`), by site path. */
export function changelogDetailFiles(changelog: Changelog): Map<string, {html: string}> {
  const files = new Map<string, {html: string}>();
  for (const release of changelog.releases)
    for (const api of release.apis)
      for (const entry of apiEntries(api))
        files.set(detailPathOf(release, api, entry), {html: `<ul>${entry.changes.map(changeHtml).join('')}</ul>`});
  return files;
}

export function changelogPageData(changelog: Changelog): ChangelogPageData {
  const toc: TOCItem[] = [];
  const apis = new Map<string, string>();
  const releases = changelog.releases.map((release): ReleasePageSection => {
    const note = noteHtml(release);
    toc.push({value: escapeHtml(`${release.title} (${spanishDate(release.date)})`), id: release.anchor, level: 2}, ...note.headings);
    for (const api of release.apis) apis.set(api.serviceId, api.label);
    return {
      id: release.id,
      anchor: release.anchor,
      title: release.title,
      date: spanishDate(release.date),
      noteHtml: note.html,
      noteLinks: note.links,
      noteAnchors: note.headings.map((heading) => heading.id),
      ...(release.previous ? {previousTitle: release.previous.title} : {}),
      counts: release.counts,
      countsText: countsText(release.counts),
      apis: release.apis.map((api) => apiSection(release, api)),
      ...(release.published ? {published: release.published.map((api) => `${api.label}: ${publishedText(api)}`)} : {}),
    };
  });
  return {apis: [...apis].map(([id, label]) => ({id, label})), releases, toc};
}

/** The filter of the page's `clase` parameter: every class, most severe first. */
export const kindFilterOptions = (): {kind: ChangeKind; slug: string; label: string}[] =>
  CHANGE_KINDS.map((kind) => ({kind, slug: KINDS[kind].slug, label: KINDS[kind].badge}));
