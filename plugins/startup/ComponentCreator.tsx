import React, {type ComponentType, type ReactNode} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<Record<string, unknown>> & {preload?: () => Promise<unknown>};

/**
 * The route table (`@generated/routes`) calls ComponentCreator once per route when the main bundle
 * starts: 357 react-loadable components built before the page can hydrate, about 90 ms of the main
 * script's task on a phone at CPU 4×. Here each route's loadable component is built by Docusaurus's own
 * ComponentCreator the first time the route is preloaded or rendered, so start-up builds the few the
 * current address matches. Props, `preload()` and rendering are the loadable component's.
 */
export default function ComponentCreator(routePath: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const resolve = (): RouteComponent => (loadable ??= createRouteComponent(routePath, hash) as RouteComponent);
  function RouteComponentOnDemand(props: Record<string, unknown>): ReactNode {
    const Loadable = resolve();
    return <Loadable {...props} />;
  }
  RouteComponentOnDemand.preload = () => resolve().preload?.() ?? Promise.resolve();
  return RouteComponentOnDemand;
}
