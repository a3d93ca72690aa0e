import React, {useId, useMemo} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocsFrame from '../../docs-frame/theme/DocsFrame';
import {fold, htmlText, useUrlFilters} from '../../docs-frame/theme/useUrlFilters';
import {searchPageUrl} from '../../../lib/search/navigation';
import {useExactLayoutForHash} from '../../../lib/ui/useExactLayoutForHash';
import type {CataloguePageData as CatalogueData, CataloguePageMessage as CatalogueMessage} from '../model';
import styles from './styles.module.css';

const ALL = 'todas';
const DEFAULTS = {api: ALL, estado: ALL, q: ''};
type Filters = typeof DEFAULTS;

/**
 * The answers of a message the filters keep; none means the message is hidden. A pasted message
 * keeps only the messages that contain it whole (`pasted`); otherwise every word must appear.
 */
function matches(message: CatalogueMessage, searchable: string, {api, estado, q}: Filters, pasted: boolean) {
  const phrase = fold(q).trim();
  if (pasted && !fold(message.message).includes(phrase)) return [];
  const words = phrase.split(/\s+/).filter(Boolean);
  if (!words.every((word) => searchable.includes(word))) return [];
  return message.answers.filter((answer) => (api === ALL || answer.api === api) && (estado === ALL || String(answer.status) === estado));
}

/** The filter island: a text box and two selects; without JavaScript the full list below stays visible. */
function CatalogueFilters({
  data,
  filters,
  onChange,
  shown,
}: {
  data: CatalogueData;
  filters: Filters;
  onChange(next: Filters): void;
  shown: number;
}) {
  const id = useId();
  return (
    <form className={styles.filters} role="search" aria-label="Filtrar errores" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.search}>
        <label htmlFor={`${id}-q`}>Buscar un mensaje</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder="Pega el mensaje que recibiste"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({...filters, q: event.target.value})}
        />
      </div>
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
        <label htmlFor={`${id}-status`}>Estado HTTP</label>
        <select id={`${id}-status`} value={filters.estado} onChange={(event) => onChange({...filters, estado: event.target.value})}>
          <option value={ALL}>Todos los estados</option>
          {data.statuses.map((status) => (
            <option key={status} value={String(status)}>
              {status < 400 ? `${status} (éxito con mensaje de fallo)` : status}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.count} role="status">
        {shown === 1 ? '1 mensaje' : `${shown} mensajes`}
      </p>
    </form>
  );
}

