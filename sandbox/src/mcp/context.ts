/**
 * What every tool receives: the engine's models of the eight APIs (the package's specs/), the
 * portal's data (data/), and the lookups several tools share (an API by id, an operation by its
 * operationId or by `METODO /ruta`).
 */
import type {ToolAnnotations} from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod/v4';
import {createSandbox, type SpecDocument} from '../engine';
import {createStatefulSandbox, type StatefulSandbox} from '../state';
import {BASE_URL_PATH} from '../engine/conventions';
import {OperationIndex} from '../engine/operations';
import {sendFiredWebhooks} from '../cli/firedWebhooks';
import {ToolInputError} from './answers';
import type {McpApi, McpData, McpOperation} from './data';

export interface McpModel {
  id: string;
  label: string;
  spec: SpecDocument;
}

export interface McpContext {
  models: readonly McpModel[];
  data: McpData;
  /** The package's version, as the server announces itself. */
  version: string;
  /** Sends a webhook (Node's fetch); a test may pass its own. */
  fetch?: typeof fetch;
}

/** One tool: its schema (the exact input it takes), an input that works (shown when one does not), and what it answers. */
export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: Input;
  example: z.input<Input>;
  annotations: ToolAnnotations;
  /** The answer as Markdown; a ToolInputError's message is the answer to a request it cannot serve. */
  run(input: z.output<Input>, context: McpContext): Promise<string> | string;
}

/** The choice of API a tool's schema offers: the ids of the models the package carries. */
export type ApiChoice = z.ZodEnum<Record<string, string>>;

export const defineTool = <Input extends z.ZodObject>(tool: ToolDefinition<Input>) => tool as unknown as ToolDefinition;

export const apiIds = (context: McpContext) => context.models.map((model) => model.id);

export function findApi(context: McpContext, id: string): McpApi {
  const api = context.data.index.apis.find((candidate) => candidate.id === id);
  if (!api) throw new ToolInputError(`API desconocida: «${id}». Las APIs son: ${apiIds(context).join(', ')}.`);
  return api;
}

export function findModel(context: McpContext, id: string): McpModel {
  const model = context.models.find((candidate) => candidate.id === id);
  if (!model) throw new ToolInputError(`API desconocida: «${id}». Las APIs son: ${apiIds(context).join(', ')}.`);
  return model;
}

const statefulSandboxes = new WeakMap<readonly McpModel[], StatefulSandbox>();

/** The sandbox with its store that `llamar` calls and `ver_estado`/`borrar_estado` read: one per server, in memory. */
export function statefulOf(context: McpContext): StatefulSandbox {
  let sandbox = statefulSandboxes.get(context.models);
  if (!sandbox) {
    sandbox = createStatefulSandbox(createSandbox(context.models.map(({id, spec}) => ({id, spec}))));
    // The webhooks its calls fire are sent to the integrator's receivers, as the local server sends them.
    sendFiredWebhooks(sandbox, {fetch: context.fetch});
    statefulSandboxes.set(context.models, sandbox);
  }
  return sandbox;
}

