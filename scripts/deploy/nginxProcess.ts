/** Starts the nginx recipe on a free 127.0.0.1 port as a child process, for tests and the benchmark. */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {NGINX_HEADERS_FILE, ROUTE_HEADER_EXCEPTIONS, nginxRouteHeadersFile} from '../../config/headers';
import {renderServerBlock, renderStandaloneConfig} from './nginxConfig';
import {nginxPath} from '../../config/systemTools';

export const NGINX_BIN = nginxPath;

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, {method: 'HEAD'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  throw new Error(`nginx no arrancó en ${url}:\n${log}`);
}

/** Serves `buildDir` (which must hold the build's nginx header files) with the nginx recipe. */
export async function startNginx(buildDir: string, {servePrefix}: {servePrefix?: string} = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) throw new Error(`No se encontró nginx en ${NGINX_BIN} (apt-get install nginx).`);
  const root = path.resolve(buildDir);
  for (const headersFile of [NGINX_HEADERS_FILE, ...ROUTE_HEADER_EXCEPTIONS.map(nginxRouteHeadersFile)]) {
    if (!existsSync(path.join(root, headersFile))) throw new Error(`Falta ${headersFile} en ${root}: ejecuta \`npm run build\`.`);
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  const serverBlockFile = path.join(prefix, 'portal.conf');
  const listen = `127.0.0.1:${port}`;
  writeFileSync(serverBlockFile, servePrefix ? subPathServer(root, listen, servePrefix) : renderServerBlock({root, listen}));
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, renderStandaloneConfig(prefix, serverBlockFile));
  const logFile = path.join(prefix, 'error.log');
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', configFile, '-e', logFile], {stdio: ['ignore', 'ignore', 'pipe']});
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, logFile);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          rmSync(prefix, {recursive: true, force: true});
          resolve();
          return;
        }
        child.once('exit', () => {
          rmSync(prefix, {recursive: true, force: true});
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}

/**
 * The build deployed by mistake under a sub-path (`/portal/`) while it was built for `/`: its
 * `/assets/` URLs answer 404, the situation the base-URL banner exists for. Only the tests use it.
 */
function subPathServer(root: string, listen: string, servePrefix: string): string {
  return `server {
    listen ${listen};
    location ^~ ${servePrefix} {
        include ${root}/${NGINX_HEADERS_FILE};
        alias ${root}/;
        index index.html;
    }
    location / {
        return 404;
    }
}
`;
}
