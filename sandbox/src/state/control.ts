/**
 * The reserved control path, outside every API's paths: `GET /__identia/estado` tells what the store holds (how
 * many resources per model, and what was created through the API, newest first), `DELETE /__identia/estado`
 * empties it and puts the documented examples back. The local server answers it; the console and the MCP tools
 * read the same summary. Bad input changes nothing and is answered in Spanish.
 */
import type {SandboxRequest, SandboxResponse} from '../engine/types';
import {CLOCK_PATH, CONTROL_ROOT, EVENTS_PATH, eventsControlAnswer, OUTCOMES_PATH, refusal, reply} from './eventsControl';
import {createdResources, type StatefulSandbox} from './index';

export const CONTROL_PATH = `${CONTROL_ROOT}/estado`;
/** Every control path, for the 404 of one that does not exist. */
const CONTROL_PATHS = `${CONTROL_PATH} (GET ver, DELETE borrar), ${EVENTS_PATH}, ${CLOCK_PATH} y ${OUTCOMES_PATH}`;

export interface StateSummary {
  /** api → model → how many resources it holds. */
  recursos: Record<string, Record<string, number>>;
  /** Created through the API, newest first. */
  creados: Array<{api: string; modelo: string; id: string}>;
}

export function stateSummary(sandbox: StatefulSandbox, api?: string): StateSummary {
  const recursos: StateSummary['recursos'] = {};
  for (const [apiId, byModel] of Object.entries(sandbox.store.save().recursos)) {
    if (api && apiId !== api) continue;
    recursos[apiId] = Object.fromEntries(
      Object.entries(byModel)
        .filter(([model]) => !model.startsWith('#'))
        .map(([model, list]) => [model, list.length]),
    );
  }
  const creados = createdResources(sandbox)
    .filter((entry) => !api || entry.api === api)
    .map(({api: apiId, model, id}) => ({api: apiId, modelo: model, id}));
  return {recursos, creados};
}

export const isControlPath = (path: string) => {
  const pathname = path.split(/[?#]/)[0];
  return pathname === CONTROL_ROOT || pathname.startsWith(`${CONTROL_ROOT}/`);
};

/** The answer of a control path; the store changes only on a valid `DELETE` (and the events' own POSTs). */
export function controlAnswer(sandbox: StatefulSandbox, request: SandboxRequest): SandboxResponse {
  const [rawPathname, queryText = ''] = request.path.split('?');
  const pathname = rawPathname.replace(/\/$/, '');
  const query = new URLSearchParams(queryText);
  const events = eventsControlAnswer(sandbox, request, pathname, query);
  if (events) return events;
  if (pathname !== CONTROL_PATH) return refusal(404, `Las rutas de control son ${CONTROL_PATHS}; ${rawPathname} no existe.`);
  const unknown = [...query.keys()].filter((name) => name !== 'api');
  if (unknown.length > 0) return refusal(400, `Parámetro desconocido: ${unknown.join(', ')}. La ruta de control solo acepta api.`);
  const api = query.get('api') ?? undefined;
  if (api !== undefined && !sandbox.apis.has(api))
    return refusal(400, `API desconocida: «${api}». Las APIs son: ${[...sandbox.apis.keys()].join(', ')}.`);
  const method = request.method.toUpperCase();
  if (method === 'GET') return reply(200, stateSummary(sandbox, api));
  if (method === 'DELETE') {
    if (api !== undefined) return refusal(400, 'DELETE borra todo el estado; no lleva api.');
    sandbox.reset();
    return reply(200, {mensaje: 'Estado borrado: quedan solo los recursos de los ejemplos documentados.', ...stateSummary(sandbox)});
  }
  return refusal(405, `La ruta de control acepta GET y DELETE; se recibió ${method}.`, {allow: 'GET, DELETE'});
}
