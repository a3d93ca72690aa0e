import React, {useState} from 'react';
import styles from './styles.module.css';

interface Props {
  /** The command, one or more lines, exactly as it is copied. */
  command: string;
  /** What the command does, for the copy button's name: «Copiar: Ejecutar identia-sandbox mock con npx». */
  label: string;
}

type Status = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copied: 'Comando copiado al portapapeles.',
  failed: 'No se pudo copiar: selecciona el comando y cópialo.',
};

/**
 * A shell command to copy: one line per command that never wraps (on a phone it scrolls sideways inside
 * its box, so «npm install -g» cannot break into «npm install -» and «g»), and a copy button.
 */
export default function CommandLine({command, label}: Props): React.JSX.Element {
  const [status, setStatus] = useState<Status>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.command}>
      {/* Focusable, as the site's code blocks: a line wider than the box is scrolled with the keyboard too. */}
      <pre className={styles.code} tabIndex={0} data-command>
        <code>{command}</code>
      </pre>
      <button type="button" className={styles.copy} onClick={copy} aria-label={`Copiar: ${label}`}>
        Copiar
      </button>
      <span className={styles.status} role="status">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
