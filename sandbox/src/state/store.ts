/**
 * The sandbox's memory: the resources of each API's models, in the order they were created, with one small
 * query surface (create, find, findBy, list, update, remove), as mswjs/data keeps its models. It serialises to
 * plain JSON and restores from it; where it is kept (a tab's sessionStorage, a file of `--estado`) is the
 * transport's business.
 */
import type {Resource} from './shapes';

/** The most resources one model keeps; past it the oldest one is dropped (the sandbox page says so). */
export const MAX_RESOURCES_PER_MODEL = 2000;

/** What a saved store starts with, so a file of something else is refused. */
export const STATE_FORMAT = 'identia-sandbox-estado';
export const STATE_VERSION = 1;

export interface SavedState {
  formato: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  /** api → model (collection path) → resources, oldest first. */
  recursos: Record<string, Record<string, Resource[]>>;
  /** Resources created through the API (not seeded from the examples), oldest first: `api model id`. */
  creados: string[];
  /** The simulator's clock, armed outcomes and event log (absent in a file saved before events existed). */
  simulador?: Record<string, unknown>;
}

export class StateError extends Error {}

const keyOf = (api: string, model: string) => `${api} ${model}`;

export interface CreatedEntry {
  api: string;
  model: string;
  id: string;
}

/**
 * A change the store made, as the events layer hears it: a resource created through the API, or a stored one
 * changed. Seeding, restoring and clearing are not changes of a resource and are not heard.
 */
export type StoreChange =
  | {kind: 'created'; api: string; model: string; id: string; after: Resource}
  | {kind: 'updated'; api: string; model: string; id: string; before: Resource; after: Resource};

export class Store {
  private readonly models = new Map<string, Map<string, Resource>>();
  /** `api model id` → the entry, in creation order (a Map: dropping one is not a scan). */
  private created = new Map<string, CreatedEntry>();
  /** Called after every change (the browser saves the tab's store then). */
  onChange?: () => void;
  /** The events layer's ear (events/): told of each resource created through the API and each update. */
  onResourceChange?: (change: StoreChange) => void;
  /**
   * What the simulator keeps besides the resources (its clock, the outcomes armed, the event log), saved and
   * restored with them under `simulador`; the events layer owns its shape.
   */
  simulator: Record<string, unknown> = {};

  private bucket(api: string, model: string): Map<string, Resource> {
    const key = keyOf(api, model);
    let bucket = this.models.get(key);
    if (!bucket) this.models.set(key, (bucket = new Map()));
    return bucket;
  }

  has(api: string, model: string): boolean {
    return this.models.has(keyOf(api, model));
  }

  /** Adds a resource; `byApi` marks it as created through the API (listed in the console's panel). */
  insert(api: string, model: string, id: string, resource: Resource, byApi = false): Resource {
    const bucket = this.bucket(api, model);
    bucket.delete(id);
    bucket.set(id, resource);
    if (bucket.size > MAX_RESOURCES_PER_MODEL) {
      const oldest = bucket.keys().next().value as string;
      bucket.delete(oldest);
      this.created.delete(`${api} ${model} ${oldest}`);
    }
    if (byApi) this.created.set(`${api} ${model} ${id}`, {api, model, id});
    this.onChange?.();
    if (byApi) this.onResourceChange?.({kind: 'created', api, model, id, after: resource});
    return resource;
  }

  find(api: string, model: string, id: string): Resource | undefined {
    return this.models.get(keyOf(api, model))?.get(id);
  }

  findBy(api: string, model: string, field: string, value: unknown): Resource | undefined {
    return this.list(api, model).find((resource) => String(resource[field]) === String(value));
  }

  /** How many resources a model holds. */
  size(api: string, model: string): number {
    return this.models.get(keyOf(api, model))?.size ?? 0;
  }

  /** `count` resources from position `start`, in creation order, without copying the rest (a page of a list). */
  range(api: string, model: string, start: number, count: number): Resource[] {
    const page: Resource[] = [];
    let index = 0;
    for (const resource of this.models.get(keyOf(api, model))?.values() ?? []) {
      if (index >= start + count) break;
      if (index++ >= start) page.push(resource);
    }
    return page;
  }

