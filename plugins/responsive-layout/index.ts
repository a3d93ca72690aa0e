import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// theme-common imports its window-size hook by these relative paths (lib/index.js, lib/contexts/*).
const WINDOW_SIZE_REQUEST = /^(\.|\.\.)\/hooks\/useWindowSize(\.js)?$/;
// …and its React helpers, from the mobile menu's secondary-menu modules, by this one.
const SECONDARY_MENU_REACT_UTILS_REQUEST = /^\.\.\/\.\.\/utils\/reactUtils(\.js)?$/;

/** What this plugin replaces, by the name src/theme/overrides.json registers it under (its test reads it). */
export const replacedModules = {useWindowSize: WINDOW_SIZE_REQUEST, useShallowMemoObject: SECONDARY_MENU_REACT_UTILS_REQUEST};
const THEME_COMMON_LIB = /@docusaurus[\\/]theme-common[\\/]lib([\\/]|$)/;
const SECONDARY_MENU_DIR = /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu$/;

/**
 * Swaps theme-common's `useWindowSize` for ./useWindowSize, which leaves the server's layout as a
 * React transition. On a phone, the first update after hydration unmounts the docs sidebar the
 * server rendered for desktop and mounts the mobile one: one render and commit of ~170 ms on a
 * throttled CPU, the last long task of a guide's load. As a transition React renders it in slices.
 * The hook is imported by theme-classic's DocSidebar, BlogSidebar and DocItem/Layout and by the
 * mobile navbar, so ejecting those components instead would copy four of them to change one line.
 *
 * Swaps, for the mobile menu's secondary-menu modules only, theme-common's `useShallowMemoObject` for
 * ./secondaryMenuReactUtils, which orders keys without an ICU collator: the first page to fill the
 * mobile menu (docs sidebar, API navigation) otherwise spends 50 ms building one (CPU 4×).
 */
export default function responsiveLayoutPlugin(): Plugin {
  const windowSize = path.join(__dirname, 'useWindowSize.ts');
  const secondaryMenuReactUtils = path.join(__dirname, 'secondaryMenuReactUtils.ts');
  return {
    name: 'responsive-layout',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(WINDOW_SIZE_REQUEST, (resource: {context?: string; request: string}) => {
            if (resource.context && THEME_COMMON_LIB.test(resource.context)) resource.request = windowSize;
          }),
          new NormalModuleReplacementPlugin(SECONDARY_MENU_REACT_UTILS_REQUEST, (resource: {context?: string; request: string}) => {
            if (resource.context && SECONDARY_MENU_DIR.test(resource.context)) resource.request = secondaryMenuReactUtils;
          }),
        ],
      };
    },
  };
}
