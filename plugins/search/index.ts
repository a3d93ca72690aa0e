import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services} from '../../config/services';
import {searchIndexPath} from '../../lib/search/types';
import {apiEntries} from './apiEntries';
import {pageEntries, type PageEntry} from './pageEntries';
import {writeSearchIndex} from './writeIndex';

export interface SearchPluginOptions {
  /** Folder holding the bundled specs as `<service id>.json`. */
  specsDir: string;
}

export interface Permalinks {
  guides: string[];
  blog: string[];
}

const htmlFileOf = (outDir: string, route: string) => path.join(outDir, route, 'index.html');

function permalinksFrom(allContent: Record<string, Record<string, unknown>>): Permalinks {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as
    | {loadedVersions: {docs: {permalink: string}[]}[]}
    | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as
    | {blogPosts: {metadata: {permalink: string}}[]}
    | undefined;
  return {
    guides: docs?.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)) ?? [],
    blog: blog?.blogPosts.map((post) => post.metadata.permalink) ?? [],
  };
}

/**
 * Every search entry of the site: guides and blog posts from their built HTML in `outDir`, and the
 * eight APIs from the bundled specs in `specsDir` (the API pages' HTML is not needed).
 */
export function searchEntries(outDir: string, specsDir: string, permalinks: Permalinks): PageEntry[] {
  const entries: PageEntry[] = [
    ...permalinks.guides.flatMap((route) => pageEntries(readFileSync(htmlFileOf(outDir, route), 'utf8'), route, 'guide')),
    ...permalinks.blog.flatMap((route) => pageEntries(readFileSync(htmlFileOf(outDir, route), 'utf8'), route, 'blog')),
  ];
  for (const service of services) {
    const spec = JSON.parse(readFileSync(path.join(specsDir, `${service.id}.json`), 'utf8'));
    entries.push(...apiEntries(service, spec));
  }
  return entries;
}

/**
 * Writes the site's search index (`/search-index.json`) after the build: guides and blog posts
 * from their built HTML, and every operation, schema and error message of the eight APIs from
 * the bundled specs, linked to each operation's own page.
 */
export default function searchPlugin(_context: LoadContext, options: SearchPluginOptions): Plugin {
  let permalinks: Permalinks = {guides: [], blog: []};

  return {
    name: 'search-index',

    getClientModules: () => [path.join(__dirname, 'client', 'keyboardShortcuts.ts')],

    allContentLoaded({allContent}) {
      permalinks = permalinksFrom(allContent as Record<string, Record<string, unknown>>);
    },

    async postBuild({outDir}) {
      writeSearchIndex(path.join(outDir, searchIndexPath), searchEntries(outDir, options.specsDir, permalinks));
    },
  };
}
