import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import {services} from '../../../../config/services';
import SearchHitSummary from '../SearchHitSummary';
import {needsFullPageLoad, searchPageUrl} from '../../../../lib/search/navigation';
import {searchKindLabels, type SearchKind} from '../../../../sandbox/src/search/types';
import {useSearch} from '../../client/useSearch';
import styles from './styles.module.css';

const pageSize = 20;
const kinds = Object.keys(searchKindLabels) as SearchKind[];
const queryFrom = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** `/buscar?q=…`: every hit for a query, with its kind and a snippet, filtered by kind and API. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string: the query is read from the URL after hydration, never
  // during the first render, or the server's and the browser's markup would differ (React #418).
  const [query, setQuery] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [kind, setKind] = useState<SearchKind | ''>('');
  const [api, setApi] = useState('');
  const [shown, setShown] = useState(pageSize);
  const firstNewResult = useRef<HTMLAnchorElement | null>(null);
  const focusAfterMore = useRef<number | undefined>(undefined);
  // The worker filters and cuts the snippets: an answer holds the results shown, each with its
  // snippet, so they appear together and nothing pushes them down afterwards. While the next
  // answer comes (a new query, a filter, «Ver más»), the results shown stay.
  const {status, result} = useSearch(query, enabled, {limit: shown, kind, api, snippets: true});
  const trimmed = query.trim();
  const listed = useMemo(() => (trimmed && result?.hits) || [], [trimmed, result]);

  useEffect(() => {
    const fromUrl = queryFrom(location.search);
    // The URL holds the trimmed query: keep what the reader typed, such as a trailing space.
    setQuery((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
    if (fromUrl.trim()) setEnabled(true);
  }, [location.search]);

  useEffect(() => setShown(pageSize), [query, kind, api]);

  // After «Ver más resultados», the focus goes to the first new result once it is listed.
  useEffect(() => {
    if (focusAfterMore.current === undefined || listed.length <= focusAfterMore.current) return;
    focusAfterMore.current = undefined;
    firstNewResult.current?.focus();
  }, [listed]);

  const answered = result?.query.trim();
  const summary = !trimmed
    ? 'Escribe una palabra, una ruta de la API o un mensaje de error.'
    : status === 'error'
      ? 'No se pudo cargar la búsqueda. Comprueba la conexión y vuelve a intentarlo.'
      : !result
        ? 'Cargando la búsqueda…'
        : result.matching === 0
          ? `Sin resultados para «${answered}»${result.total > 0 ? ' con estos filtros' : ''}.`
          : `${result.matching} ${result.matching === 1 ? 'resultado' : 'resultados'} para «${answered}»${
              result.matching > listed.length ? `; se muestran ${listed.length}` : ''
            }.`;
  const remaining = result && trimmed ? result.matching - listed.length : 0;

  return (
    <Layout title="Buscar" description="Busca en las guías y en la referencia de las ocho APIs.">
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
            Buscar en guías y APIs
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
          <fieldset className={styles.filters}>
            <legend className={styles.label}>Filtrar resultados</legend>
            <div className={styles.filter}>
              <label htmlFor="buscar-tipo">Tipo</label>
              <select id="buscar-tipo" value={kind} onChange={(event) => setKind(event.target.value as SearchKind | '')}>
                <option value="">Todos</option>
                {kinds.map((value) => (
                  <option key={value} value={value}>
                    {searchKindLabels[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.filter}>
              <label htmlFor="buscar-api">API</label>
              <select id="buscar-api" value={api} onChange={(event) => setApi(event.target.value)}>
                <option value="">Todas</option>
                {services.map((service) => (
                  <option key={service.id} value={service.label}>
                    {service.label}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        </form>
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        <div className={styles.resultsArea}>
          {listed.length > 0 && (
            <ol className={styles.results}>
              {listed.map(({document, titleParts, snippet}, index) => {
                const content = (
                  <>
                    <SearchHitSummary document={document} titleParts={titleParts} />
                    {snippet && (
                      <span className={styles.snippet}>
                        {snippet.map((part, partIndex) => (part.marked ? <mark key={partIndex}>{part.text}</mark> : part.text))}
                      </span>
                    )}
                  </>
                );
                const ref = index === shown - pageSize && index > 0 ? firstNewResult : undefined;
                return (
                  <li key={document.id} className={styles.result}>
                    {needsFullPageLoad(document.url) ? (
                      <a href={document.url} className={styles.link} ref={ref}>
                        {content}
                      </a>
                    ) : (
                      <Link to={document.url} className={styles.link} ref={ref}>
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        {remaining > 0 && (
          <button
            type="button"
            className={`button button--secondary ${styles.more}`}
            onClick={() => {
              focusAfterMore.current = listed.length;
              setShown(listed.length + pageSize);
            }}>
            Ver más resultados ({remaining} restantes)
          </button>
        )}
      </main>
    </Layout>
  );
}
