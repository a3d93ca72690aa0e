/**
 * Markdown twins of the docs pages other plugins generate (the error catalogue and the scenarios
 * pages), so their "Copiar como Markdown" copies the same content the page shows.
 */
import type {ApiService} from '../../config/services';
import type {CatalogueData} from '../error-catalogue/model';
import type {OperationScenarios} from '../test-scenarios/scenarios';

const codeSpan = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

export function catalogueMarkdown(catalogue: CatalogueData): string {
  const lines = [
    '# Catálogo de errores',
    '',
    '> Cada mensaje de error de las ocho APIs: qué significa, qué hacer y qué operaciones lo devuelven, con las respuestas 200 de Visionary que solo traen un mensaje de fallo.',
    '',
    '## Mensajes',
    '',
  ];
  for (const {message, explanation, answers} of catalogue.messages) {
    lines.push(`### ${codeSpan(message)}`, '');
    lines.push(
      `Lo devuelven: ${answers.map((answer) => `${answer.apiLabel} ${answer.status}${answer.code ? ` (${codeSpan(answer.code)})` : ''}`).join('; ')}.`,
      '',
    );
    lines.push(`- **Qué significa:** ${explanation.meaning}`, `- **Qué hacer:** ${explanation.action}`, '');
    lines.push('Operaciones:', '');
    for (const answer of answers)
      for (const operation of answer.operations)
        lines.push(
          `- [${operation.summary}](${operation.route}.md) ${codeSpan(`${operation.method} ${operation.path}`)} (${answer.apiLabel}, ${answer.status})`,
        );
    lines.push('');
  }
  lines.push('## Forma del cuerpo de error de cada API', '');
  for (const api of catalogue.apis) {
    lines.push(`### ${api.label}`, '');
    for (const shape of catalogue.shapes.filter((candidate) => candidate.api === api.id)) {
      lines.push(`Campos: ${shape.fields.map(codeSpan).join(', ')}`, '', '```json', JSON.stringify(shape.example, null, 2), '```', '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function scenariosIndexMarkdown(apis: {service: ApiService; route: string; count: number}[]): string {
  return [
    '# Escenarios de prueba',
    '',
    '> Cómo pedir al servidor de pruebas cada respuesta documentada de cada operación, con un cURL listo.',
    '',
    'El servidor de pruebas contesta por omisión la respuesta de éxito de cada operación; pide otra con el encabezado `Prefer` (`Prefer: code=404`, o `Prefer: code=400, example=nombre` para un ejemplo con nombre).',
    '',
    '## Escenarios por API',
    '',
    ...apis.map(({service, route, count}) => `- [API de ${service.label}](${route}.md): ${count} escenarios.`),
    '',
  ].join('\n');
}

export function scenariosMarkdown(service: ApiService, operations: OperationScenarios[]): string {
  const lines = [
    `# Escenarios de prueba: API de ${service.label}`,
    '',
    `> Cada respuesta documentada de la API de ${service.label}, con el cURL que la pide al servidor de pruebas.`,
    '',
  ];
  for (const tag of [...new Set(operations.map((operation) => operation.tag))]) {
    lines.push(`## ${tag}`, '');
    for (const operation of operations.filter((candidate) => candidate.tag === tag)) {
      lines.push(`### ${operation.summary} ${codeSpan(`${operation.method} ${operation.path}`)}`, '');
      for (const scenario of operation.scenarios) {
        lines.push(
          `- **${scenario.status}**${scenario.example ? ` ${codeSpan(scenario.example)}` : ''}: ${scenario.represents} (${codeSpan(`Prefer: ${scenario.prefer}`)})`,
          '',
          '  ```bash',
          ...scenario.curl.split('\n').map((line) => `  ${line}`),
          '  ```',
          '',
        );
      }
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
