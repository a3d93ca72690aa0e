/**
 * Markdown twins of the pages other plugins generate from the specs: the error catalogue (/docs/errores)
 * and the test scenarios (/docs/herramientas/escenarios-de-prueba and one page per API). They are written
 * from the same data those pages render (buildCatalogue, collectScenarios), never from their HTML, so an
 * assistant reads what a person sees.
 */
import {localMockOrigin} from '../../config/localMock';
import {sandboxCommands, sandboxInstallMarkdown, sandboxTarballUrl} from '../../lib/sandboxCommands';
import type {CatalogueData} from '../error-catalogue/model';
import type {OperationScenarios} from '../test-scenarios/scenarios';
import {SCENARIOS_TRY_TEXT} from '../test-scenarios/text';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function catalogueToMarkdown(data: CatalogueData): string {
  const lines = [
    '# Catálogo de errores',
    '',
    `> Cada mensaje de error que documentan las ${data.apis.length} APIs (${data.apis.map((api) => api.label).join(', ')}): qué significa, qué hacer y qué operaciones lo devuelven, con su código HTTP.`,
    '',
    '## Forma del cuerpo de error por API',
    '',
  ];
  for (const shape of data.shapes) {
    lines.push(`### ${shape.apiLabel}`, '', `Campos: ${shape.fields.map((field) => `\`${field}\``).join(', ')}`, '');
    lines.push('```json', JSON.stringify(shape.example, null, 2), '```', '');
  }
  lines.push('## Mensajes', '');
  for (const {anchor, message, explanation, answers} of data.messages) {
    lines.push(`### ${message}`, '', `Ancla en la página: \`#${anchor}\``, '');
    lines.push(`**Qué significa:** ${explanation.meaning}`, '', `**Qué hacer:** ${explanation.action}`, '');
    lines.push('| API | Estado | Código | Operaciones |', '|---|---|---|---|');
    for (const answer of answers) {
      const operations = answer.operations.map(
        (operation) => `[\`${operation.method.toUpperCase()} ${operation.path}\`](${operation.route}.md)`,
      );
      lines.push(
        `| ${answer.apiLabel} | \`${answer.status}\` | ${answer.code ? `\`${answer.code}\`` : '—'} | ${operations.join(', ') || '—'} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export interface ScenariosApi {
  id: string;
  label: string;
  /** Route of the API's scenarios page. */
  route: string;
  operations: OperationScenarios[];
}

/** `portalUrl`: the portal's canonical address, for the package's commands. */
export function scenariosIndexToMarkdown(apis: readonly ScenariosApi[], portalUrl: string): string {
  const lines = [
    '# Escenarios de prueba',
    '',
    `> Cada respuesta documentada de cada operación se pide al servidor de pruebas (\`${localMockOrigin()}\`) con el encabezado \`Prefer\`: \`code=<estado>\` y, si la respuesta tiene ejemplos con nombre, \`example=<nombre>\`.`,
    '',
    SCENARIOS_TRY_TEXT,
    '',
    ...sandboxInstallMarkdown(portalUrl),
    '',
    '| API | Operaciones | Escenarios | Página |',
    '|---|---|---|---|',
    ...apis.map((api) => {
      const scenarios = api.operations.reduce((sum, operation) => sum + operation.scenarios.length, 0);
      return `| ${api.label} | ${api.operations.length} | ${scenarios} | [${api.route}](${api.route}.md) |`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/** The API's scenarios grouped by tag, in the reference's order, as its page shows them. */
export function scenariosApiToMarkdown(api: ScenariosApi, portalUrl: string): string {
  const lines = [
    `# Escenarios de prueba: API de ${api.label}`,
    '',
    `> Cómo pedir al servidor de pruebas cada respuesta documentada de la API de ${api.label}.`,
    '',
    SCENARIOS_TRY_TEXT,
    '',
    '```bash',
    sandboxCommands(sandboxTarballUrl(portalUrl)).npx,
    '```',
    '',
  ];
  let tag: string | undefined;
  for (const operation of api.operations) {
    if (operation.tag !== tag) {
      tag = operation.tag;
      lines.push(`## ${tag}`, '');
    }
    lines.push(
      `### ${operation.summary}`,
      '',
      `\`${operation.method} ${operation.path}\` · referencia: [${operation.route}](${operation.route}.md)`,
      '',
    );
    lines.push('| Estado | Ejemplo | Qué representa | `Prefer` |', '|---|---|---|---|');
    for (const scenario of operation.scenarios) {
      lines.push(
        `| \`${scenario.status}\` | ${scenario.example ? `\`${scenario.example}\`` : '—'} | ${cell(scenario.represents)} | \`${scenario.prefer}\` |`,
      );
    }
    const first = operation.scenarios[0];
    if (first) lines.push('', `Por ejemplo, \`${first.status}\`:`, '', '```bash', first.curl, '```');
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
