/**
 * Renders a bundled OpenAPI document as one Markdown page for readers without a browser (coding
 * assistants, `llms-full.txt`): servers, authentication, then every operation grouped by tag. Each
 * operation is rendered from the reference page's view model (operationViewMarkdown), so the twin shows
 * the same required flags, options, statuses, examples and code samples as the HTML page.
 */
import {serviceArtifacts, type ApiService} from '../../config/services';
import {documentedOperations, listOperations, type DocumentedOperation} from '../../lib/openapi/operations';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {operationView} from '../api-reference/viewModel/operation';
import {operationViewMarkdown} from './operationViewMarkdown';

/** Shifts the headings of an embedded description so its top level becomes `topLevel`. */
export function demoteHeadings(text: string, topLevel: number): string {
  const lines = text.split('\n');
  let inFence = false;
  const levels: number[] = [];
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^(#{1,6})\s/.exec(line);
    if (heading) levels.push(heading[1].length);
  }
  if (levels.length === 0) return text;
  const shift = Math.max(0, topLevel - Math.min(...levels));
  inFence = false;
  return lines
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence || !/^#{1,6}\s/.test(line)) return line;
      const hashes = /^#+/.exec(line)![0];
      return `${'#'.repeat(Math.min(6, hashes.length + shift))}${line.slice(hashes.length)}`;
    })
    .join('\n');
}

function tableCell(value: unknown): string {
  return String(value ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** The reference page's view model of a documented operation or webhook: the one model both surfaces render. */
function viewOf(service: ApiService, document: OpenApiDocument, documented: DocumentedOperation) {
  const {method, pathOrName, operation, pathItem, isWebhook} = documented;
  return operationView(service, document, {
    method,
    path: pathOrName,
    operation,
    pathItem,
    webhook: isWebhook,
    tag: operation.tags?.[0] ?? 'Otras operaciones',
  });
}

/**
 * The Markdown twin of one operation's or webhook's page: the same sections as in the whole API's
 * Markdown, headed by the operation, so an assistant reads only the call it needs.
 */
export function operationToMarkdown(service: ApiService, document: OpenApiDocument, documented: DocumentedOperation): string {
  const {operation, isWebhook} = documented;
  const artifacts = serviceArtifacts(service);
  const servers = (document.servers ?? []).map((server: {url: string}) => `\`${server.url}\``);
  const [title, ...body] = operationViewMarkdown(viewOf(service, document, documented), 1);
  const lines = [
    title,
    '',
    `> ${isWebhook ? `Webhook que envía la API de ${service.label}` : `Operación de la API de ${service.label}`}. Página: [${artifacts.operationRoute(operation.operationId)}](${artifacts.operationRoute(operation.operationId)}); toda la API en Markdown: [${artifacts.markdown}](${artifacts.markdown}).`,
    '',
    ...(isWebhook || servers.length === 0 ? [] : [`**Servidores:** ${servers.join(', ')}`, '']),
    ...body,
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export function openapiToMarkdown(service: ApiService, document: OpenApiDocument): string {
  const downloads = serviceArtifacts(service);
  const lines: string[] = [
    `# API de ${service.label}`,
    '',
    `> ${service.description}`,
    '',
    `Referencia interactiva: [${service.route}](${service.route}). Especificación OpenAPI: [YAML](${downloads.yaml}), [JSON](${downloads.json}); colección de Postman: [${downloads.postman}](${downloads.postman}).`,
    '',
  ];
  if (document.info?.description) lines.push('## Descripción general', '', demoteHeadings(document.info.description.trim(), 3), '');

  lines.push('## Servidores', '');
  for (const server of document.servers ?? []) lines.push(`- \`${server.url}\`${server.description ? `: ${server.description}` : ''}`);
  lines.push('');

  const schemes = Object.entries<Record<string, SpecNode>>(document.components?.securitySchemes ?? {});
  if (schemes.length > 0) {
    lines.push('## Autenticación', '');
    for (const [name, scheme] of schemes) {
      const how =
        scheme.type === 'apiKey'
          ? `encabezado \`${scheme.name}\``
          : scheme.type === 'http'
            ? `\`Authorization: ${scheme.scheme === 'bearer' ? 'Bearer' : scheme.scheme} <token>\``
            : scheme.type;
      lines.push(`- \`${name}\` (${how}): ${tableCell(scheme.description)}`);
    }
    lines.push('');
  }

  // Operations grouped by their first tag, in the order the spec declares its tags.
  const operations = listOperations(document);
  const views = new Map(
    documentedOperations(document)
      .filter((documented) => !documented.isWebhook)
      .map((documented) => [documented.operation.operationId as string, viewOf(service, document, documented)]),
  );
  const tagOrder = [...(document.tags ?? []).map((tag: {name: string}) => tag.name)];
  for (const {operation} of operations) {
    const tag = operation.tags?.[0] ?? 'Otras operaciones';
    if (!tagOrder.includes(tag)) tagOrder.push(tag);
  }
  for (const tag of tagOrder) {
    const tagged = operations.filter(({operation}) => (operation.tags?.[0] ?? 'Otras operaciones') === tag);
    if (tagged.length === 0) continue;
    const tagDescription = (document.tags ?? []).find((candidate: {name: string}) => candidate.name === tag)?.description;
    lines.push(`## ${tag}`, '');
    if (tagDescription) lines.push(demoteHeadings(tagDescription.trim(), 3), '');
    for (const {operation} of tagged) lines.push(...operationViewMarkdown(views.get(operation.operationId)!, 3));
  }

  const webhooks = documentedOperations(document).filter((documented) => documented.isWebhook);
  if (webhooks.length > 0) {
    lines.push('## Webhooks', '', 'Avisos que la API envía a la URL que configuras.', '');
    for (const documented of webhooks) lines.push(...operationViewMarkdown(viewOf(service, document, documented), 3));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
