/**
 * `listar_escenarios`: the test scenarios of an API or of one operation (each documented response
 * and named example, as /docs/herramientas/escenarios-de-prueba lists them) and how to ask for each:
 * with `llamar` and `escenario`, or from the local mock with the `Prefer` header.
 */
import * as z from 'zod/v4';
import {cell, fitAnswer} from '../answers';
import {defineTool, type ApiChoice, findApi, findOperation, portalUrl, type McpContext} from '../context';
import type {McpOperationScenarios} from '../data';

export const SCENARIOS_ROUTE = '/docs/herramientas/escenarios-de-prueba';

const howToAsk = (example: string) =>
  `Pide cada uno con la herramienta «llamar» y su valor en \`escenario\` (por ejemplo \`"escenario": "${example}"\`), o al servidor de pruebas local (\`identia-sandbox mock\`) con el encabezado \`Prefer: ${example}\`. Con un escenario, el simulador responde esa respuesta documentada sea cual sea la petición.`;

function operationTable(operation: McpOperationScenarios): string[] {
  return [
    `## ${operation.summary}`,
    '',
    `\`${operation.method} ${operation.path}\` · operationId \`${operation.operationId}\``,
    '',
    '| Estado | Ejemplo | Qué representa | `escenario` (y `Prefer`) |',
    '|---|---|---|---|',
    ...operation.scenarios.map(
      (scenario) =>
        `| \`${scenario.status}\` | ${scenario.example ? `\`${scenario.example}\`` : '—'} | ${cell(scenario.represents) || '—'} | \`${scenario.prefer}\` |`,
    ),
  ];
}

export const listarEscenarios = (api: ApiChoice) =>
  defineTool({
    name: 'listar_escenarios',
    title: 'Listar escenarios de prueba',
    description:
      'Lista los escenarios de prueba de una API o de una operación: cada respuesta documentada (estado y, si los tiene, cada ejemplo con nombre) con lo que representa y cómo pedirla al simulador («llamar» con `escenario`, o el encabezado `Prefer` en el servidor de pruebas local).',
    input: z
      .object({
        api: api.describe('La API cuyos escenarios quieres ver.'),
        operacion: z
          .string()
          .min(1)
          .max(500)
          .optional()
          .describe(
            'Una operación de esa API, por operationId (`createPerson`) o método y ruta (`POST /people`); sin ella, se listan todas en resumen.',
          ),
      })
      .strict(),
    example: {api: 'people', operacion: 'createPerson'},
    annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
    run({api: apiId, operacion}, context: McpContext) {
      const api = findApi(context, apiId);
      const operations = context.data.scenarios()[api.id] ?? [];
      const page = portalUrl(context, `${SCENARIOS_ROUTE}/${api.id}`);
      if (operacion !== undefined) {
        const {operation} = findOperation(context, operacion, api.id);
        const found = operations.find((candidate) => candidate.operationId === operation.operationId);
        if (!found)
          return `${operation.kind === 'webhook' ? `«${operation.path}» es un webhook: lo envía la API a tu servidor y no tiene escenarios; pruébalo con «enviar_webhook».` : `La operación ${operation.operationId} no documenta respuestas con estado.`}`;
        return [
          `# Escenarios de prueba: ${found.summary} (API de ${api.label})`,
          '',
          howToAsk(found.scenarios.find((scenario) => scenario.status >= 400)?.prefer ?? found.scenarios[0]?.prefer ?? 'code=200'),
          '',
          ...operationTable(found),
          '',
          `En el portal: ${page}`,
        ].join('\n');
      }
      const count = operations.reduce((sum, operation) => sum + operation.scenarios.length, 0);
      const lines = [
        `# Escenarios de prueba: API de ${api.label}`,
        '',
        `${operations.length} operaciones, ${count} escenarios. ${howToAsk('code=404')}`,
        '',
        'Cada operación con el valor de `escenario` de cada respuesta documentada; el detalle de una (qué representa cada escenario) con `operacion`.',
        '',
        ...operations.map(
          (operation) =>
            `- \`${operation.operationId}\` · \`${operation.method} ${operation.path}\` · ${operation.summary}: ${operation.scenarios.map((scenario) => `\`${scenario.prefer}\``).join(', ')}`,
        ),
      ];
      return fitAnswer(
        lines.join('\n'),
        `Pide las de una operación con ${JSON.stringify({api: api.id, operacion: operations[0]?.operationId ?? 'createPerson'})}; la lista completa está en ${page}.`,
      );
    },
  });
