/**
 * "Servidor simulado (en tu navegador)": the sandbox engine (sandbox/src/engine) run in the page on
 * the API's model (`/sandbox/<id>.json`, same origin), with the sandbox's state layer above it
 * (sandbox/src/state): what the reader creates in a tab is there on the next call, on every operation
 * page of the tab and after a reload, kept in the tab's sessionStorage (one entry per API). This module
 * and the model are loaded only when the console first uses the simulated server; nothing leaves the
 * browser.
 */
import {createSandbox, type ApiSandbox, type FormPart, type SandboxResponse} from '../../../sandbox/src/engine';
import {
  CLOCK_PATH,
  controlAnswer,
  createdResources,
  createStatefulSandbox,
  MAX_LOG_ENTRIES,
  OUTCOME_KINDS,
  OUTCOMES_PATH,
  type OutcomeChoice,
  type SandboxLogEntry,
  type StatefulSandbox,
} from '../../../sandbox/src/state';

interface Simulator {
  engine: ApiSandbox;
  state: StatefulSandbox;
}

const simulators = new Map<string, Promise<Simulator>>();

/** Where a tab keeps one API's store, and whether the reader turned the state off. */
export const stateKey = (serviceId: string) => `identia-sandbox-estado:${serviceId}`;
export const STATELESS_KEY = 'identia-sandbox-sin-estado';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Saved in an idle moment after a change, not in the task that answers the call. */
function keepInTab(serviceId: string, state: StatefulSandbox): void {
  let scheduled = false;
  const save = () => {
    scheduled = false;
    try {
      tabStorage()?.setItem(stateKey(serviceId), JSON.stringify(state.store.save()));
    } catch {
      // A full or blocked storage keeps the state for this page only.
    }
  };
  state.store.onChange = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(save);
    else window.setTimeout(save, 0);
  };
}

/** The engine and the tab's store of one API, its model fetched once per page. */
export function loadSimulator(serviceId: string, modelUrl: string): Promise<Simulator> {
  let loading = simulators.get(serviceId);
  if (!loading) {
    loading = fetch(modelUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`el modelo del simulador respondió ${response.status}`);
        return response.json();
      })
      .then((spec) => {
        const sandbox = createSandbox([{id: serviceId, spec}]);
        const saved = tabStorage()?.getItem(stateKey(serviceId));
        let state = createStatefulSandbox(sandbox, {seed: false});
        try {
          if (!saved) throw new Error('sin estado guardado');
          state.restore(JSON.parse(saved));
        } catch {
          // Nothing saved in this tab, or something this version does not read: a fresh store, seeded bit by bit.
          state = createStatefulSandbox(sandbox, {seed: 'later'});
        }
        keepInTab(serviceId, state);
        return {engine: sandbox.apis.get(serviceId)!, state};
      });
    loading.catch(() => simulators.delete(serviceId));
    simulators.set(serviceId, loading);
  }
  return loading;
}

/**
 * Work to do ahead of the first call, each step for an idle moment: the store's seeding (a model per step) and the
 * validators of one operation's requests.
 */
export async function preparationSteps(serviceId: string, modelUrl: string, operationId: string): Promise<Array<() => void>> {
  const {engine, state} = await loadSimulator(serviceId, modelUrl);
  return [() => engine.prepare(operationId), ...state.pendingSeed()];
}

export function isStateless(): boolean {
  return tabStorage()?.getItem(STATELESS_KEY) === '1';
}

export function setStateless(stateless: boolean): void {
  try {
    if (stateless) tabStorage()?.setItem(STATELESS_KEY, '1');
    else tabStorage()?.removeItem(STATELESS_KEY);
  } catch {
    // Blocked storage: the choice lasts until the page is left.
  }
}

export interface CreatedInTab {
  model: string;
  id: string;
  /** A few words to tell it apart (its `name`, `email`…), when it has them. */
  label?: string;
}

/** What the reader created in this tab with one API, newest first. */
export async function createdInTab(serviceId: string, modelUrl: string): Promise<CreatedInTab[]> {
  const {state} = await loadSimulator(serviceId, modelUrl);
  return createdResources(state).map(({model, id, resource}) => {
    const label = ['name', 'email', 'national_id', 'label'].map((field) => resource[field]).find((value) => typeof value === 'string');
    return {model, id, ...(typeof label === 'string' ? {label} : {})};
  });
}

