import preload from '@docusaurus/core/lib/client/preload';

/**
 * What clientEntry awaits before it hydrates. Upstream, the route's chunks are already loaded (their
 * scripts come before the main one), so preload resolves within the main script's own task and the
 * hydration is started there too: one task of module evaluation, route matching and hydrateRoot.
 * Waiting for the next task first lets the page answer input between the two; nothing else changes.
 */
export default function preloadInOwnTask(pathname: string): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => preload(pathname));
}
