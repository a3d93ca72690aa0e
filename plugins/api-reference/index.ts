import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {services} from '../../config/services';
import {lintSpecs} from '../../lib/openapi/bundle';
import {createRouteData} from '../../lib/routeData';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {buildDate, recordBuildDate} from '../../lib/buildDate';
import {operationChangeNotes} from '../../lib/changelog/changelog';
import {contractChangelog} from '../changelog';
import {publishSpec} from './publishSpec';
import {changeNoteView} from './viewModel/changeNote';
import {serviceView} from './viewModel/service';
import {FIRST_CALL, writeFirstCall} from './firstCall';

export interface ApiReferenceOptions {
  /** Base URL of the test environment, written into each spec's `baseUrl` server variable. */
  apiBaseUrl: string;
  /** Folder served as static files where the bundled specs are written for download. Relative to the site folder: the options are serialized into the client bundle, where an absolute path would differ between machines. */
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
        const spec = await publishSpec(service, path.resolve(context.siteDir, options.downloadsDir), options.apiBaseUrl);
        bundled.push({service, spec});
      }
      return bundled;
    },

    async contentLoaded({content, actions}) {
      const componentsDir = '@site/plugins/api-reference/theme';
      const createData = (name: string, data: unknown) => createRouteData(context, actions, name, data);
      // The notes speak of the releases of the 90 days before the build's date, which the tests read back.
      const date = buildDate();
      recordBuildDate(context.generatedFilesDir, date);
      const changeNotes = operationChangeNotes(contractChangelog(content), date);
      for (const {service, spec} of content) {
        const {entry, sidebar, operations} = serviceView(service, spec);
        const pages: RouteConfig[] = [
          {
            path: service.route,
            exact: true,
            component: `${componentsDir}/ApiEntryPage`,
            modules: {entry: await createData(`${service.id}/entry.json`, entry)},
          },
        ];
        for (const operation of operations) {
          const note = changeNotes.get(`${service.id} ${operation.operationId}`);
          if (note) operation.changeNote = changeNoteView(note);
          pages.push({
            path: operation.route,
            exact: true,
            component: `${componentsDir}/ApiOperationPage`,
            modules: {operation: await createData(`${service.id}/${operation.operationId}.json`, operation)},
          });
        }
        if (service.id === FIRST_CALL.service) await writeFirstCall(context.generatedFilesDir, operations);
        // One parent route per API: the navigation is its module, shared by every page, and the client router
        // looks at the API's pages only for addresses under it.
        actions.addRoute({
          path: service.route,
          exact: false,
          component: `${componentsDir}/ApiRoot`,
          modules: {sidebar: await createData(`${service.id}/sidebar.json`, sidebar)},
          routes: pages,
        });
      }
    },
  };
}
