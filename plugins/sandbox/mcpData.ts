/**
 * The data the package's MCP server serves, written into sandbox/data/ from the build's own
 * artifacts, so it cannot say anything the pages do not: the search index and texts /buscar loads,
 * the Markdown twin of every operation the build published, the catalogue and the scenarios from
 * the functions their pages render (buildCatalogue, collectScenarios), and the published OpenAPI
 * documents and Arazzo flows as the build serves them. Each part but the index is one JSON,
 * brotli-compressed (the tarball stays under 1 MB; the server decompresses with Node's zlib).
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {journeyPath, journeys} from '../../config/journeys';
import {serviceArtifacts} from '../../config/services';
import {documentedOperations} from '../../lib/openapi/operations';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {mcpDataDir, sandboxSpecsDigest} from '../../lib/sandboxPackage';
import {markdownTwinPath} from '../../lib/twinPath';
import {
  MCP_DATA_FILES,
  MCP_DATA_VERSION,
  type McpApi,
  type McpDataIndex,
  type McpDocument,
  type McpErrorMessage,
  type McpOperationScenarios,
  type McpSearchData,
} from '../../sandbox/src/mcp/data';
import {
  searchIndexPath,
  searchTextChunkPath,
  searchTextChunkSize,
  type SearchIndexFile,
  type SearchTextFile,
} from '../../sandbox/src/search/types';
import {buildCatalogue} from '../error-catalogue/model';
import {collectScenarios} from '../test-scenarios/scenarios';

const compress = promisify(zlib.brotliCompress);

function readBuilt(outDir: string, sitePath: string): string {
  const file = path.join(outDir, sitePath.replace(/^\//, ''));
  if (!existsSync(file)) throw new Error(`[sandbox] falta ${sitePath} en la compilación (${file}): el servidor MCP lo sirve.`);
  return readFileSync(file, 'utf8');
}

export function mcpApis(bundled: readonly BundledSpec[]): McpApi[] {
  return bundled.map(({service, spec}) => {
    const artifacts = serviceArtifacts(service);
    return {
      id: service.id,
      label: service.label,
      operations: documentedOperations(spec).map(({method, pathOrName, operation, isWebhook}) => ({
        operationId: operation.operationId,
        kind: isWebhook ? 'webhook' : 'operation',
        method: isWebhook ? 'WEBHOOK' : method.toUpperCase(),
        path: pathOrName,
        summary: operation.summary ?? operation.operationId,
        route: artifacts.operationRoute(operation.operationId),
        twin: artifacts.operationMarkdown(operation.operationId),
      })),
    };
  });
}

export function mcpDocuments(bundled: readonly BundledSpec[]): McpDocument[] {
  return [
    ...bundled.map(({service}) => ({
      sitePath: serviceArtifacts(service).yaml,
      name: `openapi-${service.id}`,
      title: `API de ${service.label} (OpenAPI 3.1)`,
      description: `El documento OpenAPI 3.1 de la API de ${service.label}, tal como lo publica el portal. ${service.description}`,
      mimeType: 'application/yaml',
    })),
    ...journeys.map((journey) => ({
      sitePath: journeyPath(journey),
      name: `arazzo-${journey.file.replace(/\.arazzo\.yaml$/, '')}`,
      title: journey.title,
      description: `Recorrido de varios pasos como flujo Arazzo 1.0.1 (ejecutable con \`redocly respect\`); sus documentos OpenAPI son los recursos de ../openapi/.`,
      mimeType: 'application/yaml',
    })),
  ];
}

/** The search data /buscar loads: the serialized index and, in order of document id, each entry's text. */
export function mcpSearchData(outDir: string): McpSearchData {
  const index = JSON.parse(readBuilt(outDir, searchIndexPath)) as SearchIndexFile;
  const texts: string[] = [];
  for (let chunk = 0; chunk * searchTextChunkSize < index.documentCount; chunk++)
    texts.push(...(JSON.parse(readBuilt(outDir, searchTextChunkPath(chunk))) as SearchTextFile).texts);
  return {index, texts};
}

export function mcpErrorMessages(bundled: readonly BundledSpec[]): McpErrorMessage[] {
  return buildCatalogue(bundled).messages.map(({anchor, message, explanation, answers}) => ({
    message,
    anchor,
    meaning: explanation.meaning,
    action: explanation.action,
    answers: answers.map(({api, apiLabel, status, code, operations}) => ({
      api,
      apiLabel,
      status,
      ...(code ? {code} : {}),
      operations: operations.map(({operationId, method, path: operationPath, summary}) => ({
        operationId,
        method,
        path: operationPath,
        summary,
      })),
    })),
  }));
}

