import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {createRouteData} from '../../lib/routeData';
import {docsSidebarProp} from '../docs-frame/sidebar';
import {ERROR_CATALOGUE_ROUTE} from './catalogue';
import {buildCatalogue, cataloguePageData} from './model';

export {errorCatalogueAnchor, errorCatalogueUrl, ERROR_CATALOGUE_ROUTE} from './catalogue';
export {errorCatalogueEntries} from './model';

/**
 * The error catalogue at /docs/errores, generated from the specs plugins/api-reference bundled, in
 * the docs frame (plugins/docs-frame): it fails the build when a documented message has no
 * explanation in explanations.ts.
 */
export default function errorCataloguePlugin(context: LoadContext): Plugin {
  return {
    name: 'error-catalogue',

    async allContentLoaded({allContent, actions}) {
      const bundled = allContent['api-reference']?.default as BundledSpec[] | undefined;
      if (!bundled) throw new Error('[error-catalogue] faltan las especificaciones de api-reference');
      const catalogue = await createRouteData(context, actions, 'error-catalogue.json', cataloguePageData(buildCatalogue(bundled)));
      const sidebar = await createRouteData(
        context,
        actions,
        'docs-sidebar.json',
        docsSidebarProp(allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined),
      );
      actions.addRoute({
        path: `${context.siteConfig.baseUrl.replace(/\/$/, '')}${ERROR_CATALOGUE_ROUTE}`,
        exact: true,
        component: '@site/plugins/error-catalogue/theme/ErrorCataloguePage',
        modules: {catalogue, sidebar},
      });
    },
  };
}
