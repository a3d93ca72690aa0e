/**
 * `ver_eventos` and `reenviar_evento`: the simulator's log behind «llamar» (each request, its answer, and each
 * webhook its changes fired, with what the receiver answered), and sending one of those webhooks again. The same
 * log as the local server's `/__identia/eventos` and `identia-sandbox eventos`.
 */
import * as z from 'zod/v4';
import {MAX_LOG_ENTRIES, OutcomeError, type LogEntry} from '../../state';
import {ToolInputError} from '../answers';
import {defineTool, statefulOf, type McpContext} from '../context';

function entryText(entry: LogEntry): string {
  if (entry.tipo === 'peticion')
    return `- **#${entry.n}** ${entry.hora} · ${entry.api} \`${entry.metodo} ${entry.ruta}\` → ${entry.estado}${entry.origen ? ` (${entry.origen})` : ''}`;
  const {estado, status, ms, detalle} = entry.entrega;
  return [
    `- **#${entry.n}** ${entry.hora} · webhook \`${entry.webhook}\` (${entry.evento}) → ${entry.url}: **${estado}**${status ? ` ${status}` : ''}${ms === undefined ? '' : ` en ${ms} ms`}${entry.reenvioDe ? ` · reenvío de #${entry.reenvioDe}` : ''}`,
    ...(detalle ? [`  ${detalle}`] : []),
    '  ```json',
    ...JSON.stringify(entry.cuerpo, null, 2)
      .split('\n')
      .map((line) => `  ${line}`),
    '  ```',
  ].join('\n');
}

export const verEventos = defineTool({
  name: 'ver_eventos',
  title: 'Ver los eventos del simulador',
  description: `Lista en orden lo que pasó en el simulador detrás de «llamar»: cada petición con su respuesta, y cada webhook que provocó (a qué URL, con qué cuerpo, y qué respondió el receptor). Guarda los últimos ${MAX_LOG_ENTRIES}. Con «desde» da solo lo posterior a ese número.`,
  input: z
    .object({
      desde: z.number().int().min(0).optional().describe('Solo los eventos con número mayor que este.'),
      tipo: z.enum({peticion: 'peticion', webhook: 'webhook'}).optional().describe('Solo peticiones o solo webhooks.'),
    })
    .strict(),
  example: {tipo: 'webhook'},
  annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
  run({desde = 0, tipo}, context: McpContext) {
    const {log} = statefulOf(context).events;
    const entries = log.since(desde).filter((entry) => !tipo || entry.tipo === tipo);
    if (entries.length === 0) return `# Eventos del simulador\n\nNada${desde ? ` después del #${desde}` : ''} todavía.`;
    return `# Eventos del simulador\n\n${entries.map(entryText).join('\n')}\n\nEl próximo será el #${log.next}.`;
  },
});

export const reenviarEvento = defineTool({
  name: 'reenviar_evento',
  title: 'Reenviar un webhook del registro',
  description:
    'Vuelve a enviar, como un evento nuevo, un webhook que el simulador ya disparó (su número sale en «ver_eventos»): la misma URL, encabezados y cuerpo. El contrato no hace reintentos por sí solo.',
  input: z.object({n: z.number().int().min(1).describe('Número del webhook en el registro.')}).strict(),
  example: {n: 3},
  annotations: {readOnlyHint: false, idempotentHint: false, openWorldHint: true},
  run({n}, context: McpContext) {
    try {
      const entry = statefulOf(context).events.resend(n);
      return `# Reenviado\n\nEl webhook #${n} sale de nuevo como el evento #${entry.n} hacia ${entry.url}. Mira qué respondió el receptor con «ver_eventos».`;
    } catch (error) {
      if (error instanceof OutcomeError) throw new ToolInputError(error.message);
      throw error;
    }
  },
});
