import React, {useId, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import type {CatalogueData, CatalogueMessage} from '../model';
import styles from './styles.module.css';

const ALL = 'todas';

interface Filters {
  api: string;
  status: string;
}

function matches(message: CatalogueMessage, {api, status}: Filters) {
  return message.answers.filter((answer) => (api === ALL || answer.api === api) && (status === ALL || String(answer.status) === status));
}

/** The filter island: two selects; without JavaScript the full list below stays visible. */
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
        <select id={`${id}-status`} value={filters.status} onChange={(event) => onChange({...filters, status: event.target.value})}>
          <option value={ALL}>Todos los estados</option>
          {data.statuses.map((status) => (
            <option key={status} value={String(status)}>
              {status}
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
      <dl className={styles.explanation}>
        <dt>Qué significa</dt>
        <dd>{message.explanation.meaning}</dd>
        <dt>Qué hacer</dt>
        <dd>{message.explanation.action}</dd>
      </dl>
      <table className={styles.answers}>
        <caption className={styles.visuallyHidden}>
          Dónde aparece <code lang="en">{message.message}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">API</th>
            <th scope="col">Estado</th>
            <th scope="col">Código</th>
            <th scope="col">Operaciones</th>
          </tr>
        </thead>
        <tbody>
          {answers.map((answer) => (
            <tr key={`${answer.api}-${answer.status}`} data-api={answer.api} data-status={answer.status}>
              <td>{answer.apiLabel}</td>
              <td>{answer.status}</td>
              <td>{answer.code ? <code>{answer.code}</code> : '—'}</td>
              <td>
                <ul className={styles.operations}>
                  {answer.operations.map((operation) => (
                    <li key={operation.operationId}>
                      <Link to={operation.route}>
                        <code>
                          {operation.method} {operation.path}
                        </code>
                      </Link>{' '}
                      {operation.summary}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function ErrorCataloguePage({catalogue}: {catalogue: CatalogueData}) {
  const brokenLinks = useBrokenLinks();
  for (const id of ['mensajes', 'cuerpos-de-error', ...catalogue.apis.map((api) => `cuerpo-${api.id}`)]) brokenLinks.collectAnchor(id);
  // Every message's anchor is a link target, including those the current filters hide.
  for (const message of catalogue.messages) brokenLinks.collectAnchor(message.anchor);
  const [filters, setFilters] = useState<Filters>({api: ALL, status: ALL});
  const visible = catalogue.messages
    .map((message) => ({message, answers: matches(message, filters)}))
    .filter(({answers}) => answers.length > 0);
  return (
    <Layout
      title="Catálogo de errores"
      description="Cada mensaje de error de las ocho APIs: qué significa, qué hacer y qué operaciones lo devuelven.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Catálogo de errores</h1>
        <p>
          Cada respuesta de error que documentan las ocho APIs, tomada de sus especificaciones: el estado HTTP, el mensaje tal como lo
          devuelve la API, qué significa, qué hacer y las operaciones que lo devuelven. Para provocar cada error en el servidor de pruebas,
          consulta los <Link to="/docs/herramientas/escenarios-de-prueba">escenarios de prueba</Link>.
        </p>
        <h2 id="mensajes">Mensajes</h2>
        <CatalogueFilters data={catalogue} filters={filters} onChange={setFilters} shown={visible.length} />
        {visible.map(({message, answers}) => (
          <MessageEntry key={message.anchor} message={message} answers={answers} />
        ))}
        <h2 id="cuerpos-de-error">Forma del cuerpo de error de cada API</h2>
        <p>Cada API envuelve sus errores a su manera; estos son los cuerpos que documenta, con un ejemplo de cada uno.</p>
        {catalogue.apis.map((api) => (
          <section key={api.id} id={`cuerpo-${api.id}`}>
            <h3>{api.label}</h3>
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
      </main>
    </Layout>
  );
}
