/**
 * The sandbox's state layer: between the contract engine (below, a pure function from a request to the contract's
 * verdict) and the transports (above: the browser's console, the CLI's server, the MCP server's `llamar`). A request
 * goes down once: the engine judges it; a fault or a scenario is answered as the engine answers it; a valid request
 * is answered from the store. Like the engine, it imports nothing from Node.
 */
import {routeOf, type Sandbox} from '../engine/router';
import type {SandboxRequest, SandboxResponse} from '../engine/types';
import {createApiState, type ApiState} from './apiState';
import {createEvents, type SandboxEvents} from './events';
import {RULE_COLLECTIONS} from './lifecycles';
import {Store, type CreatedEntry} from './store';

export {Store, StateError, MAX_RESOURCES_PER_MODEL, STATE_FORMAT, STATE_VERSION, type SavedState, type CreatedEntry} from './store';
export {LIFECYCLE_RULES, type LifecycleRule} from './lifecycles';
export {EXCEPTIONS} from './exceptions';
export {deriveModels, type ResourceModel} from './models';
export {DEFAULT_PAGE_SIZE, pageSize} from './paging';
export * from './events';

export interface StatefulSandbox extends Sandbox {
  store: Store;
  /** Its webhooks, chosen outcomes, clock and log (events/). */
  events: SandboxEvents;
  /** Empties the store and puts the documented examples' resources back. */
  reset(): void;
  /** Replaces the store with a saved one (refused with a StateError in Spanish, the store unchanged). */
  restore(saved: unknown): void;
  /** A request to one API, its path under the API's server (`/people/…`), as the MCP server's `llamar` sends it. */
  handleApi(api: string, request: SandboxRequest): SandboxResponse;
  /**
   * The seeding still to do, a model per step (a browser runs them in idle moments); a request first runs what is
   * left, so an answer never comes from a half-seeded store.
   */
  pendingSeed(): Array<() => void>;
  /** The id of the last resource created through the API that an operation's path takes (the console fills it in). */
  lastCreated(api: string, method: string, path: string): {param: string; id: string} | undefined;
  /** The model a stored resource belongs to, for the panels: `people /people`. */
  modelOf(api: string, collection: string): ApiState['models'][number] | undefined;
}

export interface StatefulOptions {
  store?: Store;
  /** The machine's clock under the simulator's (tests give a fixed one); the integrator advances the simulator's. */
  clock?: () => Date;
  /**
   * When to put the documented examples' resources in the store: `now`; `later`, a model per step, run by the caller
   * in idle moments (pendingSeed) or all before the first request; or never (`false`: the caller restores a store).
   */
  seed?: 'now' | 'later' | false;
}

export function createStatefulSandbox(
  sandbox: Sandbox,
  {store = new Store(), clock = () => new Date(), seed = 'now'}: StatefulOptions = {},
): StatefulSandbox {
  const events = createEvents(store, sandbox.apis, clock);
  const states = new Map([...sandbox.apis].map(([id, api]) => [id, createApiState(api, {store, clock: events.clock.now})]));
  let pending: Array<() => void> = [];
  const runPending = () => {
    while (pending.length > 0) pending.shift()!();
  };
  const seedAll = () => {
    pending = [...states.values()].flatMap((state) => state.seedSteps());
  };
  if (seed) seedAll();
  if (seed === 'now') runPending();
  function handleApi(id: string, request: SandboxRequest): SandboxResponse {
    runPending();
    const api = sandbox.apis.get(id);
    if (!api) throw new Error(`API desconocida: ${id}`);
    const evaluation = api.evaluate(request);
    if (evaluation.kind === 'answer') {
      // A fault or a scenario changes nothing: only logged.
      events.recordRequest(id, request, evaluation.response);
      return evaluation.response;
    }
    const success = () => {
      const documented = evaluation.success();
      return {...documented, headers: {...documented.headers, ...evaluation.extraHeaders}};
    };
    const fired = events.hold();
    try {
      const answer = states.get(id)?.answer(evaluation) ?? success();
      events.recordRequest(id, request, answer);
      if (answer.status < 300) events.afterRequest(id, evaluation);
      return answer;
    } finally {
      fired.release();
    }
  }
  const modelOf = (api: string, collection: string) => states.get(api)?.models.find((model) => model.collection === collection);
  return {
    apis: sandbox.apis,
    routes: sandbox.routes,
    store,
    events,
    modelOf,
    reset() {
      store.clear();
      seedAll();
      runPending();
    },
    pendingSeed() {
      return pending.map((step) => () => {
        const index = pending.indexOf(step);
        if (index >= 0) pending.splice(index, 1);
        step();
      });
    },
    lastCreated(api, method, path) {
      const found = states.get(api)?.bindingOf(method, path);
      if (!found || found.binding.verb === 'list' || found.binding.verb === 'create' || found.binding.verb === 'lookup') return undefined;
      const entry = store
        .createdEntries()
        .reverse()
        .find((candidate) => candidate.api === api && candidate.model === found.model.collection);
      return entry ? {param: found.model.param, id: entry.id} : undefined;
    },
    restore(saved) {
      // `#tokens`, `#codigos`: the lifecycles' own records, kept with the store; `/files`, a lifecycle's collection.
      store.restore(saved, (api, collection) =>
        collection.startsWith('#')
          ? 'id'
          : (modelOf(api, collection)?.idField ??
            RULE_COLLECTIONS.find((candidate) => candidate.api === api && candidate.collection === collection)?.idField),
      );
    },
    handleApi,
    handle(request: SandboxRequest): SandboxResponse {
      const route = routeOf(request.path, sandbox.routes, sandbox.defaultApi);
      if (!route || !sandbox.apis.has(route.api)) return sandbox.handle(request);
      return handleApi(route.api, {...request, path: route.path});
    },
  };
}

/** What the panels list: each resource created through the API, newest first, with its model. */
export function createdResources(sandbox: StatefulSandbox): Array<CreatedEntry & {resource: Record<string, unknown>}> {
  return sandbox.store
    .createdEntries()
    .reverse()
    .flatMap((entry) => {
      const resource = sandbox.store.find(entry.api, entry.model, entry.id);
      return resource ? [{...entry, resource}] : [];
    });
}

export {CONTROL_PATH, controlAnswer, isControlPath, stateSummary, type StateSummary} from './control';
export {CLOCK_PATH, CONTROL_ROOT, EVENTS_PATH, OUTCOMES_PATH} from './eventsControl';
