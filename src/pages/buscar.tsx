import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import SearchHitSummary from '@site/src/components/SearchHitSummary';
import {needsFullPageLoad, searchPageUrl} from '@site/src/search/navigation';
import {useSearch} from '@site/src/search/useSearch';
import styles from './buscar.module.css';

const queryFrom = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** `/buscar?q=…`: every hit for a query, linked to its page and anchor. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => queryFrom(location.search));
  // A query in the URL is an explicit search; otherwise the index waits for the reader.
  const [enabled, setEnabled] = useState(() => queryFrom(location.search).trim().length > 0);
  const {status, hits} = useSearch(query, enabled);

  useEffect(() => {
    const fromUrl = queryFrom(location.search);
    // The URL holds the trimmed query: keep what the reader typed, such as a trailing space.
    setQuery((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
    if (fromUrl.trim()) setEnabled(true);
  }, [location.search]);

  const summary = !query.trim()
    ? 'Escribe una palabra, una ruta de la API o un mensaje de error.'
    : status === 'error'
      ? 'No se pudo cargar la búsqueda.'
      : status !== 'ready'
        ? 'Cargando la búsqueda…'
        : hits.length === 0
          ? `Sin resultados para «${query.trim()}».`
          : `${hits.length} ${hits.length === 1 ? 'resultado' : 'resultados'} para «${query.trim()}».`;

  return (
    <Layout title="Buscar" description="Busca en las guías, el blog y la referencia de las ocho APIs.">
      <main className="container margin-vert--lg">
        <h1>Buscar en el portal</h1>
        <form
          role="search"
          aria-label="Buscar en esta página"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            history.replace(searchPageUrl(query));
          }}>
          <label htmlFor="buscar-consulta" className={styles.label}>
            Buscar en guías, blog y APIs
          </label>
          <input
            id="buscar-consulta"
            className={styles.input}
            type="search"
            name="q"
            value={query}
            placeholder="Buscar"
            autoComplete="off"
            onFocus={() => setEnabled(true)}
            onChange={(event) => {
              setEnabled(true);
              setQuery(event.target.value);
              history.replace(searchPageUrl(event.target.value));
            }}
          />
        </form>
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.map(({document}) => (
              <li key={document.id} className={styles.result}>
                {needsFullPageLoad(document.url) ? (
                  <a href={document.url} className={styles.link}>
                    <SearchHitSummary document={document} />
                  </a>
                ) : (
                  <Link to={document.url} className={styles.link}>
                    <SearchHitSummary document={document} />
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
