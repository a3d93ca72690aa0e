import React, {Suspense, memo, useMemo} from 'react';
import Layout from '@theme/Layout';
import {useAllPluginInstancesData} from '@docusaurus/useGlobalData';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// On the server this is redocusaurus' CSS renderer; in the browser plugins/redoc-spanish swaps in HydrationSafeStyles.
import {ServerStyles} from '@theme/Redoc/Styles';
import type {RedocViewProps} from './RedocView';
import {lazyReference} from './lazyReference';
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
 * Route component of the API pages (instead of redocusaurus' ApiDoc). The server renders the whole
 * reference; the browser keeps that HTML as it is (a dehydrated Suspense boundary) and only loads
 * the spec and Redoc, and hydrates it, when the reader starts using the page. Hydrating Redoc on
 * load costs seconds of script on a phone, which is what made these pages slow.
 */
export default function ApiReferencePage({specProps, layoutProps}: ApiReferencePageProps): React.JSX.Element {
  return (
    <Layout {...layoutProps}>
      <ApiReference spec={specProps.spec} url={specProps.url} jsonUrl={specProps.jsonUrl} />
    </Layout>
  );
}

/**
 * Memoised so that nothing re-renders the boundary while it waits: React gives up on hydrating a
 * Suspense boundary that receives new props before it hydrates, and would replace the server HTML
 * with the fallback.
 */
const ApiReference = memo(function ApiReference({spec, url, jsonUrl}: SpecProps): React.JSX.Element {
  const {light, dark} = useRedocOptions();
  const Reference = lazyReference(jsonUrl, spec);
  return (
    <>
      <ServerStyles specProps={{spec, url, normalizeUrl: false}} lightThemeOptions={light} darkThemeOptions={dark} />
      <div className="redocusaurus">
        <Suspense fallback={<p className="api-reference-loading">Cargando la referencia…</p>}>
          <Reference downloadUrl={url} options={light} />
        </Suspense>
      </div>
    </>
  );
});
