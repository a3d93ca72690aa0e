/**
 * The reserved control path, outside every API's paths: `GET /__identia/estado` tells what the store holds (how
 * many resources per model, and what was created through the API, newest first), `DELETE /__identia/estado`
 * empties it and puts the documented examples back. The local server answers it; the console and the MCP tools
 * read the same summary. Bad input changes nothing and is answered in Spanish.
 */
import type {SandboxRequest, SandboxResponse} from '../engine/types';
import {createdResources, type StatefulSandbox} from './index';

export const CONTROL_PATH = '/__identia/estado';

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

const reply = (status: number, body: unknown, headers: Record<string, string> = {}): SandboxResponse => ({
  status,
  headers: {'content-type': 'application/json', 'x-identia-sandbox': 'control', ...headers},
  body: JSON.stringify(body),
});

const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  reply(status, {error: {codigo: 'control_invalido', mensaje: message}}, headers);

export const isControlPath = (path: string) => {
  const pathname = path.split(/[?#]/)[0];
  return pathname === CONTROL_PATH || pathname.startsWith(`${CONTROL_PATH}/`);
};

/** The answer of the control path; the store changes only on a valid `DELETE`. */
export function controlAnswer(sandbox: StatefulSandbox, request: SandboxRequest): SandboxResponse {
  const [pathname, queryText = ''] = request.path.split('?');
  if (pathname.replace(/\/$/, '') !== CONTROL_PATH)
    return refusal(404, `La ruta de control es ${CONTROL_PATH} (GET para ver el estado, DELETE para borrarlo); ${pathname} no existe.`);
  const query = new URLSearchParams(queryText);
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