/** «Borrar datos de prueba»: the tab's store back to the documented examples' resources. */
export async function clearTab(serviceId: string, modelUrl: string): Promise<void> {
  const {state} = await loadSimulator(serviceId, modelUrl);
  state.reset();
}

/** The id of the last resource of the kind an operation's path takes, created in this tab. */
export async function lastCreatedId(
  serviceId: string,
  modelUrl: string,
  method: string,
  path: string,
): Promise<{param: string; id: string} | undefined> {
  const {state} = await loadSimulator(serviceId, modelUrl);
  return state.lastCreated(serviceId, method, path);
}

export interface SimulatedRequest {
  method: string;
  /** The spec path with its query string (`/people?page=2`). */
  path: string;
  headers: Array<[string, string]>;
  body: {kind: 'none'} | {kind: 'json'; text: string} | {kind: 'form'; fields: Array<{name: string; value: string | File}>};
}

export async function simulate(serviceId: string, modelUrl: string, request: SimulatedRequest): Promise<SandboxResponse> {
  const {engine, state} = await loadSimulator(serviceId, modelUrl);
  let body: Parameters<ApiSandbox['handle']>[0]['body'] = {kind: 'none'};
  if (request.body.kind === 'json') body = {kind: 'text', text: request.body.text};
  if (request.body.kind === 'form') {
    const parts: FormPart[] = [];
    for (const field of request.body.fields) {
      parts.push(
        typeof field.value === 'string'
          ? {name: field.name, value: field.value}
          : {
              name: field.name,
              filename: field.value.name,
              contentType: field.value.type,
              data: new Uint8Array(await field.value.arrayBuffer()),
            },
      );
    }
    body = {kind: 'form', parts};
  }
  const sandboxRequest = {method: request.method, path: request.path, headers: Object.fromEntries(request.headers), body};
  return isStateless() ? engine.handle(sandboxRequest) : state.handleApi(serviceId, sandboxRequest);
}

export interface TabEvents {
  /** The log of this API in this tab, newest first. */
  entries: SandboxLogEntry[];
  /** How many entries the log keeps. */
  keeps: number;
  /** The simulator clock: its time and the minutes advanced. */
  now: string;
  advancedMinutes: number;
  /** The outcomes this API lets the reader choose (none for most APIs). */
  kinds: Array<{tipo: string; descripcion: string; objetivo: string; resultados: readonly string[]; preparar: boolean; avanzar: boolean}>;
  armed: Array<{tipo: string; id: string; resultado: string}>;
}

/** «Eventos de esta pestaña»: the requests of this API answered in the tab and the webhooks they fired. */
export async function eventsInTab(serviceId: string, modelUrl: string): Promise<TabEvents> {
  const {state} = await loadSimulator(serviceId, modelUrl);
  const {log, clock} = state.events;
  return {
    entries: log.since().reverse(),
    keeps: MAX_LOG_ENTRIES,
    now: clock.now().toISOString(),
    advancedMinutes: clock.advancedMinutes,
    kinds: OUTCOME_KINDS.filter((kind) => kind.api === serviceId).map(({quote: _quote, sinEleccion: _default, ...kind}) => kind),
    armed: state.events.armed().filter((entry) => entry.api === serviceId),
  };
}

/**
 * An outcome chosen or the clock advanced from the console, through the same control paths the local package answers
 * (state/eventsControl.ts): the same checks, the same Spanish messages. Answers what changed, or why nothing did.
 */
async function control(serviceId: string, modelUrl: string, path: string, body: unknown): Promise<{ok: boolean; message: string}> {
  const {state} = await loadSimulator(serviceId, modelUrl);
  const answer = controlAnswer(state, {
    method: 'POST',
    path,
    headers: {'content-type': 'application/json'},
    body: {kind: 'text', text: JSON.stringify(body)},
  });
  const parsed = JSON.parse(answer.body) as {mensaje?: string; error?: {mensaje?: string}};
  const ok = answer.status < 300;
  return {ok, message: (ok ? parsed.mensaje : parsed.error?.mensaje) ?? `El simulador respondió ${answer.status}.`};
}

export const chooseOutcome = (serviceId: string, modelUrl: string, action: 'preparar' | 'avanzar', choice: OutcomeChoice) =>
  control(serviceId, modelUrl, `${OUTCOMES_PATH}/${action}`, choice);

/** `minutes` as the reader typed it: the control path says what is wrong with it. */
export const advanceClock = (serviceId: string, modelUrl: string, minutes: number | string) =>
  control(serviceId, modelUrl, CLOCK_PATH, {minutos: minutes});
