/**
 * One operation's section of the Markdown twins, rendered from the reference page's own view model
 * (plugins/api-reference/viewModel, OperationView): the same required flags, `oneOf`/`anyOf` options,
 * statuses, examples and code samples as the HTML page, so the two surfaces cannot drift apart. The view
 * model's short HTML phrases (types, constraints, descriptions) are turned back into Markdown text here.
 */
import type {ContentView, FormExampleView, OperationView, SchemaNodeView} from '../api-reference/viewModel/types';

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

/**
 * What the HTML shows under a row as its rules: the constraints (format, lengths, bounds, number of items…) and the
 * allowed values, in a column of their own so no description text is ever read as a rule.
 */
function rowRules(node: SchemaNodeView): string {
  const parts: string[] = [];
  if (node.constraintsHtml?.length) parts.push(node.constraintsHtml.map(htmlToMarkdown).join('; '));
  if (node.enumValues?.length) parts.push(`Valores: ${node.enumValues.map((value) => `\`${value.value}\``).join(', ')}`);
  if (node.conditionsHtml?.length) parts.push(`Condiciones: ${node.conditionsHtml.map(htmlToMarkdown).join(' ')}`);
  return cell(parts.join('; '));
}

/** The rest of what the HTML shows beside a row: description, flags and note. */
function rowDescription(node: SchemaNodeView): string {
  const parts = [htmlToMarkdown(node.descriptionHtml)];
  if (node.flags?.length) parts.push(`(${node.flags.join(', ')})`);
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
    rows.push(
      `| ${shown} | ${cell(htmlToMarkdown(child.typeHtml))} | ${requiredText(child)} | ${rowRules(child)} | ${rowDescription(child)} |`,
    );
    fieldRows(child, name, rows);
    for (const option of child.alternatives?.options ?? []) {
      const optionName = `${name} (${option.label})`;
      // An option's own rules (a string option's format, an array option's items…), as the page shows them.
      if (rowRules(option.node))
        rows.push(`| ${cell(optionName)} | ${cell(htmlToMarkdown(option.node.typeHtml))} |  | ${rowRules(option.node)} |  |`);
      fieldRows(option.node, optionName, rows);
    }
  }
}

const FIELD_TABLE_HEAD = ['| Campo | Tipo | Obligatorio | Reglas | Descripción |', '|---|---|---|---|---|'];

function fieldTable(node: SchemaNodeView): string[] {
  const rows: string[] = [];
  fieldRows(node, '', rows);
  return rows.length === 0 ? [] : [...FIELD_TABLE_HEAD, ...rows, ''];
}

/** A node's type, and its own rules when it has any (the root of a body, an option). */
function typeLines(node: SchemaNodeView): string[] {
  const rules = rowRules(node);
  return [`Tipo: ${htmlToMarkdown(node.typeHtml)}`, '', ...(rules ? [`Reglas: ${rules}`, ''] : [])];
}

/** A schema: its fields, and for `oneOf`/`anyOf` each option with its own fields. */
function schemaSection(node: SchemaNodeView): string[] {
  const lines = [...typeLines(node)];
  if (node.conditionsHtml?.length)
    lines.push('Condiciones:', '', ...node.conditionsHtml.map((condition) => `- ${htmlToMarkdown(condition)}`), '');
  lines.push(...fieldTable(node));
  if (node.alternatives) {
    lines.push(
      `${node.alternatives.heading}${node.alternatives.discriminatorHtml ? ` (${htmlToMarkdown(node.alternatives.discriminatorHtml)})` : ''}:`,
      '',
    );
    for (const option of node.alternatives.options) {
      lines.push(`**Opción: ${option.label}**`, '', ...typeLines(option.node), ...fieldTable(option.node));
    }
  }
  return lines;
}

/** A multipart request's example, as on the page: its parts, then the cURL lines that send them. */
function formSection(form: FormExampleView, heading: string): string[] {
  const lines = [`${heading} (formulario \`multipart/form-data\`)`, '', '| Campo | Parte | En el ejemplo |', '|---|---|---|'];
  for (const part of form.parts) {
    const kind = `${part.file ? 'archivo' : 'texto'}${part.contentTypes ? ` (\`${part.contentTypes}\`)` : ''}`;
    const sent = part.sent === undefined ? 'no se envía' : `\`${part.sent}\`${part.sentType ? ` como \`${part.sentType}\`` : ''}`;
    lines.push(`| \`${part.name}\`${part.required ? ' (obligatorio)' : ''} | ${cell(kind)} | ${cell(sent)} |`);
  }
  lines.push('');
  if (form.curlLines.length > 0) lines.push('```bash', form.curlLines.join(' \\\n'), '```', '');
  return lines;
}

function contentSection(content: ContentView, exampleHeading: string): string[] {
  const lines = [`Tipo de contenido: \`${content.contentType}\``, ''];
  if (content.schema) lines.push(...schemaSection(content.schema));
  else if (content.sameSchemaAs) lines.push(`El mismo esquema que la respuesta \`${content.sameSchemaAs}\`.`, '');
  if (content.form) lines.push(...formSection(content.form, exampleHeading));
  for (const example of content.examples) {
    lines.push(`${exampleHeading}${example.label ? `: ${example.label}` : ''}`, '');
    lines.push(`\`\`\`${example.language}`, example.code.trimEnd(), '```', '');
  }
  return lines;
}

/** What the page says beside a response with a body and no example: where its shape is. */
function withoutExampleLine(contents: ContentView[]): string[] {
  const hasBody = contents.length > 0;
  const hasExample = contents.some((content) => content.examples.length > 0 || content.form);
  return hasBody && !hasExample ? ['Sin cuerpo de ejemplo: cuenta con la forma que muestra su esquema.', ''] : [];
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
  if (view.security.alternatives.length > 0)
    lines.push(
      `**Autenticación:** ${view.security.alternatives.map((together) => together.map(htmlToMarkdown).join(' y ')).join(' o ')}`,
      '',
    );

  for (const group of view.parameters) {
    lines.push(heading(group.title), '', '| Nombre | Tipo | Obligatorio | Reglas | Descripción |', '|---|---|---|---|---|');
    for (const parameter of group.parameters)
      lines.push(
        `| \`${parameter.name}\` | ${cell(htmlToMarkdown(parameter.typeHtml))} | ${requiredText(parameter)} | ${rowRules(parameter)} | ${rowDescription(parameter)} |`,
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
      lines.push('| Encabezado | Tipo | Reglas | Descripción |', '|---|---|---|---|');
      for (const header of response.headers)
        lines.push(`| \`${header.name}\` | ${cell(htmlToMarkdown(header.typeHtml))} | ${rowRules(header)} | ${rowDescription(header)} |`);
      lines.push('');
    }
    for (const content of response.contents) lines.push(...contentSection(content, `**Ejemplo de respuesta \`${response.status}\`**`));
    lines.push(...withoutExampleLine(response.contents));
  }

  if (view.codeSamples.length > 0) {
    lines.push(heading('Ejemplos de código'), '');
    for (const sample of view.codeSamples)
      lines.push(`**${sample.label}**`, '', `\`\`\`${sample.language}`, sample.source.trimEnd(), '```', '');
  }
  return lines;
}
