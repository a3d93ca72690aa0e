import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import {services} from '../../../../config/services';
import SearchHitSummary from '../SearchHitSummary';
import {loadSearchTexts} from '../../client/loadSearchTexts';
import {needsFullPageLoad, searchPageUrl} from '../../../../lib/search/navigation';
import {snippetOf} from '../../../../lib/search/snippet';
import {searchKindLabels, type SearchKind} from '../../../../lib/search/types';
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
  // The snippets' text of the results shown, by document id, and the ids it was asked for.
  const [texts, setTexts] = useState<{ids: string; byId: Map<number, string>}>();
  const firstNewResult = useRef<HTMLAnchorElement | null>(null);
  const focusAfterMore = useRef<number | undefined>(undefined);
  const {status, hits} = useSearch(query, enabled);

  useEffect(() => {
    const fromUrl = queryFrom(location.search);
    // The URL holds the trimmed query: keep what the reader typed, such as a trailing space.
    setQuery((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
    if (fromUrl.trim()) setEnabled(true);
  }, [location.search]);

  useEffect(() => setShown(pageSize), [query, kind, api]);

  const filtered = useMemo(
    () => hits.filter((hit) => (!kind || hit.document.kind === kind) && (!api || hit.document.api === api)),
    [hits, kind, api],
  );
  const visible = filtered.slice(0, shown);
  const visibleIds = visible.map((hit) => hit.document.id).join(',');
  const trimmed = query.trim();

  useEffect(() => {
    if (!visibleIds) return;
    let cancelled = false;
    // Snippets are a bonus: without them (a failed download) the results still show title, kind and API.
    void loadSearchTexts(visibleIds.split(',').map(Number)).then((byId) => !cancelled && setTexts({ids: visibleIds, byId}));
    return () => {
      cancelled = true;
    };
  }, [visibleIds]);
  // The results appear with their snippets, not before them: a snippet arriving later would push
  // the results below it down. While the next results' snippets load, the shown ones stay.
  const textsReady = !visibleIds || texts?.ids === visibleIds;
  const [listed, setListed] = useState<{hits: typeof visible; texts?: Map<number, string>}>({hits: []});
  useEffect(() => {
    if (textsReady) setListed({hits: visible, texts: texts?.byId});
    // `visible` is a new array on every render; `visibleIds` says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [textsReady, visibleIds, texts]);

  // After «Ver más resultados», the focus goes to the first new result once it is listed.
  useEffect(() => {
    if (focusAfterMore.current === undefined || listed.hits.length <= focusAfterMore.current) return;
    focusAfterMore.current = undefined;
    firstNewResult.current?.focus();
  }, [listed]);

  const summary = !trimmed
    ? 'Escribe una palabra, una ruta de la API o un mensaje de error.'
    : status === 'error'
      ? 'No se pudo cargar la búsqueda.'
      : status !== 'ready'
        ? 'Cargando la búsqueda…'
        : filtered.length === 0
          ? `Sin resultados para «${trimmed}»${hits.length > 0 ? ' con estos filtros' : ''}.`
          : `${filtered.length} ${filtered.length === 1 ? 'resultado' : 'resultados'} para «${trimmed}»${
              filtered.length > visible.length ? `; se muestran ${visible.length}` : ''
            }.`;

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
          {listed.hits.length > 0 && (
            <ol className={styles.results}>
              {listed.hits.map(({document, terms, titleParts}, index) => {
                const matched = new Set(terms);
                const text = listed.texts?.get(document.id);
                const content = (
                  <>
                    <SearchHitSummary document={document} titleParts={titleParts} />
                    {text && (
                      <span className={styles.snippet}>
                        {snippetOf(text, matched).map((part, partIndex) =>
                          part.marked ? <mark key={partIndex}>{part.text}</mark> : part.text,
                        )}
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
        {filtered.length > visible.length && (
          <button
            type="button"
            className={`button button--secondary ${styles.more}`}
            onClick={() => {
              focusAfterMore.current = shown;
              setShown(shown + pageSize);
            }}>
            Ver más resultados ({filtered.length - visible.length} restantes)
          </button>
        )}
      </main>
    </Layout>
  );
}
