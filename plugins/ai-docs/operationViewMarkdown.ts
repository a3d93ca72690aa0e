/**
 * One operation's section of the Markdown twins, rendered from the reference page's own view model
 * (plugins/api-reference/viewModel, OperationView): the same required flags, `oneOf`/`anyOf` options,
 * statuses, examples and code samples as the HTML page, so the two surfaces cannot drift apart. The view
 * model's short HTML phrases (types, constraints, descriptions) are turned back into Markdown text here.
 */
import {WEBHOOK_TESTER_TEXT} from '../../lib/sandboxCommands';
import {markdownTwinPath} from '../../lib/twinPath';
import type {ContentView, OperationView, SchemaNodeView} from '../api-reference/viewModel/types';

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/** The view model's HTML as Markdown text: `<code>` back to backticks, links kept, other tags dropped. */
export function htmlToMarkdown(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<code>([\s\S]*?)<\/code>/g, '`$1`')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '[$2]($1)')
    .replace(/<\/(p|li|h\d|pre)>/g, '\n')
    .replace(/<li>/g, '- ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:lt|gt|amp|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** What the HTML shows in a row's description column: description, constraints and allowed values. */
function rowDescription(node: SchemaNodeView): string {
  const parts = [htmlToMarkdown(node.descriptionHtml)];
  if (node.flags?.length) parts.push(`(${node.flags.join(', ')})`);
  if (node.constraintsHtml?.length) parts.push(node.constraintsHtml.map(htmlToMarkdown).join('; '));
  if (node.enumValues?.length) parts.push(`Valores: ${node.enumValues.map((value) => `\`${value.value}\``).join(', ')}`);
  if (node.note) parts.push(node.note);
  return cell(parts.filter(Boolean).join(' '));
}

const requiredText = (node: SchemaNodeView) => (node.required === undefined ? '' : node.required ? 'sí' : 'no');

/** Every field under a node, dotted (`config.headers`), each with the flag the page shows beside it. */
function fieldRows(node: SchemaNodeView, prefix: string, rows: string[]): void {
  for (const child of node.children ?? []) {
    const name = prefix ? `${prefix}.${child.name ?? ''}` : (child.name ?? '');
    // A Spanish label ("elementos", "cualquier clave") is not a field name: no backticks, as on the page.
    const shown = child.nameIsLabel ? cell(name) : `\`${name}\``;
    rows.push(`| ${shown} | ${cell(htmlToMarkdown(child.typeHtml))} | ${requiredText(child)} | ${rowDescription(child)} |`);
    fieldRows(child, name, rows);
    for (const option of child.alternatives?.options ?? []) fieldRows(option.node, `${name} (${option.label})`, rows);
  }
}

function fieldTable(node: SchemaNodeView): string[] {
  const rows: string[] = [];
  fieldRows(node, '', rows);
  return rows.length === 0 ? [] : ['| Campo | Tipo | Obligatorio | Descripción |', '|---|---|---|---|', ...rows, ''];
}

/** A schema: its fields, and for `oneOf`/`anyOf` each option with its own fields. */
function schemaSection(node: SchemaNodeView): string[] {
  const lines = [`Tipo: ${htmlToMarkdown(node.typeHtml)}`, '', ...fieldTable(node)];
  if (node.alternatives) {
    lines.push(
      `${node.alternatives.heading}${node.alternatives.discriminatorHtml ? ` (${htmlToMarkdown(node.alternatives.discriminatorHtml)})` : ''}:`,
      '',
    );
    for (const option of node.alternatives.options) {
      lines.push(`**Opción: ${option.label}**`, '', `Tipo: ${htmlToMarkdown(option.node.typeHtml)}`, '', ...fieldTable(option.node));
    }
  }
  return lines;
}

function contentSection(content: ContentView, exampleHeading: string): string[] {
  const lines = [`Tipo de contenido: \`${content.contentType}\``, ''];
  if (content.schema) lines.push(...schemaSection(content.schema));
  for (const example of content.examples) {
    lines.push(`${exampleHeading}${example.label ? `: ${example.label}` : ''}${example.generated ? ' (generado del esquema)' : ''}`, '');
    lines.push(`\`\`\`${example.language}`, example.code.trimEnd(), '```', '');
  }
  return lines;
}

/** The operation as Markdown, its title at `level` (`#` count) and its sections one level below. */
export function operationViewMarkdown(view: OperationView, level: number): string[] {
  const heading = (text: string) => `${'#'.repeat(Math.min(6, level + 1))} ${text}`;
  const lines = [
    `${'#'.repeat(level)} ${view.summary}`,
    '',
    view.kind === 'webhook' ? `Webhook \`${view.path}\`` : `\`${view.method} ${view.path}\``,
    '',
  ];
  lines.push(`operationId: \`${view.operationId}\``, '');
  if (view.deprecated) lines.push('**Obsoleta.**', '');
  const description = htmlToMarkdown(view.descriptionHtml);
  if (description) lines.push(description, '');
  if (view.webhookTester) {
    const guide = view.webhookTester.guideRoute.replace(/^([^#]*)/, (route) => markdownTwinPath(route));
    lines.push(heading('Prueba tu receptor'), '', WEBHOOK_TESTER_TEXT, '', '```bash', view.webhookTester.command, '```', '');
    lines.push(`Cómo obtener el probador y un receptor mínimo: [Webhooks](${guide}).`, '');
  }
  if (view.security.alternatives.length > 0)
    lines.push(
      `**Autenticación:** ${view.security.alternatives.map((together) => together.map(htmlToMarkdown).join(' y ')).join(' o ')}`,
      '',
    );

  for (const group of view.parameters) {
    lines.push(heading(group.title), '', '| Nombre | Tipo | Obligatorio | Descripción |', '|---|---|---|---|');
    for (const parameter of group.parameters)
      lines.push(
        `| \`${parameter.name}\` | ${cell(htmlToMarkdown(parameter.typeHtml))} | ${requiredText(parameter)} | ${rowDescription(parameter)} |`,
      );
    lines.push('');
  }

  if (view.requestBody) {
    lines.push(heading(`Cuerpo de la petición (${view.requestBody.required ? 'obligatorio' : 'opcional'})`), '');
    const bodyDescription = htmlToMarkdown(view.requestBody.descriptionHtml);
    if (bodyDescription) lines.push(bodyDescription, '');
    for (const content of view.requestBody.contents) lines.push(...contentSection(content, '**Ejemplo de petición**'));
  }

  lines.push(heading('Respuestas'), '');
  for (const response of view.responses) lines.push(`- \`${response.status}\`: ${cell(htmlToMarkdown(response.descriptionHtml))}`);
  lines.push('');
  for (const response of view.responses) {
    if (response.contents.length === 0 && response.headers.length === 0) continue;
    lines.push(heading(`Respuesta ${response.status}`), '');
    if (response.headers.length > 0) {
      lines.push('| Encabezado | Tipo | Descripción |', '|---|---|---|');
      for (const header of response.headers)
        lines.push(`| \`${header.name}\` | ${cell(htmlToMarkdown(header.typeHtml))} | ${rowDescription(header)} |`);
      lines.push('');
    }
    for (const content of response.contents) lines.push(...contentSection(content, `**Ejemplo de respuesta \`${response.status}\`**`));
  }

  if (view.codeSamples.length > 0) {
    lines.push(heading('Ejemplos de código'), '');
    for (const sample of view.codeSamples)
      lines.push(`**${sample.label}**`, '', `\`\`\`${sample.language}`, sample.source.trimEnd(), '```', '');
  }
  return lines;
}
