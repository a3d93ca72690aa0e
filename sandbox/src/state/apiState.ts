/**
 * One API answered from the store. The engine below has already judged the request (a fault or a scenario never
 * reaches this layer); here a valid request is answered by its binding: a create stores what was sent, a read
 * answers the stored resource, a list pages the stored ones, an update changes one, a delete removes it, and an
 * action on an item first needs the item. Lifecycle rules (lifecycles/) refuse or change what the product spec
 * states. Every answer keeps the API's own envelope: the operation's success example with the stored resource in
 * the place of the example's.
 */
import type {ApiSandbox, ValidRequest} from '../engine/engine';
import {resolve} from '../engine/refs';
import {SOURCE_HEADER, type SandboxResponse, type SpecNode} from '../engine/types';
import type {Binding} from './exceptions';
import {RULE_COLLECTIONS, rulesOf, type LifecycleRule, type RuleContext} from './lifecycles';
import {deriveModels, operationKey, successExample, type ResourceModel} from './models';
import {pageSize} from './paging';
import {seedSteps} from './seed';
import {pageIn, resourceIn, resourcePath, withItems, withPage, withResource, type Resource} from './shapes';
import type {Store} from './store';

export interface ApiState {
  api: string;
  models: readonly ResourceModel[];
  /** The answer from the store, or undefined when the operation works on no model (the engine's answer stands). */
  answer(valid: ValidRequest): SandboxResponse | undefined;
  /** Puts the documented examples' resources in the store, a model per step. */
  seedSteps(): Array<() => void>;
  /** The model and verb an operation works on, if any. */
  bindingOf(method: string, path: string): {binding: Binding; model: ResourceModel} | undefined;
}

export interface StateOptions {
  store: Store;
  /** The simulator's clock. */
  clock: () => Date;
}

const TIMESTAMPS = new Set(['created_at', 'updated_at']);
const PAGING = new Set(['page', 'per_page']);

/** `2024-05-02T16:20:11.000000Z` or `2024-06-19T17:05:22Z`, as the API's own examples write them. */
function timestampLike(example: unknown, date: Date): string {
  const iso = date.toISOString();
  if (typeof example === 'string' && /\.\d{6}Z$/.test(example)) return iso.replace(/\.\d{3}Z$/, '.000000Z');
  if (typeof example === 'string' && /\.\d{3}Z$/.test(example)) return iso;
  return iso.replace(/\.\d{3}Z$/, 'Z');
}

/** The fields the request body could carry (its schema's properties, through allOf, anyOf and oneOf), per operation. */
const requestFieldsCache = new WeakMap<object, Set<string>>();
function requestFields(sandbox: ApiSandbox, valid: ValidRequest): Set<string> {
  const cached = requestFieldsCache.get(valid.operation.operation);
  if (cached) return cached;
  const fields = collectRequestFields(sandbox, valid);
  requestFieldsCache.set(valid.operation.operation, fields);
  return fields;
}

function collectRequestFields(sandbox: ApiSandbox, valid: ValidRequest): Set<string> {
  const spec = sandbox.spec;
  const fields = new Set<string>();
  const visit = (raw: SpecNode, depth = 0) => {
    const schema = resolve(spec, raw);
    if (!schema || depth > 5) return;
    for (const name of Object.keys(schema.properties ?? {})) fields.add(name);
    for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(part, depth + 1);
  };
  const content = resolve(spec, valid.operation.operation.requestBody)?.content ?? {};
  for (const media of Object.values<SpecNode>(content)) visit(resolve(spec, media)?.schema);
  return fields;
}

/** A structured example value with the example resource's own id (a signer's `fillable_elements[].signer_id`) made the new one's. */
function renamedIn(value: unknown, exampleId: unknown, id: string | number): unknown {
  // Only a text id, matched as a whole JSON string: an integer id would match digits of other numbers.
  if (typeof exampleId !== 'string') return value;
  const text = JSON.stringify(value);
  return text.includes(String(exampleId)) ? JSON.parse(text.split(JSON.stringify(exampleId)).join(JSON.stringify(id))) : value;
}

const bodyObject = (valid: ValidRequest): Resource =>
  valid.body !== null && typeof valid.body === 'object' && !Array.isArray(valid.body) ? (valid.body as Resource) : {};