  list(api: string, model: string): Resource[] {
    return [...(this.models.get(keyOf(api, model))?.values() ?? [])];
  }

  update(api: string, model: string, id: string, changes: Resource): Resource | undefined {
    const bucket = this.models.get(keyOf(api, model));
    const current = bucket?.get(id);
    if (!bucket || !current) return undefined;
    const next = {...current, ...changes};
    bucket.set(id, next);
    this.onChange?.();
    this.onResourceChange?.({kind: 'updated', api, model, id, before: current, after: next});
    return next;
  }

  remove(api: string, model: string, id: string): boolean {
    const removed = this.models.get(keyOf(api, model))?.delete(id) ?? false;
    if (removed) {
      this.created.delete(`${api} ${model} ${id}`);
      this.onChange?.();
    }
    return removed;
  }

  /** What was created through the API, oldest first (the console's panel, `identia-sandbox estado`). */
  createdEntries(): CreatedEntry[] {
    return [...this.created.values()];
  }

  clear(): void {
    this.models.clear();
    this.created.clear();
    this.simulator = {};
    this.onChange?.();
  }

  save(): SavedState {
    const recursos: SavedState['recursos'] = {};
    for (const [key, bucket] of this.models) {
      const [api, model] = key.split(' ');
      (recursos[api] ??= {})[model] = [...bucket.values()];
    }
    return {
      formato: STATE_FORMAT,
      version: STATE_VERSION,
      recursos,
      creados: [...this.created.keys()],
      simulador: this.simulator,
    };
  }

  /**
   * Replaces the store with a saved one. `idFieldOf` tells each model's id field. A value that is not a saved
   * store of this version is refused with the reason, in Spanish, and the store is left as it was.
   */
  restore(saved: unknown, idFieldOf: (api: string, model: string) => string | undefined): void {
    const state = saved as Partial<SavedState> | null;
    if (typeof state !== 'object' || state === null || state.formato !== STATE_FORMAT)
      throw new StateError(`no es un estado del servidor de pruebas (falta "formato": "${STATE_FORMAT}")`);
    if (state.version !== STATE_VERSION)
      throw new StateError(`es de la versión ${JSON.stringify(state.version)} del estado; este servidor lee la ${STATE_VERSION}`);
    if (typeof state.recursos !== 'object' || state.recursos === null || !Array.isArray(state.creados))
      throw new StateError('le faltan "recursos" (un objeto) o "creados" (una lista)');
    const models = new Map<string, Map<string, Resource>>();
    for (const [api, byModel] of Object.entries(state.recursos)) {
      for (const [model, resources] of Object.entries(byModel ?? {})) {
        const idField = idFieldOf(api, model);
        if (!idField) throw new StateError(`nombra un recurso que este servidor no conoce: ${api} ${model}`);
        if (!Array.isArray(resources)) throw new StateError(`los recursos de ${api} ${model} no son una lista`);
        const bucket = new Map<string, Resource>();
        for (const resource of resources) {
          if (typeof resource !== 'object' || resource === null || (resource as Resource)[idField] === undefined)
            throw new StateError(`un recurso de ${api} ${model} no tiene "${idField}"`);
          bucket.set(String((resource as Resource)[idField]), resource as Resource);
        }
        models.set(keyOf(api, model), bucket);
      }
    }
    const created = state.creados.map((entry) => {
      const [api, model, id] = String(entry).split(' ');
      if (!api || !model || !id) throw new StateError(`una entrada de "creados" no dice «api modelo id»: ${JSON.stringify(entry)}`);
      return {api, model, id};
    });
    const simulator = state.simulador ?? {};
    if (typeof simulator !== 'object' || simulator === null || Array.isArray(simulator))
      throw new StateError('"simulador" no es un objeto');
    this.models.clear();
    for (const [key, bucket] of models) this.models.set(key, bucket);
    this.created = new Map(created.map((entry) => [`${entry.api} ${entry.model} ${entry.id}`, entry]));
    this.simulator = simulator;
    this.onChange?.();
  }
}
