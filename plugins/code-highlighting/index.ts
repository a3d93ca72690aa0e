import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from './tokenStylesheet';

const PRISM_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const ON_DEMAND_HIGHLIGHTER = /(^|[\\/])HighlightedOnDemand(\.ts)?$/;

/** What this plugin replaces, by the names src/theme/overrides.json registers them under (its test reads them). */
export const replacedModules = {
  'prism-include-languages': PRISM_LANGUAGES_MODULE,
  'CodeBlock/Content/HighlightedOnDemand (server)': ON_DEMAND_HIGHLIGHTER,
};

/**
 * Prism only where it is needed. In the browser, theme-classic's client module that registers the
 * extra languages (it imports prism-react-renderer, which put Prism in the main bundle of every
 * page) is replaced by an empty one: the swizzled CodeBlock/Content adopts the server's highlighted
 * HTML and loads Prism, registering the languages, only to highlight a block after a client-side
 * navigation. On the server, which highlights every block, that lazy loader is replaced by the
 * component itself so rendering never suspends. Token colours come from a stylesheet generated from
 * the configured Prism theme (see tokenStylesheet).
 */
export default function codeHighlightingPlugin({siteDir, siteConfig, generatedFilesDir}: LoadContext): Plugin {
  const {theme} = siteConfig.themeConfig.prism as {theme: PrismTheme};
  const stylesheet = path.join(generatedFilesDir, 'code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, `/* Generated from themeConfig.prism.theme by plugins/code-highlighting. */\n${tokenStylesheet(theme)}\n`);
  return {
    name: 'code-highlighting',
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          isServer
            ? new NormalModuleReplacementPlugin(
                ON_DEMAND_HIGHLIGHTER,
                path.join(siteDir, 'src', 'theme', 'CodeBlock', 'Content', 'Highlighted.tsx'),
              )
            : new NormalModuleReplacementPlugin(PRISM_LANGUAGES_MODULE, path.join(__dirname, 'noStartupLanguages.ts')),
        ],
      };
    },
  };
}
