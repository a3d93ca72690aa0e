/**
 * The simulator's events, built on its store: the webhooks the product sends when something happens
 * (triggers.ts), the outcomes the integrator chooses (outcomes.ts), the clock (clock.ts) and the log (log.ts).
 * Sending a webhook over HTTP is the transport's business: a Node transport sets `deliver`; without one (a
 * browser, which cannot post to the reader's server) a webhook is logged «sin enviar», ready to be sent again
 * from the local package. Like the rest of the state layer, nothing here imports from Node.
 */
import type {ApiSandbox, ValidRequest} from '../../engine/engine';
import type {SandboxRequest, SandboxResponse} from '../../engine/types';
import {SOURCE_HEADER} from '../../engine/types';
import {documentedWebhooks} from '../../engine/webhooks';
import type {Resource} from '../shapes';
import type {Store, StoreChange} from '../store';
import {SimulatorClock} from './clock';
import {clipped, EventLog, MAX_LOGGED_BODY, type LogEntry, type WebhookEntry} from './log';
import {OutcomeError, outcomeKind, VALIDATION_STATUS, type OutcomeChoice} from './outcomes';
import {TRIGGERS, type Delivery, type Trigger, type TriggerContext} from './triggers';

export {SimulatorClock, MAX_ADVANCE_MINUTES} from './clock';
export {EventLog, MAX_LOG_ENTRIES, MAX_LOGGED_BODY, type LogEntry, type WebhookEntry, type RequestEntry, type DeliveryState} from './log';
export {OUTCOME_KINDS, OutcomeError, type OutcomeChoice, type OutcomeKind} from './outcomes';
export {TRIGGERS, type Trigger, type Delivery} from './triggers';

/** Said of a webhook a browser fired: why it was not sent, and how to send it. */
export const NOT_SENT_IN_BROWSER =
  'Un navegador no puede enviar a tu servidor: copia el cuerpo, o corre el mismo flujo con `npx @identia/sandbox mock` y el webhook llega a tu receptor.';

export interface SandboxEvents {
  log: EventLog;
  clock: SimulatorClock;
  /** The transport's sender of webhooks; without one they are logged «sin enviar». */
  deliver?: (entry: WebhookEntry) => void;
  /** Notes a request and its answer in the log. */
  recordRequest(api: string, request: SandboxRequest, response: SandboxResponse): void;
  /** After a valid request was answered with success: the triggers and armed outcomes that hear it. */
  afterRequest(api: string, valid: ValidRequest): void;
  /** Arms the next outcome (returns what was armed, in Spanish). */
  arm(choice: OutcomeChoice): string;
  /** Advances an outcome now (returns what changed, in Spanish). */
  advance(choice: OutcomeChoice): string;
  /** The outcomes armed and not yet taken. */
  armed(): Array<{api: string; tipo: string; id: string; resultado: string}>;
  /** Sends a logged webhook again, as a new entry. */
  resend(n: number): WebhookEntry;
  /**
   * Holds the webhooks fired until `release`, so the log reads in order: the request, then what it fired (the store
   * changes, and fires, before the answer is logged).
   */
  hold(): {release(): void};
}

type Armed = Record<string, string>;

const decoder = new TextDecoder();

