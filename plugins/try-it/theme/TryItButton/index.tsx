/**
 * "Probar": the only part of the try-it console in the operation page's JavaScript. The console
 * itself (forms, validator, spec fetch) is a separate chunk, downloaded on the first click. It opens
 * in a modal dialog: a side panel beside the docs on a desktop, a full-screen sheet on a phone, so
 * the page under it does not move. Tab stays inside it and Escape closes it, giving focus back to
 * "Probar".
 */
import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState} from 'react';
import {trapTab} from '../../../../lib/ui/focusTrap';
import styles from './styles.module.css';
import {SCENARIO_PARAMETER} from '../../lib/scenarioLink';

const TryItConsole = lazy(() => import(/* webpackChunkName: "probar-consola" */ '../../console/TryItConsole'));

export interface TryItButtonProps {
  serviceId: string;
  operationId: string;
}

export default function TryItButton({serviceId, operationId}: TryItButtonProps): React.ReactElement {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [scenario, setScenario] = useState<string | undefined>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();

  const show = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open]);

  // A link from the scenarios pages (`?probar=code=404`) opens the console with the scenario chosen.
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get(SCENARIO_PARAMETER);
    if (requested === null) return;
    setScenario(requested);
    show();
  }, [show]);

  return (
    <div className={styles.tryIt}>
      <button
        ref={buttonRef}
        type="button"
        className={`button button--primary button--sm ${styles.toggle}`}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        onClick={show}>
        Probar
      </button>
      <dialog
        id={dialogId}
        ref={dialogRef}
        className={styles.dialog}
        // The console's heading names the dialog once it has loaded; until then no element carries that id.
        {...(everOpened ? {'aria-labelledby': `${operationId}-probar`} : {'aria-label': 'Consola Probar'})}
        // Escape: the browser's own cancel, kept in step with React's state.
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={(event) => {
          if (dialogRef.current) trapTab(event.nativeEvent, dialogRef.current);
        }}>
        <div className={styles.bar}>
          <button type="button" className={`button button--secondary button--sm ${styles.close}`} onClick={close}>
            Cerrar la consola
          </button>
        </div>
        {everOpened && (
          <Suspense fallback={<p role="status">Cargando la consola…</p>}>
            <TryItConsole serviceId={serviceId} operationId={operationId} initialScenario={scenario} />
          </Suspense>
        )}
      </dialog>
    </div>
  );
}
