import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services} from '../../config/services';
import {readPublishedSpec} from '../../lib/openapi/publishedSpec';
import {SEARCH_PAGE_ROUTE} from '../../lib/search/navigation';
import {searchIndexPath} from '../../sandbox/src/search/types';
import {CHANGELOG_ROUTE} from '../changelog';
import {apiEntries} from './apiEntries';
import {pageEntries, type PageEntry} from './pageEntries';
import {writeSearchIndex} from './writeIndex';

export interface SearchPluginOptions {
  /** The static-files folder the bundled specs are published into (at `serviceArtifacts(service).json`). Relative to the site folder: the options are serialized into the client bundle, where an absolute path would differ between machines. */
  staticDir: string;
}

export interface Permalinks {
  guides: string[];
  blog: string[];
}

const htmlFileOf = (outDir: string, route: string) => path.join(outDir, route, 'index.html');

/**
 * Docusaurus runs every plugin's postBuild at once: plugins/sandbox waits here for the index this
 * build writes before it packs the index into the package's MCP data.
 */
let resolveIndexWritten: (file: string) => void = () => undefined;
const indexWritten = new Promise<string>((resolve) => {
  resolveIndexWritten = resolve;
});
export const searchIndexWritten = (): Promise<string> => indexWritten;
export const SEARCH_PLUGIN_NAME = 'search-index';

function permalinksFrom(allContent: Record<string, Record<string, unknown>>): Permalinks {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: {docs: {permalink: string}[]}[]} | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as {blogPosts: {metadata: {permalink: string}}[]} | undefined;
  return {
    // /docs/cambios is a plugin page shaped like a guide (article > .markdown): indexed the same way.
    guides: [
      ...(docs?.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)) ?? []),
      ...(allContent.changelog ? [CHANGELOG_ROUTE] : []),
    ],
    blog: blog?.blogPosts.map((post) => post.metadata.permalink) ?? [],
  };
}

/**
 * Every search entry of the site: guides and blog posts from their built HTML in `outDir`, and the
 * eight APIs from the specs published under `staticDir` (the API pages' HTML is not needed).
 */
export function searchEntries(outDir: string, staticDir: string, permalinks: Permalinks): PageEntry[] {
  const entries: PageEntry[] = [
    ...permalinks.guides.flatMap((route) => pageEntries(readFileSync(htmlFileOf(outDir, route), 'utf8'), route, 'guide')),
    ...permalinks.blog.flatMap((route) => pageEntries(readFileSync(htmlFileOf(outDir, route), 'utf8'), route, 'blog')),
  ];
  for (const service of services) {
    entries.push(...apiEntries(service, readPublishedSpec(staticDir, service)));
  }
  return entries;
}

/**
 * The site's search. After the build it writes the index (`/search-index.json`): guides and blog
 * posts from their built HTML, and every operation, schema and error message of the eight APIs from
 * the bundled specs, linked to each operation's own page. Its theme carries the UI: the navbar box
 * (`SearchBar`, replacing the classic theme's empty one) and the `/buscar` page (`SearchPage`).
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const staticDir = path.resolve(context.siteDir, options.staticDir);
  let permalinks: Permalinks = {guides: [], blog: []};

  return {
    name: SEARCH_PLUGIN_NAME,

    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client', 'keyboardShortcuts.ts')],

    async contentLoaded({actions}) {
      actions.addRoute({path: SEARCH_PAGE_ROUTE, exact: true, component: '@theme/SearchPage'});
    },

    allContentLoaded({allContent}) {
      permalinks = permalinksFrom(allContent as Record<string, Record<string, unknown>>);
    },

    async postBuild({outDir}) {
      const file = path.join(outDir, searchIndexPath);
      writeSearchIndex(file, searchEntries(outDir, staticDir, permalinks));
      resolveIndexWritten(file);
    },
  };
}
