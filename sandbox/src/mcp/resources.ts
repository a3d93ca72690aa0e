/**
 * The MCP resources: the eight published OpenAPI documents and the Arazzo flows, at their paths on
 * the portal under `identia://portal` (so a flow's `../openapi/people.yaml` resolves to its
 * resource), and every operation's Markdown twin through one template (the rest of a cut
 * `leer_operacion` answer).
 */
import {ErrorCode, McpError, type ReadResourceResult, type Resource, type ResourceTemplate} from '@modelcontextprotocol/sdk/types.js';
import type {McpContext} from './context';

export const RESOURCE_ROOT = 'identia://portal';
/** MCP's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

export const twinResourceUri = (twin: string) => `${RESOURCE_ROOT}${twin}`;

export function listResources(context: McpContext): Resource[] {
  return context.data.index.documents.map((document) => ({
    uri: `${RESOURCE_ROOT}${document.sitePath}`,
    name: document.name,
    title: document.title,
    description: document.description,
    mimeType: document.mimeType,
  }));
}

export const resourceTemplates: ResourceTemplate[] = [
  {
    uriTemplate: `${RESOURCE_ROOT}/docs/api/{api}/{pagina}.md`,
    name: 'operacion',
    title: 'Referencia de una operación en Markdown',
    description:
      'La página de referencia de una operación o un webhook en Markdown, la misma que da «leer_operacion» (completa): `pagina` es el final de su URL en el portal (`create-person` para /docs/api/people/create-person).',
    mimeType: 'text/markdown',
  },
];

export function readResource(context: McpContext, uri: string): ReadResourceResult {
  const sitePath = uri.startsWith(`${RESOURCE_ROOT}/`) ? decodeURI(uri.slice(RESOURCE_ROOT.length).split(/[?#]/)[0]!) : undefined;
  const document = context.data.index.documents.find((candidate) => candidate.sitePath === sitePath);
  if (document) {
    const text = context.data.documents()[document.sitePath];
    if (text !== undefined) return {contents: [{uri, mimeType: document.mimeType, text}]};
  }
  if (sitePath && /^\/docs\/api\/[^/]+\/[^/]+\.md$/.test(sitePath)) {
    const text = context.data.twins()[sitePath];
    if (text !== undefined) return {contents: [{uri, mimeType: 'text/markdown', text}]};
  }
  throw new McpError(
    RESOURCE_NOT_FOUND as ErrorCode,
    `No existe el recurso «${uri}». Los recursos son los documentos OpenAPI y los flujos Arazzo de resources/list (${RESOURCE_ROOT}/openapi/people.yaml…) y la referencia de cada operación, ${RESOURCE_ROOT}/docs/api/<api>/<pagina>.md (búscala con «buscar»).`,
  );
}
