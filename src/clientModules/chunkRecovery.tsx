/**
 * When a page's JavaScript chunk fails to download on a full page load, Docusaurus never renders
 * the app and the reader is left with an inert page. This shows the Spanish error box over the
 * server-rendered content with a Retry button that loads the page again. (On client-side
 * navigation Docusaurus itself falls back to a full page load, which ends up here if it fails too.)
 */
import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ChunkErrorNotice from '@site/src/components/ChunkErrorNotice';

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(reason.message);
}

// The project has no @types/react-dom; this is the one function used from it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an `import` of an untyped module fails the type check
const {createRoot} = require('react-dom/client') as {createRoot(container: Element): {render(node: ReactNode): void}};

let shown = false;

function showNotice(): void {
  if (shown) return;
  shown = true;
  const container = document.createElement('div');
  document.body.prepend(container);
  createRoot(container).render(<ChunkErrorNotice floating onRetry={() => window.location.reload()} />);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showNotice();
  });
}
