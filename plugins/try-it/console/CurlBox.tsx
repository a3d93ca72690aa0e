/**
 * The call just sent as a cURL command: copied with the credential as a variable (`$API_KEY`) unless
 * the reader asks to include it, and shown in a box that scrolls on its own.
 */
import React, {useEffect, useMemo, useState} from 'react';
import {escapeHtml} from '../lib/codeHtml';
import {renderCurl, type BuiltRequest} from '../lib/request';
import {CodeBox} from './ResultView';
import {useAfterPaint} from './useAfterPaint';
import styles from './styles.module.css';

/** `onShown`: called once the box is on the page, the last part of the answer to appear. */
export function CurlBox({sent, onShown}: {sent: BuiltRequest; onShown: () => void}): React.ReactElement | null {
  // After the answer's status (one paint) and body (another): each part of what came back in a task of its own.
  const ready = useAfterPaint(2);
  useEffect(() => {
    if (ready) onShown();
    // Once per answer: the box mounts anew for each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  const [includeKey, setIncludeKey] = useState(false);
  const [copied, setCopied] = useState('');
  const command = useMemo(() => renderCurl(sent, {includeSecrets: includeKey}), [sent, includeKey]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setCopied('Comando cURL copiado.');
    } catch {
      setCopied('No se pudo copiar; selecciona el comando de abajo y cópialo.');
    }
  };
  if (!ready) return null;
  return (
    <div className={styles.group}>
      <div className={styles.codeBar}>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
          Copiar como cURL
        </button>
        <label className={styles.inline}>
          <input type="checkbox" checked={includeKey} onChange={(event) => setIncludeKey(event.target.checked)} /> Incluir la credencial en
          el comando
        </label>
        <span role="status">{copied}</span>
      </div>
      <CodeBox label="Comando cURL de la llamada enviada" language="bash" html={escapeHtml(command)} />
    </div>
  );
}
