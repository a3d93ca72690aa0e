/**
 * The navbar search box (Docusaurus renders `@theme/SearchBar` for a `type: 'search'` item). An
 * ARIA combobox: the search worker and its index load on first focus or keystroke.
 */
import {useId, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import SearchHitSummary from '../SearchHitSummary';
import {needsFullPageLoad, searchPageUrl} from '../../../../lib/search/navigation';
import {useSearch} from '../../client/useSearch';
import styles from './styles.module.css';

const maxSuggestions = 8;

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const {status, result} = useSearch(query, enabled, {limit: maxSuggestions});
  const hits = (query.trim() && result?.hits) || [];
  const listId = `${baseId}-resultados`;
  const optionId = (index: number) => `${baseId}-opcion-${index}`;
  const showPopup = open && query.trim().length > 0;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const go = (url: string) => {
    close();
    if (needsFullPageLoad(url)) window.location.assign(url);
    else history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = hits[activeIndex] ?? hits[0];
      if (chosen) go(chosen.document.url);
      else if (query.trim()) go(searchPageUrl(query));
    } else if (event.key === 'Escape') {
      // A first Escape closes the list; with the list closed, it leaves the box as it is.
      if (showPopup) event.preventDefault();
      close();
    }
  };

  const statusText =
    status === 'error'
      ? 'No se pudo cargar la búsqueda.'
      : status !== 'ready' || !result
        ? 'Cargando la búsqueda…'
        : hits.length === 0
          ? 'Sin resultados.'
          : `${hits.length === maxSuggestions ? 'Primeros ' : ''}${hits.length} resultados.`;

  return (
    <div
      className={styles.searchBar}
      role="search"
      aria-label="Buscar en el portal"
      // Focus moving to "Ver todos los resultados" keeps the list open for keyboard users.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}>
      <label htmlFor={`${baseId}-campo`} className={styles.visuallyHidden}>
        Buscar
      </label>
      <input
        id={`${baseId}-campo`}
        className={styles.input}
        type="search"
        placeholder="Buscar"
        // `/` and Ctrl+K focus this box (plugins/search/client/keyboardShortcuts.ts).
        data-navbar-search=""
        aria-keyshortcuts="/ Control+K"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={showPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={query}
        onFocus={() => {
          setEnabled(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setEnabled(true);
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!showPopup}>
        {/* The list scrolls on its own, and Chromium makes a scroller without focusable children a Tab stop; the
            search box drives it (aria-activedescendant), so Tab goes on to "Ver todos los resultados". */}
        <ul id={listId} role="listbox" aria-label="Resultados de la búsqueda" className={styles.list} tabIndex={-1}>
          {hits.map((hit, index) => (
            <li
              key={hit.document.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                go(hit.document.url);
              }}
              onMouseEnter={() => setActiveIndex(index)}>
              <SearchHitSummary document={hit.document} titleParts={hit.titleParts} />
            </li>
          ))}
        </ul>
        <p className={styles.status} role="status">
          {statusText}
        </p>
        <Link className={styles.allResults} to={searchPageUrl(query)} onClick={close}>
          Ver todos los resultados
        </Link>
      </div>
    </div>
  );
}
