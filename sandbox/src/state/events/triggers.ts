/**
 * The webhooks the product sends, each fired by a change the product spec names, with the spec's words on record
 * (as lifecycles/ keeps its rules' quotes). A trigger hears the store (a resource created through the API, or one
 * changed) or a valid request of one operation, and answers the deliveries it fires: the documented payload of its
 * webhook, filled from the stored resources. Where the spec names no moment for a webhook (a temporary person's
 * `callback_url`, `person_restore`), no trigger is written and the simulator sends nothing.
 */
import type {ValidRequest} from '../../engine/engine';
import type {Resource} from '../shapes';
import type {StoreChange} from '../store';

/** One webhook to send: where, with which headers, and the body. */
export interface Delivery {
  webhook: string;
  evento: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  recurso?: {modelo: string; id: string};
}

export interface TriggerContext {
  /** A stored resource of this trigger's API. */
  find(model: string, id: string): Resource | undefined;
  list(model: string): Resource[];
  /** A change the trigger makes because the spec states it (a document sealed once every signer finished). */
  update(model: string, id: string, changes: Resource): Resource | undefined;
  /** The documented example of one of the API's webhooks (`IneValidationResult`; `WorkflowNotification` `StepUpdated`). */
  example(webhook: string, exampleName?: string): Record<string, unknown>;
  /** The simulator clock's time, written as `like` writes it. */
  timestamp(like?: unknown): string;
  /** The outcome armed for this API and target (events/outcomes.ts), taken: it applies once. */
  takeArmed(tipo: string, target: string): string | undefined;
}

export interface Trigger {
  id: string;
  api: string;
  /** The webhooks (names in the API's `webhooks:`) it may send. */
  webhooks: string[];
  /** The product spec's words that state it. */
  quote: string;
  /** What it does, in Spanish, for the sandbox page. */
  descripcion: string;
  /** A store change of `model`, or a valid request of `operationId`. */
  hears: {change: StoreChange['kind']; model: string} | {operationId: string};
  fire(event: {change?: StoreChange; request?: ValidRequest}, context: TriggerContext): Delivery[];
}

const PEOPLE = '/people';
const CHANNELS = '/notification-channels';

/** Each active `webhook` channel subscribed to one of `events`, with the event name it subscribed. */
function subscribedChannels(context: TriggerContext, events: string[]): Array<{channel: Resource; event: string}> {
  return context.list(CHANNELS).flatMap((channel) => {
    const config = (channel.config ?? {}) as {callback_url?: unknown};
    const subscribed = Array.isArray(channel.events) ? (channel.events as unknown[]) : [];
    const event = events.find((name) => subscribed.includes(name));
    if (channel.type !== 'webhook' || channel.active !== true || !event || typeof config.callback_url !== 'string') return [];
    return [{channel, event}];
  });
}

