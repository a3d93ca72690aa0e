/**
 * The unreleased changes as plain Spanish text for the terminal (`npm run changelog`): grouped by
 * API, breaking changes first, each with its operation and, when it breaks, why.
 */
import type {ApiSection, Changelog} from './changelog';
import {changeLine} from './changeText';
import {CHANGE_KINDS, type ChangeKind, type KindCounts} from './types';

export const KIND_LABELS: Record<ChangeKind, {one: string; many: string; heading: string}> = {
  breaking: {one: 'rompe compatibilidad', many: 'rompen compatibilidad', heading: 'Rompen compatibilidad'},
  'non-breaking': {one: 'compatible', many: 'compatibles', heading: 'Compatibles'},
  documentation: {one: 'solo de documentación', many: 'solo de documentación', heading: 'Solo documentación'},
};

export function countsText(counts: KindCounts): string {
  return CHANGE_KINDS.map((kind) => `${counts[kind]} ${counts[kind] === 1 ? KIND_LABELS[kind].one : KIND_LABELS[kind].many}`).join(', ');
}

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
    if (items.length > 0) lines.push(`  ${KIND_LABELS[kind].heading}:`, ...items);
  }
  return lines;
}

export function unreleasedReport(changelog: Changelog): string {
  const {base, apis, counts} = changelog.unreleased;
  const against = base ? `la versión «${base.name}» (${base.date})` : 'ninguna versión (aún no hay ninguna en changelog/releases/)';
  if (apis.length === 0) return `Sin cambios en el contrato respecto a ${against}.`;
  return [`Cambios sin publicar respecto a ${against}: ${countsText(counts)}.`, '', ...apis.flatMap((api) => [...apiLines(api), ''])]
    .join('\n')
    .trimEnd();
}
