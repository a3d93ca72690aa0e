import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ApiDownloads from '../ApiDownloads';
import {COMMON_ERRORS_ID, commonErrorAnchor} from '../../viewModel/commonErrorAnchors';
import type {EntryPageView, ResponseView} from '../../viewModel/types';
import ApiLayout from '../ApiLayout';
import {useApiSidebar} from '../ApiSidebar/context';
import MethodBadge from '../MethodBadge';
import {Contents, ExampleList} from '../ResponseParts';
import styles from '../styles.module.css';
import OperationFilter, {fold} from './OperationFilter';
import {useLegacyAnchors} from './useLegacyAnchors';

interface Props {
  entry: EntryPageView;
}

const html = (markup: string) => ({__html: markup});
const INDEX_ID = 'indice-operaciones';

/**
 * The errors most operations of the API share, explained once: each operation page names them in one line with
 * a link here, and keeps in full only its own.
 */
function CommonErrors({responses}: {responses: ResponseView[]}) {
  // The operation pages link here with <Link>: the build's link check must know these anchors exist.
  const brokenLinks = useBrokenLinks();
  for (const response of responses) brokenLinks.collectAnchor(commonErrorAnchor(response.status));
  return (
    <section aria-labelledby={COMMON_ERRORS_ID}>
      <h2 id={COMMON_ERRORS_ID}>Errores comunes</h2>
      <p className={styles.commonErrorsIntro}>
        La mayoría de las operaciones de esta API declaran estas respuestas; su página las nombra en una línea con un enlace aquí.{' '}
        <Link to="/docs/convenciones#errores-por-familia-de-apis">Convenciones</Link> explica los errores de todas las APIs.
      </p>
      {responses.map((response) => (
        <div key={response.status} className={styles.response}>
          <h3 id={commonErrorAnchor(response.status)}>
            <span className={styles.status}>{response.status}</span>
            {response.statusLabel !== response.status && ` ${response.statusLabel}`}
          </h3>
          {response.descriptionHtml && <div dangerouslySetInnerHTML={html(response.descriptionHtml)} />}
          <Contents contents={response.contents} idPrefix={commonErrorAnchor(response.status)} />
          <ExampleList contents={response.contents} />
        </div>
      ))}
    </section>
  );
}

/** The entry page of one API: introduction, servers, authentication, downloads and the index of its operations. */
export default function ApiEntryPage({entry}: Props): React.JSX.Element {
  useLegacyAnchors(entry);
  const {entryRoute} = useApiSidebar();
  const total = entry.groups.reduce((count, group) => count + group.items.length, 0);
  return (
    <ApiLayout title={`${entry.title}: referencia`} description={entry.metaDescription} activeRoute={entryRoute}>
      <article className={styles.entry}>
        <h1>{entry.title}</h1>
        {entry.version && <p className={styles.eyebrow}>Versión {entry.version}</p>}
        <ApiDownloads serviceId={entry.serviceId} />
        {entry.introHtml && <div className={styles.description} dangerouslySetInnerHTML={html(entry.introHtml)} />}
        <section aria-labelledby="servidores">
          <h2 id="servidores">Servidores</h2>
          <ul className={styles.plainList}>
            {entry.servers.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                {server.descriptionHtml && (
                  <span dangerouslySetInnerHTML={html(` · ${server.descriptionHtml.replace(/^<p>|<\/p>$/g, '')}`)} />
                )}
              </li>
            ))}
          </ul>
          <p>Son URL del entorno de pruebas: úsalas mientras desarrollas tu integración.</p>
        </section>
        <section aria-labelledby="autenticacion">
          <h2 id="autenticacion">Autenticación</h2>
          {entry.authenticationHtml && <div dangerouslySetInnerHTML={html(entry.authenticationHtml)} />}
          {entry.securitySchemes.map((scheme) => (
            <div key={scheme.name} className={styles.scheme}>
              <h3 id={`esquema-${scheme.name.toLowerCase()}`}>{scheme.name}</h3>
              <p dangerouslySetInnerHTML={html(scheme.summaryHtml)} />
              {scheme.descriptionHtml && <div dangerouslySetInnerHTML={html(scheme.descriptionHtml)} />}
            </div>
          ))}
          <p>
            Consulta <Link to="/docs/autenticacion">cómo obtener y enviar tus credenciales</Link>.
          </p>
        </section>
        {entry.commonErrors.length > 0 && <CommonErrors responses={entry.commonErrors} />}
        <section aria-labelledby="operaciones">
          <h2 id="operaciones">Operaciones</h2>
          <OperationFilter listId={INDEX_ID} total={total} />
          <div id={INDEX_ID}>
            {entry.groups.map((group) => (
              <section key={group.anchor} data-filter-group="" aria-labelledby={group.anchor} className={styles.indexGroup}>
                <h3 id={group.anchor}>{group.tag}</h3>
                {group.descriptionHtml && <div className={styles.groupDescription} dangerouslySetInnerHTML={html(group.descriptionHtml)} />}
                <ul className={styles.indexList}>
                  {group.items.map((item) => (
                    <li key={item.route} data-filter={fold(`${item.summary} ${item.method} ${item.path} ${item.operationId}`)}>
                      <Link to={item.route} className={styles.indexLink}>
                        <MethodBadge method={item.method} />
                        <span className={item.deprecated ? styles.deprecated : undefined}>{item.summary}</span>
                        <code className={styles.indexPath}>{item.path}</code>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </article>
    </ApiLayout>
  );
}
