import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services, type ApiService} from '../../config/services';
import {lintSpecs, type OpenApiDocument} from '../../scripts/lib/openapi';
import {publishSpec} from './publishSpec';

export interface ApiReferenceOptions {
  /** Base URL of the test environment, written into each spec's `baseUrl` server variable. */
  apiBaseUrl: string;
  /** Folder served as static files where the bundled specs are written for download. */
  downloadsDir: string;
}

interface BundledService {
  service: ApiService;
  spec: OpenApiDocument;
  downloadPath: string;
  jsonPath: string;
}

/**
 * Builds the eight API references: lints and bundles each split spec, adds its code samples, writes
 * the YAML and JSON downloads, and adds one Redoc route per service whose spec is a route module, so each API page
 * loads its own spec only (never Docusaurus global data, which every page downloads).
 */
export default function apiReferencePlugin(
  context: LoadContext,
  options: ApiReferenceOptions,
): Plugin<BundledService[]> {
  const isProduction = process.env.NODE_ENV === 'production';
  const {baseUrl} = context.siteConfig;

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
      const bundled: BundledService[] = [];
      for (const service of services) {
        const spec = await publishSpec(service, options.downloadsDir, options.apiBaseUrl);
        bundled.push({
          service,
          spec,
          downloadPath: `${baseUrl}openapi/${service.id}.yaml`,
          jsonPath: `${baseUrl}openapi/${service.id}.json`,
        });
      }
      return bundled;
    },

    configureWebpack(_config, isServer, {currentBundler}) {
      // The browser fetches the spec and Redoc only when the reader uses the page
      // (src/redoc/lazyReference): its copy of the route module keeps the URLs and drops the spec the
      // server rendered from, and the server's static Redoc import is swapped for nothing.
      return isServer
        ? {}
        : {
            plugins: [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^\.\/serverReference$/,
                path.join(context.siteDir, 'src', 'redoc', 'serverReference.browser.ts'),
              ),
            ],
            module: {
              rules: [
                {
                  test: /[\\/]api-reference[\\/][^\\/]+[\\/]spec-[^\\/]+\.json$/,
                  use: [{loader: path.join(__dirname, 'dropSpecLoader.cjs')}],
                },
              ],
            },
          };
    },

    async contentLoaded({content, actions}) {
      for (const {service, spec, downloadPath, jsonPath} of content) {
        const specProps = await actions.createData(
          `spec-${service.id}.json`,
          JSON.stringify({spec, url: downloadPath, jsonUrl: jsonPath}),
        );
        const layoutProps = await actions.createData(
          `layout-${service.id}.json`,
          JSON.stringify({
            title: `API de ${service.label}: referencia`,
            description: service.description,
          }),
        );
        actions.addRoute({
          path: service.route,
          exact: true,
          component: '@site/src/redoc/ApiReferencePage',
          modules: {specProps, layoutProps},
        });
      }
    },
  };
}
