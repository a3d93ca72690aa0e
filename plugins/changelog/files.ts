/**
 * The files that go with /docs/cambios, by site path: the Markdown twin and the JSON file (every change
 * of every release), and the page's detail files (each operation's changes, fetched when opened).
 * plugins/ai-docs writes them into the static folder after it empties `docs/` there, so `npm start`
 * serves them as the build does.
 */
import {CHANGELOG_JSON_PATH, CHANGELOG_ROUTE, type Changelog} from '../../lib/changelog/changelog';
import {changeSentence} from '../../lib/changelog/changeText';
import {KINDS} from '../../lib/changelog/kinds';
import {markdownTwinPath} from '../../lib/twinPath';
import {changelogMarkdown} from './markdown';
import {changelogDetailFiles} from './pageData';
import {CHANGELOG_TITLE} from './texts';

/** Every release with every change, for scripts: classes by id and by label, texts as on the page. */
export function changelogJson(changelog: Changelog, absolute: (sitePath: string) => string): unknown {
  return {
    title: CHANGELOG_TITLE,
    page: absolute(CHANGELOG_ROUTE),
    classes: Object.fromEntries(Object.entries(KINDS).map(([kind, labels]) => [kind, {label: labels.badge, meaning: labels.meaning}])),
    releases: changelog.releases.map((release) => ({
      id: release.id,
      title: release.title,
      date: release.date,
      summary: release.summary,
      note: release.note,
      url: absolute(`${CHANGELOG_ROUTE}#${release.anchor}`),
      ...(release.previous ? {previous: release.previous.id} : {}),
      counts: release.counts,
      ...(release.published ? {published: release.published} : {}),
      apis: release.apis.map((api) => ({
        api: api.serviceId,
        label: api.label,
        counts: api.counts,
        operations: [...api.removed, ...api.changed, ...api.added].map((entry) => ({
          operationId: entry.operationId,
          status: entry.status,
          ...(entry.isWebhook ? {webhook: entry.pathOrName} : {method: entry.method, path: entry.pathOrName}),
          summary: entry.summary,
          url: absolute(entry.href),
          changes: entry.changes.map((change) => ({
            rule: change.rule,
            class: change.kind,
            text: changeSentence(change),
            ...(change.advice ? {advice: change.advice} : {}),
            ...(change.reason ? {reason: change.reason} : {}),
          })),
        })),
      })),
    })),
  };
}

export function changelogFiles(changelog: Changelog, siteUrl: string, base: string): Map<string, string> {
  const absolute = (sitePath: string) => `${siteUrl.replace(/\/$/, '')}${base}${sitePath}`;
  const files = new Map<string, string>([
    [markdownTwinPath(CHANGELOG_ROUTE), changelogMarkdown(changelog, `${siteUrl.replace(/\/$/, '')}${base}`)],
    [CHANGELOG_JSON_PATH, `${JSON.stringify(changelogJson(changelog, absolute), null, 2)}\n`],
  ]);
  for (const [sitePath, detail] of changelogDetailFiles(changelog)) files.set(sitePath, JSON.stringify(detail));
  return files;
}
