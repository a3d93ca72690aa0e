import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prism only where it is needed. In the browser, theme-classic's client module that registers the
 * extra languages (it imports prism-react-renderer, which put Prism in the main bundle of every
 * page) is replaced by an empty one: the swizzled CodeBlock/Content adopts the server's highlighted
 * HTML and loads Prism, registering the languages, only to highlight a block after a client-side
 * navigation. On the server, which highlights every block, that lazy loader is replaced by the
 * component itself so rendering never suspends.
 */
export default function codeHighlightingPlugin({siteDir}: {siteDir: string}): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          isServer
            ? new NormalModuleReplacementPlugin(
                /(^|[\\/])HighlightedOnDemand(\.ts)?$/,
                path.join(siteDir, 'src', 'theme', 'CodeBlock', 'Content', 'Highlighted.tsx'),
              )
            : new NormalModuleReplacementPlugin(
                /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
                path.join(__dirname, 'noStartupLanguages.ts'),
              ),
        ],
      };
    },
  };
}