/** What the log keeps of a request's body: its text (bytes read as UTF-8), or what it was (a form, unreadable). */
function bodyText({body, headers}: SandboxRequest): string | undefined {
  if (!body || body.kind === 'none') return undefined;
  if (body.kind === 'text') return clipped(body.text);
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (body.kind === 'bytes' && !/json|text|x-www-form-urlencoded/i.test(type))
    return `(${type || 'cuerpo binario'}, ${body.data.length} bytes)`;
  if (body.kind === 'bytes') {
    const text = decoder.decode(body.data.subarray(0, MAX_LOGGED_BODY + 1));
    return body.data.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}… (${body.data.length} bytes)` : text;
  }
  return body.kind === 'form' ? `(formulario: ${body.parts.map((part) => part.name).join(', ')})` : `(cuerpo ilegible: ${body.reason})`;
}

export function createEvents(store: Store, apis: ReadonlyMap<string, ApiSandbox>, baseClock: () => Date): SandboxEvents {
  const clock = new SimulatorClock(store, baseClock);
  const log = new EventLog(store);
  const byChange = new Map<string, Trigger[]>();
  const byOperation = new Map<string, Trigger[]>();
  for (const trigger of TRIGGERS) {
    if (!apis.has(trigger.api)) continue;
    const key =
      'operationId' in trigger.hears
        ? `${trigger.api} ${trigger.hears.operationId}`
        : `${trigger.api} ${trigger.hears.change} ${trigger.hears.model}`;
    const table = 'operationId' in trigger.hears ? byOperation : byChange;
    table.set(key, [...(table.get(key) ?? []), trigger]);
  }
  const webhookExamples = new Map<string, Map<string, Record<string, unknown>>>();
  const armedTable = (): Armed => (store.simulator.preparados ??= {}) as Armed;
  const iso = (like?: unknown) => {
    const text = clock.now().toISOString();
    if (typeof like === 'string' && /\.\d{6}Z$/.test(like)) return text.replace(/\.\d{3}Z$/, '.000000Z');
    if (typeof like === 'string' && /\.\d{3}Z$/.test(like)) return text;
    return text.replace(/\.\d{3}Z$/, 'Z');
  };

  function exampleOf(api: string, webhook: string, exampleName?: string): Record<string, unknown> {
    let examples = webhookExamples.get(api);
    if (!examples) {
      examples = new Map();
      for (const documented of documentedWebhooks(apis.get(api)!.spec))
        for (const example of documented.examples) {
          const value = example.value as Record<string, unknown>;
          if (!examples.has(documented.name)) examples.set(documented.name, value);
          if (example.name) examples.set(`${documented.name} ${example.name}`, value);
        }
      webhookExamples.set(api, examples);
    }
    const found = (exampleName && examples.get(`${webhook} ${exampleName}`)) || examples.get(webhook);
    return structuredClone(found ?? {});
  }

  const contextOf = (api: string): TriggerContext => ({
    find: (model, id) => store.find(api, model, id),
    list: (model) => store.list(api, model),
    update: (model, id, changes) => store.update(api, model, id, changes),
    example: (webhook, name) => exampleOf(api, webhook, name),
    timestamp: iso,
    takeArmed(tipo, target) {
      const key = `${api} ${tipo} ${target}`;
      const table = armedTable();
      const outcome = table[key];
      if (outcome !== undefined) {
        delete table[key];
        store.onChange?.();
      }
      return outcome;
    },
  });

  let held: Array<() => void> | undefined;
  const events: SandboxEvents = {
    log,
    clock,
    hold() {
      const outer = held;
      const mine: Array<() => void> = (held = []);
      return {
        release() {
          held = outer;
          for (const fire of mine) fire();
        },
      };
    },
    recordRequest(api, request, response) {
      const peticion = bodyText(request);
      const respuesta = clipped(response.body || undefined);
      const origen = response.headers[SOURCE_HEADER];
      // Only the fields that have a value: the entry reads the same after a save and a restore.
      log.add({
        tipo: 'peticion',
        hora: iso(),
        api,
        metodo: request.method.toUpperCase(),
        ruta: request.path,
        estado: response.status,
        ...(origen === undefined ? {} : {origen}),
        ...(peticion === undefined ? {} : {peticion}),
        ...(respuesta === undefined ? {} : {respuesta}),
      });
    },
    afterRequest(api, valid) {
      const context = contextOf(api);
      onRequestOutcome(api, valid, context);
      for (const trigger of byOperation.get(`${api} ${valid.operation.operationId}`) ?? [])
        send(api, trigger, trigger.fire({request: valid}, context));
    },
    arm(choice) {
      const kind = outcomeKind(choice, 'preparar');
      const target = kind.tipo === 'ine' ? '*' : requireId(choice);
      if (kind.tipo === 'validacion' && !store.find(kind.api, '/people', target))
        throw new OutcomeError(`No hay una persona con id ${target} en el simulador.`, 404);
      armedTable()[`${kind.api} ${kind.tipo} ${target}`] = choice.resultado;
      store.onChange?.();
      return kind.tipo === 'ine'
        ? `La próxima validación de credencial (POST /validate) manda el webhook «${choice.resultado}».`
        : `La próxima validación que corra la persona ${target} termina «${choice.resultado}».`;
    },
    advance(choice) {
      const kind = outcomeKind(choice, 'avanzar');
      const id = requireId(choice);
      if (kind.tipo === 'validacion') return advanceValidation(id, choice.resultado as keyof typeof VALIDATION_STATUS);
      return advanceWorkflow(id, kind.tipo as 'paso' | 'workflow', choice.resultado, choice.paso);
    },
    armed() {
      return Object.entries(armedTable()).map(([key, resultado]) => {
        const [api, tipo, id] = key.split(' ');
        return {api, tipo, id, resultado};
      });
    },
    resend(n) {
      const entry = log.find(n);
      if (!entry) throw new OutcomeError(`No hay un evento ${n} en el registro (guarda los últimos ${log.since().length}).`, 404);
      if (entry.tipo !== 'webhook') throw new OutcomeError(`El evento ${n} es una petición, no un webhook: no se reenvía.`);
      return emit(
        entry.api,
        entry.disparador,
        {
          webhook: entry.webhook,
          evento: entry.evento,
          url: entry.url,
          headers: entry.encabezados,
          body: entry.cuerpo,
          recurso: entry.recurso,
        },
        n,
      );
    },
  };

  function requireId(choice: OutcomeChoice): string {
    if (!choice.id) throw new OutcomeError(`Falta id: ${outcomeKind(choice, 'avanzar').objetivo}.`);
    return choice.id;
  }

  function send(api: string, trigger: Trigger, deliveries: Delivery[]): void {
    for (const delivery of deliveries)
      if (held) held.push(() => emit(api, trigger.id, delivery));
      else emit(api, trigger.id, delivery);
  }

  function emit(api: string, trigger: string, delivery: Delivery, resentFrom?: number): WebhookEntry {
    const entry = log.add({
      tipo: 'webhook',
      hora: iso(),
      api,
      webhook: delivery.webhook,
      evento: delivery.evento,
      disparador: trigger,
      ...(delivery.recurso ? {recurso: delivery.recurso} : {}),
      url: delivery.url,
      encabezados: delivery.headers,
      cuerpo: delivery.body,
      entrega: events.deliver ? {estado: 'pendiente'} : {estado: 'sin enviar', detalle: NOT_SENT_IN_BROWSER},
      ...(resentFrom === undefined ? {} : {reenvioDe: resentFrom}),
    }) as WebhookEntry;
    events.deliver?.(entry);
    return entry;
  }

  /** A validation result of the person recorded with the chosen status, shaped as the documented results. */
  function recordValidation(personId: string, outcome: keyof typeof VALIDATION_STATUS): Resource {
    const example = store.list('people', '/validation-results')[0] ?? {};
    const validation = store.list('people', '/validations')[0];
    const id = globalThis.crypto.randomUUID();
    const now = iso(example.created_at);
    const result: Resource = {
      ...example,
      id,
      model_type: 'person',
      model_id: personId,
      validation_id: validation?.id ?? example.validation_id,
      status: VALIDATION_STATUS[outcome],
      content: null,
      metadata: null,
      error: null,
      retries: 0,
      executed_at: now,
      created_at: now,
      updated_at: now,
    };
    return store.insert('people', '/validation-results', id, result, true);
  }

  const personResults = (personId: string) =>
    store.list('people', '/validation-results').filter((result) => result.model_type === 'person' && String(result.model_id) === personId);

  function finishResult(result: Resource, outcome: keyof typeof VALIDATION_STATUS): void {
    const now = iso(result.updated_at);
    store.update('people', '/validation-results', String(result.id), {
      status: VALIDATION_STATUS[outcome],
      executed_at: now,
      updated_at: now,
    });
  }

  function advanceValidation(id: string, outcome: keyof typeof VALIDATION_STATUS): string {
    const result = store.find('people', '/validation-results', id);
    if (result) {
      finishResult(result, outcome);
      return `El resultado de validación ${id} quedó en status ${VALIDATION_STATUS[outcome]} (${outcome}).`;
    }
    if (!store.find('people', '/people', id))
      throw new OutcomeError(`No hay una persona ni un resultado de validación con id ${id} en el simulador.`, 404);
    const results = personResults(id);
    if (results.length === 0) {
      const recorded = recordValidation(id, outcome);
      return `La persona ${id} tiene un resultado de validación nuevo, ${recorded.id}, en status ${VALIDATION_STATUS[outcome]} (${outcome}).`;
    }
    for (const each of results) finishResult(each, outcome);
    return `Los ${results.length} resultados de validación de la persona ${id} quedaron en status ${VALIDATION_STATUS[outcome]} (${outcome}).`;
  }

  /** An armed validation outcome, taken when the person's validations run. */
  function onRequestOutcome(api: string, valid: ValidRequest, context: TriggerContext): void {
    if (api !== 'people') return;
    const id = Object.values(valid.params)[0];
    if (valid.operation.operationId === 'runPersonValidations' && id) {
      const outcome = context.takeArmed('validacion', id) as keyof typeof VALIDATION_STATUS | undefined;
      if (outcome) advanceValidation(id, outcome);
    }
    if (valid.operation.operationId === 'runValidationResult' && id) {
      const result = store.find('people', '/validation-results', id);
      const outcome = result && (context.takeArmed('validacion', String(result.model_id)) as keyof typeof VALIDATION_STATUS | undefined);
      if (result && outcome) finishResult(result, outcome);
    }
  }

  function advanceWorkflow(uuid: string, tipo: 'paso' | 'workflow', status: string, stepName?: string): string {
    const workflow = store.find('workflows', '/workflows', uuid);
    if (!workflow) throw new OutcomeError(`No hay un workflow con uuid ${uuid} en el simulador.`, 404);
    const now = iso(workflow.updated_at);
    if (tipo === 'workflow') {
      store.update('workflows', '/workflows', uuid, {status, updated_at: now});
      return `El workflow ${uuid} quedó en «${status}».`;
    }
    const steps = Array.isArray(workflow.steps) ? (workflow.steps as Resource[]) : [];
    if (!stepName)
      throw new OutcomeError(`Falta paso: la clave o el uuid de un paso del workflow (${steps.map((step) => step.step).join(', ')}).`);
    const index = steps.findIndex((step) => step.uuid === stepName || step.step === stepName);
    if (index < 0)
      throw new OutcomeError(
        `El workflow ${uuid} no tiene el paso «${stepName}»; sus pasos son: ${steps.map((step) => step.step).join(', ') || 'ninguno'}.`,
        404,
      );
    const changed = steps.map((step, position) => (position === index ? {...step, status, updated_at: iso(step.updated_at)} : step));
    store.update('workflows', '/workflows', uuid, {steps: changed, updated_at: now});
    return `El paso «${steps[index].step}» del workflow ${uuid} quedó en «${status}».`;
  }

  store.onResourceChange = (change: StoreChange) => {
    const triggers = byChange.get(`${change.api} ${change.kind} ${change.model}`);
    if (!triggers) return;
    const context = contextOf(change.api);
    for (const trigger of triggers) send(change.api, trigger, trigger.fire({change}, context));
  };
  return events;
}

export type {LogEntry as SandboxLogEntry};
