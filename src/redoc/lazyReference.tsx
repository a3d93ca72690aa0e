import React, {lazy, type ComponentType, type LazyExoticComponent} from 'react';
import type {RedocViewProps} from './RedocView';
import {whenReaderEngages} from './activation';
import ServerRedocView from './serverReference';

type ReferenceProps = Omit<RedocViewProps, 'spec'>;

const references = new Map<string, LazyExoticComponent<ComponentType<ReferenceProps>>>();

async function fetchSpec(jsonUrl: string): Promise<object> {
  const response = await fetch(jsonUrl);
  if (!response.ok) throw new Error(`No se pudo cargar la especificación ${jsonUrl}: ${response.status}`);
  return (await response.json()) as object;
}

/**
 * The Redoc view of one spec. On the server the spec comes with the props and the view renders in
 * full, without suspending; in the browser it is a lazy component whose spec and Redoc chunk load
 * only once the reader engages with the page (or at once after a client-side navigation, when
 * there is no server HTML to keep).
 */
export function lazyReference(jsonUrl: string, serverSpec?: object): ComponentType<ReferenceProps> {
  if (ServerRedocView && serverSpec) {
    return function ServerReference(props: ReferenceProps) {
      return <ServerRedocView {...props} spec={serverSpec} />;
    };
  }
  let reference = references.get(jsonUrl);
  if (!reference) {
    reference = lazy(async () => {
      await whenReaderEngages();
      const [{default: RedocView}, spec] = await Promise.all([import('./RedocView'), fetchSpec(jsonUrl)]);
      return {default: (props: ReferenceProps) => <RedocView {...props} spec={spec} />};
    });
    // React retries the render after the lazy resolves and must find the same component.
    references.set(jsonUrl, reference);
  }
  return reference;
}
