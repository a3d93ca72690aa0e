/**
 * A fresh store holds the resources of the documented examples, so every sample on the pages and in the
 * collections works unchanged: each resource any success example of the API shows (a model's resource is told by
 * its fields, those of the model's own read example), under its own id, plus a copy of the model's example under
 * each id the code samples send in its paths (the same value the samples compute, engine/sampleValue.ts).
 */
import {resolve} from '../engine/refs';
import {parameterSample} from '../engine/sampleValue';
import {HTTP_METHODS} from '../engine/operations';
import type {SpecDocument, SpecNode} from '../engine/types';
import {successExample, type ResourceModel} from './models';
import {resourceIn, type Resource} from './shapes';
import type {Store} from './store';

const signature = (resource: Resource) => Object.keys(resource).sort().join(',');

function* objectsIn(value: unknown): Generator<Resource> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (value !== null && typeof value === 'object') {
    yield value as Resource;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

function* operationsOf(spec: SpecDocument): Generator<{path: string; pathItem: SpecNode; operation: SpecNode}> {
  for (const [path, raw] of Object.entries<SpecNode>(spec.paths ?? {})) {
    const pathItem = resolve(spec, raw) ?? {};
    for (const method of HTTP_METHODS) if (pathItem[method]) yield {path, pathItem, operation: pathItem[method]};
  }
}

/**
 * The seeding as small steps, one per model, so a browser can run them in idle moments (the console does, after
 * «Probar»); running them all in order is the whole seeding.
 */
export function seedSteps(store: Store, api: string, spec: SpecDocument, models: ResourceModel[]): Array<() => void> {
  let examples: unknown[] | undefined;
  const examplesOf = () => (examples ??= [...operationsOf(spec)].map(({operation}) => successExample(spec, operation)));
  return models.map((model) => () => seedModel(store, api, spec, model, examplesOf()));
}

export function seedStore(store: Store, api: string, spec: SpecDocument, models: ResourceModel[]): void {
  for (const step of seedSteps(store, api, spec, models)) step();
}

function seedModel(store: Store, api: string, spec: SpecDocument, model: ResourceModel, examples: unknown[]): void {
  const item = resolve(spec, spec.paths?.[model.item]) ?? {};
  const own = resourceIn(successExample(spec, item.get ?? item.put), model.idField);
  if (!own) return;
  const shape = signature(own);
  store.insert(api, model.collection, String(own[model.idField]), own);
  for (const value of examples)
    for (const candidate of objectsIn(value)) {
      const id = candidate[model.idField];
      if (id === undefined || id === null || signature(candidate) !== shape) continue;
      if (!store.find(api, model.collection, String(id))) store.insert(api, model.collection, String(id), candidate);
    }
  // The ids the samples send in the model's paths (`/people/{id}`, `/people/{id}/validations`…).
  for (const {path, pathItem, operation} of operationsOf(spec)) {
    if (path !== model.item && !path.startsWith(`${model.item}/`)) continue;
    const parameter = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]
      .map((raw: SpecNode) => resolve(spec, raw))
      .find((candidate: SpecNode) => candidate?.in === 'path' && candidate.name === model.param);
    if (!parameter) continue;
    const sample = parameterSample(spec, parameter);
    if (sample === undefined || sample === null || store.find(api, model.collection, String(sample))) continue;
    store.insert(api, model.collection, String(sample), {...own, [model.idField]: model.idType === 'integer' ? Number(sample) : sample});
  }
}
