import type http from 'node:http';
import {builtHeadersByPath} from '../../lib/serve/hostHeaders';
import {createStaticServer, listen} from '../../lib/serve/staticServer';

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** Serves a build folder through the production recipe (compression, caching, headers) on 127.0.0.1. */
export async function serveBuild(root: string): Promise<ServedBuild> {
  const server: http.Server = createStaticServer({root, headers: builtHeadersByPath(root)});
  const url = (await listen(server, 0)).replace('localhost', '127.0.0.1');
  return {url, close: () => new Promise((resolve) => server.close(() => resolve()))};
}
