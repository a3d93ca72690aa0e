import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Redoc adjustments that no option reaches, done at bundling time so nothing in node_modules is
 * patched: Redoc's hard-coded UI strings are translated (translations.json), and in the browser
 * redocusaurus' empty styles placeholder is swapped for one that matches the server HTML.
 */
export default function redocSpanishPlugin(context: {siteDir: string}): Plugin {
  return {
    name: 'redoc-spanish',
    configureWebpack(_config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance;
      return {
        module: {
          rules: [
            {
              test: /[\\/]redoc[\\/]bundles[\\/]redoc\.(browser\.)?lib\.js$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
        plugins: isServer
          ? []
          : [
              new bundler.NormalModuleReplacementPlugin(
                /docusaurus-theme-redoc[\\/]dist-jsx[\\/]theme[\\/]Redoc[\\/]Styles\.jsx?$/,
                path.join(context.siteDir, 'src', 'redoc', 'HydrationSafeStyles.tsx'),
              ),
            ],
      };
    },
  };
}
