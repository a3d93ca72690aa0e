/**
 * `leer_operacion`: one operation's (or webhook's) Markdown twin, the text of its reference page that
 * the portal publishes at `<página>.md`, found by operationId or by `METODO /ruta`.
 */
import * as z from 'zod/v4';
import {fitAnswer} from '../answers';
import {defineTool, type ApiChoice, findOperation, portalUrl, type McpContext} from '../context';
import {twinResourceUri} from '../resources';

export const leerOperacion = (api: ApiChoice) =>
  defineTool({
    name: 'leer_operacion',
    title: 'Leer una operación',
    description:
      'Devuelve la referencia completa de una operación o un webhook en Markdown, la misma que publica el portal: servidores, autenticación, parámetros, cuerpo con sus campos obligatorios, respuestas con sus esquemas y ejemplos, y ejemplos de código. Encuéntrala por su operationId (`createPerson`) o por método y ruta (`POST /people`, `GET /people/{id}`).',
    input: z
      .object({
        operacion: z
          .string()
          .min(1)
          .max(500)
          .describe(
            'El operationId (`createPerson`), el método y la ruta (`POST /people`, `GET /people/{id}` o con valores, `GET /people/9b2f…`) o, para un webhook, su nombre (`DocumentFinished`).',
          ),
        api: api.optional().describe('La API, si el operationId o la ruta existe en más de una.'),
      })
      .strict(),
    example: {operacion: 'createPerson', api: 'people'},
    annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
    run({operacion, api: apiId}, context: McpContext) {
      const {operation} = findOperation(context, operacion, apiId);
      const twin = context.data.twins()[operation.twin];
      if (twin === undefined) throw new Error(`los datos del paquete no traen el texto de ${operation.twin}; reinstala @identia/sandbox`);
      return fitAnswer(
        twin,
        `El texto completo está en el recurso \`${twinResourceUri(operation.twin)}\` y en ${portalUrl(context, operation.twin)}.`,
      );
    },
  });