export function mcpScenarios(bundled: readonly BundledSpec[]): Record<string, McpOperationScenarios[]> {
  return Object.fromEntries(
    bundled.map(({service, spec}) => [
      service.id,
      collectScenarios(service, spec).map(({operationId, method, path: operationPath, summary, scenarios}) => ({
        operationId,
        method,
        path: operationPath,
        summary,
        scenarios: scenarios.map(({status, example, represents, prefer}) => ({status, ...(example ? {example} : {}), represents, prefer})),
      })),
    ]),
  );
}

async function writeCompressed(file: string, value: unknown): Promise<void> {
  const json = Buffer.from(JSON.stringify(value));
  const params = {
    // Quality 11 (the best) with a 16 MB window: 18 KB less than quality 10 in the tarball, which integrators download
    // and tests/e2e/mcp-package.test.ts holds under 1 MB, for a few seconds more of the build.
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
  };
  writeFileSync(file, await compress(json, {params}));
}

/** The route of a search result's page: its URL without the anchor (`/docs/webhooks#regla-del-2xx` → `/docs/webhooks`). */
export const pageRoute = (url: string) => url.split('#')[0]!;

/**
 * The Markdown twin of every page the search index points at that is not an operation's (guides, the error
 * catalogue, an API's overview), by route: `leer_pagina` reads any page `buscar` returns. The twin of an API's
 * overview is its Markdown reference; of any other page, its route plus `.md` (lib/twinPath.ts).
 */
export function mcpPages(
  outDir: string,
  bundled: readonly BundledSpec[],
  search: McpSearchData,
  apis: readonly McpApi[],
): Record<string, string> {
  const operationRoutes = new Set(apis.flatMap((api) => api.operations.map((operation) => operation.route)));
  const apiOverviews = new Map(bundled.map(({service}) => [service.route, serviceArtifacts(service).markdown]));
  const stored = Object.values((search.index.index as unknown as {storedFields: Record<string, {url?: string}>}).storedFields);
  const routes = [
    ...new Set(
      stored
        .map((fields) => fields.url)
        .filter((url): url is string => !!url)
        .map(pageRoute),
    ),
  ];
  return Object.fromEntries(
    routes
      .filter((route) => !operationRoutes.has(route))
      .sort()
      .map((route) => [route, readBuilt(outDir, apiOverviews.get(route) ?? markdownTwinPath(route))]),
  );
}

/**
 * Writes sandbox/data/ from the build in `outDir` (after the search index is written) and the specs
 * the build bundled; the portal's URL goes into the answers' links.
 */
export async function writeMcpData(outDir: string, bundled: readonly BundledSpec[], portal: string): Promise<void> {
  const apis = mcpApis(bundled);
  const documents = mcpDocuments(bundled);
  const twins = Object.fromEntries(
    apis.flatMap((api) => api.operations.map((operation) => [operation.twin, readBuilt(outDir, operation.twin)])),
  );
  const texts = Object.fromEntries(documents.map((document) => [document.sitePath, readBuilt(outDir, document.sitePath)]));
  const search = mcpSearchData(outDir);
  const pages = mcpPages(outDir, bundled, search, apis);
  const index: McpDataIndex = {version: MCP_DATA_VERSION, portal, specsDigest: sandboxSpecsDigest(), apis, documents};
  rmSync(mcpDataDir, {recursive: true, force: true});
  mkdirSync(mcpDataDir, {recursive: true});
  writeFileSync(path.join(mcpDataDir, MCP_DATA_FILES.index), `${JSON.stringify(index)}\n`);
  await Promise.all([
    writeCompressed(path.join(mcpDataDir, MCP_DATA_FILES.search), search),
    writeCompressed(path.join(mcpDataDir, MCP_DATA_FILES.pages), pages),
    writeCompressed(path.join(mcpDataDir, MCP_DATA_FILES.twins), twins),
    writeCompressed(path.join(mcpDataDir, MCP_DATA_FILES.errors), mcpErrorMessages(bundled)),
    writeCompressed(path.join(mcpDataDir, MCP_DATA_FILES.scenarios), mcpScenarios(bundled)),
    writeCompressed(path.join(mcpDataDir, MCP_DATA_FILES.documents), texts),
  ]);
}
