/**
 * The contract's changelog: each release compared with the one before it, and the current specs
 * (main, as the build bundles them) compared with the latest release ("Sin publicar"). The page
 * /docs/cambios, its Markdown twin and Atom feed, the operation pages' notes and `npm run changelog`
 * all read this one model.
 */
import {findService, serviceArtifacts, services, operationSlug} from '../../config/services';
import {documentedOperations} from '../openapi/operations';
import type {OpenApiDocument} from '../openapi/types';
import {diffSpecs} from './diffSpecs';
import type {Release, ReleaseInfo} from './releases';
import {CHANGE_KINDS, type KindCounts, type OperationDiff} from './types';

export const CHANGELOG_ROUTE = '/docs/cambios';
export const CHANGELOG_FEED_PATH = `${CHANGELOG_ROUTE}/atom.xml`;
export const UNRELEASED_ANCHOR = 'sin-publicar';

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

export const emptyCounts = (): KindCounts => ({breaking: 0, 'non-breaking': 0, documentation: 0});

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

const releaseInfo = ({id, name, date, summary}: ReleaseInfo): ReleaseInfo => ({id, name, date, summary});

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

/** What an operation's page says about its latest changes, and where the entry is. */
export interface OperationChangeNote {
  href: string;
  /** «sin publicar» or the release's name. */
  release: string;
  unreleased: boolean;
  changes: number;
  breaking: number;
}

/**
 * The note of each operation page (`<serviceId> <operationId>`): the unreleased changes when there
 * are any, since the page already shows them; otherwise the changes of the latest release.
 */
export function operationChangeNotes(changelog: Changelog): Map<string, OperationChangeNote> {
  const notes = new Map<string, OperationChangeNote>();
  const add = (apis: readonly ApiSection[], release: string, unreleased: boolean) => {
    for (const api of apis) {
      for (const entry of [...api.added, ...api.changed]) {
        const key = `${api.serviceId} ${entry.operationId}`;
        if (notes.has(key)) continue;
        notes.set(key, {
          href: `${CHANGELOG_ROUTE}#${entry.anchor}`,
          release,
          unreleased,
          changes: entry.changes.length,
          breaking: entry.changes.filter((item) => item.kind === 'breaking').length,
        });
      }
    }
  };
  add(changelog.unreleased.apis, 'sin publicar', true);
  const [latest] = changelog.releases;
  if (latest) add(latest.apis, latest.name, false);
  return notes;
}

/** Each API's current spec, by service id, from what plugins/api-reference bundled. */
export function currentSpecs(bundled: readonly {service: {id: string}; spec: OpenApiDocument}[]): Map<string, OpenApiDocument> {
  return new Map(bundled.map(({service, spec}) => [service.id, spec]));
}