/** The headers a channel asks for (`config.headers`), as text. */
function channelHeaders(channel: Resource): Record<string, string> {
  const headers = ((channel.config ?? {}) as {headers?: unknown}).headers;
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(Object.entries(headers as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
}

/** People's channel webhook names, by event. */
const PEOPLE_WEBHOOKS: Record<string, string> = {
  person_register: 'PersonRegister',
  updated_data_to_person: 'UpdatedDataToPerson',
  media_added_to_model: 'MediaAddedToModel',
  added_media_to_model: 'AddedMediaToModel',
  person_pass_validation: 'PersonPassValidation',
  person_fail_validation: 'PersonFailValidation',
};

function toChannels(
  context: TriggerContext,
  events: string[],
  resource: {id: string; name: string; payload: Resource; modelo: string},
): Delivery[] {
  return subscribedChannels(context, events).map(({channel, event}) => ({
    webhook: PEOPLE_WEBHOOKS[event],
    evento: event,
    url: String((channel.config as {callback_url: string}).callback_url),
    headers: channelHeaders(channel),
    body: {
      ...context.example(PEOPLE_WEBHOOKS[event]),
      event,
      resource_id: resource.id,
      resource_name: resource.name,
      payload: resource.payload,
    },
    recurso: {modelo: resource.modelo, id: resource.id},
  }));
}

const CHANNEL_QUOTE =
  'Notification channel: id, name, type (email, slack, webhook), active, events (unique list), config. Events: person_register, person_pass_validation, person_fail_validation, person_restore, updated_data_to_person, media_added_to_model (one reading also gives added_media_to_model). Config: email emails list; slack slack_webhooks_url; webhook callback_url (POST) and headers. (§7) Webhook payloads sent to channels: event, resource_id, resource_name, payload; receiver must answer 2xx.';

/** A person's validation result in `2` (success) or `3` (failed): its pass or fail event to the subscribed channels. */
function validationEnded(context: TriggerContext, result: Resource): Delivery[] {
  const event = {2: 'person_pass_validation', 3: 'person_fail_validation'}[Number(result.status)];
  if (!event || result.model_type !== 'person') return [];
  return toChannels(context, [event], {id: String(result.model_id), name: 'person', payload: result, modelo: '/validation-results'});
}

const SIGNERS = '/signers';
const DOCUMENTS = '/documents';
const WORKFLOWS = '/workflows';

const signedNow = (change?: StoreChange) => change?.kind === 'updated' && !change.before.signed_at && Boolean(change.after.signed_at);

/** Document finished: the document, the signed PDF's temporary URL (the example's, naming this document), its signers, its template. */
function documentFinished(context: TriggerContext, document: Resource): Delivery {
  const example = context.example('DocumentFinished');
  const payload = (example.payload ?? {}) as Record<string, unknown>;
  const exampleId = String((payload.document as Resource | undefined)?.id ?? example.resource_id ?? '');
  const id = String(document.id);
  const template = context.find('/templates', String(document.template_id));
  return {
    webhook: 'DocumentFinished',
    evento: 'document finished',
    url: String(document.callback_url),
    headers: {},
    body: {
      ...example,
      resource_id: id,
      payload: {
        ...payload,
        document,
        document_url: exampleId
          ? String(payload.document_url ?? '')
              .split(exampleId)
              .join(id)
          : payload.document_url,
        signers: context.list(SIGNERS).filter((signer) => String(signer.document_id) === id),
        template: template ?? payload.template,
      },
    },
    recurso: {modelo: DOCUMENTS, id},
  };
}

/** A workflow notification (`create` or `update`, of the workflow or one of its steps), to the workflow's callback_url. */
function workflowNotification(
  workflow: Resource,
  event: 'create' | 'update',
  resource: 'workflow' | 'step',
  payload: Resource,
  context: TriggerContext,
): Delivery {
  const example = context.example('WorkflowNotification', resource === 'step' ? 'StepUpdated' : 'WorkflowUpdated');
  const uuid = String(payload.uuid);
  return {
    webhook: 'WorkflowNotification',
    evento: `${resource} ${event}`,
    url: String(workflow.callback_url),
    headers: {},
    body: {...example, event, resource, resource_uuid: uuid, payload},
    recurso: {modelo: WORKFLOWS, id: String(workflow.uuid)},
  };
}

/** The INE validation's outcomes: the result webhook (`valid: true` in its example) or the error webhook. */
export const INE_OUTCOMES = {valida: 'IneValidationResult', error: 'IneValidationError'} as const;

export const TRIGGERS: readonly Trigger[] = [
  {
    id: 'persona-alta',
    api: 'people',
    webhooks: ['PersonRegister'],
    quote: CHANNEL_QUOTE,
    descripcion:
      'Al crear una persona (`POST /people`, `PUT /people/update-by-national-id` que crea, `POST /temporary-people/{id}/create-person`), `person_register` a cada canal `webhook` activo suscrito.',
    hears: {change: 'created', model: PEOPLE},
    fire: ({change}, context) =>
      toChannels(context, ['person_register'], {id: change!.id, name: 'person', payload: change!.after, modelo: PEOPLE}),
  },
  {
    id: 'persona-actualizada',
    api: 'people',
    webhooks: ['UpdatedDataToPerson'],
    quote: CHANNEL_QUOTE,
    descripcion:
      'Al actualizar una persona (`PUT /people/{id}`, `PUT /people/update-by-national-id` que actualiza), `updated_data_to_person` a cada canal suscrito.',
    hears: {change: 'updated', model: PEOPLE},
    fire: ({change}, context) =>
      toChannels(context, ['updated_data_to_person'], {id: change!.id, name: 'person', payload: change!.after, modelo: PEOPLE}),
  },
  {
    id: 'archivo-agregado',
    api: 'people',
    webhooks: ['MediaAddedToModel', 'AddedMediaToModel'],
    quote: CHANNEL_QUOTE,
    descripcion:
      'Al agregar un archivo a un registro (`POST /files/add-to-model` y las otras altas de archivos), `media_added_to_model` (o `added_media_to_model`, el nombre al que se suscribió el canal) con el archivo.',
    hears: {change: 'created', model: '/files'},
    fire: ({change}, context) => {
      const file = change!.after;
      return toChannels(context, ['media_added_to_model', 'added_media_to_model'], {
        id: String(file.model_id),
        name: String(file.model_type),
        payload: file,
        modelo: '/files',
      });
    },
  },
  {
    id: 'validacion-terminada',
    api: 'people',
    webhooks: ['PersonPassValidation', 'PersonFailValidation'],
    quote: `${CHANNEL_QUOTE} (§4) Validation result status: 0 pristine, 1 running, 2 success, 3 failed, 4 error.`,
    descripcion:
      'Cuando un resultado de validación de una persona termina en `2` (success) o `3` (failed), `person_pass_validation` o `person_fail_validation` con el resultado.',
    hears: {change: 'updated', model: '/validation-results'},
    fire: ({change}, context) =>
      change?.kind === 'updated' && change.before.status !== change.after.status ? validationEnded(context, change.after) : [],
  },
  {
    id: 'validacion-nueva',
    api: 'people',
    webhooks: ['PersonPassValidation', 'PersonFailValidation'],
    quote: `${CHANNEL_QUOTE} (§4) Validation result status: 0 pristine, 1 running, 2 success, 3 failed, 4 error.`,
    descripcion:
      'Un resultado de validación que el simulador registra ya terminado (el resultado que elegiste, ver «Resultados que eliges») avisa igual.',
    hears: {change: 'created', model: '/validation-results'},
    fire: ({change}, context) => validationEnded(context, change!.after),
  },
  {
    id: 'ine-resultado',
    api: 'verification',
    webhooks: Object.values(INE_OUTCOMES),
    quote:
      'Verification API: … INE validation delivered to a webhook. (§3) INE webhook result: valid, messages, expired, court_order, incorrect_data, cic, elector_key, ocr, … INE error webhook: valid=false plus error string. Accepted response: webhook_uuid and integer timestamp. (§7) Webhooks sent: INE success, INE error',
    descripcion:
      'Tras aceptar `POST /validate?webhook=<url>`, el resultado de la credencial a esa URL: el webhook de resultado con los `cic`, `ocr`, `elector_key` y `emission_number` que enviaste, o el de error si lo preparaste.',
    hears: {operationId: 'validateIne'},
    fire: ({request}, context) => {
      const url = request!.query.get('webhook');
      if (!url) return [];
      const outcome = (context.takeArmed('ine', '*') ?? 'valida') as keyof typeof INE_OUTCOMES;
      const webhook = INE_OUTCOMES[outcome];
      const sent = (request!.body ?? {}) as Record<string, unknown>;
      const example = context.example(webhook);
      const body =
        outcome === 'valida'
          ? {
              ...example,
              ...Object.fromEntries(
                ['cic', 'ocr', 'elector_key', 'emission_number']
                  .filter((field) => sent[field] !== undefined)
                  .map((field) => [field, sent[field]]),
              ),
            }
          : example;
      return [{webhook, evento: outcome === 'valida' ? 'INE resultado' : 'INE error', url, headers: {}, body}];
    },
  },
  {
    id: 'firmante-firmo',
    api: 'signt',
    webhooks: ['SignerSigned'],
    quote:
      'Webhooks sent: document finished (resource, event, resource_id, payload with document, document_url, signers, template) and signer signed (resource, event, resource_id, payload); receiver answers 2XX. (§4) Public signer token stops working once the signer signs with finish = 1',
    descripcion:
      'Cuando un firmante termina de firmar (`POST /public/signer/signature` con `finish = 1`), «signer signed» con el firmante a la `callback_url` de su documento.',
    hears: {change: 'updated', model: SIGNERS},
    fire: ({change}, context) => {
      if (!signedNow(change)) return [];
      const signer = change!.after;
      const document = context.find(DOCUMENTS, String(signer.document_id));
      if (typeof document?.callback_url !== 'string' || !document.callback_url) return [];
      return [
        {
          webhook: 'SignerSigned',
          evento: 'signer signed',
          url: document.callback_url,
          headers: {},
          body: {...context.example('SignerSigned'), resource_id: String(signer.id), payload: signer},
          recurso: {modelo: SIGNERS, id: String(signer.id)},
        },
      ];
    },
  },
  {
    id: 'documento-sellado',
    api: 'signt',
    webhooks: [],
    quote: 'With autosigning, sealing happens after all signers finish and a webhook goes to callback_url.',
    descripcion: 'Con `autosigning`, cuando el último firmante del documento termina, el documento queda sellado (`signed_at`).',
    hears: {change: 'updated', model: SIGNERS},
    fire: ({change}, context) => {
      if (!signedNow(change)) return [];
      const documentId = String(change!.after.document_id);
      const document = context.find(DOCUMENTS, documentId);
      if (!document || document.autosigning !== true || document.signed_at) return [];
      const signers = context.list(SIGNERS).filter((signer) => String(signer.document_id) === documentId);
      if (signers.length === 0 || signers.some((signer) => !signer.signed_at)) return [];
      const now = context.timestamp(document.updated_at ?? document.created_at);
      context.update(DOCUMENTS, documentId, {signed_at: now, updated_at: now});
      return [];
    },
  },
  {
    id: 'documento-terminado',
    api: 'signt',
    webhooks: ['DocumentFinished'],
    quote:
      "With autosigning, sealing happens after all signers finish and a webhook goes to callback_url. With a callback_url the call answers 'Webhook created'. (§3) Sign result: document_url, asn1_base64, or text when a callback is configured. (§7) Webhooks sent: document finished (resource, event, resource_id, payload with document, document_url, signers, template)",
    descripcion:
      'Cuando un documento con `callback_url` queda firmado (sellado por `autosigning`, o con `GET /documents/{id}/sign`, que entonces responde «Webhook created»), «document finished» con el documento, la URL del PDF, sus firmantes y su plantilla.',
    hears: {change: 'updated', model: DOCUMENTS},
    fire: ({change}, context) => {
      const document = change!.after;
      if (!signedNow(change) || typeof document.callback_url !== 'string' || !document.callback_url) return [];
      return [documentFinished(context, document)];
    },
  },
  {
    id: 'workflow-creado',
    api: 'workflows',
    webhooks: ['WorkflowNotification'],
    quote: 'Webhook notification events for workflows: update or create, on resource workflow or step.',
    descripcion: 'Al crear un workflow con `callback_url`, la notificación `create` del workflow.',
    hears: {change: 'created', model: WORKFLOWS},
    fire: ({change}, context) => {
      const workflow = change!.after;
      if (typeof workflow.callback_url !== 'string' || !workflow.callback_url) return [];
      return [workflowNotification(workflow, 'create', 'workflow', workflow, context)];
    },
  },
  {
    id: 'workflow-cambio',
    api: 'workflows',
    webhooks: ['WorkflowNotification'],
    quote: 'Webhook notification events for workflows: update or create, on resource workflow or step.',
    descripcion:
      'Cuando cambia el estado de un workflow con `callback_url` o el de uno de sus pasos (lo avanzas tú: ver «Resultados que eliges»), la notificación `update` del workflow o del paso.',
    hears: {change: 'updated', model: WORKFLOWS},
    fire: ({change}, context) => {
      if (change?.kind !== 'updated') return [];
      const workflow = change.after;
      if (typeof workflow.callback_url !== 'string' || !workflow.callback_url) return [];
      const stepsBefore = new Map(
        (Array.isArray(change.before.steps) ? (change.before.steps as Resource[]) : []).map((step) => [String(step.uuid), step.status]),
      );
      const steps = (Array.isArray(workflow.steps) ? (workflow.steps as Resource[]) : []).filter(
        (step) => stepsBefore.get(String(step.uuid)) !== step.status,
      );
      const deliveries = steps.map((step) => workflowNotification(workflow, 'update', 'step', step, context));
      if (change.before.status !== workflow.status)
        deliveries.push(workflowNotification(workflow, 'update', 'workflow', workflow, context));
      return deliveries;
    },
  },
];
