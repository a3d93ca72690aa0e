import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services} from '../../config/services';
import {lintSpecs} from '../../lib/openapi/bundle';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {publishSpec} from './publishSpec';
import {serviceView} from './viewModel/service';

export interface ApiReferenceOptions {
  /** Base URL of the test environment, written into each spec's `baseUrl` server variable. */
  apiBaseUrl: string;
  /** Folder served as static files where the bundled specs are written for download. */
  downloadsDir: string;
}

/**
 * Builds the eight API references: lints and bundles each split spec, adds its code samples, writes
 * the YAML and JSON downloads, and renders the reference at build time with the components of
 * ./theme: an entry page per API and a page per operation and webhook. Each route gets only its own
 * view model (viewModel/), worked out here; no page ships the spec.
 */
export default function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<BundledSpec[]> {
  const isProduction = process.env.NODE_ENV === 'production';

  return {
    name: 'api-reference',

    getPathsToWatch() {
      return [path.join(context.siteDir, 'openapi', '**', '*.yaml')];
    },

    async loadContent() {
      try {
        await lintSpecs(services);
      } catch (error) {
        // The build is strict; `npm start` keeps serving so the author can fix the spec live.
        if (isProduction) throw error;
        console.warn(`[api-reference] ${(error as Error).message}`);
      }
      const bundled: BundledSpec[] = [];
      for (const service of services) {
        const spec = await publishSpec(service, options.downloadsDir, options.apiBaseUrl);
        bundled.push({service, spec});
      }
      return bundled;
    },

    async contentLoaded({content, actions}) {
      const componentsDir = path.join(__dirname, 'theme');
      for (const {service, spec} of content) {
        const {entry, sidebar, operations} = serviceView(service, spec);
        // One navigation module per API, shared by all its pages; one module per page with only its own view.
        const sidebarModule = await actions.createData(`sidebar-${service.id}.json`, JSON.stringify(sidebar));
        const entryModule = await actions.createData(`entry-${service.id}.json`, JSON.stringify(entry));
        actions.addRoute({
          path: service.route,
          exact: true,
          component: path.join(componentsDir, 'ApiEntryPage'),
          modules: {sidebar: sidebarModule, entry: entryModule},
        });
        for (const operation of operations) {
          const operationModule = await actions.createData(
            `operation-${service.id}-${operation.operationId}.json`,
            JSON.stringify(operation),
          );
          actions.addRoute({
            path: operation.route,
            exact: true,
            component: path.join(componentsDir, 'ApiOperationPage'),
            modules: {sidebar: sidebarModule, operation: operationModule},
          });
        }
      }
    },
  };
}
