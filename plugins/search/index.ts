import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services} from '../../config/services';
import {searchIndexPath} from '../../src/search/types';
import {apiEntries} from './apiEntries';
import {pageEntries, type PageEntry} from './pageEntries';
import {writeSearchIndex} from './writeIndex';

export interface SearchPluginOptions {
  /** Folder holding the bundled specs as `<service id>.json`. */
  specsDir: string;
}

interface Permalinks {
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
 * Writes the site's search index (`/search-index.json`) after the build: guides and blog posts
 * from their built HTML, and every operation, schema and error message of the eight APIs from
 * the bundled specs, linked to the anchors Redoc rendered.
 */
export default function searchPlugin(_context: LoadContext, options: SearchPluginOptions): Plugin {
  let permalinks: Permalinks = {guides: [], blog: []};

  return {
    name: 'search-index',

    allContentLoaded({allContent}) {
      permalinks = permalinksFrom(allContent as Record<string, Record<string, unknown>>);
    },

    async postBuild({outDir}) {
      const entries: PageEntry[] = [
        ...permalinks.guides.flatMap((route) => pageEntries(readFileSync(htmlFileOf(outDir, route), 'utf8'), route, 'guide')),
        ...permalinks.blog.flatMap((route) => pageEntries(readFileSync(htmlFileOf(outDir, route), 'utf8'), route, 'blog')),
      ];
      for (const service of services) {
        const spec = JSON.parse(readFileSync(path.join(options.specsDir, `${service.id}.json`), 'utf8'));
        // Until this index links each operation's own page, the entry page's legacy anchor redirects there.
        const anchors = legacyOperationAnchors(spec);
        entries.push(...apiEntries(service, spec, anchors));
      }
      writeSearchIndex(path.join(outDir, searchIndexPath), entries);
    },
  };
}

/** `operation/<operationId>` for every operation and webhook: the anchors the API entry page redirects. */
function legacyOperationAnchors(spec: {paths?: object; webhooks?: object}): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const group of [spec.paths, spec.webhooks]) {
    for (const item of Object.values(group ?? {})) {
      for (const operation of Object.values(item as Record<string, {operationId?: unknown}>)) {
        if (typeof operation?.operationId === 'string') anchors.set(operation.operationId, `operation/${operation.operationId}`);
      }
    }
  }
  return anchors;
}
