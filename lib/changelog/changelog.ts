/**
 * The contract's changelog: each release compared with the one before it, and the current specs
 * (main, as the build bundles them) compared with the latest release. Readers see releases only (the
 * page /docs/cambios, its Markdown twin, JSON file and Atom feed, the operation pages' notes); the
 * unreleased difference is for the team (`npm run changelog`, and the spec test that asks for its
 * draft note). One model for all of them.
 */
import {findService, serviceArtifacts, services, operationSlug} from '../../config/services';
import {documentedOperations} from '../openapi/operations';
import type {OpenApiDocument} from '../openapi/types';
import {diffSpecs} from './diffSpecs';
import type {Release, ReleaseInfo} from './releases';
import {emptyCounts} from './kinds';
import {CHANGE_KINDS, type ChangeKind, type KindCounts, type OperationDiff} from './types';

export const CHANGELOG_ROUTE = '/docs/cambios';
export const CHANGELOG_FEED_PATH = `${CHANGELOG_ROUTE}/atom.xml`;
/** Every release with every change, as JSON, for scripts and tools. */
export const CHANGELOG_JSON_PATH = `${CHANGELOG_ROUTE}.json`;
/** The page's folded detail, one file per release and API, fetched when the reader opens an operation. */
/**
 * Where /docs/cambios finds one operation's changes in one release, fetched when the reader opens it: one
 * small file per operation, so a tap on a phone parses a few kilobytes, not a whole API's.
 */
export const changelogDetailPath = (releaseId: string, serviceId: string, operationSlug: string) =>
  `${CHANGELOG_ROUTE}/detalle/${releaseId}/${serviceId}/${operationSlug}.json`;
/** Anchors of the unreleased difference, for `npm run changelog` only (never on a page). */
const UNRELEASED_ANCHOR = 'sin-publicar';
/** How long an operation's page says it was updated by a release. */
export const CHANGE_NOTE_DAYS = 90;

/** An operation's entry, with where it is on /docs/cambios and the page it links to. */
export interface OperationEntry extends OperationDiff {
  anchor: string;
  /** The operation's page, or the API's when the operation is no longer in the contract. */
  href: string;
}

export interface ApiSection {
  serviceId: string;
  label: string;
  anchor: string;
  added: OperationEntry[];
  changed: OperationEntry[];
  removed: OperationEntry[];
  counts: KindCounts;
}

export interface ReleaseSection extends ReleaseInfo {
  /** The written note (Markdown). */
  note: string;
  anchor: string;
  /** The release it is compared with; none for the first one. */
  previous?: ReleaseInfo;
  apis: ApiSection[];
  counts: KindCounts;
  /** What the first release published, per API (it has no earlier one to compare with). */
  published?: {serviceId: string; label: string; operations: number; webhooks: number}[];
}

export interface Changelog {
  /** main against the latest release. */
  unreleased: {anchor: string; base?: ReleaseInfo; apis: ApiSection[]; counts: KindCounts};
  /** Newest first. */
  releases: ReleaseSection[];
}

export function countKinds(operations: readonly OperationDiff[]): KindCounts {
  const counts = emptyCounts();
  for (const operation of operations) for (const {kind} of operation.changes) counts[kind] += 1;
  return counts;
}

function addCounts(sections: readonly {counts: KindCounts}[]): KindCounts {
  const total = emptyCounts();
  for (const {counts} of sections) for (const kind of CHANGE_KINDS) total[kind] += counts[kind];
  return total;
}

const releaseInfo = ({id, title, date, summary}: ReleaseInfo): ReleaseInfo => ({id, title, date, summary});

export const releaseAnchor = (release: Pick<ReleaseInfo, 'id'>) => `version-${release.id}`;

/** The operationIds each API has now: only those pages exist to link to. */
function currentPages(current: ReadonlyMap<string, OpenApiDocument>): Map<string, Set<string>> {
  return new Map(
    [...current].map(([id, spec]) => [id, new Set(documentedOperations(spec).map(({operation}) => String(operation.operationId)))]),
  );
}

