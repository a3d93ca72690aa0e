/**
 * `ver_estado` and `borrar_estado`: what the sandbox behind `llamar` keeps (resources per model, and what was
 * created through the API, newest first), and emptying it back to the documented examples' resources. The same
 * summary as the local server's control path and `identia-sandbox estado`.
 */
import * as z from 'zod/v4';
import {stateSummary, type StateSummary} from '../../state';
import {ToolInputError} from '../answers';
import {defineTool, statefulOf, type ApiChoice, type McpContext} from '../context';

function summaryText(summary: StateSummary): string {
  const lines = ['## Recursos por modelo', ''];
  for (const [api, byModel] of Object.entries(summary.recursos))
    lines.push(
      `- **${api}**: ${Object.entries(byModel)
        .map(([model, count]) => `\`${model}\` ${count}`)
        .join(', ')}`,
    );
  lines.push('', '## Creado con «llamar» (lo más reciente primero)', '');
  if (summary.creados.length === 0) lines.push('Nada todavía: el simulador tiene solo los recursos de los ejemplos documentados.');
  for (const entry of summary.creados) lines.push(`- ${entry.api} \`${entry.modelo}\` \`${entry.id}\``);
  return lines.join('\n');
}

export const verEstado = (api: ApiChoice) =>
  defineTool({
    name: 'ver_estado',
    title: 'Ver el estado del simulador',
    description:
      'Lista lo que guarda el simulador detrás de «llamar»: cuántos recursos tiene cada modelo (los de los ejemplos documentados y los que creaste) y los ids de lo que creaste, lo más reciente primero, para usarlos en la siguiente llamada.',
    input: z.object({api: api.optional().describe('Solo esta API.')}).strict(),
    example: {api: 'people'},
    annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
    run({api: apiId}, context: McpContext) {
      const sandbox = statefulOf(context);
      if (apiId !== undefined && !sandbox.apis.has(apiId)) throw new ToolInputError(`API desconocida: «${apiId}».`);
      return `# Estado del simulador\n\n${summaryText(stateSummary(sandbox, apiId))}`;
    },
  });

export const borrarEstado = defineTool({
  name: 'borrar_estado',
  title: 'Borrar el estado del simulador',
  description:
    'Borra todo lo que creaste con «llamar» y deja el simulador como al arrancar: solo con los recursos de los ejemplos documentados.',
  input: z.object({}).strict(),
  example: {},
  annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false},
  run(_input, context: McpContext) {
    const sandbox = statefulOf(context);
    sandbox.reset();
    return `# Estado borrado\n\nQuedan solo los recursos de los ejemplos documentados.\n\n${summaryText(stateSummary(sandbox))}`;
  },
});
