/**
 * The local mock as tests and scripts start it: the sandbox engine (sandbox/src/engine) on the
 * repository's specs behind the package's HTTP server (sandbox/src/cli/server.ts), on one loopback
 * port, every API under the paths of API_BASE_URL. One process, no child processes.
 */
import {createServer as createNetServer} from 'node:net';
import type {ApiService} from '../../config/services';
import {LOCAL_MOCK_HOST} from '../../config/localMock';
import {createSandbox, type SandboxRoute} from '../../sandbox/src/engine';
import {sendFiredWebhooks} from '../../sandbox/src/cli/firedWebhooks';
import {createSandboxServer, listenSandbox} from '../../sandbox/src/cli/server';
import {createStatefulSandbox} from '../../sandbox/src/state';
import {loadSandboxModels} from './sandboxModels';

export interface RunningGateway {
  /** Origin of the mock, e.g. http://127.0.0.1:4010. */
  url: string;
  /** Where each API answers under `url`. */
  routes: readonly SandboxRoute[];
  stop(): Promise<void>;
}

export interface GatewayOptions {
  services: readonly ApiService[];
  port: number;
  /** Serve the only service at its bare spec paths too (`npm run mock -- <servicio>`). */
  unprefixedService?: string;
  extraOrigins?: readonly string[];
  /** Where the server reports its own failures (stderr by default). */
  log?: (line: string) => void;
  /**
   * Keep what is created between calls, as `identia-sandbox mock` does by default (sandbox/src/state). Off, every
   * answer comes from the contract alone (`--sin-estado`): the contract tests compare each operation with its spec.
   */
  state?: boolean;
  /** How long a fired webhook waits for its receiver (sandbox/src/cli/firedWebhooks.ts's default otherwise). */
  webhookTimeoutSeconds?: number;
}

/** A port the system reports free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, LOCAL_MOCK_HOST, () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

export async function startMockGateway({
  services,
  port,
  unprefixedService,
  extraOrigins,
  log,
  state = false,
  webhookTimeoutSeconds,
}: GatewayOptions): Promise<RunningGateway> {
  const models = await loadSandboxModels(services);
  const stateless = createSandbox(
    models.map(({service, model}) => ({id: service.id, spec: model})),
    {defaultApi: unprefixedService},
  );
  const stateful = state ? createStatefulSandbox(stateless) : undefined;
  // As `identia-sandbox mock` does: the webhooks its calls fire are sent.
  if (stateful) sendFiredWebhooks(stateful, {timeoutSeconds: webhookTimeoutSeconds});
  const sandbox = stateful ?? stateless;
  const running = await listenSandbox(createSandboxServer({sandbox, extraOrigins, log}), port, LOCAL_MOCK_HOST);
  return {url: running.url, routes: sandbox.routes, stop: running.stop};
}
