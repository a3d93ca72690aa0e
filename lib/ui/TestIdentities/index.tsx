import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {serviceArtifacts} from '../../../config/services';
import {IDENTITY_OUTCOMES, TEST_IDENTITIES, type IdentityOutcome, type TestIdentity} from '../../../sandbox/src/engine/testIdentities';
import {TEST_IDENTITIES_PATH} from '../../sandboxCommands';
import styles from './styles.module.css';

/**
 * The tables of /docs/herramientas/identidades-de-prueba, rendered from the sandbox engine's own module
 * (sandbox/src/engine/testIdentities.ts): the values on the page are the ones the simulator reacts to.
 */

type Kind = TestIdentity['kind'];

/** A value and its copy button, as the site's code blocks offer one; the table's status line says what was copied. */
function CopyValue({value, label, onCopied}: {value: string; label: string; onCopied: (message: string) => void}): React.JSX.Element {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied(`Copiado: ${value}`);
    } catch {
      onCopied('No se pudo copiar: selecciona el valor y cópialo.');
    }
  };
  return (
    <span className={styles.value}>
      <code>{value}</code>
      <button type="button" className={styles.copy} onClick={copy} aria-label={`Copiar ${label}: ${value}`}>
        Copiar
      </button>
    </span>
  );
}

/** The rows of the outcome table that name an identity, in the table's order. */
const outcomesOf = (identity: TestIdentity): IdentityOutcome[] => IDENTITY_OUTCOMES.filter((row) => row.identity === identity.id);

function OutcomeSummary({identity}: {identity: TestIdentity}): React.JSX.Element {
  const rows = outcomesOf(identity);
  if (rows.length === 0) return <>El ejemplo de éxito documentado</>;
  return (
    <ul className={styles.outcomes}>
      {rows.map((row) => (
        <li key={`${row.api}-${row.operationId}`}>
          <code>{row.status}</code> en{' '}
          <Link to={serviceArtifacts(row.api).operationRoute(row.operationId)}>{`${row.method} ${row.path}`}</Link>
        </li>
      ))}
    </ul>
  );
}

const CAPTIONS: Record<Kind, string> = {
  curp: 'CURP de prueba',
  rfc: 'RFC de prueba',
  clabe: 'CLABE de prueba',
  ine: 'Credenciales INE de prueba',
};

/** One kind of identity: its values with copy buttons and what the simulator answers to each. */
export function TestIdentityTable({kind}: {kind: Kind}): React.JSX.Element {
  const [status, setStatus] = useState('');
  const identities = TEST_IDENTITIES.filter((identity) => identity.kind === kind);
  return (
    <div className={styles.block} data-test-identities={kind}>
      {/* The guides' tables scroll in a focusable, named box (src/css/custom.css), and so do these. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Tabla: ${CAPTIONS[kind]}`}>
        <table>
          <caption className={styles.caption}>{CAPTIONS[kind]}</caption>
          <thead>
            {kind === 'ine' ? (
              <tr>
                <th scope="col">Identidad</th>
                <th scope="col">
                  <code>type</code>
                </th>
                <th scope="col">
                  <code>ocr</code>
                </th>
                <th scope="col">
                  <code>cic</code>
                </th>
                <th scope="col">Zona de lectura mecánica del reverso</th>
              </tr>
            ) : (
              <tr>
                <th scope="col">Identidad</th>
                <th scope="col">Qué es</th>
                <th scope="col">Valor</th>
                <th scope="col">El simulador responde</th>
              </tr>
            )}
          </thead>
          <tbody>
            {identities.map((identity) =>
              identity.kind === 'ine' ? (
                <tr key={identity.id} data-identity={identity.id}>
                  <td>
                    <code>{identity.id}</code>
                  </td>
                  <td>
                    <code>{identity.type}</code>
                  </td>
                  <td>
                    <CopyValue value={identity.ocr} label={`el OCR de ${identity.id}`} onCopied={setStatus} />
                  </td>
                  <td>
                    <CopyValue value={identity.cic} label={`el CIC de ${identity.id}`} onCopied={setStatus} />
                  </td>
                  <td>
                    {/* Focusable, as the site's code blocks: a zone wider than its cell is scrolled with the keyboard too. */}
                    <pre className={styles.zone} tabIndex={0}>
                      {identity.lines.join('\n')}
                    </pre>
                  </td>
                </tr>
              ) : (
                <tr key={identity.id} data-identity={identity.id}>
                  <td>
                    <code>{identity.id}</code>
                  </td>
                  <td>{identity.label}</td>
                  <td>
                    <CopyValue value={identity.value} label={identity.id} onCopied={setStatus} />
                  </td>
                  <td>
                    <OutcomeSummary identity={identity} />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}

/** Every row of the outcome table: which value, in which operation's field, gets which documented response. */
export function IdentityOutcomeTable(): React.JSX.Element {
  const [status, setStatus] = useState('');
  return (
    <div className={styles.block} data-identity-outcomes>
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label="Tabla: respuesta documentada que el simulador da a cada identidad">
        <table>
          <caption className={styles.caption}>Respuesta documentada que el simulador da a cada identidad</caption>
          <thead>
            <tr>
              <th scope="col">Operación</th>
              <th scope="col">Campo</th>
              <th scope="col">Valor</th>
              <th scope="col">Estado</th>
              <th scope="col">Ejemplo documentado</th>
            </tr>
          </thead>
          <tbody>
            {IDENTITY_OUTCOMES.map((row) => {
              const identity = TEST_IDENTITIES.find((candidate) => candidate.id === row.identity);
              const value = identity && identity.kind !== 'ine' ? identity.value : '';
              return (
                <tr key={`${row.identity}-${row.api}-${row.operationId}`} data-outcome={`${row.api} ${row.operationId}`}>
                  <td>
                    <Link to={serviceArtifacts(row.api).operationRoute(row.operationId)}>{`${row.method} ${row.path}`}</Link>
                  </td>
                  <td>
                    <code>{row.field.name}</code> {row.field.in === 'path' ? '(ruta)' : '(cuerpo)'}
                  </td>
                  <td>
                    <CopyValue value={value} label={row.identity} onCopied={setStatus} />
                  </td>
                  <td>
                    <code>{row.status}</code>
                  </td>
                  <td>
                    <code>{row.example}</code>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}

/** The link to the JSON the build writes from the same module. */
export function TestIdentitiesDownload(): React.JSX.Element {
  const href = useBaseUrl(TEST_IDENTITIES_PATH);
  return (
    <p>
      <a href={href} download="identidades-de-prueba.json" data-test-identities-download>
        Descargar las identidades y sus respuestas (JSON)
      </a>
    </p>
  );
}
