import React, {useState, type ChangeEvent} from 'react';
import styles from '../styles.module.css';

/** Text an index entry is found by: summary, method, path and operationId, folded like the search box. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The filter box of the operation index. The list is server-rendered and complete without script;
 * typing hides the entries that do not match (each carries its search text in `data-filter`) and
 * announces how many remain.
 */
export default function OperationFilter({listId, total}: {listId: string; total: number}): React.JSX.Element {
  const [shown, setShown] = useState(total);
  const [query, setQuery] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setQuery(value);
    const words = fold(value).split(/\s+/).filter(Boolean);
    const list = document.getElementById(listId);
    if (!list) return;
    let count = 0;
    for (const item of list.querySelectorAll<HTMLElement>('[data-filter]')) {
      const match = words.every((word) => item.dataset.filter!.includes(word));
      item.hidden = !match;
      if (match) count += 1;
    }
    // A tag whose operations are all hidden is hidden with them.
    for (const group of list.querySelectorAll<HTMLElement>('[data-filter-group]')) {
      group.hidden = group.querySelector('[data-filter]:not([hidden])') === null;
    }
    setShown(count);
  };
  return (
    <div className={styles.filter}>
      <label htmlFor="filtro-operaciones" className={styles.filterLabel}>
        Filtrar operaciones
      </label>
      <input
        id="filtro-operaciones"
        type="search"
        className={styles.filterInput}
        value={query}
        onChange={onChange}
        placeholder="Resumen, ruta, método u operationId"
        autoComplete="off"
        aria-describedby="filtro-resultado"
      />
      <p id="filtro-resultado" className={styles.filterCount} aria-live="polite">
        {shown === total ? `${total} operaciones` : `${shown} de ${total} operaciones`}
      </p>
    </div>
  );
}
