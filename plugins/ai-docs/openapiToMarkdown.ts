/**
 * Renders a bundled OpenAPI document as one Markdown page for readers without a browser (coding
 * assistants, `llms-full.txt`): servers, authentication, then every operation grouped by tag with its
 * method, path, summary, description, parameters, request body fields and request/response examples.
 */
import {serviceArtifacts, type ApiService} from '../../config/services';
import {documentedOperations, listOperations, type DocumentedOperation} from '../../lib/openapi/operations';
import {componentName, resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';

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

function schemaType(document: OpenApiDocument, rawSchema: unknown): string {
  const schema = resolveRef<Record<string, SpecNode>>(document, rawSchema);
  if (!schema || typeof schema !== 'object') return '';
  const ref = (rawSchema as {$ref?: string})?.$ref;
  const named = ref ? componentName(ref) : undefined;
  for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (Array.isArray(schema[combinator])) {
      const joined = schema[combinator].map((part: unknown) => schemaType(document, part)).filter(Boolean);
      return named ?? joined.join(combinator === 'allOf' ? ' & ' : ' | ');
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `array<${schemaType(document, schema.items) || 'any'}>`;
  const base = named ?? type ?? (schema.properties ? 'object' : '');
  const extras = [
    schema.format,
    schema.enum ? `uno de: ${schema.enum.map((value: unknown) => JSON.stringify(value)).join(', ')}` : undefined,
  ]
    .filter(Boolean)
    .join('; ');
  return extras ? `${base} (${extras})` : base;
}

/** Properties of an object schema, merging `allOf` parts, with the required ones marked. */
function objectProperties(document: OpenApiDocument, rawSchema: unknown): {name: string; schema: unknown; required: boolean}[] {
  const schema = resolveRef<Record<string, SpecNode>>(document, rawSchema);
  if (!schema || typeof schema !== 'object') return [];
  const parts = Array.isArray(schema.allOf) ? [schema, ...schema.allOf.map((part: unknown) => resolveRef(document, part))] : [schema];
  const rows: {name: string; schema: unknown; required: boolean}[] = [];
  for (const part of parts) {
    const required = new Set<string>(part?.required ?? []);
    for (const [name, property] of Object.entries<unknown>(part?.properties ?? {})) {
      rows.push({name, schema: property, required: required.has(name)});
    }
  }
  return rows;
}

function codeBlock(value: unknown): string[] {
  if (typeof value === 'string') return ['```text', value.trimEnd(), '```'];
  return ['```json', JSON.stringify(value, null, 2), '```'];
}

/** The examples of one media type: `example`, each of `examples`, or the schema's own example. */
function mediaExamples(document: OpenApiDocument, media: Record<string, SpecNode>): {name?: string; value: unknown}[] {
  if (media.example !== undefined) return [{value: media.example}];
  const named = Object.entries<unknown>(media.examples ?? {})
    .map(([name, raw]) => {
      const example = resolveRef<{summary?: string; value?: unknown}>(document, raw);
      return example && 'value' in example ? {name: example.summary ?? name, value: example.value} : undefined;
    })
    .filter((example): example is {name: string; value: unknown} => example !== undefined);
  if (named.length > 0) return named;
  const schema = resolveRef<Record<string, SpecNode>>(document, media.schema);
  return schema?.example !== undefined ? [{value: schema.example}] : [];
}

function renderExamples(document: OpenApiDocument, content: Record<string, SpecNode>, heading: string): string[] {
  const lines: string[] = [];
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    for (const example of mediaExamples(document, media)) {
      lines.push(`${heading} (\`${mediaType}\`)${example.name ? `: ${example.name}` : ''}`, '', ...codeBlock(example.value), '');
    }
  }
  return lines;
}

function securityLine(document: OpenApiDocument, security: unknown): string | undefined {
  if (!Array.isArray(security) || security.length === 0) return undefined;
  const schemes: Record<string, SpecNode> = document.components?.securitySchemes ?? {};
  const alternatives = security.map((requirement: Record<string, unknown>) =>
    Object.keys(requirement)
      .map((name) => {
        const scheme = schemes[name];
        if (scheme?.type === 'apiKey') return `encabezado \`${scheme.name}\``;
        if (scheme?.type === 'http' && scheme.scheme === 'bearer') return '`Authorization: Bearer <token>`';
        return `\`${name}\``;
      })
      .join(' y '),
  );
  return `**Autenticación:** ${alternatives.join(' o ')}`;
}

function renderOperation(
  document: OpenApiDocument,
  method: string,
  operationPath: string,
  rawOperation: Record<string, SpecNode>,
  pathItem: Record<string, SpecNode>,
): string[] {
  const operation = rawOperation;
  const lines: string[] = [
    `### ${operation.summary ?? `${method.toUpperCase()} ${operationPath}`}`,
    '',
    `\`${method.toUpperCase()} ${operationPath}\``,
    '',
  ];
  if (operation.operationId) lines.push(`operationId: \`${operation.operationId}\``, '');
  if (operation.deprecated) lines.push('**Obsoleta.**', '');
  if (operation.description) lines.push(demoteHeadings(operation.description.trim(), 4), '');
  const security = securityLine(document, operation.security ?? document.security);
  if (security) lines.push(security, '');

  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((parameter: unknown) =>
    resolveRef<Record<string, SpecNode>>(document, parameter),
  );
  if (parameters.length > 0) {
    lines.push('**Parámetros**', '', '| Nombre | En | Tipo | Obligatorio | Descripción |', '|---|---|---|---|---|');
    for (const parameter of parameters) {
      lines.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${tableCell(schemaType(document, parameter.schema))} | ${parameter.required ? 'sí' : 'no'} | ${tableCell(parameter.description)} |`,
      );
    }
    lines.push('');
  }

  const requestBody = resolveRef<Record<string, SpecNode>>(document, operation.requestBody);
  if (requestBody?.content) {
    lines.push(
      `**Cuerpo de la petición**${requestBody.required ? ' (obligatorio)' : ''}: ${Object.keys(requestBody.content)
        .map((type) => `\`${type}\``)
        .join(', ')}`,
      '',
    );
    if (requestBody.description) lines.push(requestBody.description.trim(), '');
    const [firstMedia] = Object.values<Record<string, SpecNode>>(requestBody.content);
    const properties = objectProperties(document, firstMedia?.schema);
    if (properties.length > 0) {
      lines.push('| Campo | Tipo | Obligatorio | Descripción |', '|---|---|---|---|');
      for (const property of properties) {
        const resolved = resolveRef<Record<string, SpecNode>>(document, property.schema);
        lines.push(
          `| \`${property.name}\` | ${tableCell(schemaType(document, property.schema))} | ${property.required ? 'sí' : 'no'} | ${tableCell(resolved?.description)} |`,
        );
      }
      lines.push('');
    }
    lines.push(...renderExamples(document, requestBody.content, '**Ejemplo de petición**'));
  }

  lines.push('**Respuestas**', '');
  for (const [code, rawResponse] of Object.entries<unknown>(operation.responses ?? {})) {
    const response = resolveRef<Record<string, SpecNode>>(document, rawResponse);
    lines.push(`- \`${code}\`: ${tableCell(response?.description)}`);
  }
  lines.push('');
  for (const [code, rawResponse] of Object.entries<unknown>(operation.responses ?? {})) {
    const response = resolveRef<Record<string, SpecNode>>(document, rawResponse);
    if (response?.content) lines.push(...renderExamples(document, response.content, `**Ejemplo de respuesta \`${code}\`**`));
  }
  return lines;
}

