import React, {useCallback, useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {CAPTURE_CHECK_ROUTE} from '@site/config/captureCheck';
import type {DetectedPlatform} from '@site/lib/captureCheck/platform';
import {
  CHECK_IDS,
  CHECK_LABELS,
  CHECK_PURPOSES,
  FIX_AUDIENCE_LABELS,
  STATUS_LABELS,
  type CheckId,
  type CheckResult,
  type FixStep,
} from '@site/lib/captureCheck/types';
import {probeInlinePlayback, type InlineProbe} from './inlineProbe';
import {OpenStreams} from './media';
import styles from './styles.module.css';

/** The checks themselves, Bowser and inapp-spy: a chunk loaded on the first tap (see diagnosis.ts). */
type Diagnosis = typeof import('./diagnosis');
const loadDiagnosis = (): Promise<Diagnosis> => import(/* webpackChunkName: "diagnostico-captura" */ './diagnosis');

type Phase = 'idle' | 'running' | 'done' | 'unavailable';
type CopyState = 'idle' | 'copied' | 'manual';

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * The document's headers are those of the page it was loaded for: reached by a link inside the
 * portal, this page runs in another route's document, whose Permissions-Policy denies the camera.
 * A reload makes it this route's document, the only one the headers allow the camera, microphone
 * and location (config/headers.ts). Returns whether it reloaded.
 */
function reloadIfLoadedForAnotherRoute(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation || samePath(new URL(navigation.name).pathname, location.pathname)) return false;
  if (!samePath(location.pathname, CAPTURE_CHECK_ROUTE)) return false;
  location.reload();
  return true;
}

const START_LABELS = ['Iniciar diagnóstico', 'Repetir diagnóstico', 'Preparando…'];

/**
 * One of a button's labels, in a box as wide as the widest: the button keeps its width when its label
 * changes («Preparando…» → «Iniciar diagnóstico» once the probe ends), so the button beside it stays put.
 * The others are laid out hidden, out of the accessibility tree.
 */
function StableLabel({labels, shown}: {labels: string[]; shown: number}): React.JSX.Element {
  return (
    <span className={styles.stableLabel}>
      {labels.map((label, index) => (
        <span key={label} className={index === shown ? undefined : styles.sizingLabel}>
          {label}
        </span>
      ))}
    </span>
  );
}

