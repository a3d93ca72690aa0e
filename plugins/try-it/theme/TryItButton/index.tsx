/**
 * "Probar": the only part of the try-it console in the operation page's JavaScript. The console
 * itself (forms, validator, spec fetch) is a separate chunk, downloaded on the first click.
 */
import React, {lazy, Suspense, useId, useState} from 'react';
import styles from './styles.module.css';

const TryItConsole = lazy(() => import(/* webpackChunkName: "probar-consola" */ '../../console/TryItConsole'));

export interface TryItButtonProps {
  serviceId: string;
  operationId: string;
}

export default function TryItButton({serviceId, operationId}: TryItButtonProps): React.ReactElement {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className={`button button--primary button--sm ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setEverOpened(true);
        }}>
        {open ? 'Cerrar la consola' : 'Probar'}
      </button>
      <div id={panelId} hidden={!open}>
        {everOpened && (
          <Suspense fallback={<p role="status">Cargando la consola…</p>}>
            <TryItConsole serviceId={serviceId} operationId={operationId} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
