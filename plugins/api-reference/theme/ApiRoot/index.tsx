import React from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import NotFound from '@theme/NotFound';
import type {SidebarView} from '../../viewModel/types';
import {ApiSidebarProvider} from '../ApiSidebar/context';

type ChildRoutes = NonNullable<Parameters<typeof renderRoutes>[0]>;

interface Props {
  route: {routes: ChildRoutes};
  sidebar: SidebarView;
}

/**
 * Parent route of one API's pages. The entry page and the operation pages are its children, so the router
 * compiles their paths only for addresses under this API, and the API's navigation is one module of this
 * route instead of one per page.
 */
export default function ApiRoot({route, sidebar}: Props): React.JSX.Element {
  const {pathname} = useLocation();
  // An address under the API that names no page is a 404, as it is outside the API.
  if (!route.routes.some((child) => matchPath(pathname, child))) return <NotFound />;
  return <ApiSidebarProvider sidebar={sidebar}>{renderRoutes(route.routes)}</ApiSidebarProvider>;
}
