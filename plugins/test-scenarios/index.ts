import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {createRouteData} from '../../lib/routeData';
import {docsSidebarProp} from '../docs-frame/sidebar';
import {collectScenarios} from './scenarios';

export const SCENARIOS_ROUTE = '/docs/herramientas/escenarios-de-prueba';

/** The «Escenarios de prueba» pages: an index and one page per API, generated from the bundled specs. */
export default function testScenariosPlugin(context: LoadContext): Plugin {
  const base = context.siteConfig.baseUrl.replace(/\/$/, '');
  return {
    name: 'test-scenarios',

    async allContentLoaded({allContent, actions}) {
      const bundled = allContent['api-reference']?.default as BundledSpec[] | undefined;
      if (!bundled) throw new Error('[test-scenarios] faltan las especificaciones de api-reference');
      const apis = bundled.map(({service, spec}) => {
        const operations = collectScenarios(service, spec);
        return {
          id: service.id,
          label: service.label,
          route: `${SCENARIOS_ROUTE}/${service.id}`,
          operations,
          scenarioCount: operations.reduce((sum, operation) => sum + operation.scenarios.length, 0),
          errorCount: operations.reduce(
            (sum, operation) => sum + operation.scenarios.filter((scenario) => scenario.status >= 400).length,
            0,
          ),
        };
      });
      const sidebar = await createRouteData(
        context,
        actions,
        'docs-sidebar.json',
        docsSidebarProp(allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined),
      );
      const index = await createRouteData(
        context,
        actions,
        'scenarios-index.json',
        apis.map(({operations, ...summary}) => summary),
      );
      actions.addRoute({
        path: base + SCENARIOS_ROUTE,
        exact: true,
        component: '@site/plugins/test-scenarios/theme/ScenariosIndexPage',
        modules: {apis: index, sidebar},
      });
      for (const api of apis) {
        const data = await createRouteData(context, actions, `scenarios-${api.id}.json`, api);
        actions.addRoute({
          path: base + api.route,
          exact: true,
          component: '@site/plugins/test-scenarios/theme/ScenariosApiPage',
          modules: {api: data, sidebar},
        });
      }
    },
  };
}
