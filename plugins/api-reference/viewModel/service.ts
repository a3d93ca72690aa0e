/**
 * The view model of one API: its operations and webhooks in navigation order, the entry page and the
 * shared side navigation. Fails with a Spanish message naming the service and the operation when an
 * operation has no operationId or two share a page slug.
 */
import {operationSlug, serviceArtifacts, type ApiService} from '../../../config/services';
import {documentedOperations} from '../../../lib/openapi/operations';
import {resolveRef} from '../../../lib/openapi/refs';
import {tagOrder} from '../../../lib/openapi/tagOrder';
import type {OpenApiDocument, SpecNode} from '../../../lib/openapi/types';
import {markdownToHtml, markdownToPlainText, slugify} from './markdown';
import {commonResponses} from './commonResponses';
import {operationView, responseView, securitySchemeHtml, type OperationSource} from './operation';
import type {EntryPageView, NavGroupView, NavItemView, OperationView, SidebarView} from './types';

const UNTAGGED = 'Otras operaciones';

export interface ServiceView {
  entry: EntryPageView;
  sidebar: SidebarView;
  operations: OperationView[];
}

function collectSources(service: ApiService, document: OpenApiDocument): OperationSource[] {
  const sources: OperationSource[] = documentedOperations(document).map(({method, pathOrName, operation, pathItem, isWebhook}) => {
    const where = `${isWebhook ? 'webhook' : method.toUpperCase()} ${pathOrName}`;
    if (typeof operation.operationId !== 'string' || operation.operationId.trim() === '') {
      throw new Error(
        `[api-reference] API ${service.id}: la operación ${where} no tiene operationId; cada operación necesita uno para tener su propia página.`,
      );
    }
    return {method, path: pathOrName, operation, pathItem, webhook: isWebhook, tag: operation.tags?.[0] ?? UNTAGGED};
  });
  const slugs = new Map<string, string>();
  for (const {operation} of sources) {
    const slug = operationSlug(operation.operationId);
    const previous = slugs.get(slug);
    if (previous !== undefined) {
      throw new Error(
        `[api-reference] API ${service.id}: las operaciones ${previous} y ${operation.operationId} tendrían la misma página (${serviceArtifacts(service).operationRoute(operation.operationId)}); cambia uno de los operationId.`,
      );
    }
    slugs.set(slug, operation.operationId);
  }
  return sources;
}

/** The ids of the entry page's own sections: an intro heading with one of these ids is merged into the page's section. */
export const ENTRY_SECTION_IDS = ['servidores', 'autenticacion', 'operaciones'];

/**
 * The intro without the sections the entry page renders itself (`## Autenticación`): their text,
 * keyed by the page's section id, goes into that section, so the page has one heading and one id for each.
 */
export function splitIntro(markdown: unknown): {intro?: string; sections: Record<string, string>} {
  if (typeof markdown !== 'string') return {sections: {}};
  const sections: Record<string, string> = {};
  const kept: string[] = [];
  for (const part of markdown.split(/^(?=## )/m)) {
    const heading = /^## (.+)\n?/.exec(part);
    const id = heading ? slugify(heading[1]!.trim()) : undefined;
    if (id && ENTRY_SECTION_IDS.includes(id)) sections[id] = part.slice(heading![0].length).trim();
    else kept.push(part);
  }
  return {intro: kept.join(''), sections};
}

export function serviceView(service: ApiService, document: OpenApiDocument): ServiceView {
  const sources = collectSources(service, document);
  const entryRoute = serviceArtifacts(service).route;
  const common = commonResponses(
    document,
    sources.filter((source) => !source.webhook).map((source) => source.operation),
  );
  const operations = sources.map((source) => operationView(service, document, source, {common, entryRoute}));
  const tagDescriptions = new Map<string, string | undefined>(
    (document.tags ?? []).map((tag: {name: string; description?: string}) => [tag.name, tag.description]),
  );
  const groups: (NavGroupView & {descriptionHtml?: string})[] = tagOrder(
    document,
    sources.map((source) => source.tag),
  ).map((tag) => ({
    tag,
    anchor: `grupo-${slugify(tag)}`,
    descriptionHtml: markdownToHtml(tagDescriptions.get(tag)),
    items: operations
      .filter((operation) => operation.tag === tag)
      .map((operation): NavItemView => ({
        operationId: operation.operationId,
        method: operation.kind === 'webhook' ? 'WEBHOOK' : operation.method,
        summary: operation.summary,
        path: operation.path,
        route: operation.route,
        ...(operation.kind === 'webhook' ? {webhook: true} : {}),
        ...(operation.deprecated ? {deprecated: true} : {}),
      })),
  }));
  const sectionIds: string[] = [];
  const intro = splitIntro(document.info?.description);
  const schemes = Object.entries<SpecNode>(document.components?.securitySchemes ?? {});
  const title = `API de ${service.label}`;
  const entry: EntryPageView = {
    serviceId: service.id,
    serviceLabel: service.label,
    title,
    metaDescription: markdownToPlainText(document.info?.summary ?? service.description) || service.description,
    introHtml: markdownToHtml(intro.intro, {headingIds: sectionIds}),
    authenticationHtml: markdownToHtml(intro.sections.autenticacion),
    version: document.info?.version,
    servers: (document.servers ?? []).map((server: {url: string; description?: string}) => ({
      url: server.url,
      descriptionHtml: markdownToHtml(server.description),
    })),
    securitySchemes: schemes.map(([name, raw]) => {
      const scheme = resolveRef(document, raw) ?? {};
      return {name, summaryHtml: securitySchemeHtml(scheme, name), descriptionHtml: markdownToHtml(scheme.description)};
    }),
    groups,
    commonErrors: [...common.responses.entries()].map(([status, response]) => responseView(document, status, response)),
    // The page's own sections answer the old `#section/<Name>` links too.
    sectionIds: [...sectionIds, ...Object.keys(intro.sections)],
  };
  const sidebar: SidebarView = {
    serviceId: service.id,
    title,
    entryRoute,
    groups: groups.map(({tag, anchor, items}) => ({
      tag,
      anchor,
      items: items.map(({method, summary, route, webhook, deprecated}) => ({
        method,
        summary,
        route,
        ...(webhook ? {webhook} : {}),
        ...(deprecated ? {deprecated} : {}),
      })),
    })),
  };
  return {entry, sidebar, operations};
}
