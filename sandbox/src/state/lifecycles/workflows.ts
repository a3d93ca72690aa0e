/**
 * A workflow created with `steps` (a list of step keys, §6) holds those steps (§3: «Workflow step: uuid,
 * workflow_uuid, …, status, step (key)…»), each its own resource of the new workflow. The request gives only the
 * keys; the rest of each step is the documented example's step of the same key (or its first step), as a create
 * keeps the example's values for what the request could not give.
 */
import type {Resource} from '../shapes';
import type {LifecycleRule} from './types';

export const WORKFLOW_RULES: LifecycleRule[] = [
  {
    api: 'workflows',
    operationId: 'createWorkflow',
    quote:
      'POST /workflows (people_uuid, callback_url, …, steps; errors 400). (§3) Workflow step: uuid, workflow_uuid, custom_id, coordinates, error, metadata, status, step (key), started_at, finished_at, payload (depends on step), timestamps.',
    beforeCreate(context, workflow) {
      const sent = (context.valid.body as {steps?: unknown})?.steps;
      const examples = Array.isArray(workflow.steps) ? (workflow.steps as Resource[]) : [];
      if (!Array.isArray(sent) || examples.length === 0 || !sent.every((key) => typeof key === 'string')) return workflow;
      const now = context.now();
      const steps = (sent as string[]).map((key) => ({
        ...(examples.find((step) => step.step === key) ?? examples[0]),
        uuid: globalThis.crypto.randomUUID(),
        workflow_uuid: workflow.uuid,
        step: key,
        created_at: now,
        updated_at: now,
      }));
      return {...workflow, steps};
    },
  },
];
