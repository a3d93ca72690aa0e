import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocsFrame from '../../docs-frame/theme/DocsFrame';
import SandboxInstall from '../../../lib/ui/SandboxInstall';
import {fold, useUrlFilters} from '../../docs-frame/theme/useUrlFilters';
import type {OperationScenarios, Scenario} from '../scenarios';
import {scenarioLink} from '../../try-it/lib/scenarioLink';
import {escapeHtml} from '../../../lib/ui/html';
import {useExactLayoutForHash} from '../../../lib/ui/useExactLayoutForHash';
import {useRouterLinks} from '../../../lib/ui/useRouterLinks';
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

/**
 * A scenario row as HTML text: a page lists up to some thousand rows, and one React element per
 * node (a `Link` with its prefetch observer, the cURL disclosure…) made hydration block a phone for
 * most of a second. The row's links go through the router with `useRouterLinks` on the page.
 */
function scenarioRowHtml(scenario: Scenario, tryHref: string): string {
  // The space keeps the name and the text two words when the row is read as text (a screen reader, a copy).
  const example = scenario.example ? `<code class="${styles.example}" lang="en">${escapeHtml(scenario.example)}</code> ` : '';
  return (
    `<span class="${scenario.status < 400 ? styles.statusOk : styles.statusError}">${scenario.status}</span>` +
    `<div class="${styles.what}">${example}<span>${scenario.representsHtml}</span></div>` +
    `<div class="${styles.actions}">` +
    `<a class="button button--sm button--outline button--primary" href="${escapeHtml(tryHref)}">Probar este escenario</a>` +
    `<details class="${styles.curlDetails}"><summary>cURL<span class="${styles.visuallyHidden}"> del escenario <code>${escapeHtml(scenario.prefer)}</code></span></summary>` +
    `<pre class="${styles.curl}" tabindex="0" aria-label="${escapeHtml(`cURL del escenario ${scenario.prefer}`)}"><code>${escapeHtml(scenario.curl)}</code></pre>` +
    `</details></div>`
  );
}

function ScenarioRows({operation, scenarios}: {operation: OperationScenarios; scenarios: Scenario[]}) {
  const {withBaseUrl} = useBaseUrlUtils();
  const followLink = useRouterLinks();
  // The build checks links it is told about: the rows' links are not `Link` elements.
  useBrokenLinks().collectLink(operation.route);
  return (
    // The handler only routes clicks on the rows' own links (Enter on a link is a click too).
    <ul className={styles.scenarios} aria-label={`Escenarios de ${operation.summary}`} onClick={followLink}>
      {scenarios.map((scenario) => (
        <li
          key={scenario.prefer}
          className={styles.scenario}
          data-status={scenario.status}
          dangerouslySetInnerHTML={{
            __html: scenarioRowHtml(scenario, withBaseUrl(scenarioLink(operation.route, scenario.prefer))),
          }}
        />
      ))}
    </ul>
  );
}

export default function ScenariosApiPage({api, sidebar}: {api: ApiScenarios; sidebar: PropSidebarItem[]}) {
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  useExactLayoutForHash();
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
          «Probar este escenario» abre la consola de la operación con ese escenario elegido, en el servidor simulado de tu navegador: sin
          cuenta, sin llave y sin instalar nada. Cada cURL pide el mismo resultado, con el encabezado <code>Prefer</code>, al{' '}
          <Link to="/docs/herramientas/servidor-de-pruebas">servidor de pruebas</Link> en tu equipo; arráncalo con el paquete de este portal
          y define <code>API_KEY</code> con cualquier valor:
        </p>
        <SandboxInstall only="npx" />
        <p>
          Los mensajes de error se explican en el <Link to="/docs/errores">catálogo de errores</Link>; cómo se escribe <code>Prefer</code>{' '}
          lo explica el <Link to="/docs/herramientas/escenarios-de-prueba">índice de escenarios de prueba</Link>.
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
                  // The section's placeholder height while it is off screen grows with its rows (see the stylesheet).
                  style={{'--scenario-rows': scenarios.length} as React.CSSProperties}
                  aria-labelledby={`${operation.operationId}-titulo`}
                  hidden={scenarios.length === 0}>
                  <h3 id={`${operation.operationId}-titulo`} className={styles.operationTitle}>
                    <Link to={operation.route}>{operation.summary}</Link>{' '}
                    <code className={styles.path}>
                      {operation.method} {operation.path}
                    </code>
                  </h3>
                  <ScenarioRows operation={operation} scenarios={scenarios} />
                </section>
              ))}
            </section>
          );
        })}
      </>
    </DocsFrame>
  );
}
