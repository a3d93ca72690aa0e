/**
 * The whole local mock: one Prism process per API on a private loopback port, behind the front
 * (mockFront.ts) on the documented port. Nothing is restarted behind the developer's back: when a
 * Prism process exits, the front says so on stderr and answers 502 for that API.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {createServer as createNetServer} from 'node:net';
import path from 'node:path';
import {LOCAL_MOCK_HOST} from '../../config/localMock';
import {siteSettings} from '../../config/site';
import type {ApiService} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {BASE_URL_PATH, prepareSpec} from '../../lib/openapi/prepareSpec';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {createMockFront, mockRoutes, type MockBackend, type MockRoute} from './mockFront';
import {freePort, startMock, type RunningMock} from './mockServer';
import {mockableSpec} from './mockSpec';
import {generatedDir} from '../../lib/paths';

const PRISM_START_TIMEOUT_MS = 180_000;

export interface RunningGateway {
  /** Origin of the front, e.g. http://127.0.0.1:4010. */
  url: string;
  /** Prism processes by service id (tests check none has died). */
  mocks: ReadonlyMap<string, RunningMock>;
  /** Where each API answers under `url`. */
  routes: readonly MockRoute[];
  stop(): Promise<void>;
}

/**
 * The spec file Prism mocks for a service, written under generated/mock/: the published spec, or,
 * when `npm run build` has not published it yet, the split spec bundled here (`onBundle` is told so).
 */
export async function prepareMockSpec(
  service: ApiService,
  onBundle?: (specFile: string) => void,
): Promise<{mockFile: string; routes: MockRoute[]}> {
  const downloadsDir = path.join(generatedDir, 'static');
  const specFile = publishedSpecFile(downloadsDir, service);
  const mockFile = path.join(generatedDir, 'mock', `${service.id}.json`);
  const published = existsSync(specFile) ? readFileSync(specFile, 'utf8') : undefined;
  let spec: OpenApiDocument;
  // A spec published before servers carried their base path would route every API wrongly.
  if (published?.includes(`"${BASE_URL_PATH}"`)) {
    spec = JSON.parse(published) as OpenApiDocument;
  } else {
    // Bundled here as the build would (the code samples it adds do not change what Prism answers).
    onBundle?.(specFile);
    spec = prepareSpec(await bundleSpec(service, mockFile), siteSettings.apiBaseUrl);
  }
  mkdirSync(path.dirname(mockFile), {recursive: true});
  writeFileSync(mockFile, JSON.stringify(mockableSpec(spec)));
  return {mockFile, routes: mockRoutes(service.id, spec)};
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOCAL_MOCK_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export interface GatewayOptions {
  services: readonly ApiService[];
  port: number;
  /** Serve the only service at its bare spec paths too (`npm run mock -- <servicio>`). */
  unprefixedService?: string;
  extraOrigins?: readonly string[];
  log?: (line: string) => void;
  onBundle?: (specFile: string) => void;
}

export async function startMockGateway({
  services,
  port,
  unprefixedService,
  extraOrigins,
  log,
  onBundle,
}: GatewayOptions): Promise<RunningGateway> {
  // Fail on a taken port before spending a minute starting Prism.
  const probe = createNetServer();
  await listen(probe as unknown as Server, port);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const specFiles: string[] = [];
  const routes: MockRoute[] = [];
  for (const service of services) {
    const prepared = await prepareMockSpec(service, onBundle);
    specFiles.push(prepared.mockFile);
    routes.push(...prepared.routes);
  }
  const mocks = new Map<string, RunningMock>();
  const stopAll = () => Promise.all([...mocks.values()].map((mock) => mock.stop()));
  try {
    // Two at a time: eight Prism processes dereferencing their specs at once starve a small machine.
    const queue = services.map((service, index) => ({service, specFile: specFiles[index]}));
    const startNext = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        mocks.set(next.service.id, await startMock(next.specFile, await freePort(), {timeoutMs: PRISM_START_TIMEOUT_MS}));
      }
    };
    await Promise.all([startNext(), startNext()]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  let stopping = false;
  const backends = new Map<string, MockBackend>();
  for (const [id, mock] of mocks) {
    let alive = true;
    mock.process.once('exit', (code, signal) => {
      alive = false;
      if (!stopping)
        (log ?? ((line: string) => process.stderr.write(`${line}\n`)))(
          `Servidor de pruebas: el simulador de ${id} terminó (${signal ?? `código ${code}`}); sus llamadas responden 502 hasta que reinicies \`npm run mock\`.`,
        );
    });
    backends.set(id, {url: mock.url, isAlive: () => alive});
  }

  const front = createMockFront({backends, routes, defaultService: unprefixedService, extraOrigins, log});
  try {
    await listen(front, port);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url: `http://${LOCAL_MOCK_HOST}:${port}`,
    mocks,
    routes,
    async stop() {
      stopping = true;
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await stopAll();
    },
  };
}