/** Text with `code` marked by backticks, as the fixes write it. */
function WithCode({text}: {text: string}): React.JSX.Element {
  return <>{text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

function Fix({steps}: {steps: FixStep[]}): React.JSX.Element {
  return (
    <div className={styles.fix}>
      <p className={styles.fixTitle}>Cómo corregirlo</p>
      <ul className={styles.fixSteps}>
        {steps.map((step) => (
          <li key={step.audience + step.text}>
            <strong>{FIX_AUDIENCE_LABELS[step.audience]}:</strong> <WithCode text={step.text} />{' '}
            {step.links.map((link, index) => (
              <React.Fragment key={link.to}>
                {index > 0 ? ' · ' : ''}
                <Link to={link.to}>{link.label}</Link>
              </React.Fragment>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CheckItem({id, result, running}: {id: CheckId; result?: CheckResult; running: boolean}): React.JSX.Element {
  const state = result ? STATUS_LABELS[result.status] : running ? 'Comprobando…' : 'Sin comprobar';
  return (
    <li className={styles.check} data-check={id} data-status={result?.status}>
      <h3 className={styles.checkTitle}>
        {CHECK_LABELS[id]} <span className={styles.badge}>{state}</span>
      </h3>
      <p className={styles.summary}>{result ? result.summary : CHECK_PURPOSES[id]}</p>
      {result && result.fix.length > 0 ? <Fix steps={result.fix} /> : null}
    </li>
  );
}

/**
 * The capture check: after one tap, runs the checks of lib/captureCheck in this browser or web view
 * and shows each result as it lands, with the fix for the platform detected, and copies a plain-text
 * report for a support ticket. Nothing it measures leaves the device.
 */
export default function CaptureCheck(): React.JSX.Element {
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [results, setResults] = useState<CheckResult[]>([]);
  const [platform, setPlatform] = useState<DetectedPlatform>();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [reportText, setReportText] = useState('');
  const startedAt = useRef(new Date());
  const diagnosis = useRef<Diagnosis>(undefined);
  const preview = useRef<HTMLVideoElement>(null);
  const probeVideo = useRef<HTMLVideoElement>(null);
  const probe = useRef<Promise<InlineProbe>>(undefined);
  const streams = useRef(new OpenStreams());
  const active = useRef(true);
  const manualCopy = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    active.current = true;
    const openStreams = streams.current;
    if (reloadIfLoadedForAnotherRoute()) return undefined;
    const video = probeVideo.current;
    if (video) {
      // The button waits for the probe: a tap before it ends would let any video play, and hide the
      // answer. It starts once the page has loaded, so that it does not compete with the page's own start.
      const loaded =
        document.readyState === 'complete'
          ? Promise.resolve()
          : new Promise((resolve) => window.addEventListener('load', resolve, {once: true}));
      const probed = loaded.then(() => probeInlinePlayback(video));
      probe.current = probed;
      void probed.then(() => {
        if (active.current) setReady(true);
      });
    }
    const stopAll = () => openStreams.stopAll();
    window.addEventListener('pagehide', stopAll);
    return () => {
      active.current = false;
      window.removeEventListener('pagehide', stopAll);
      openStreams.stopAll();
    };
  }, []);

  useEffect(() => {
    if (copy === 'manual') manualCopy.current?.select();
  }, [copy]);

  const start = useCallback(async () => {
    const video = preview.current;
    const inlineProbe = probe.current;
    if (!video || !inlineProbe) return;
    setResults([]);
    setCopy('idle');
    setPhase('running');
    startedAt.current = new Date();
    try {
      diagnosis.current ??= await loadDiagnosis();
    } catch {
      // The chunk did not arrive (connection lost, a new deploy): the status line says so.
      if (active.current) setPhase('unavailable');
      return;
    }
    const detected = diagnosis.current.detectThisBrowser();
    setPlatform(detected);
    await diagnosis.current
      .runChecks({
        platform: detected,
        preview: video,
        inlineProbe,
        streams: streams.current,
        isActive: () => active.current,
        onResult: (checked) => setResults((previous) => [...previous, checked]),
      })
      .finally(() => {
        if (active.current) setPhase('done');
      });
  }, []);

  const copyReport = useCallback(async () => {
    if (!diagnosis.current || !platform) return;
    const text = diagnosis.current.captureReport({
      platform: platform.description,
      origin: location.origin,
      results,
      date: startedAt.current,
    });
    setReportText(text);
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // Web views often have no clipboard API: the text is shown, selected, to copy by hand.
      setCopy('manual');
    }
  }, [platform, results]);

  const byId = new Map(results.map((checked) => [checked.id, checked]));
  const failures = results.filter((checked) => checked.status === 'falla').length;
  const warnings = results.filter((checked) => checked.status === 'aviso').length;
  const status =
    phase === 'running'
      ? `Comprobando… ${results.length} de ${CHECK_IDS.length} listas.`
      : phase === 'done'
        ? `Diagnóstico terminado: ${failures === 0 && warnings === 0 ? 'todo correcto' : `${failures} ${failures === 1 ? 'falla' : 'fallas'} y ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}`}.`
        : phase === 'unavailable'
          ? 'No se pudo cargar el diagnóstico: revisa la conexión y vuelve a intentarlo.'
          : 'Aún no se ha comprobado nada.';

  return (
    <section className={styles.panel} aria-label="Diagnóstico de captura">
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => void start()} disabled={!ready || phase === 'running'}>
          <StableLabel labels={START_LABELS} shown={ready ? (phase === 'idle' ? 0 : 1) : 2} />
        </button>
        <button type="button" className="button button--secondary" onClick={() => void copyReport()} disabled={phase !== 'done'}>
          Copiar resultado
        </button>
      </div>
      <p className={styles.status} role="status">
        {copy === 'copied' ? 'Resultado copiado: pégalo en tu ticket de soporte.' : status}
      </p>
      <ol className={styles.checks}>
        {CHECK_IDS.map((id) => (
          <CheckItem key={id} id={id} result={byId.get(id)} running={phase === 'running'} />
        ))}
      </ol>
      <video ref={preview} className={styles.preview} hidden muted playsInline aria-label="Vista de la cámara: no se graba ni se envía" />
      <video ref={probeVideo} hidden muted playsInline aria-hidden="true" />
      {copy === 'manual' ? (
        <div className={styles.manualCopy}>
          <label htmlFor="resultado-diagnostico">El navegador no dejó copiar: selecciona este texto y cópialo.</label>
          <textarea id="resultado-diagnostico" ref={manualCopy} readOnly value={reportText} rows={10} />
        </div>
      ) : null}
    </section>
  );
}
