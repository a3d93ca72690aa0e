import React, {createContext, useContext, type ReactNode} from 'react';
import type {SidebarView} from '../../viewModel/types';

const ApiSidebarContext = createContext<SidebarView | null>(null);

export function ApiSidebarProvider({sidebar, children}: {sidebar: SidebarView; children: ReactNode}): React.JSX.Element {
  return <ApiSidebarContext.Provider value={sidebar}>{children}</ApiSidebarContext.Provider>;
}

/** The navigation of the API whose page is shown; given by the API's parent route (ApiRoot). */
export function useApiSidebar(): SidebarView {
  const sidebar = useContext(ApiSidebarContext);
  if (!sidebar) throw new Error('useApiSidebar: la página de referencia se mostró fuera de la ruta de su API (ApiRoot).');
  return sidebar;
}
