import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

type ReplacedResource = {context?: string; request: string; contextInfo?: {issuer?: string}};

const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client([\\/]|$)/;
// Docusaurus's client imports its browser context by these relative paths (App.js, exports/useIsBrowser.js).
const BROWSER_CONTEXT_REQUEST = /^\.\.?\/browserContext(\.js)?$/;
// The generated route table imports ComponentCreator by its alias…
const COMPONENT_CREATOR_REQUEST = /^@docusaurus\/ComponentCreator$/;
const ROUTE_TABLE = /[\\/]\.docusaurus[\\/]routes\.js$/;
// The client bundle's entry, by the absolute path Docusaurus's webpack config gives it.
const CLIENT_ENTRY_REQUEST = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry(\.js)?$/;

/** What this plugin replaces, by the names src/theme/overrides.json registers them under (its test reads them). */
export const replacedModules = {
  browserContext: BROWSER_CONTEXT_REQUEST,
  ComponentCreator: COMPONENT_CREATOR_REQUEST,
  clientEntry: CLIENT_ENTRY_REQUEST,
};

/**
 * V8's explicit compile hint: a script that opens with this comment has all its functions compiled
 * eagerly, on the background thread that streams it, instead of one by one on the main thread the
 * first time each runs (Chrome 136 and later; other engines read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Opens every script of the `main` entrypoint (runtime and main bundle: all of it runs at start-up) with the hint. */
class StartupCompileHintsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupCompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({name: 'StartupCompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER}, () => {
        for (const chunk of compilation.entrypoints.get('main')?.chunks ?? []) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/**
 * React DOM and its scheduler, over a third of the start-up code, as a start-up script of their own: it
 * is compiled on a background thread beside the main script's, so less compile is left for the main
 * thread when the page starts (measured: the main script's task 27-45 → 26-36 ms of CPU over 6 loads),
 * and the file keeps its hash from one deploy to the next.
 */
const REACT_DOM_CHUNK = {
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  name: 'react-dom',
  chunks: 'initial',
  enforce: true,
  priority: 60,
} as const;

/**
 * Less work in the tasks that start a page on a phone, without changing what renders:
 * - the main entry's scripts carry V8's compile hint, so their functions compile off the main thread;
 * - React DOM is a start-up script of its own (REACT_DOM_CHUNK), compiled beside the main one;
 * - the route table builds each route's loadable component when the route is first needed
 *   (./ComponentCreator), not all 357 at start-up;
 * - the client entry starts the page in steps, each a task of its own (./clientEntry): React DOM's
 *   modules, the app's, each matched route's, then the hydration;
 * - the post-hydration `useIsBrowser()` update is a transition (./browserContext), rendered in slices.
 * Each replacement applies only to the importer named, so nothing else in Docusaurus sees a change.
 */
export default function startupPlugin(): Plugin {
  const local = (file: string) => path.join(__dirname, file);
  return {
    name: 'startup',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = (request: RegExp, importer: (resource: ReplacedResource) => boolean, file: string) =>
        new NormalModuleReplacementPlugin(request, (resource: ReplacedResource) => {
          if (importer(resource)) resource.request = local(file);
        });
      return {
        optimization: {splitChunks: {cacheGroups: {reactDom: REACT_DOM_CHUNK}}},
        plugins: [
          replace(BROWSER_CONTEXT_REQUEST, (r) => CORE_CLIENT.test(r.context ?? ''), 'browserContext.tsx'),
          replace(COMPONENT_CREATOR_REQUEST, (r) => ROUTE_TABLE.test(r.contextInfo?.issuer ?? ''), 'ComponentCreator.tsx'),
          // The entry has no importer.
          replace(CLIENT_ENTRY_REQUEST, (r) => !r.contextInfo?.issuer, 'clientEntry.tsx'),
          new StartupCompileHintsPlugin(),
        ],
      };
    },
  };
}
