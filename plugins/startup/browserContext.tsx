import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * Docusaurus's browser context (@docusaurus/core/lib/client/browserContext), with one change: the
 * switch to `true` after hydration is a React transition. Every `useIsBrowser()` consumer re-renders
 * then (each docs-sidebar category, the code blocks, the tabs); as an effect's plain update that
 * render cannot be interrupted, 117 ms in one task on a phone at CPU 4×. As a transition React
 * renders it in slices between which the page answers input. The value and when it turns true (after
 * hydration, never during it) are as upstream.
 */
export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