export function createApiState(sandbox: ApiSandbox, {store, clock}: StateOptions): ApiState {
  const api = sandbox.id;
  const {models, bindings} = deriveModels(api, sandbox.spec);
  const byCollection = new Map(models.map((model) => [model.collection, model]));
  const rules = rulesOf(api);
  /** The fields of each model's example resource: a list's query parameter with one of these names filters. */
  const exampleFields = new Map(
    models.map((model) => {
      const item = sandbox.spec.paths?.[model.item] ?? {};
      return [model.collection, new Set(Object.keys(resourceIn(successExample(sandbox.spec, item.get ?? item.put), model.idField) ?? {}))];
    }),
  );
  /** Each model's own example id (its read example's), which the answers of its actions name. */
  const exampleIds = new Map(
    models.map((model) => {
      const item = sandbox.spec.paths?.[model.item] ?? {};
      return [model.collection, resourceIn(successExample(sandbox.spec, item.get ?? item.put), model.idField)?.[model.idField]];
    }),
  );

  // Per operation, computed once: the documented success example (never mutated: answers copy what they change)
  // and its status.
  const examples = new WeakMap<object, {value: unknown; status: number}>();
  const documentedSuccess = (valid: ValidRequest) => {
    let found = examples.get(valid.operation.operation);
    if (!found) {
      const statuses = Object.keys(valid.operation.operation.responses ?? {}).filter((code) => /^2\d\d$/.test(code));
      found = {value: successExample(sandbox.spec, valid.operation.operation), status: Number(statuses.sort()[0] ?? 200)};
      examples.set(valid.operation.operation, found);
    }
    return found;
  };
  const exampleOf = (valid: ValidRequest) => documentedSuccess(valid).value;
  const statusOf = (valid: ValidRequest) => documentedSuccess(valid).status;

  const json = (status: number, value: unknown, headers: Record<string, string> = {}): SandboxResponse => ({
    status,
    headers: {'content-type': 'application/json', ...headers, [SOURCE_HEADER]: 'estado'},
    body: JSON.stringify(value),
  });

  function newId(model: Pick<ResourceModel, 'idType'> & Partial<ResourceModel>): string | number {
    if (model.idType === 'integer' && model.collection && model.idField) {
      const {collection, idField} = model;
      return Math.max(0, ...store.list(api, collection).map((resource) => Number(resource[idField]) || 0)) + 1;
    }
    return globalThis.crypto.randomUUID();
  }

  function contextFor(valid: ValidRequest, model: ResourceModel | undefined, resource?: Resource): RuleContext {
    return {
      api,
      valid,
      store,
      resource,
      clock,
      now: () => timestampLike(resource?.updated_at ?? resource?.created_at, clock()),
      newId: (collection) => newId(byCollection.get(collection) ?? model ?? {idType: 'uuid'}),
      find: (collection, id) => store.find(api, collection, id),
      documented: (status, exampleName) => sandbox.documentedAnswer(valid.operation, status, exampleName),
      refuse: (field, reason) => sandbox.refusal(valid.operation, [{in: 'body', path: [field], rule: {kind: 'state', reason}}]),
      answer: (value) => json(statusOf(valid), value, valid.extraHeaders),
      answerResource: (stored, idField = model?.idField ?? 'id') => {
        const value = withResource(exampleOf(valid), idField, stored);
        return value === undefined ? valid.success() : json(statusOf(valid), value, valid.extraHeaders);
      },
      answerPage: (items, collection) => {
        const perPage = pageSize(api, collection);
        const current = Math.max(1, Number(valid.query.get('page') ?? 1) || 1);
        const start = (current - 1) * perPage;
        return pagedAnswer(valid, {current, perPage, total: items.length, slice: items.slice(start, start + perPage)});
      },
      successValue: () => {
        const value = exampleOf(valid);
        if (!model) return value;
        const exampleId = resourceIn(value, model.idField)?.[model.idField] ?? exampleIds.get(model.collection);
        if (exampleId === undefined || !resource) return value;
        // The example's own id, wherever it appears in the answer (a `document_url`), becomes the resource's.
        return JSON.parse(JSON.stringify(value).split(String(exampleId)).join(String(resource[model.idField])));
      },
    };
  }

  /** The success example with `resource` in the example's place; the engine's answer if the example holds none. */
  function answerWith(valid: ValidRequest, model: ResourceModel, resource: Resource): SandboxResponse {
    const value = withResource(exampleOf(valid), model.idField, resource);
    return value === undefined ? valid.success() : json(statusOf(valid), value, valid.extraHeaders);
  }

  const notFound = (valid: ValidRequest) => {
    const answer = sandbox.documentedAnswer(valid.operation, 404);
    return {...answer, headers: {...answer.headers, [SOURCE_HEADER]: 'estado'}};
  };

  /**
   * A field sent in the request may hold something else than the field of the same name in the answer (`steps`:
   * step names sent, step objects answered). Each such field, where the resource breaks the documented response
   * schema, takes `fallback`'s value instead: the example's at a create, the stored one at an update.
   */
  function fitted(valid: ValidRequest, model: ResourceModel, resource: Resource, fromRequest: Set<string>, fallback: Resource): Resource {
    // Only a structured value, or one of another type than the example's, can break the answer's schema: the
    // common create (text and numbers where the example has them) skips the check.
    const suspects = [...fromRequest].filter((field) => {
      const sent = resource[field];
      const documented = fallback[field];
      return (
        (sent !== null && typeof sent === 'object') ||
        (documented !== null && documented !== undefined && typeof sent !== typeof documented)
      );
    });
    if (suspects.length === 0) return resource;
    const example = exampleOf(valid);
    const slot = resourcePath(example, model.idField);
    const value = withResource(example, model.idField, resource);
    if (!slot || value === undefined) return resource;
    const broken = new Set(
      sandbox
        .responseIssues(valid.operation, statusOf(valid), value)
        .map((issue) => issue.path[slot.length])
        .filter((field): field is string => typeof field === 'string' && fromRequest.has(field)),
    );
    if (broken.size === 0) return resource;
    const repaired = {...resource};
    for (const field of broken) {
      if (field in fallback) repaired[field] = fallback[field];
      else delete repaired[field];
    }
    return repaired;
  }

  function create(valid: ValidRequest, model: ResourceModel, rule?: LifecycleRule, renames: Record<string, string> = {}): SandboxResponse {
    const example = resourceIn(exampleOf(valid), model.idField);
    if (!example) return valid.success();
    const sent = Object.fromEntries(Object.entries(bodyObject(valid)).map(([field, value]) => [renames[field] ?? field, value]));
    const given = new Set([...requestFields(sandbox, valid)].map((field) => renames[field] ?? field));
    const id = newId(model);
    const now = clock();
    let resource: Resource = {};
    const fromRequest = new Set<string>();
    for (const [field, value] of Object.entries(example)) {
      if (field === model.idField) resource[field] = id;
      else if (field in sent) {
        resource[field] = sent[field];
        fromRequest.add(field);
      } else if (given.has(field)) continue;
      else if (TIMESTAMPS.has(field)) resource[field] = timestampLike(value, now);
      else if (field.endsWith('_at')) resource[field] = null;
      else resource[field] = value !== null && typeof value === 'object' ? renamedIn(value, example[model.idField], id) : value;
    }
    resource = fitted(valid, model, resource, fromRequest, example);
    if (rule?.beforeCreate) resource = rule.beforeCreate(contextFor(valid, model, resource), resource);
    let created = store.insert(api, model.collection, String(id), resource, true);
    if (rule?.afterCreate) created = rule.afterCreate(contextFor(valid, model, created), created);
    return answerWith(valid, model, created);
  }

  function update(valid: ValidRequest, model: ResourceModel, current: Resource): SandboxResponse {
    const sent = bodyObject(valid);
    const changes: Resource = {};
    for (const [field, value] of Object.entries(sent)) if (field in current && field !== model.idField) changes[field] = value;
    if ('updated_at' in current) changes.updated_at = timestampLike(current.updated_at, clock());
    const next = fitted(valid, model, {...current, ...changes}, new Set(Object.keys(changes)), current);
    return answerWith(valid, model, store.update(api, model.collection, String(current[model.idField]), next)!);
  }

  function list(valid: ValidRequest, model: ResourceModel): SandboxResponse {
    const example = exampleOf(valid);
    const fields = exampleFields.get(model.collection) ?? new Set<string>();
    // A query parameter named after a field of the model's resource (`document_id`) keeps the resources with that value.
    const filters = [...valid.query.entries()].filter(([name]) => !PAGING.has(name) && fields.has(name));
    const matching = (resource: Resource) => filters.every(([name, value]) => String(resource[name]) === value);
    const page = pageIn(example);
    if (!page) {
      const value = withItems(example, store.list(api, model.collection).filter(matching));
      return value === undefined ? valid.success() : json(statusOf(valid), value, valid.extraHeaders);
    }
    const perPage = Number(valid.query.get('per_page') ?? pageSize(api, model.collection));
    const current = Math.max(1, Number(valid.query.get('page') ?? 1) || 1);
    const start = (current - 1) * perPage;
    const filtered = filters.length > 0 ? store.list(api, model.collection).filter(matching) : undefined;
    const total = filtered ? filtered.length : store.size(api, model.collection);
    const slice = filtered ? filtered.slice(start, start + perPage) : store.range(api, model.collection, start, perPage);
    return pagedAnswer(valid, {current, perPage, total, slice});
  }

  /** A page of resources in the operation's paging envelope (`current_page`, `data`, the page URLs…). */
  function pagedAnswer(
    valid: ValidRequest,
    {current, perPage, total, slice}: {current: number; perPage: number; total: number; slice: Resource[]},
  ): SandboxResponse {
    const example = exampleOf(valid);
    const page = pageIn(example);
    if (!page) return valid.success();
    const start = (current - 1) * perPage;
    const base = String(page.path ?? '');
    const url = (number: number) => `${base}?page=${number}`;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const paged: Record<string, unknown> = {
      ...page,
      current_page: current,
      data: slice,
      first_page_url: url(1),
      from: slice.length > 0 ? start + 1 : null,
      next_page_url: start + perPage < total ? url(current + 1) : null,
      per_page: perPage,
      prev_page_url: current > 1 ? url(current - 1) : null,
      to: slice.length > 0 ? start + slice.length : null,
    };
    if ('total' in page) paged.total = total;
    if ('last_page' in page) paged.last_page = lastPage;
    if ('last_page_url' in page) paged.last_page_url = url(lastPage);
    delete paged.links;
    return json(statusOf(valid), withPage(example, paged), valid.extraHeaders);
  }

  function onItem(valid: ValidRequest, model: ResourceModel, binding: Binding, rule?: LifecycleRule): SandboxResponse {
    const id = valid.params[binding.verb === 'lookup' ? binding.param : model.param];
    const resource =
      binding.verb === 'lookup' ? store.findBy(api, model.collection, binding.field, id) : store.find(api, model.collection, id);
    if (!resource) {
      // An action whose operation documents no 404 keeps the documented answer: nothing says how it fails.
      if (binding.verb === 'action' && !valid.operation.operation.responses?.['404']) return valid.success();
      return notFound(valid);
    }
    const context = contextFor(valid, model, resource);
    const refusal = rule?.refuse?.(context);
    if (refusal) return {...refusal, headers: {...refusal.headers, [SOURCE_HEADER]: 'estado'}};
    const applied = rule?.apply?.(context);
    if (applied) return {...applied, headers: {...applied.headers, [SOURCE_HEADER]: 'estado'}};
    switch (binding.verb) {
      case 'update':
        return update(valid, model, resource);
      case 'delete':
        store.remove(api, model.collection, String(resource[model.idField]));
        return {...valid.success(), headers: {...valid.success().headers, [SOURCE_HEADER]: 'estado', ...valid.extraHeaders}};
      case 'action': {
        const value = context.successValue();
        return json(statusOf(valid), value, valid.extraHeaders);
      }
      default:
        return answerWith(valid, model, resource);
    }
  }

  /** A rule on an operation that works on no model (the public signer's calls, the verification codes). */
  function unbound(valid: ValidRequest, rule: LifecycleRule): SandboxResponse | undefined {
    const context = contextFor(valid, undefined);
    const answer = rule.refuse?.(context) ?? rule.apply?.(context);
    return answer ? {...answer, headers: {...answer.headers, [SOURCE_HEADER]: 'estado'}} : undefined;
  }

  return {
    api,
    models,
    seedSteps: () => [
      ...seedSteps(store, api, sandbox.spec, models),
      ...RULE_COLLECTIONS.filter((collection) => collection.api === api).map((collection) => () => {
        const exampleOf = (operationId: string) => {
          const operation = sandbox.operations().find((candidate) => candidate.operationId === operationId);
          return operation ? successExample(sandbox.spec, operation.operation) : undefined;
        };
        for (const resource of collection.seed(exampleOf))
          if (!store.find(api, collection.collection, String(resource[collection.idField])))
            store.insert(api, collection.collection, String(resource[collection.idField]), resource);
      }),
    ],
    bindingOf(method, path) {
      const binding = bindings.get(operationKey(method, path));
      const model = binding ? byCollection.get(binding.model) : undefined;
      return binding && model ? {binding, model} : undefined;
    },
    answer(valid) {
      const binding = bindings.get(operationKey(valid.operation.method, valid.operation.path));
      const model = binding ? byCollection.get(binding.model) : undefined;
      const rule = valid.operation.operationId ? rules.get(valid.operation.operationId) : undefined;
      if (!binding || !model) return rule ? unbound(valid, rule) : undefined;
      switch (binding.verb) {
        case 'create':
          return create(valid, model, rule, binding.renames);
        case 'list':
          return list(valid, model);
        case 'upsert': {
          const key = bodyObject(valid)[binding.field];
          const existing = key === undefined ? undefined : store.findBy(api, model.collection, binding.field, key);
          return existing ? update(valid, model, existing) : create(valid, model, rule);
        }
        default:
          return onItem(valid, model, binding, rule);
      }
    },
  };
}
