/** `avanzar_reloj`: moves the simulator's clock forward, so an expiry (a signer's token) is tested in a second. */
import * as z from 'zod/v4';
import {MAX_ADVANCE_MINUTES} from '../../state';
import {defineTool, statefulOf, type McpContext} from '../context';

export const avanzarReloj = defineTool({
  name: 'avanzar_reloj',
  title: 'Avanzar el reloj del simulador',
  description:
    'Adelanta el reloj del simulador detrás de «llamar» los minutos que digas: los vencimientos que sigue (expires_in de los tokens de firmante, en minutos, 0 = nunca) se prueban sin esperar. El reloj no retrocede; «borrar_estado» lo devuelve a la hora real.',
  input: z.object({minutos: z.number().int().min(1).max(MAX_ADVANCE_MINUTES).describe('Minutos que avanza.')}).strict(),
  example: {minutos: 16},
  annotations: {readOnlyHint: false, idempotentHint: false, openWorldHint: false},
  run({minutos}, context: McpContext) {
    const {clock} = statefulOf(context).events;
    clock.advance(minutos);
    return `# Reloj avanzado\n\nEl reloj del simulador avanzó ${minutos} minutos: ahora es ${clock.now().toISOString()} (${clock.advancedMinutes} minutos adelantado).`;
  },
});
