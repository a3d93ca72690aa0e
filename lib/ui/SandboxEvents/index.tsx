import React from 'react';
import {TRIGGERS} from '../../../sandbox/src/state/events/triggers';
import {OUTCOME_KINDS} from '../../../sandbox/src/state/events/outcomes';
import {eventApiLabel as apiLabel, logBoundsText, outcomeActions} from '../../sandboxEventsMarkdown';
import {inlineCode} from '../inlineCode';
import styles from './styles.module.css';

/**
 * The events part of /docs/herramientas/servidor-de-pruebas, rendered from the simulator's own registries
 * (sandbox/src/state/events): the triggers with the product spec's words that state them, the outcomes the reader
 * chooses with what happens when nobody chooses, and the log's bounds. What the page says is what the simulator does.
 * The Markdown twin prints the same (lib/sandboxEventsMarkdown.ts).
 */

/** The webhooks the simulator sends, one row per trigger, each with its quote (the spec is in English). */
export function SandboxTriggersTable(): React.JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabla: webhooks que envía el simulador y cuándo">
      <table className={styles.table}>
        <caption className={styles.caption}>Webhooks que envía el simulador y cuándo</caption>
        <thead>
          <tr>
            <th scope="col">API</th>
            <th scope="col">Webhook</th>
            <th scope="col">Cuándo lo envía</th>
            <th scope="col">Lo que dice el producto</th>
          </tr>
        </thead>
        <tbody>
          {TRIGGERS.map((trigger) => (
            <tr key={trigger.id} data-trigger={trigger.id}>
              <td>{apiLabel(trigger.api)}</td>
              <td>
                {trigger.webhooks.map((webhook, index) => (
                  <React.Fragment key={webhook}>
                    {index > 0 ? ', ' : ''}
                    <code>{webhook}</code>
                  </React.Fragment>
                ))}
              </td>
              <td>{inlineCode(trigger.descripcion)}</td>
              <td>
                <q lang="en">{trigger.quote}</q>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The outcomes the reader arms or advances, with their values and what happens when nobody chose. */
export function SandboxOutcomesTable(): React.JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabla: resultados que eliges y qué pasa si no eliges">
      <table className={styles.table}>
        <caption className={styles.caption}>Resultados que eliges y qué pasa si no eliges</caption>
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Qué decide</th>
            <th scope="col">Resultados</th>
            <th scope="col">Se puede</th>
            <th scope="col">Si no eliges</th>
          </tr>
        </thead>
        <tbody>
          {OUTCOME_KINDS.map((kind) => (
            <tr key={kind.tipo} data-outcome-kind={kind.tipo}>
              <td>
                <code>{kind.tipo}</code> ({apiLabel(kind.api)})
              </td>
              <td>
                {inlineCode(kind.descripcion)} Id: {inlineCode(kind.objetivo)}.
              </td>
              <td>
                {kind.resultados.map((result, index) => (
                  <React.Fragment key={result}>
                    {index > 0 ? ', ' : ''}
                    <code>{result}</code>
                  </React.Fragment>
                ))}
              </td>
              <td>{outcomeActions(kind)}</td>
              <td>{inlineCode(kind.sinEleccion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The log's bounds, from the log's own constants. */
export function SandboxLogBounds(): React.JSX.Element {
  return <p>{logBoundsText()}</p>;
}
