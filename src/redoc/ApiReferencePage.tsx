import React, {Suspense, memo, useEffect, useMemo, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import {useLocation} from '@docusaurus/router';
import ApiDownloads from '@site/src/components/ApiDownloads';
import {services} from '@site/config/services';
import {useAllPluginInstancesData} from '@docusaurus/useGlobalData';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// On the server this is redocusaurus' CSS renderer; in the browser plugins/redoc-spanish swaps in HydrationSafeStyles.
import {ServerStyles} from '@theme/Redoc/Styles';
import type {RedocViewProps} from './RedocView';
import {lazyReference, serverReference} from './lazyReference';
import {currentReferenceHtml, hasServerReference, whenReaderEngages} from './activation';
import './performance.css';

interface SpecProps {
  /** The whole bundled spec; only the server bundle gets it (the client's route module drops it). */
  spec?: object;
  /** Download link shown by Redoc. */
  url: string;
  /** The same spec as JSON, which the browser fetches when Redoc activates. */
  jsonUrl: string;
}

interface ApiReferencePageProps {
  specProps: SpecProps;
  layoutProps: {title: string; description: string};
}

interface RedocThemeData {
  lightTheme: object;
  darkTheme: object;
  options: RedocViewProps['options'];
}

/** Redoc options from docusaurus-theme-redoc's configuration, as redocusaurus builds them. */
function useRedocOptions(): {light: RedocViewProps['options']; dark: RedocViewProps['options']} {
  const [themeData] = Object.values(useAllPluginInstancesData('docusaurus-theme-redoc', {failfast: true})) as RedocThemeData[];
  return useMemo(() => redocOptions(themeData!), [themeData]);
}

function redocOptions({options, lightTheme, darkTheme}: RedocThemeData) {
  const {scrollYOffset} = options;
  // As redocusaurus does: a selector is read on every scroll in the browser (the navbar settles
  // after load) and is meaningless on the server.
  const offset =
    typeof scrollYOffset === 'string'
      ? ExecutionEnvironment.canUseDOM
        ? () => document.querySelector<HTMLElement>(scrollYOffset)?.clientHeight ?? 0
        : 0
      : scrollYOffset;
  return {
    light: {...options, scrollYOffset: offset, theme: lightTheme},
    dark: {...options, scrollYOffset: offset, theme: darkTheme},
  };
}

/**
 * Route component of the API pages (instead of redocusaurus' ApiDoc). Hydrating Redoc on load
 * costs seconds of script on a phone, which is what made these pages slow; see ApiReference.
 */
export default function ApiReferencePage({specProps, layoutProps}: ApiReferencePageProps): React.JSX.Element {
  const {pathname} = useLocation();
  const service = services.find((candidate) => candidate.route === pathname.replace(/\/$/, ''));
  return (
    <Layout {...layoutProps}>
      {/* The page's main landmark (Layout renders none); the download bar sits above the reference. */}
      <main>
        {service && <ApiDownloads serviceId={service.id} />}
        <ApiReference spec={specProps.spec} url={specProps.url} jsonUrl={specProps.jsonUrl} />
      </main>
    </Layout>
  );
}

/** One object, so re-renders before Redoc goes live never touch the server's DOM. */
const keepServerHtml = {__html: ''};

/**
 * The server renders the whole reference. The browser adopts that HTML as it is (no Redoc code runs
 * to hydrate it) and swaps in the live Redoc once the reader engages with the page; after a
 * client-side navigation there is no server HTML, so Redoc loads at once.
 */
const ApiReference = memo(function ApiReference({spec, url, jsonUrl}: SpecProps): React.JSX.Element {
  const {light, dark} = useRedocOptions();
  const [live, setLive] = useState(() => !hasServerReference());
  // Read only when Redoc goes live: serializing tens of thousands of nodes while hydrating was one
  // of the page's long tasks, and until then React keeps the server's DOM as it is. Kept as one
  // {__html} object: React 19 sets innerHTML again whenever that object's identity changes.
  const serverHtml = useRef<{__html: string} | undefined>(undefined);
  useEffect(() => {
    if (live) return undefined;
    let cancelled = false;
    void whenReaderEngages().then(() => {
      if (cancelled) return;
      const html = currentReferenceHtml();
      serverHtml.current = html ? {__html: html} : undefined;
      setLive(true);
    });
    return () => {
      cancelled = true;
    };
  }, [live]);
  const styles = <ServerStyles specProps={{spec, url, normalizeUrl: false}} lightThemeOptions={light} darkThemeOptions={dark} />;
  const ServerReference = spec ? serverReference(spec) : undefined;
  if (ServerReference) {
    return (
      <>
        {styles}
        <div className="redocusaurus">
          <ServerReference downloadUrl={url} options={light} />
        </div>
      </>
    );
  }
  const Reference = lazyReference(jsonUrl);
  return (
    <>
      {styles}
      {live ? (
        <div className="redocusaurus">
          <Suspense fallback={serverHtml.current ? <div dangerouslySetInnerHTML={serverHtml.current} /> : <p className="api-reference-loading">Cargando la referencia…</p>}>
            <Reference downloadUrl={url} options={light} />
          </Suspense>
        </div>
      ) : (
        // While hydrating, React keeps the server's DOM under dangerouslySetInnerHTML without comparing it.
        <div className="redocusaurus" dangerouslySetInnerHTML={keepServerHtml} />
      )}
    </>
  );
});
