import React, {type ReactNode} from 'react';
import type {Root} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import siteConfig from '@generated/docusaurus.config';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {yieldToMain} from '../../lib/yieldToMain';

type PreloadableComponent = {preload?: () => Promise<unknown>};

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

// Webpack's hot module replacement, in `npm start` only.
declare const module: {hot?: {accept(): void}};

/**
 * The modules of each step, evaluated when the step imports them. `eager` keeps them in the main bundle
 * (no request is added): only their evaluation waits for the step.
 */
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
const loadApp = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  ]);

/**
 * Every route the address matches (the layouts and the page), each loading its modules in a task of its
 * own; Docusaurus's preload loads them all in one. The address is tried as it is and decoded, as upstream.
 */
async function preloadRouteInSteps(pathname: string): Promise<void> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  for (const match of matches) {
    await yieldToMain();
    await (match.route.component as unknown as PreloadableComponent).preload?.();
  }
}

/**
 * Docusaurus's client entry (@docusaurus/core/lib/client/clientEntry), started in steps. Upstream, the main
 * script's one task evaluates every module of the bundle (React DOM, the router, the theme, the route
 * table), and the preload that follows evaluates the page's own modules: on a phone at CPU ×4 these were
 * the longest tasks of a page's start. Here each step runs in a task of its own, so the page answers
 * input between them: React DOM's modules, then the app's, then the page's routes one by one, then the
 * hydration, which React renders in slices. What renders, and how (hydrated in production, rendered in
 * `npm start`), is upstream's.
 */
async function start(): Promise<void> {
  await yieldToMain();
  const {default: ReactDOM} = await loadReactDom();
  await yieldToMain();
  const [{startTransition}, {HelmetProvider}, {BrowserRouter, HashRouter}, {default: App}] = await loadApp();
  const Router = ({children}: {children: ReactNode}) =>
    siteConfig.future.experimental_router === 'hash' ? <HashRouter>{children}</HashRouter> : <BrowserRouter>{children}</BrowserRouter>;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const container = document.getElementById('__docusaurus')!;
  await preloadRouteInSteps(window.location.pathname);
  await yieldToMain();
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      window.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app);
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // At once, as upstream: the base URL check in the page's <head> shows its warning banner when the
  // bundle has not defined it by DOMContentLoaded.
  window.docusaurus = docusaurus;
  // From a microtask, once the main script has run: when the page is traced (DevTools, Lighthouse), the
  // first step's scheduling records its stack, and from inside the main script that stack holds the
  // bundle's top-level function, whose source positions Chrome works out by parsing the bundle again.
  queueMicrotask(() => void start());
  // Self-accepting, as upstream (https://github.com/webpack/webpack-dev-server/issues/100#issuecomment-290911036).
  if (module.hot) module.hot.accept();
}
