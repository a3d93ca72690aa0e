import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ChunkErrorNoticeProps {
  onRetry: () => void;
  /** Pinned over the page (the server-rendered content stays readable below it). */
  floating?: boolean;
}

/** Shown when part of a page's JavaScript could not be downloaded. */
export default function ChunkErrorNotice({onRetry, floating = false}: ChunkErrorNoticeProps): ReactNode {
  return (
    <div role="alert" className={clsx(styles.notice, floating && styles.floating)} data-chunk-error>
      <p className={styles.title}>No se pudo cargar una parte de esta página.</p>
      <p className={styles.text}>Puede ser un problema momentáneo de la conexión. Vuelve a intentarlo.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
