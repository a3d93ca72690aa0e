import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// theme-common imports its window-size hook by these relative paths (lib/index.js, lib/contexts/*).
const WINDOW_SIZE_REQUEST = /^(\.|\.\.)\/hooks\/useWindowSize(\.js)?$/;

/** What this plugin replaces, by the name src/theme/overrides.json registers it under (its test reads it). */
export const replacedModules = {useWindowSize: WINDOW_SIZE_REQUEST};
const THEME_COMMON_LIB = /@docusaurus[\\/]theme-common[\\/]lib([\\/]|$)/;

/**
 * Swaps theme-common's `useWindowSize` for ./useWindowSize, which leaves the server's layout as a
 * React transition. On a phone, the first update after hydration unmounts the docs sidebar the
 * server rendered for desktop and mounts the mobile one: one render and commit of ~170 ms on a
 * throttled CPU, the last long task of a guide's load. As a transition React renders it in slices.
 * The hook is imported by theme-classic's DocSidebar, BlogSidebar and DocItem/Layout and by the
 * mobile navbar, so ejecting those components instead would copy four of them to change one line.
 */
export default function responsiveLayoutPlugin(): Plugin {
  const replacement = path.join(__dirname, 'useWindowSize.ts');
  return {
    name: 'responsive-layout',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(WINDOW_SIZE_REQUEST, (resource: {context?: string; request: string}) => {
            if (resource.context && THEME_COMMON_LIB.test(resource.context)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
