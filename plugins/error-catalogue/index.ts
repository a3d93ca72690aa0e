import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {createRouteData} from '../../lib/routeData';
import {ERROR_CATALOGUE_ROUTE} from './catalogue';
import {buildCatalogue} from './model';

export {errorCatalogueAnchor, errorCatalogueUrl, ERROR_CATALOGUE_ROUTE} from './catalogue';
export {errorCatalogueEntries} from './model';

/**
 * The error catalogue at /docs/errores, generated from the specs plugins/api-reference bundled:
 * it fails the build when a documented message has no explanation in explanations.ts.
 */
export default function errorCataloguePlugin(context: LoadContext): Plugin {
  return {
    name: 'error-catalogue',

    async allContentLoaded({allContent, actions}) {
      const bundled = allContent['api-reference']?.default as BundledSpec[] | undefined;
      if (!bundled) throw new Error('[error-catalogue] faltan las especificaciones de api-reference');
      const catalogue = await createRouteData(context, actions, 'error-catalogue.json', buildCatalogue(bundled));
      actions.addRoute({
        path: `${context.siteConfig.baseUrl.replace(/\/$/, '')}${ERROR_CATALOGUE_ROUTE}`,
        exact: true,
        component: '@site/plugins/error-catalogue/theme/ErrorCataloguePage',
        modules: {catalogue},
      });
    },
  };
}