function apiSections(
  anchorPrefix: string,
  before: ReadonlyMap<string, OpenApiDocument> | undefined,
  after: ReadonlyMap<string, OpenApiDocument>,
  pages: Map<string, Set<string>>,
): ApiSection[] {
  return services.flatMap((service) => {
    const operations = diffSpecs(before?.get(service.id), after.get(service.id));
    if (operations.length === 0) return [];
    const anchor = `${anchorPrefix}-${service.id}`;
    const artifacts = serviceArtifacts(service);
    const entries: OperationEntry[] = operations.map((operation) => ({
      ...operation,
      anchor: `${anchor}-${operationSlug(operation.operationId)}${operation.status === 'removed' ? '-eliminada' : ''}`,
      href:
        operation.status !== 'removed' && pages.get(service.id)?.has(operation.operationId)
          ? artifacts.operationRoute(operation.operationId)
          : artifacts.route,
    }));
    return [
      {
        serviceId: service.id,
        label: service.label,
        anchor,
        added: entries.filter((entry) => entry.status === 'added'),
        changed: entries.filter((entry) => entry.status === 'changed'),
        removed: entries.filter((entry) => entry.status === 'removed'),
        counts: countKinds(operations),
      },
    ];
  });
}

/** `releases` oldest first (as readReleases gives them); `current`, each API's spec by service id. */
export function buildChangelog(releases: readonly Release[], current: ReadonlyMap<string, OpenApiDocument>): Changelog {
  const pages = currentPages(current);
  const sections: ReleaseSection[] = releases.map((release, index) => {
    const previous = releases[index - 1];
    const anchor = releaseAnchor(release);
    const apis = apiSections(anchor, previous?.specs, release.specs, pages);
    return {
      ...releaseInfo(release),
      note: release.note,
      anchor,
      ...(previous ? {previous: releaseInfo(previous)} : {}),
      apis: previous ? apis : [],
      counts: previous ? addCounts(apis) : emptyCounts(),
      ...(previous
        ? {}
        : {
            published: [...release.specs].map(([id, spec]) => {
              const operations = documentedOperations(spec);
              return {
                serviceId: id,
                label: findService(id)?.label ?? id,
                operations: operations.filter((operation) => !operation.isWebhook).length,
                webhooks: operations.filter((operation) => operation.isWebhook).length,
              };
            }),
          }),
    };
  });
  const latest = releases.at(-1);
  const unreleased = apiSections(UNRELEASED_ANCHOR, latest?.specs, current, pages);
  return {
    unreleased: {
      anchor: UNRELEASED_ANCHOR,
      ...(latest ? {base: releaseInfo(latest)} : {}),
      apis: unreleased,
      counts: addCounts(unreleased),
    },
    releases: sections.reverse(),
  };
}

/** What an operation's page says about the latest release that changed it, and where its entry is. */
export interface OperationChangeNote {
  href: string;
  /** The release's title and date (AAAA-MM-DD). */
  release: string;
  date: string;
  /** The operation's changes in that release, by class. */
  counts: KindCounts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a release dated `date` (AAAA-MM-DD) is within `CHANGE_NOTE_DAYS` before `now`. */
export function isRecentRelease(date: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(`${date}T00:00:00Z`);
  return age >= 0 && age <= CHANGE_NOTE_DAYS * DAY_MS;
}

/**
 * The note of each operation page (`<serviceId> <operationId>`): the newest release of the last
 * `CHANGE_NOTE_DAYS` days that changed the operation. Unreleased changes never make a note: a page
 * speaks of a change once it is released.
 */
export function operationChangeNotes(changelog: Changelog, now: Date): Map<string, OperationChangeNote> {
  const notes = new Map<string, OperationChangeNote>();
  for (const release of changelog.releases) {
    if (!isRecentRelease(release.date, now)) continue;
    for (const api of release.apis) {
      for (const entry of [...api.added, ...api.changed]) {
        const key = `${api.serviceId} ${entry.operationId}`;
        if (notes.has(key)) continue;
        const counts = emptyCounts();
        for (const change of entry.changes) counts[change.kind] += 1;
        notes.set(key, {href: `${CHANGELOG_ROUTE}#${entry.anchor}`, release: release.title, date: release.date, counts});
      }
    }
  }
  return notes;
}

/** The most severe class among `counts` (CHANGE_KINDS order), or undefined when there is none. */
export const mostSevere = (counts: KindCounts): ChangeKind | undefined => CHANGE_KINDS.find((kind) => counts[kind] > 0);

/** Each API's current spec, by service id, from what plugins/api-reference bundled. */
export function currentSpecs(bundled: readonly {service: {id: string}; spec: OpenApiDocument}[]): Map<string, OpenApiDocument> {
  return new Map(bundled.map(({service, spec}) => [service.id, spec]));
}