function MessageEntry({message, answers}: {message: CatalogueMessage; answers: CatalogueMessage['answers']}) {
  const operations = answers.flatMap((answer) => answer.operations.map((operation) => ({answer, operation})));
  return (
    <section id={message.anchor} className={styles.entry} data-error-message={message.message}>
      <h3 className={styles.message}>
        {/* The API's own words: English, verbatim, and marked so for screen readers. */}
        <code lang="en" id={`${message.anchor}-texto`}>
          {message.message}
        </code>
        <a
          className="hash-link"
          href={`#${message.anchor}`}
          aria-label="Enlace directo a este mensaje"
          aria-describedby={`${message.anchor}-texto`}
        />
      </h3>
      <ul className={styles.answers} aria-label="APIs y estados que lo devuelven">
        {answers.map((answer) => (
          <li key={`${answer.api}-${answer.status}`} data-api={answer.api} data-status={answer.status}>
            <span className={answer.status < 400 ? styles.statusOk : styles.status}>{answer.status}</span> {answer.apiLabel}
            {answer.code && (
              <>
                {' '}
                <code>{answer.code}</code>
              </>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.explanation}>
        <dt>Qué significa</dt>
        <dd dangerouslySetInnerHTML={{__html: message.explanation.meaningHtml}} />
        <dt>Qué hacer</dt>
        <dd dangerouslySetInnerHTML={{__html: message.explanation.actionHtml}} />
      </dl>
      <details className={styles.operations}>
        <summary>
          {operations.length === 1 ? 'La operación que lo devuelve' : `Las ${operations.length} operaciones que lo devuelven`}
        </summary>
        <ul>
          {operations.map(({answer, operation}) => (
            <li key={`${answer.api}-${answer.status}-${operation.operationId}`}>
              <Link to={operation.route}>{operation.summary}</Link>{' '}
              <code>
                {operation.method} {operation.path}
              </code>{' '}
              <span className={styles.muted}>
                ({answer.apiLabel}, {answer.status})
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

interface Props {
  catalogue: CatalogueData;
  sidebar: PropSidebarItem[];
}

export default function ErrorCataloguePage({catalogue, sidebar}: Props) {
  const brokenLinks = useBrokenLinks();
  for (const id of ['mensajes', 'cuerpos-de-error', ...catalogue.apis.map((api) => `cuerpo-${api.id}`)]) brokenLinks.collectAnchor(id);
  // Every message's anchor is a link target, including those the current filters hide.
  for (const message of catalogue.messages) brokenLinks.collectAnchor(message.anchor);
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  useExactLayoutForHash();
  const searchable = useMemo(
    () =>
      new Map(
        catalogue.messages.map((message) => [
          message.anchor,
          fold(
            [
              message.message,
              htmlText(message.explanation.meaningHtml),
              htmlText(message.explanation.actionHtml),
              ...message.answers.flatMap((answer) => [answer.code ?? '', ...answer.operations.map((operation) => operation.path)]),
            ].join(' '),
          ),
        ]),
      ),
    [catalogue],
  );
  const phrase = fold(filters.q).trim();
  const pasted = phrase.includes(' ') && catalogue.messages.some((message) => fold(message.message).includes(phrase));
  const visible = catalogue.messages
    .map((message) => ({message, answers: matches(message, searchable.get(message.anchor)!, filters, pasted)}))
    .filter(({answers}) => answers.length > 0);
  const toc = [
    {value: 'Mensajes', id: 'mensajes', level: 2},
    {value: 'Forma del cuerpo de error de cada API', id: 'cuerpos-de-error', level: 2},
    ...catalogue.apis.map((api) => ({value: api.label, id: `cuerpo-${api.id}`, level: 3})),
  ];
  return (
    <DocsFrame
      title="Catálogo de errores"
      description="Cada mensaje de error de las ocho APIs: qué significa, qué hacer y qué operaciones lo devuelven."
      sidebar={sidebar}
      toc={toc}
      markdownPath="/docs/errores.md"
      className={styles.page}>
      <>
        <h1>Catálogo de errores</h1>
        <p>
          Cada respuesta de error que documentan las ocho APIs, tomada de sus especificaciones: el estado HTTP, el mensaje tal como lo
          devuelve la API, qué significa, qué hacer y las operaciones que lo devuelven. Incluye las respuestas <code>200</code> de Visionary
          que solo traen un mensaje de fallo (por ejemplo <code lang="en">Not a CURP</code>). Para provocar cada error en el servidor de
          pruebas, consulta los <Link to="/docs/herramientas/escenarios-de-prueba">escenarios de prueba</Link>.
        </p>
        <h2 id="mensajes">Mensajes</h2>
        <CatalogueFilters data={catalogue} filters={filters} onChange={setFilters} shown={visible.length} />
        <div className={styles.list}>
          {visible.map(({message, answers}) => (
            <MessageEntry key={message.anchor} message={message} answers={answers} />
          ))}
        </div>
        {visible.length === 0 && (
          <p data-empty-catalogue>
            Ningún mensaje coincide con la búsqueda y los filtros.
            {/* The portal's search reads the guides and the reference too: the reader's words may be there. */}
            {filters.q.trim() !== '' && (
              <>
                {' '}
                <Link to={searchPageUrl(filters.q)}>Buscar «{filters.q.trim()}» en todo el portal</Link>
              </>
            )}
          </p>
        )}
        <h2 id="cuerpos-de-error">Forma del cuerpo de error de cada API</h2>
        <p>Cada API envuelve sus errores a su manera; estos son los cuerpos que documenta, con un ejemplo de cada uno.</p>
        {catalogue.apis.map((api) => (
          <section key={api.id} id={`cuerpo-${api.id}`} aria-labelledby={`cuerpo-${api.id}-titulo`}>
            <h3 id={`cuerpo-${api.id}-titulo`}>{api.label}</h3>
            {catalogue.shapes
              .filter((shape) => shape.api === api.id)
              .map((shape) => (
                <div key={shape.fields.join(',')}>
                  <p>
                    Campos:{' '}
                    {shape.fields.map((field, index) => (
                      <React.Fragment key={field}>
                        {index > 0 && ', '}
                        <code>{field}</code>
                      </React.Fragment>
                    ))}
                  </p>
                  <CodeBlock language="json">{JSON.stringify(shape.example, null, 2)}</CodeBlock>
                </div>
              ))}
          </section>
        ))}
      </>
    </DocsFrame>
  );
}
