import React, {useEffect, useState} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
// redoc is not hoisted: it is redocusaurus' own dependency, the same copy its theme renders with.
import {AppStore, Redoc} from 'docusaurus-theme-redoc/node_modules/redoc';
import {referenceHydrated} from './activation';

export interface RedocViewProps {
  spec: object;
  /** The download link Redoc shows (the bundled YAML). */
  downloadUrl: string;
  options: NonNullable<ConstructorParameters<typeof AppStore>[2]>;
}

interface MenuItem {
  id: string;
  items: MenuItem[];
}

/** Registers every operation and tag anchor so Docusaurus' broken-anchor check accepts links to them. */
function collectMenuAnchors(collector: ReturnType<typeof useBrokenLinks>, items: MenuItem[], parentId = ''): void {
  for (const item of items) {
    collector.collectAnchor(item.id);
    // Links may use the short `operation/<id>` form under a tag as well.
    if (parentId) collector.collectAnchor(item.id.replace(`${parentId}/`, ''));
    if (item.items.length > 0) collectMenuAnchors(collector, item.items, item.id);
  }
}

/**
 * Redoc itself, in its own chunk: the API page's server HTML is complete without it, so the
 * browser only downloads and runs it once the reader is about to use the reference. One store per
 * page, created once (redocusaurus' useSpec creates a second one when `isBrowser` flips, which
 * re-renders every operation right after hydration).
 */
export default function RedocView({spec, downloadUrl, options}: RedocViewProps): React.JSX.Element {
  const [store] = useState(() => new AppStore(spec as never, downloadUrl, options));
  collectMenuAnchors(useBrokenLinks(), store.menu.items as unknown as MenuItem[]);
  useEffect(() => {
    store.onDidMount();
    referenceHydrated();
    return () => store.dispose();
  }, [store]);
  return <Redoc store={store} />;
}