/** What a server URL adds after API_BASE_URL (`/onboarding`): a path may come with it. */
export const basePathsOf = (model: McpModel) =>
  [...new Set((model.spec.servers ?? []).map((server) => String(server?.[BASE_URL_PATH] ?? '')).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );

/**
 * `/onboarding/people?x=1` → `/people`: the path under the API's server, without query or fragment.
 * The base path is dropped only when what follows is one of the API's paths (or when neither is).
 */
export function specPathOf(model: McpModel, route: string): string {
  const pathname = route.split(/[?#]/)[0] || '/';
  const base = basePathsOf(model).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (!base) return pathname;
  const stripped = pathname.slice(base.length) || '/';
  const index = new OperationIndex(model.spec);
  return index.match(stripped) || !index.match(pathname) ? stripped : pathname;
}

export interface FoundOperation {
  api: McpApi;
  operation: McpOperation;
}

const REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/\S*)$/i;
const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function byRequestLine(context: McpContext, apis: McpApi[], method: string, route: string): FoundOperation[] {
  return apis.flatMap((api) => {
    const model = findModel(context, api.id);
    const template = new OperationIndex(model.spec).match(specPathOf(model, route))?.template;
    const operation = api.operations.find(
      (candidate) => candidate.kind === 'operation' && candidate.method === method.toUpperCase() && candidate.path === template,
    );
    return operation ? [{api, operation}] : [];
  });
}

function byName(apis: McpApi[], name: string): FoundOperation[] {
  const webhook = name.replace(/^webhook\s+/i, '');
  const all = apis.flatMap((api) => api.operations.map((operation) => ({api, operation})));
  const exact = all.filter(({operation}) => operation.operationId === name || (operation.kind === 'webhook' && operation.path === webhook));
  if (exact.length > 0) return exact;
  // `createperson`, `create-person` (the page's slug), `CreatePerson`: the same operation.
  return all.filter(
    ({operation}) =>
      folded(operation.operationId) === folded(name) || (operation.kind === 'webhook' && folded(operation.path) === folded(webhook)),
  );
}

/** Edits between two short texts (Levenshtein): how far an asked name is from an operationId. */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The operations closest to what was asked (by operationId, or by path for `METODO /ruta`): suggestions for a name that matches none. */
function near(apis: McpApi[], asked: string, byPath: boolean): string[] {
  const wanted = byPath ? asked.toLowerCase() : folded(asked);
  return apis
    .flatMap((api) => api.operations.map((operation) => ({api, operation})))
    .map(({api, operation}) => {
      const candidate = byPath ? operation.path.toLowerCase() : folded(operation.operationId);
      return {api, operation, score: distance(wanted, candidate) / Math.max(wanted.length, candidate.length)};
    })
    .filter(({score}) => score <= 0.5)
    .sort((a, b) => a.score - b.score)
    .slice(0, 5)
    .map(({api, operation}) => `\`${operation.operationId}\` (${api.id}, ${operation.method} ${operation.path})`);
}

/**
 * The operation (or webhook) named by its operationId (`createPerson`), its page's slug, its
 * webhook's name, or `METODO /ruta` (the spec's template or a concrete path, with or without the
 * API's base path), in one API or in all.
 */
export function findOperation(context: McpContext, asked: string, apiId?: string): FoundOperation {
  const text = asked.trim();
  const apis = apiId ? [findApi(context, apiId)] : context.data.index.apis;
  const line = REQUEST_LINE.exec(text);
  const found = line ? byRequestLine(context, apis, line[1]!, line[2]!) : byName(apis, text);
  if (found.length === 1) return found[0]!;
  if (found.length > 1)
    throw new ToolInputError(
      `«${text}» existe en varias APIs (${found.map(({api}) => api.id).join(', ')}): indica cuál con «api», por ejemplo {"operacion": ${JSON.stringify(text)}, "api": "${found[0]!.api.id}"}.`,
    );
  const where = apiId ? ` en la API ${apiId}` : '';
  const suggestions = near(apis, line ? line[2]!.split(/[?#]/)[0]! : text, Boolean(line));
  throw new ToolInputError(
    [
      `No hay ninguna operación «${text}»${where}.`,
      line
        ? 'Escribe el método y la ruta como en la referencia (`POST /people`, `GET /people/{id}`) o con valores (`GET /people/9b2f…`).'
        : 'Escribe su operationId (`createPerson`) o el método y la ruta (`POST /people`).',
      suggestions.length > 0 ? `Parecidas: ${suggestions.join('; ')}.` : 'Búscala con la herramienta «buscar».',
    ].join(' '),
  );
}

/** `https://docs…/docs/api/people/create-person`: a path on the portal as a link. */
export const portalUrl = (context: McpContext, sitePath: string) => `${context.data.index.portal.replace(/\/+$/, '')}${sitePath}`;
