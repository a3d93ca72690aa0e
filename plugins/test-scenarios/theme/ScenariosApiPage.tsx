import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocsFrame from '../../docs-frame/theme/DocsFrame';
import {fold, useUrlFilters} from '../../docs-frame/theme/useUrlFilters';
import type {OperationScenarios, Scenario} from '../scenarios';
import {scenarioLink} from '../../try-it/lib/scenarioLink';
import styles from './styles.module.css';

interface ApiScenarios {
  id: string;
  label: string;
  route: string;
  operations: OperationScenarios[];
}

const ALL = 'todos';
const DEFAULTS = {q: '', resultado: ALL};
type Filters = typeof DEFAULTS;

const RESULTS = [
  {value: ALL, label: 'Todos los resultados'},
  {value: '2xx', label: 'Éxito (2xx)'},
  {value: '4xx', label: 'Error del cliente (4xx)'},
  {value: '5xx', label: 'Error del servidor (5xx)'},
];

function keep(operation: OperationScenarios, scenario: Scenario, {q, resultado}: Filters): boolean {
  if (resultado !== ALL && String(scenario.status)[0] !== resultado[0]) return false;
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(
    [
      operation.summary,
      operation.method,
      operation.path,
      operation.operationId,
      scenario.status,
      scenario.example ?? '',
      scenario.represents,
    ].join(' '),
  );
  return words.every((word) => text.includes(word));
}

function ScenarioFilters({filters, onChange, shown}: {filters: Filters; onChange(next: Filters): void; shown: number}) {
  const id = useId();
  return (
    <form className={styles.filters} role="search" aria-label="Filtrar escenarios" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.search}>
        <label htmlFor={`${id}-q`}>Buscar</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder="Operación, ruta, estado o mensaje"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({...filters, q: event.target.value})}
        />
      </div>
      <div>
        <label htmlFor={`${id}-resultado`}>Resultado</label>
        <select
          id={`${id}-resultado`}
          value={filters.resultado}
          onChange={(event) => onChange({...filters, resultado: event.target.value})}>
          {RESULTS.map((result) => (
            <option key={result.value} value={result.value}>
              {result.label}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.count} role="status">
        {shown === 1 ? '1 escenario' : `${shown} escenarios`}
      </p>
    </form>
  );
}

function ScenarioItem({operation, scenario}: {operation: OperationScenarios; scenario: Scenario}) {
  return (
    <li className={styles.scenario} data-status={scenario.status}>
      <span className={scenario.status < 400 ? styles.statusOk : styles.statusError}>{scenario.status}</span>
      <div className={styles.what}>
        {scenario.example && (
          <code className={styles.example} lang="en">
            {scenario.example}
          </code>
        )}
        <span dangerouslySetInnerHTML={{__html: scenario.representsHtml}} />
      </div>
      <div className={styles.actions}>
        <Link className="button button--sm button--outline button--primary" to={scenarioLink(operation.route, scenario.prefer)}>
          Probar este escenario
        </Link>
        <details className={styles.curlDetails}>
          <summary>
            cURL
            <span className={styles.visuallyHidden}>
              {' '}
              del escenario <code>{scenario.prefer}</code>
            </span>
          </summary>
          <pre className={styles.curl} tabIndex={0} aria-label={`cURL del escenario ${scenario.prefer}`}>
            <code>{scenario.curl}</code>
          </pre>
        </details>
      </div>
    </li>
  );
}

export default function ScenariosApiPage({api, sidebar}: {api: ApiScenarios; sidebar: PropSidebarItem[]}) {
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const tags = [...new Set(api.operations.map((operation) => operation.tag))];
  const tagId = (tag: string) =>
    `grupo-${fold(tag)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`;
  const shown = api.operations.reduce(
    (sum, operation) => sum + operation.scenarios.filter((scenario) => keep(operation, scenario, filters)).length,
    0,
  );
  return (
    <DocsFrame
      title={`Escenarios de prueba: API de ${api.label}`}
      description={`Cada respuesta documentada de la API de ${api.label}, con el cURL que la pide al servidor de pruebas.`}
      sidebar={sidebar}
      toc={tags.map((tag) => ({value: tag, id: tagId(tag), level: 2}))}
      markdownPath={`${api.route}.md`}
      className={styles.page}>
      <>
        <h1>Escenarios de prueba: API de {api.label}</h1>
        <p>
          Arranca el servidor de pruebas (<code>identia-sandbox mock</code>, ver{' '}
          <Link to="/docs/herramientas/servidor-de-pruebas">Servidor de pruebas</Link>) y define <code>API_KEY</code> con cualquier valor;
          cada cURL pide al servidor un resultado con el encabezado <code>Prefer</code>, y «Probar este escenario» abre la consola de la
          operación con ese escenario elegido, en el servidor simulado de tu navegador. Los mensajes de error se explican en el{' '}
          <Link to="/docs/errores">catálogo de errores</Link>; cómo se escribe <code>Prefer</code> lo explica el{' '}
          <Link to="/docs/herramientas/escenarios-de-prueba">índice de escenarios de prueba</Link>.
        </p>
        <ScenarioFilters filters={filters} onChange={setFilters} shown={shown} />
        {shown === 0 && <p>Ningún escenario coincide con la búsqueda y el filtro.</p>}
        {tags.map((tag) => {
          const operations = api.operations
            .filter((operation) => operation.tag === tag)
            .map((operation) => ({operation, scenarios: operation.scenarios.filter((scenario) => keep(operation, scenario, filters))}));
          const hidden = operations.every(({scenarios}) => scenarios.length === 0);
          return (
            <section key={tag} aria-labelledby={tagId(tag)} hidden={hidden}>
              <h2 id={tagId(tag)}>{tag}</h2>
              {operations.map(({operation, scenarios}) => (
                <section
                  key={operation.operationId}
                  id={operation.operationId}
                  className={styles.operation}
                  aria-labelledby={`${operation.operationId}-titulo`}
                  hidden={scenarios.length === 0}>
                  <h3 id={`${operation.operationId}-titulo`} className={styles.operationTitle}>
                    <Link to={operation.route}>{operation.summary}</Link>{' '}
                    <code className={styles.path}>
                      {operation.method} {operation.path}
                    </code>
                  </h3>
                  <ul className={styles.scenarios} aria-label={`Escenarios de ${operation.summary}`}>
                    {scenarios.map((scenario) => (
                      <ScenarioItem key={scenario.prefer} operation={operation} scenario={scenario} />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          );
        })}
      </>
    </DocsFrame>
  );
}
