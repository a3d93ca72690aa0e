/**
 * Outcomes the integrator chooses. Where the product leaves an outcome to the world (a validation's result, the INE
 * check, a workflow's step done by the end user), the simulator invents none: the integrator arms the next one
 * («el próximo resultado de validación de esta persona: fallido») or advances one now («el paso `liveness` de este
 * workflow: success»), and the resource is left in a state the contract documents, with the webhooks its change
 * fires (triggers.ts). Each kind names the spec's words for the values it takes.
 */

export type OutcomeType = 'validacion' | 'ine' | 'paso' | 'workflow';

export interface OutcomeKind {
  tipo: OutcomeType;
  api: string;
  /** What it decides, in Spanish. */
  descripcion: string;
  /** What `id` names. */
  objetivo: string;
  /** The values it takes (the contract's). */
  resultados: readonly string[];
  /** Whether it can be armed for the next time, advanced now, or both. */
  preparar: boolean;
  avanzar: boolean;
  /** What happens when nobody chose (the sandbox page says it). */
  sinEleccion: string;
  quote: string;
}

/** Validation result statuses by outcome name (ModelValidationResult.status). */
export const VALIDATION_STATUS = {exitoso: 2, fallido: 3, error: 4} as const;

const WORKFLOW_STATUSES = ['pristine', 'working', 'error', 'success', 'failed'] as const;
const STEP_STATUSES = [...WORKFLOW_STATUSES, 'skipped', 'people_error'] as const;

export const OUTCOME_KINDS: readonly OutcomeKind[] = [
  {
    tipo: 'validacion',
    api: 'people',
    descripcion: 'Cómo termina la validación de una persona: `2` success, `3` failed o `4` error.',
    objetivo: 'el id de una persona (preparar o avanzar) o de un resultado de validación (avanzar)',
    resultados: Object.keys(VALIDATION_STATUS),
    preparar: true,
    avanzar: true,
    sinEleccion:
      'Nada cambia solo: `POST /people/{id}/run-person-validations` y `POST /validation-results/{id}/run` responden lo documentado y los resultados guardados quedan como estaban.',
    quote:
      'Validation result status: 0 pristine, 1 running, 2 success, 3 failed, 4 error. Transition rules not shown. Validations run automatically or manually; running validations for a person or addresses is asynchronous and answers that they run in the background. … A validation result can be run again',
  },
  {
    tipo: 'ine',
    api: 'verification',
    descripcion: 'Qué webhook manda la próxima validación de credencial (`POST /validate`): el de resultado o el de error.',
    objetivo: 'nada: aplica a la próxima `POST /validate`',
    resultados: ['valida', 'error'],
    preparar: true,
    avanzar: false,
    sinEleccion:
      'El webhook de resultado del ejemplo documentado (`valid: true`), con los `cic`, `ocr`, `elector_key` y `emission_number` que enviaste.',
    quote:
      'INE webhook result: valid, messages, … INE error webhook: valid=false plus error string. (§7) Webhooks sent: INE success, INE error',
  },
  {
    tipo: 'paso',
    api: 'workflows',
    descripcion: 'El estado de un paso de un workflow, como si el usuario final lo hubiera hecho.',
    objetivo: 'el uuid del workflow, y en `paso` la clave del paso (`liveness`) o su uuid',
    resultados: STEP_STATUSES,
    preparar: false,
    avanzar: true,
    sinEleccion: 'Los pasos quedan en el estado con que se guardaron.',
    quote:
      'Workflow step: uuid, workflow_uuid, custom_id, coordinates, error, metadata, status, step (key), … (§4) Webhook notification events for workflows: update or create, on resource workflow or step.',
  },
  {
    tipo: 'workflow',
    api: 'workflows',
    descripcion: 'El estado de un workflow.',
    objetivo: 'el uuid del workflow',
    resultados: WORKFLOW_STATUSES,
    preparar: false,
    avanzar: true,
    sinEleccion: 'El workflow queda en el estado con que se guardó.',
    quote:
      'Workflow: uuid, responsible_uuid, people_uuid, status, callback_url, … (§4) Webhook notification events for workflows: update or create, on resource workflow or step.',
  },
];

/** An outcome the integrator asked for that cannot be taken: said in Spanish; nothing changed. */
export class OutcomeError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
  }
}

export interface OutcomeChoice {
  tipo: string;
  id?: string;
  resultado: string;
  paso?: string;
}

/** The kind of a choice, with its result checked against the contract's values (OutcomeError otherwise). */
export function outcomeKind(choice: OutcomeChoice, action: 'preparar' | 'avanzar'): OutcomeKind {
  const kind = OUTCOME_KINDS.find((candidate) => candidate.tipo === choice.tipo);
  if (!kind) throw new OutcomeError(`Tipo desconocido: «${choice.tipo}». Los tipos son: ${OUTCOME_KINDS.map((k) => k.tipo).join(', ')}.`);
  if (!kind[action])
    throw new OutcomeError(
      action === 'preparar'
        ? `«${kind.tipo}» no se prepara para después: se avanza ahora.`
        : `«${kind.tipo}» no se avanza ahora: se prepara para la próxima vez.`,
    );
  if (!kind.resultados.includes(choice.resultado))
    throw new OutcomeError(`Resultado desconocido para «${kind.tipo}»: «${choice.resultado}». Puede ser: ${kind.resultados.join(', ')}.`);
  return kind;
}