/**
 * The Markdown twin of one operation's or webhook's page: the same sections as in the whole API's
 * Markdown, headed by the operation, so an assistant reads only the call it needs.
 */
export function operationToMarkdown(service: ApiService, document: OpenApiDocument, documented: DocumentedOperation): string {
  const {method, pathOrName, operation, pathItem, isWebhook} = documented;
  const artifacts = serviceArtifacts(service);
  const servers = (document.servers ?? []).map((server: {url: string}) => `\`${server.url}\``);
  const [, ...body] = renderOperation(document, method, pathOrName, operation, pathItem);
  const lines = [
    `# ${operation.summary ?? `${method.toUpperCase()} ${pathOrName}`}`,
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
    for (const {method, path: operationPath, operation} of tagged) {
      const pathItem = resolveRef<Record<string, SpecNode>>(document, document.paths[operationPath]);
      lines.push(...renderOperation(document, method, operationPath, operation, pathItem));
    }
  }

  const webhooks = documentedOperations(document).filter((documented) => documented.isWebhook);
  if (webhooks.length > 0) {
    lines.push('## Webhooks', '', 'Avisos que la API envía a la URL que configuras.', '');
    for (const {method, pathOrName, operation, pathItem} of webhooks)
      lines.push(...renderOperation(document, method, pathOrName, operation, pathItem));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
