import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {SANDBOX_MANIFEST_PATH} from '../../lib/sandboxCommands';
import {markdownTwinPath} from '../../lib/twinPath';
import {createRouteData} from '../../lib/routeData';
import {docsSidebarProp} from '../docs-frame/sidebar';
import {sandboxPacked} from '../sandbox';
import {downloadGroups, staticFileFinder, withPackedSizes, type DownloadGroup} from './catalogue';
import {downloadsMarkdown} from './markdown';
import {DOWNLOADS_ROUTE} from './page';
import {filesWritten, type DownloadWriter} from './writers';

export {DOWNLOADS_DESCRIPTION, DOWNLOADS_ROUTE, DOWNLOADS_TITLE} from './page';

export interface DownloadsPluginOptions {
  /** The generated static folder (relative to the site) where the page's Markdown twin is written. */
  outputDir: string;
}

/** The plugins that write the files the page lists, during the same `allContentLoaded` as this one. */
const WRITERS: readonly DownloadWriter[] = ['ai-docs'];

/**
 * The downloads page (/docs/herramientas/descargas) and its Markdown twin: every file the portal
 * publishes, each with its version, date and size read from the file the build wrote. It waits for the
 * plugins that write those files (plugins/downloads/writers.ts), then reads them from the site's static
 * folders.
 */
export default function downloadsPlugin(context: LoadContext, options: DownloadsPluginOptions): Plugin {
  const base = context.siteConfig.baseUrl.replace(/\/$/, '');
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  const twinFile = (folder: string) => path.join(folder, markdownTwinPath(DOWNLOADS_ROUTE).replace(/^\//, ''));
  const writeTwin = (folder: string, groups: readonly DownloadGroup[]) => {
    mkdirSync(path.dirname(twinFile(folder)), {recursive: true});
    writeFileSync(twinFile(folder), downloadsMarkdown(groups, base, context.siteConfig.url + base));
  };
  let groups: DownloadGroup[] = [];
  return {
    name: 'downloads',

    async allContentLoaded({allContent, actions}) {
      const missing = WRITERS.filter((writer) => !(writer in allContent));
      if (missing.length > 0)
        throw new Error(
          `[downloads] la página de descargas necesita los plugins ${missing.join(', ')}, que no están en docusaurus.config.ts.`,
        );
      await filesWritten(allContent, WRITERS);
      groups = downloadGroups(staticFileFinder(staticDirs));
      writeTwin(outputDir, groups);
      const sidebar = await createRouteData(
        context,
        actions,
        'docs-sidebar.json',
        docsSidebarProp(allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined),
      );
      actions.addRoute({
        path: base + DOWNLOADS_ROUTE,
        exact: true,
        component: '@site/plugins/downloads/theme/DownloadsPage',
        modules: {groups: await createRouteData(context, actions, 'downloads.json', groups), sidebar},
      });
    },

    // The sandbox tarball is packed after the pages are rendered: the built twin gets its size then.
    async postBuild({outDir, plugins}) {
      if (!plugins.some((plugin) => plugin.name === 'sandbox'))
        throw new Error('[downloads] la página de descargas lista el paquete de pruebas: falta el plugin sandbox en docusaurus.config.ts.');
      const manifest = await sandboxPacked();
      writeTwin(outDir, withPackedSizes(groups, {[SANDBOX_MANIFEST_PATH]: manifest}));
    },
  };
}
