import React, {memo, useId, useRef} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocsFrame from '../../docs-frame/theme/DocsFrame';
import {useUrlFilters} from '../../docs-frame/theme/useUrlFilters';
import {KINDS, kindOfSlug} from '../../../lib/changelog/kinds';
import {CHANGE_KINDS} from '../../../lib/changelog/types';
import {useExactLayoutForHash} from '../../../lib/ui/useExactLayoutForHash';
import {useRouterLinks} from '../../../lib/ui/useRouterLinks';
import type {ApiPageSection, ChangelogPageData, ReleasePageSection} from '../pageData';
import {CHANGELOG_DESCRIPTION, CHANGELOG_TITLE} from '../texts';
import {useChangeDetails} from './useChangeDetails';
import styles from './styles.module.css';

const ALL = 'todas';
const DEFAULTS = {api: ALL, clase: ALL};
type Filters = typeof DEFAULTS;

function Filters({data, filters, onChange}: {data: ChangelogPageData; filters: Filters; onChange(next: Filters): void}) {
  const id = useId();
  return (
    <form className={styles.filters} role="search" aria-label="Filtrar los cambios" onSubmit={(event) => event.preventDefault()}>
      <div>
        <label htmlFor={`${id}-api`}>API</label>
        <select id={`${id}-api`} value={filters.api} onChange={(event) => onChange({...filters, api: event.target.value})}>
          <option value={ALL}>Todas las APIs</option>
          {data.apis.map((api) => (
            <option key={api.id} value={api.id}>
              {api.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-clase`}>Clase de cambio</label>
        <select id={`${id}-clase`} value={filters.clase} onChange={(event) => onChange({...filters, clase: event.target.value})}>
          <option value={ALL}>Todas las clases</option>
          {CHANGE_KINDS.map((kind) => (
            <option key={kind} value={KINDS[kind].slug}>
              {KINDS[kind].badge}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/**
 * One API of a release: its heading, counts and the list of operations that changed, written as HTML
 * text (memoized: a filter change only flips attributes above it, it never renders the list again).
 */
const ApiChanges = memo(function ApiChanges({api, hidden}: {api: ApiPageSection; hidden: boolean}) {
  return (
    // The placeholder height while the section is off screen (see styles.module.css): its operations' count.
    <section className={styles.api} data-api={api.serviceId} hidden={hidden} style={{'--entries': api.operations} as React.CSSProperties}>
      <h4 id={api.anchor}>{api.label}</h4>
      <p className={styles.counts}>
        {api.operations === 1 ? '1 operación cambió' : `${api.operations} operaciones cambiaron`}: {api.countsText}.
      </p>
      <div dangerouslySetInnerHTML={{__html: api.operationsHtml}} />
    </section>
  );
});

function ReleaseChanges({release, filters}: {release: ReleasePageSection; filters: Filters}) {
  const kind = kindOfSlug(filters.clase);
  const shown = release.apis.filter(
    (api) => (filters.api === ALL || api.serviceId === filters.api) && (!kind || api.operationsWith[kind] > 0),
  );
  return (
    <>
      <h3 id={`${release.anchor}-detalle`}>Detalle por API</h3>
      <p>
        Comparada con «{release.previousTitle}»: {release.countsText}. Abre una operación para ver sus cambios.
      </p>
      {release.apis.length === 0 && <p>Sin cambios en el contrato.</p>}
      {release.apis.length > 0 && shown.length === 0 && (
        <p role="status">Ninguna operación cambió en esta versión con los filtros elegidos.</p>
      )}
      {release.apis.map((api) => (
        <ApiChanges key={api.anchor} api={api} hidden={!shown.includes(api)} />
      ))}
    </>
  );
}

function Release({release, filters}: {release: ReleasePageSection; filters: Filters}) {
  return (
    <section className={styles.release} aria-labelledby={release.anchor}>
      <h2 id={release.anchor}>
        {release.title} <span className={styles.date}>({release.date})</span>
      </h2>
      <div className={styles.note} dangerouslySetInnerHTML={{__html: release.noteHtml}} />
      {release.published ? (
        <>
          <p>Primera versión publicada: es la base con la que se comparan las siguientes. Publicó:</p>
          <ul>
            {release.published.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <ReleaseChanges release={release} filters={filters} />
      )}
    </section>
  );
}

type BrokenLinks = ReturnType<typeof useBrokenLinks>;

function collectChangelogLinks(brokenLinks: BrokenLinks, changelog: ChangelogPageData) {
  for (const release of changelog.releases) {
    brokenLinks.collectAnchor(`${release.anchor}-detalle`);
    for (const anchor of release.noteAnchors) brokenLinks.collectAnchor(anchor);
    for (const link of release.noteLinks) brokenLinks.collectLink(link);
    for (const api of release.apis) {
      brokenLinks.collectAnchor(api.anchor);
      for (const [, anchor] of api.operationsHtml.matchAll(/<li id="([^"]+)"/g)) brokenLinks.collectAnchor(anchor);
    }
  }
}

interface Props {
  changelog: ChangelogPageData;
  sidebar: PropSidebarItem[];
}

export default function ChangelogPage({changelog, sidebar}: Props) {
  const brokenLinks = useBrokenLinks();
  const feedUrl = useBaseUrl('/docs/cambios/atom.xml');
  const jsonUrl = useBaseUrl('/docs/cambios.json');
  const twinUrl = useBaseUrl('/docs/cambios.md');
  // Operation pages link to these anchors, and the notes to other pages: the build checks each one.
  // Only the build collects (in the browser the collector does nothing, and reading every operation's
  // HTML for its anchors took a phone's hydration several milliseconds).
  if (!ExecutionEnvironment.canUseDOM) collectChangelogLinks(brokenLinks, changelog);
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const listRef = useRef<HTMLDivElement>(null);
  const routeLinks = useRouterLinks();
  useChangeDetails(listRef, kindOfSlug, () => setFilters(DEFAULTS));
  useExactLayoutForHash();
  const kind = kindOfSlug(filters.clase);
  return (
    <DocsFrame
      title={CHANGELOG_TITLE}
      description={CHANGELOG_DESCRIPTION}
      sidebar={sidebar}
      toc={changelog.toc}
      markdownPath="/docs/cambios.md"
      className={styles.page}>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={`${CHANGELOG_TITLE} (Atom)`} href={feedUrl} />
      </Head>
      <h1>{CHANGELOG_TITLE}</h1>
      <p>
        Cada versión del contrato de las ocho APIs, la más reciente primero. Lee su nota: dice qué cambió, por qué y qué revisar en tu
        integración. Debajo, el detalle por API y por operación; cada operación enlaza a su página de la referencia.
      </p>
      <p>Cada cambio lleva una de cuatro clases:</p>
      <ul>
        {CHANGE_KINDS.map((item) => (
          <li key={item}>
            <span className={styles.badge} data-kind={item}>
              {KINDS[item].badge}
            </span>
            : {KINDS[item].meaning}
          </li>
        ))}
      </ul>
      <p>
        Entérate de cada versión con el <a href={feedUrl}>feed Atom</a>. La lista completa de cambios también está en{' '}
        <a href={twinUrl}>Markdown</a> y en <a href={jsonUrl}>JSON</a>. Si algo no funciona tras un cambio, el{' '}
        <Link to="/docs/errores">catálogo de errores</Link> explica cada mensaje.
      </p>
      <Filters data={changelog} filters={filters} onChange={setFilters} />
      <div ref={listRef} className={styles.releases} data-clase={kind ? KINDS[kind].slug : undefined} onClick={routeLinks}>
        {changelog.releases.map((release) => (
          <Release key={release.anchor} release={release} filters={filters} />
        ))}
      </div>
    </DocsFrame>
  );
}
