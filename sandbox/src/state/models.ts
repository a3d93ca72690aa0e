/**
 * The resources of one API, read from its published spec the way mswjs/data declares models: a collection path
 * (`/people`) with GET or POST and an item path under it (`/people/{id}`) make a model, and each operation of the
 * spec is bound to one verb of it (create, list, read, update, delete, or an action on an item). The id field and
 * its type come from the item's documented example and schema. A path that does not reveal what it does is listed
 * in the registry of exceptions (exceptions.ts), and only there.
 */
import {resolve} from '../engine/refs';
import {responseExamples} from '../engine/engine';
import {HTTP_METHODS} from '../engine/operations';
import type {SpecDocument, SpecNode} from '../engine/types';
import {EXCEPTIONS, type Binding} from './exceptions';
import {resourceIn} from './shapes';

export type IdType = 'uuid' | 'integer' | 'string';

export interface ResourceModel {
  api: string;
  /** The collection path, which names the model in the store: `/people`. */
  collection: string;
  /** The item path: `/people/{id}`. */
  item: string;
  /** The item path's parameter: `id`. */
  param: string;
  /** The field that holds the id in the resource: `id`, `uuid`, `sha256`. */
  idField: string;
  idType: IdType;
}

export interface ApiModels {
  models: ResourceModel[];
  /** `post /people` → its binding. */
  bindings: Map<string, Binding>;
}

export const operationKey = (method: string, path: string) => `${method.toLowerCase()} ${path}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const methodsOf = (pathItem: SpecNode) => HTTP_METHODS.filter((method) => pathItem?.[method]);

function idTypeOf(spec: SpecDocument, param: SpecNode, example: unknown): IdType {
  const schema = resolve(spec, param?.schema) ?? {};
  const types = [schema.type].flat();
  if (types.includes('integer') || typeof example === 'number') return 'integer';
  if (schema.format === 'uuid' || (typeof example === 'string' && UUID.test(example))) return 'uuid';
  return 'string';
}

function pathParameter(spec: SpecDocument, pathItem: SpecNode, operation: SpecNode, name: string): SpecNode {
  return [...(pathItem.parameters ?? []), ...(operation?.parameters ?? [])]
    .map((raw: SpecNode) => resolve(spec, raw))
    .find((parameter: SpecNode) => parameter?.in === 'path' && parameter.name === name);
}

/** The documented success example of an operation (its first 2xx), if any. */
export function successExample(spec: SpecDocument, operation: SpecNode): unknown {
  const status = Object.keys(operation?.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  return status ? responseExamples(spec, operation, status)[0]?.value : undefined;
}

/** The models of one API and the binding of each operation that works on one. */
export function deriveModels(api: string, spec: SpecDocument): ApiModels {
  const paths = spec.paths ?? {};
  const models: ResourceModel[] = [];
  const exceptions = EXCEPTIONS.filter((exception) => exception.api === api);
  const itemOf = new Map(exceptions.flatMap((exception) => (exception.kind === 'item' ? [[exception.item, exception.collection]] : [])));

  for (const [template, rawItem] of Object.entries<SpecNode>(paths)) {
    const item = resolve(spec, rawItem) ?? {};
    const last = /\/\{([^}]+)\}$/.exec(template);
    if (!last) continue;
    const collection = itemOf.get(template) ?? template.slice(0, last.index);
    const collectionItem = resolve(spec, paths[collection]);
    if (!collectionItem || methodsOf(collectionItem).length === 0) continue;
    const read = item.get ?? item.put ?? item.delete;
    const example = resourceIn(successExample(spec, read) ?? successExample(spec, collectionItem.get), undefined);
    const param = last[1];
    const candidates = [param, 'id', 'uuid'];
    const idField = candidates.find((field) => example && field in example) ?? (param === 'uuid' ? 'uuid' : 'id');
    const parameter = pathParameter(spec, item, read, param);
    models.push({api, collection, item: template, param, idField, idType: idTypeOf(spec, parameter, example?.[idField])});
  }

  const bindings = new Map<string, Binding>();
  for (const model of models) {
    const collectionItem = resolve(spec, paths[model.collection]) ?? {};
    if (collectionItem.get) bindings.set(operationKey('get', model.collection), {verb: 'list', model: model.collection});
    if (collectionItem.post) bindings.set(operationKey('post', model.collection), {verb: 'create', model: model.collection});
    const item = resolve(spec, paths[model.item]) ?? {};
    if (item.get) bindings.set(operationKey('get', model.item), {verb: 'read', model: model.collection});
    for (const method of ['put', 'patch'] as const)
      if (item[method]) bindings.set(operationKey(method, model.item), {verb: 'update', model: model.collection});
    if (item.delete) bindings.set(operationKey('delete', model.item), {verb: 'delete', model: model.collection});
    // `/documents/{id}/sign`: an action on one item, which must exist.
    for (const [template, rawAction] of Object.entries<SpecNode>(paths)) {
      if (!template.startsWith(`${model.item}/`)) continue;
      for (const method of methodsOf(resolve(spec, rawAction)))
        bindings.set(operationKey(method, template), {verb: 'action', model: model.collection});
    }
  }
  for (const exception of exceptions) if (exception.kind === 'binding') bindings.set(exception.operation, exception.binding);
  return {models, bindings};
}
