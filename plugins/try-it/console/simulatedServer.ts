/**
 * "Servidor simulado (en tu navegador)": the sandbox engine (sandbox/src/engine) run in the page on
 * the API's model (`/sandbox/<id>.json`, same origin). This module and the model are loaded only
 * when the console first uses the simulated server; nothing leaves the browser.
 */
import {createApiSandbox, type ApiSandbox, type FormPart, type SandboxResponse} from '../../../sandbox/src/engine';

const sandboxes = new Map<string, Promise<ApiSandbox>>();

/** The engine of one API, its model fetched once per page. */
export function loadSimulator(serviceId: string, modelUrl: string): Promise<ApiSandbox> {
  let loading = sandboxes.get(serviceId);
  if (!loading) {
    loading = fetch(modelUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`el modelo del simulador respondió ${response.status}`);
        return response.json();
      })
      .then((spec) => createApiSandbox({id: serviceId, spec}));
    loading.catch(() => sandboxes.delete(serviceId));
    sandboxes.set(serviceId, loading);
  }
  return loading;
}

/** Loads the engine and builds the validators of one operation's requests, ahead of its first call. */
export async function prepareSimulator(serviceId: string, modelUrl: string, operationId: string): Promise<void> {
  (await loadSimulator(serviceId, modelUrl)).prepare(operationId);
}

export interface SimulatedRequest {
  method: string;
  /** The spec path with its query string (`/people?page=2`). */
  path: string;
  headers: Array<[string, string]>;
  body: {kind: 'none'} | {kind: 'json'; text: string} | {kind: 'form'; fields: Array<{name: string; value: string | File}>};
}

export async function simulate(serviceId: string, modelUrl: string, request: SimulatedRequest): Promise<SandboxResponse> {
  const sandbox = await loadSimulator(serviceId, modelUrl);
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
  return sandbox.handle({method: request.method, path: request.path, headers: Object.fromEntries(request.headers), body});
}
