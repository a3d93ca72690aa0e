import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {company} from '../../config/site';
import {buildChangelog, CHANGELOG_FEED_PATH, CHANGELOG_ROUTE, currentSpecs, type Changelog} from '../../lib/changelog/changelog';
import {readReleases, RELEASES_DIR} from '../../lib/changelog/releases';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {createRouteData} from '../../lib/routeData';
import {docsSidebarProp} from '../docs-frame/sidebar';
import {changelogAtom} from './atom';
import {changelogPageData} from './pageData';

export {changelogFiles} from './files';
export {CHANGELOG_DESCRIPTION, CHANGELOG_TITLE} from './texts';
export {CHANGELOG_ROUTE} from '../../lib/changelog/changelog';

const cache = new WeakMap<readonly BundledSpec[], Changelog>();

/**
 * The changelog of the contract as this build publishes it: the committed releases, and the specs
 * plugins/api-reference bundled (main) against the latest one. Worked out once per set of specs;
 * the operation pages, this page and its files read the same one.
 */
export function contractChangelog(bundled: readonly BundledSpec[]): Changelog {
  let changelog = cache.get(bundled);
  if (!changelog) {
    changelog = buildChangelog(readReleases(), currentSpecs(bundled));
    cache.set(bundled, changelog);
  }
  return changelog;
}

/**
 * /docs/cambios, "Cambios en el contrato": the releases of the contract, newest first, each with its
 * written note and its changes by API and operation, in the docs frame; its Atom feed at
 * /docs/cambios/atom.xml, written after the build like the blog's. A malformed release fails the build
 * with its file and field.
 */
export default function changelogPlugin(context: LoadContext): Plugin {
  const base = context.siteConfig.baseUrl.replace(/\/$/, '');
  let changelog: Changelog | undefined;

  return {
    name: 'changelog',

    getPathsToWatch() {
      return [path.join(RELEASES_DIR, '**', '*')];
    },

    async allContentLoaded({allContent, actions}) {
      const bundled = allContent['api-reference']?.default as BundledSpec[] | undefined;
      if (!bundled) throw new Error('[changelog] faltan las especificaciones de api-reference');
      changelog = contractChangelog(bundled);
      const createData = (name: string, data: unknown) => createRouteData(context, actions, name, data);
      actions.addRoute({
        path: `${base}${CHANGELOG_ROUTE}`,
        exact: true,
        component: '@site/plugins/changelog/theme/ChangelogPage',
        modules: {
          changelog: await createData('changelog.json', changelogPageData(changelog)),
          sidebar: await createData(
            'docs-sidebar.json',
            docsSidebarProp(allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined),
          ),
        },
      });
    },

    async postBuild({outDir}) {
      if (!changelog) return;
      const file = path.join(outDir, CHANGELOG_FEED_PATH);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, changelogAtom(changelog, context.siteConfig.url + base, company.tradeName));
    },
  };
}
