/**
 * The unreleased changes as plain Spanish text for the terminal (`npm run changelog`): grouped by
 * API, most severe first, each with its operation and, when it breaks, why.
 */
import type {ApiSection, Changelog} from './changelog';
import {changeLine} from './changeText';
import {countsText, KINDS} from './kinds';
import {CHANGE_KINDS} from './types';

function apiLines(api: ApiSection): string[] {
  const entries = [...api.removed, ...api.changed, ...api.added];
  const lines = [`${api.label} (${countsText(api.counts)})`];
  for (const kind of CHANGE_KINDS) {
    const items = entries.flatMap((entry) =>
      entry.changes
        .filter((item) => item.kind === kind)
        .map((item) => {
          const operation = entry.isWebhook ? `webhook ${entry.pathOrName}` : `${entry.method} ${entry.pathOrName}`;
          return `    - ${operation} (${entry.operationId}): ${changeLine(item)}`;
        }),
    );
    if (items.length > 0) lines.push(`  ${KINDS[kind].badge}:`, ...items);
  }
  return lines;
}

export function unreleasedReport(changelog: Changelog): string {
  const {base, apis, counts} = changelog.unreleased;
  const against = base ? `la versión «${base.title}» (${base.date})` : 'ninguna versión (aún no hay ninguna en changelog/releases/)';
  if (apis.length === 0) return `Sin cambios en el contrato respecto a ${against}.`;
  return [`Cambios sin publicar respecto a ${against}: ${countsText(counts)}.`, '', ...apis.flatMap((api) => [...apiLines(api), ''])]
    .join('\n')
    .trimEnd();
}
