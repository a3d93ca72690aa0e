import React, {useState} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Path of the page's Markdown twin, base URL included (`/docs/autenticacion.md`). */
  markdownPath: string;
}

type Status = 'idle' | 'copying' | 'copied' | 'failed';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown twin of the page to the clipboard. The text is fetched on click; when the
 * browser supports it the fetch goes inside a ClipboardItem, so Safari still counts the write as part
 * of the click.
 */
async function copyFrom(url: string): Promise<void> {
  const text = fetchText(url);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copiando…',
  copied: 'Markdown copiado al portapapeles.',
  failed: 'No se pudo copiar. Abre la versión en Markdown y cópiala desde ahí.',
};

export default function CopyMarkdownButton({markdownPath: url}: Props): React.JSX.Element {
  const [status, setStatus] = useState<Status>('idle');

  const copy = async () => {
    setStatus('copying');
    try {
      await copyFrom(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={copy} disabled={status === 'copying'}>
        Copiar como Markdown
      </button>
      <a className={styles.link} href={url}>
        Ver en Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
