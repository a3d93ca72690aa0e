/**
 * What came back from «Enviar»: the status, the verdict, the headers and the body; or why nothing
 * came, with a way back to the simulated server. Code scrolls inside its own box, so a long line never
 * widens the console on a phone.
 */
import React, {useMemo, useState} from 'react';
import {accessibleCodeTheme} from '../../../config/prismTheme';
import {escapeHtml, jsonHtml} from '../lib/codeHtml';
import {textParts} from '../lib/failures';
import type {Outcome, Result} from './call';
import {useAfterPaint} from './useAfterPaint';
import styles from './styles.module.css';

const codeColours = {background: accessibleCodeTheme.plain.backgroundColor, color: accessibleCodeTheme.plain.color};

/**
 * A block of code in a box of its own: it scrolls both ways inside the box and can be reached with
 * the keyboard to scroll it. `html` is already escaped (and highlighted where it is JSON).
 */
export function CodeBox({label, language, html}: {label: string; language: 'json' | 'bash' | 'text'; html: string}): React.ReactElement {
  return (
    <div className={styles.codeBox} role="group" aria-label={label}>
      <pre className={`prism-code language-${language} ${styles.code}`} style={codeColours} tabIndex={0}>
        <code dangerouslySetInnerHTML={{__html: html}} />
      </pre>
    </div>
  );
}

/** A message whose backticked parts are commands or names, shown as code. */
export function TextWithCode({text}: {text: string}): React.ReactElement {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.code ? <code key={index}>{part.text}</code> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  );
}

export function FailureView({
  outcome,
  onUseSimulated,
}: {
  outcome: Extract<Outcome, {kind: 'failure'}>;
  onUseSimulated: () => void;
}): React.ReactElement {
  return (
    <div className={styles.failureBox}>
      <p className={styles.failure}>
        <TextWithCode text={outcome.message} />
      </p>
      {outcome.server !== 'simulated' && (
        <p>
          <button type="button" className="button button--secondary button--sm" onClick={onUseSimulated}>
            Enviar al servidor simulado
          </button>{' '}
          <span className={styles.hint}>Responde en tu navegador, sin llave ni instalación.</span>
        </p>
      )}
    </div>
  );
}

/** The status's colour: green for 2xx, amber for 4xx, red for 5xx (and a failure to answer). */
const statusClass = (status: number) => (status < 300 ? styles.status2xx : status < 500 ? styles.status4xx : styles.status5xx);

export function ResultView({result}: {result: Result}): React.ReactElement {
  const [copied, setCopied] = useState('');
  // The status and verdict first; the body, its largest part, in the next task.
  const showBody = useAfterPaint();
  const bodyHtml = useMemo(
    () => (result.isJson ? jsonHtml(result.prettyBody) : escapeHtml(result.prettyBody)),
    [result.isJson, result.prettyBody],
  );
  const copyBody = async () => {
    try {
      await navigator.clipboard.writeText(result.prettyBody);
      setCopied('Cuerpo copiado.');
    } catch {
      setCopied('No se pudo copiar; selecciona el cuerpo y cópialo.');
    }
  };
  return (
    <div className={styles.resultBody}>
      <p className={styles.status}>
        <strong className={`${styles.statusBadge} ${statusClass(result.status)}`}>Estado {result.status}</strong> {result.statusText}
        {result.simulated ? ' · respuesta simulada en tu navegador' : ''} · {result.milliseconds} ms
      </p>
      {result.scenario && (
        <p className={styles.hint} data-scenario-answer>
          Respuesta del escenario «{result.scenario}»: la eligió el escenario de prueba, no lo que enviaste. Para ver cómo responde a tu
          petición, elige «Respuesta de éxito documentada».
        </p>
      )}
      <p className={result.verdict.ok ? styles.pass : styles.fail}>{result.verdict.message}</p>
      {!result.verdict.ok && result.verdict.issues.length > 0 && (
        <ul className={styles.issueList}>
          {result.verdict.issues.map((issue, index) => (
            <li key={index}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
      {result.bodyText !== '' && !result.isJson && !/json/i.test(result.contentType) && (
        <p className={styles.hint}>
          La respuesta no es JSON (Content-Type: {result.contentType || 'sin indicar'}); se muestra tal como llegó.
        </p>
      )}
      <details>
        <summary>Encabezados de la respuesta ({result.headers.length})</summary>
        <dl className={styles.headers}>
          {result.headers.map(([name, value]) => (
            <React.Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </details>
      {result.prettyBody === '' ? (
        <p>(sin cuerpo)</p>
      ) : !showBody ? null : (
        <>
          <div className={styles.codeBar}>
            <button type="button" className="button button--secondary button--sm" onClick={() => void copyBody()}>
              Copiar el cuerpo
            </button>
            <span role="status">{copied}</span>
          </div>
          <CodeBox label="Cuerpo de la respuesta" language={result.isJson ? 'json' : 'text'} html={bodyHtml} />
        </>
      )}
    </div>
  );
}
