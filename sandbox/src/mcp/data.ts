/**
 * What the MCP server serves besides the engine's models: the portal's search index and texts, the
 * Markdown twin of every operation and of every other page a search result points at, the error catalogue, the test scenarios, and the published
 * OpenAPI documents and Arazzo flows. The portal's build writes it into the package's `data/` folder
 * from its own artifacts (plugins/sandbox/mcpData.ts), brotli-compressed to keep the tarball small;
 * the server reads each part only when a tool or a resource first needs it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import type {SearchIndexFile} from '../search/types';

export const MCP_DATA_VERSION = 1;

/** The files of the data folder: the index is plain JSON, every other part one brotli-compressed JSON. */
export const MCP_DATA_FILES = {
  index: 'indice.json',
  search: 'busqueda.json.br',
  twins: 'operaciones.json.br',
  errors: 'errores.json.br',
  scenarios: 'escenarios.json.br',
  documents: 'documentos.json.br',
  pages: 'paginas.json.br',
} as const;

export interface McpOperation {
  operationId: string;
  kind: 'operation' | 'webhook';
  /** `POST`; `WEBHOOK` for a webhook. */
  method: string;
  /** The spec path, or the webhook's name. */
  path: string;
  summary: string;
  /** The reference page's path on the portal (`/docs/api/people/create-person`). */
  route: string;
  /** Its Markdown twin's path (`/docs/api/people/create-person.md`): the key of its text in the twins. */
  twin: string;
}

export interface McpApi {
  id: string;
  label: string;
  operations: McpOperation[];
}

/** An MCP resource: a published OpenAPI document or an Arazzo flow, at its path on the portal. */
export interface McpDocument {
  /** The file's path on the portal (`/openapi/people.yaml`): the key of its text in the documents. */
  sitePath: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

export interface McpDataIndex {
  version: typeof MCP_DATA_VERSION;
  /** The portal's URL, for links in the answers. */
  portal: string;
  /** SHA-256 of the engine's models (specs/) the data was written with: packing refuses data of other specs. */
  specsDigest: string;
  apis: McpApi[];
  documents: McpDocument[];
}

export interface McpSearchData {
  index: SearchIndexFile;
  /** Each entry's first words (the search page's snippets), by document id. */
  texts: string[];
}

export interface McpErrorOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
}

/** One message of the error catalogue (/docs/errores): what it means, what to do, and who answers it. */
export interface McpErrorMessage {
  message: string;
  /** Its anchor on /docs/errores. */
  anchor: string;
  /** «Qué significa» and «Qué hacer», inline Markdown as the catalogue writes them. */
  meaning: string;
  action: string;
  answers: Array<{api: string; apiLabel: string; status: number; code?: string; operations: McpErrorOperation[]}>;
}

export interface McpScenario {
  status: number;
  example?: string;
  /** What it represents, as plain text. */
  represents: string;
  /** The `Prefer` value that asks for it. */
  prefer: string;
}

export interface McpOperationScenarios {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  scenarios: McpScenario[];
}

export interface McpData {
  index: McpDataIndex;
  search(): McpSearchData;
  /** Markdown twins by twin path. */
  twins(): Record<string, string>;
  errors(): McpErrorMessage[];
  /** By API id. */
  scenarios(): Record<string, McpOperationScenarios[]>;
  /** Document texts by site path. */
  documents(): Record<string, string>;
  /**
   * The Markdown twin of every other page a search result can point at (guides, the error catalogue, an API's
   * overview), by the page's route without its anchor (`/docs/webhooks`); operations are in `twins`.
   */
  pages(): Record<string, string>;
}

export class McpDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'McpDataError';
  }
}

/** The data folder of a package (or of sandbox/ after a build); each part is read once, on first use. */
export function openMcpData(folder: string): McpData {
  const indexFile = path.join(folder, MCP_DATA_FILES.index);
  if (!existsSync(indexFile))
    throw new McpDataError(
      `Faltan los datos del servidor MCP (${indexFile}). Reinstala el paquete @identia/sandbox; en el repositorio del portal, ejecuta \`npm run build\`.`,
    );
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as McpDataIndex;
  if (index.version !== MCP_DATA_VERSION)
    throw new McpDataError(`Los datos del servidor MCP son de otra versión (${index.version}); reinstala el paquete @identia/sandbox.`);
  const parts = new Map<string, unknown>();
  const part = <T>(file: string): T => {
    if (!parts.has(file)) parts.set(file, JSON.parse(brotliDecompressSync(readFileSync(path.join(folder, file))).toString('utf8')));
    return parts.get(file) as T;
  };
  return {
    index,
    search: () => part(MCP_DATA_FILES.search),
    twins: () => part(MCP_DATA_FILES.twins),
    errors: () => part(MCP_DATA_FILES.errors),
    scenarios: () => part(MCP_DATA_FILES.scenarios),
    documents: () => part(MCP_DATA_FILES.documents),
    pages: () => part(MCP_DATA_FILES.pages),
  };
}
