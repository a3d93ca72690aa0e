/** A stateful sandbox of the eight APIs on a fixed clock, and a JSON caller, for the state layer's unit tests. */
import {services} from '../../config/services';
import {createSandbox, type SandboxResponse} from '../../sandbox/src/engine';
import {createStatefulSandbox, type StatefulSandbox} from '../../sandbox/src/state';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

export const FIXED_CLOCK = () => new Date('2026-03-04T05:06:07Z');

export async function statefulSandbox(): Promise<StatefulSandbox> {
  const models = await loadSandboxModels(services);
  return createStatefulSandbox(createSandbox(models.map(({service, model}) => ({id: service.id, spec: model}))), {clock: FIXED_CLOCK});
}

export interface JsonAnswer {
  status: number;
  source: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the APIs' bodies, read field by field in assertions
  body: any;
}

export function caller(sandbox: StatefulSandbox) {
  return (method: string, path: string, body?: unknown): JsonAnswer => {
    const response: SandboxResponse = sandbox.handle({
      method,
      path,
      headers: {'Rem-Apikey': 'llave-de-prueba', 'Content-Type': 'application/json'},
      body: body === undefined ? {kind: 'none'} : {kind: 'text', text: JSON.stringify(body)},
    });
    return {
      status: response.status,
      source: response.headers['x-identia-sandbox'],
      body: response.body === '' ? undefined : JSON.parse(response.body),
    };
  };
}
