import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFilesUnder} from '../../lib/htmlFiles';

/**
 * Docusaurus writes only `runtime~main` and `main` into each page's HTML: the chunks of the page's
 * own route (its content, layout and theme components) are discovered by main.js once it has run,
 * a second round trip before the page can hydrate, and each is added as a <script> from JavaScript.
 * (The SSG collects the rendered modules by name while the manifest keys chunks by chunk name, so
 * its own lookup finds none.) This step writes those chunks into the HTML as deferred scripts, read
 * from the route table, the chunk names of each route and the client manifest of the same build.
 */

type RouteNode = {path: string; exact?: boolean; component: string | null; routes?: RouteNode[]};
type ChunkNames = Record<string, unknown>;
type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
};

export type RouteScriptInputs = {routes: RouteNode[]; chunkNames: ChunkNames; manifest: ClientManifest};

function readGenerated(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`[static-hosting] No se puede leer ${file}, que genera la compilación: ${(error as Error).message}`);
  }
}

function parseJson<T>(file: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`[static-hosting] ${file} no es JSON válido: ${(error as Error).message}`);
  }
}

/**
 * The route tree of `.docusaurus/routes.js`. That module only imports React and ComponentCreator
 * and exports object literals, so it is evaluated with a ComponentCreator that returns the route's
 * key in routesChunkNames.json (`<path>-<hash>`; null for the catch-all, which has no chunks).
 */
export function parseRouteTable(source: string, file = 'routes.js'): RouteNode[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default\s*/m, 'return ');
  try {
    const routeKey = (routePath: string, hash?: string) => (hash ? `${routePath}-${hash}` : null);
    return new Function('ComponentCreator', body)(routeKey) as RouteNode[];
  } catch (error) {
    throw new Error(`[static-hosting] No se pudo leer la tabla de rutas ${file}: ${(error as Error).message}`);
  }
}

export function loadRouteScriptInputs(generatedFilesDir: string): RouteScriptInputs {
  const file = (name: string) => path.join(generatedFilesDir, name);
  return {
    routes: parseRouteTable(readGenerated(file('routes.js')), file('routes.js')),
    chunkNames: parseJson(file('routesChunkNames.json'), readGenerated(file('routesChunkNames.json'))),
    manifest: parseJson(file('client-manifest.json'), readGenerated(file('client-manifest.json'))),
  };
}

/** react-router 5's matchPath for the static paths Docusaurus generates (no parameters). */
function matchesPath(route: RouteNode, pathname: string): boolean {
  if (route.path === '*') return true;
  const base = route.path.replace(/\/$/, '').toLowerCase();
  const target = pathname.replace(/\/$/, '').toLowerCase();
  if (route.exact) return base === target;
  return target === base || target.startsWith(`${base}/`) || base === '';
}

/** The chain of nested routes React Router renders for a pathname: the first match at each level. */
export function matchRouteChain(routes: RouteNode[], pathname: string): RouteNode[] {
  const route = routes.find((candidate) => matchesPath(candidate, pathname));
  if (!route) return [];
  return [route, ...(route.routes ? matchRouteChain(route.routes, pathname) : [])];
}

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/** Public paths of the JavaScript files a pathname's route chunks need, beyond the entry point's. */
export function routeScriptsFor(pathname: string, {routes, chunkNames, manifest}: RouteScriptInputs): string[] {
  const jsOf = (chunkId: string) => (manifest.assets[chunkId]?.js ?? []).map((asset) => asset.publicPath);
  const entryFiles = new Set(manifest.entrypoints.flatMap((entry) => (manifest.origins[entry] ?? []).flatMap(jsOf)));
  const files = matchRouteChain(routes, pathname)
    .flatMap((route) => (route.component ? chunkNamesIn(chunkNames[route.component]) : []))
    .flatMap((chunkName) => manifest.origins[chunkName] ?? [])
    .flatMap(jsOf)
    .filter((file) => !entryFiles.has(file));
  return [...new Set(files)];
}

/** The pathname a page file answers: `docs/x/index.html` → `/docs/x`, `404.html` → `/404.html`. */
export function pathnameOf(relativeHtmlFile: string): string {
  const posix = relativeHtmlFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/\/index\.html$/, '')}`;
}

const RUNTIME_SCRIPT = /<script src=("?)([^"\s>]*runtime~main\.[^"\s>]*\.js)\1 defer><\/script>/;

/**
 * Removes a <script> whose download failed. webpack reuses a <script> already in the page for a
 * chunk it needs and waits for that element's load or error event, which for a failed tag has
 * already fired: main.js would hang for two minutes instead of requesting the chunk again and, if
 * it still fails, showing the page's "could not load" notice. Inline, so it listens before the
 * deferred scripts load; the build's CSP allows it by hash like every inline script.
 */
export const FORGET_FAILED_SCRIPTS =
  'addEventListener("error",function(e){var t=e.target;t instanceof HTMLScriptElement&&t.remove()},true)';

/**
 * Puts the route's scripts right before the runtime in one page's HTML. Deferred scripts run in
 * document order: the chunks register themselves in webpack's queue, the runtime installs them, and
 * main.js finds its route already loaded. Returns the HTML unchanged when it has no runtime script.
 */
export function withRouteScripts(html: string, scripts: string[]): string {
  const missing = scripts.filter((src) => !html.includes(`src=${src} `) && !html.includes(`src="${src}"`));
  if (missing.length === 0) return html;
  const forgetFailed = html.includes(FORGET_FAILED_SCRIPTS) ? '' : `<script>${FORGET_FAILED_SCRIPTS}</script>`;
  const tags = missing.map((src) => `<script src=${src} defer></script>`).join('');
  return html.replace(RUNTIME_SCRIPT, (runtimeTag) => `${forgetFailed}${tags}${runtimeTag}`);
}

/** Writes every page's route scripts into its HTML; returns how many pages got scripts. */
export function addRouteScripts(outDir: string, generatedFilesDir: string): number {
  const inputs = loadRouteScriptInputs(generatedFilesDir);
  let pages = 0;
  for (const full of htmlFilesUnder(outDir)) {
    const html = readFileSync(full, 'utf8');
    if (!RUNTIME_SCRIPT.test(html)) continue;
    const updated = withRouteScripts(html, routeScriptsFor(pathnameOf(path.relative(outDir, full)), inputs));
    if (updated !== html) {
      writeFileSync(full, updated);
      pages += 1;
    }
  }
  return pages;
}
