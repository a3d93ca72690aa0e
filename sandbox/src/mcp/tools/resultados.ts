/**
 * `preparar_resultado` and `avanzar_resultado`: the outcomes the product leaves to the world, chosen by the
 * integrator (state/events/outcomes.ts): arm the next one (a person's next validation, the next INE check) or
 * advance one now (a validation, a workflow's step, a workflow), with the webhooks the change fires.
 */
import * as z from 'zod/v4';
import {OUTCOME_KINDS, OutcomeError, type OutcomeChoice, type StatefulSandbox} from '../../state';
import {ToolInputError} from '../answers';
import {defineTool, statefulOf, type McpContext} from '../context';

const kinds = (action: 'preparar' | 'avanzar') =>
  OUTCOME_KINDS.filter((kind) => kind[action])
    .map((kind) => `«${kind.tipo}» (${kind.descripcion} id: ${kind.objetivo}; resultado: ${kind.resultados.join(', ')})`)
    .join('; ');

const tipoOf = (action: 'preparar' | 'avanzar') => {
  const names = OUTCOME_KINDS.filter((kind) => kind[action]).map((kind) => kind.tipo);
  return z.enum(Object.fromEntries(names.map((name) => [name, name])));
};

function choose(context: McpContext, run: (sandbox: StatefulSandbox) => string): string {
  try {
    return run(statefulOf(context));
  } catch (error) {
    if (error instanceof OutcomeError) throw new ToolInputError(error.message);
    throw error;
  }
}

export const prepararResultado = defineTool({
  name: 'preparar_resultado',
  title: 'Preparar el próximo resultado',
  description: `Elige cómo termina la próxima vez algo que el producto deja al mundo, sin cambiar nada ahora: ${kinds('preparar')}.`,
  input: z
    .object({
      tipo: tipoOf('preparar'),
      id: z.string().min(1).optional().describe('El recurso al que aplica (para «ine», nada).'),
      resultado: z.string().min(1),
    })
    .strict(),
  example: {tipo: 'validacion', id: '9b1f3c2e-4a7d-4e1b-8c5a-2f6d7e8a9b01', resultado: 'fallido'},
  annotations: {readOnlyHint: false, idempotentHint: true, openWorldHint: false},
  run(input, context: McpContext) {
    return `# Preparado\n\n${choose(context, (sandbox) => sandbox.events.arm(input as OutcomeChoice))}`;
  },
});

export const avanzarResultado = defineTool({
  name: 'avanzar_resultado',
  title: 'Avanzar un resultado ahora',
  description: `Decide ahora cómo termina algo que el producto deja al mundo, y envía los webhooks que provoca el cambio: ${kinds('avanzar')}.`,
  input: z
    .object({
      tipo: tipoOf('avanzar'),
      id: z.string().min(1),
      resultado: z.string().min(1),
      paso: z.string().min(1).optional().describe('Para «paso»: la clave (liveness) o el uuid del paso.'),
    })
    .strict(),
  example: {tipo: 'paso', id: '9b2f6c1e-3d4a-4f5b-8c7d-1e2f3a4b5c6d', paso: 'enroll_full', resultado: 'success'},
  annotations: {readOnlyHint: false, idempotentHint: false, openWorldHint: true},
  run(input, context: McpContext) {
    return `# Avanzado\n\n${choose(context, (sandbox) => sandbox.events.advance(input as OutcomeChoice))}\n\nMira los webhooks que salieron con «ver_eventos».`;
  },
});
