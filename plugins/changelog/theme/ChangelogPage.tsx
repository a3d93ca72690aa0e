import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import {changeSentence, itemList} from '../../../lib/changelog/changeText';
import {spanishDate} from '../../../lib/changelog/spanishDate';
import type {ApiSection, Changelog, OperationEntry, ReleaseSection} from '../../../lib/changelog/changelog';
import type {Change, KindCounts} from '../../../lib/changelog/types';
import {CHANGELOG_DESCRIPTION, CHANGELOG_TITLE, KIND_BADGES, plural, publishedText, STATUS_HEADINGS} from '../texts';
import {useExactLayoutForHash} from '../../../lib/ui/useExactLayoutForHash';
import styles from './styles.module.css';

/** A change's text with its `names` as code. */
function Text({text}: {text: string}) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>))}
    </>
  );
}

function Counts({counts}: {counts: KindCounts}) {
  return (
    <p className={styles.counts}>
      {plural(counts.breaking, 'cambio rompe', 'cambios rompen')} compatibilidad,{' '}
      {plural(counts['non-breaking'], 'es compatible', 'son compatibles')} y{' '}
      {plural(counts.documentation, 'es solo de documentación', 'son solo de documentación')}.
    </p>
  );
}

/** A grouped entry with more fields than this folds its list into a <details> (the Markdown twin lists them all). */
const FOLD_AFTER = 8;

function ChangeItem({change}: {change: Change}) {
  const badge = <span className={styles.badge}>{KIND_BADGES[change.kind]}</span>;
  return (
    <li className={styles[change.kind]} data-kind={change.kind}>
      {change.fields && change.fields.length > FOLD_AFTER ? (
        // A native disclosure: a button for the keyboard and screen readers, open or closed.
        <details className={styles.fields}>
          <summary>
            {badge} <Text text={change.text} /> ({change.fields.length})
          </summary>
          <p>
            <Text text={itemList(change.fields)} />.
          </p>
        </details>
      ) : (
        <>
          {badge} <Text text={changeSentence(change)} />
        </>
      )}
      {change.advice && (
        <>
          {' '}
          <span className={styles.advice}>{change.advice}</span>
        </>
      )}
      {change.reason && (
        <>
          {' '}
          <span className={styles.reason}>Motivo: {change.reason}</span>
        </>
      )}
    </li>
  );
}

function Entry({entry}: {entry: OperationEntry}) {
  const operation = entry.isWebhook ? `webhook ${entry.pathOrName}` : `${entry.method} ${entry.pathOrName}`;
  return (
    <li id={entry.anchor} className={styles.entry} data-operation={entry.operationId}>
      <p className={styles.entryTitle}>
        <Link to={entry.href}>
          <code>{operation}</code> {entry.summary}
        </Link>
        {entry.status === 'removed' && ' (ya no está en el contrato; el enlace lleva a la API)'}
      </p>
      <ul>
        {entry.changes.map((change, index) => (
          <ChangeItem key={index} change={change} />
        ))}
      </ul>
    </li>
  );
}

/** One API of a release: h3, then what was removed, changed and added (h4 each). */
function Api({api}: {api: ApiSection}) {
  return (
    <>
      <h3 id={api.anchor}>{api.label}</h3>
      <Counts counts={api.counts} />
      {(['removed', 'changed', 'added'] as const)
        .filter((status) => api[status].length > 0)
        .map((status) => (
          <React.Fragment key={status}>
            <h4>
              {STATUS_HEADINGS[status]} en {api.label}
            </h4>
            <ul className={styles.entries}>
              {api[status].map((entry) => (
                <Entry key={entry.anchor} entry={entry} />
              ))}
            </ul>
          </React.Fragment>
        ))}
    </>
  );
}

function Release({release}: {release: ReleaseSection}) {
  return (
    <>
      <h2 id={release.anchor}>
        {release.name} ({spanishDate(release.date)})
      </h2>
      <p>{release.summary}</p>
      {release.published ? (
        <>
          <p>Primera versión publicada: es la base con la que se comparan las siguientes. Publicó:</p>
          <ul>
            {release.published.map((api) => (
              <li key={api.serviceId}>
                {api.label}: {publishedText(api)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>Comparada con «{release.previous?.name}».</p>
          <Counts counts={release.counts} />
          {release.apis.length === 0 && <p>Sin cambios en el contrato.</p>}
        </>
      )}
      {release.apis.map((api) => (
        <Api key={api.anchor} api={api} />
      ))}
    </>
  );
}

export default function ChangelogPage({changelog}: {changelog: Changelog}) {
  const brokenLinks = useBrokenLinks();
  const feedUrl = useBaseUrl('/docs/cambios/atom.xml');
  const twinUrl = useBaseUrl('/docs/cambios.md');
  const {unreleased} = changelog;
  useExactLayoutForHash();
  const sections = [unreleased, ...changelog.releases];
  // Operation pages link to these anchors: the build checks each one exists.
  for (const section of sections) {
    brokenLinks.collectAnchor(section.anchor);
    for (const api of section.apis) {
      brokenLinks.collectAnchor(api.anchor);
      for (const entry of [...api.removed, ...api.changed, ...api.added]) brokenLinks.collectAnchor(entry.anchor);
    }
  }
  return (
    <Layout title={CHANGELOG_TITLE} description={CHANGELOG_DESCRIPTION}>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={`${CHANGELOG_TITLE} (Atom)`} href={feedUrl} />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        {/* Shaped like a guide (article > .markdown > h2/h3), so the site search indexes its sections. */}
        <article>
          <div className="markdown">
            <header>
              <h1>{CHANGELOG_TITLE}</h1>
            </header>
            <p>{CHANGELOG_DESCRIPTION}</p>
            <p>
              Cada cambio se clasifica como <strong>{KIND_BADGES.breaking}</strong> (el código escrito para la versión anterior puede
              fallar), <strong>{KIND_BADGES['non-breaking']}</strong> (cambia el contrato, pero lo que funcionaba sigue funcionando) o{' '}
              <strong>{KIND_BADGES.documentation}</strong> (cambia el texto de la referencia, no lo que viaja por la red). Cada entrada
              lleva a la página de su operación.
            </p>
            <p>
              Recibe las versiones nuevas con el <a href={feedUrl}>feed Atom de los cambios del contrato</a> o lee esta página como{' '}
              <a href={twinUrl}>Markdown</a>.
            </p>
            <h2 id={unreleased.anchor}>Sin publicar</h2>
            {unreleased.apis.length === 0 ? (
              <p>
                {unreleased.base
                  ? `El contrato que muestra la referencia es el de la versión «${unreleased.base.name}» (${spanishDate(unreleased.base.date)}): no hay cambios sin publicar.`
                  : 'Aún no hay ninguna versión publicada.'}
              </p>
            ) : (
              <>
                <p>
                  Cambios que la referencia ya muestra y que aún no forman parte de una versión
                  {unreleased.base && ` (comparados con «${unreleased.base.name}», ${spanishDate(unreleased.base.date)})`}.
                </p>
                <Counts counts={unreleased.counts} />
                {unreleased.apis.map((api) => (
                  <Api key={api.anchor} api={api} />
                ))}
              </>
            )}
            {changelog.releases.map((release) => (
              <Release key={release.anchor} release={release} />
            ))}
          </div>
        </article>
      </main>
    </Layout>
  );
}
