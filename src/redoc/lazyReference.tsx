import React, {lazy, type ComponentType, type LazyExoticComponent} from 'react';
import type {RedocViewProps} from './RedocView';
import ServerRedocView from './serverReference';

type ReferenceProps = Omit<RedocViewProps, 'spec'>;

const references = new Map<string, LazyExoticComponent<ComponentType<ReferenceProps>>>();

async function fetchSpec(jsonUrl: string): Promise<object> {
  const response = await fetch(jsonUrl);
  if (!response.ok) throw new Error(`No se pudo cargar la especificación ${jsonUrl}: ${response.status}`);
  return (await response.json()) as object;
}

/** Redoc for the server render, which has the spec and renders the whole reference synchronously. */
export function serverReference(serverSpec: object): ComponentType<ReferenceProps> | undefined {
  if (!ServerRedocView) return undefined;
  const View = ServerRedocView;
  return function ServerReference(props: ReferenceProps) {
    return <View {...props} spec={serverSpec} />;
  };
}

/** Redoc in the browser: a lazy component that fetches the spec and Redoc's chunk together. */
export function lazyReference(jsonUrl: string): LazyExoticComponent<ComponentType<ReferenceProps>> {
  let reference = references.get(jsonUrl);
  if (!reference) {
    reference = lazy(async () => {
      const [{default: RedocView}, spec] = await Promise.all([import('./RedocView'), fetchSpec(jsonUrl)]);
      return {default: (props: ReferenceProps) => <RedocView {...props} spec={spec} />};
    });
    // React retries the render after the lazy resolves and must find the same component.
    references.set(jsonUrl, reference);
  }
  return reference;
}
