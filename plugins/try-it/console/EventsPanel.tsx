/**
 * «Eventos de esta pestaña»: what the simulated server did with this API in this tab (sandbox/src/state/events), newest
 * first: each request and the webhooks it fired, with their URL, event, body and why they were not sent (a page
 * cannot post to the reader's server), and a cURL that posts that body to that URL from the reader's machine. Beside
 * it, the outcomes the reader chooses and the simulator clock, through the control paths the local package answers.
 * Its own chunk, loaded when the reader opens the panel: nothing of it runs after «Probar» or «Enviar» otherwise.
 */
import React, {startTransition, useCallback, useEffect, useId, useState} from 'react';
import type {SandboxLogEntry} from '../../../sandbox/src/state';
import {escapeHtml} from '../lib/codeHtml';
import {shellQuote} from '../lib/request';
import {loadSimulatedServer} from './call';
import {CodeBox, TextWithCode} from './ResultView';
import type {TabEvents} from './simulatedServer';
import styles from './styles.module.css';

type WebhookEntry = Extract<SandboxLogEntry, {tipo: 'webhook'}>;

/** How many entries the panel shows at first, and how many more each «Mostrar más» adds. */
const PAGE = 50;

const DELIVERY_LABEL: Record<WebhookEntry['entrega']['estado'], string> = {
  pendiente: 'esperando al receptor',
  entregado: 'entregado',
  rechazado: 'rechazado',
  fallido: 'no entregado',
  'sin enviar': 'sin enviar',
};

/** The webhook as a cURL command: its body, posted to its URL with its headers, from the reader's terminal. */
export function webhookCurl(entry: WebhookEntry): string {
  const headers = {'Content-Type': 'application/json', ...entry.encabezados};
  return [
    `curl --request POST`,
    `  --url ${shellQuote(entry.url)}`,
    ...Object.entries(headers).map(([name, value]) => `  --header ${shellQuote(`${name}: ${value}`)}`),
    `  --data ${shellQuote(JSON.stringify(entry.cuerpo))}`,
  ].join(' \\\n');
}

function WebhookItem({entry}: {entry: WebhookEntry}): React.ReactElement {
  const [copied, setCopied] = useState('');
  const curl = webhookCurl(entry);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(curl);
      setCopied('Comando cURL del webhook copiado.');
    } catch {
      setCopied('No se pudo copiar; selecciona el comando de abajo y cópialo.');
    }
  };
  const {estado, status, detalle} = entry.entrega;
  return (
    <details>
      <summary>
        {entry.n}. Webhook <code>{entry.webhook}</code> («{entry.evento}»)
        {entry.recurso ? (
          <>
            {' '}
            de <code>{entry.recurso.modelo}</code> <code>{entry.recurso.id}</code>
          </>
        ) : null}{' '}
        · {DELIVERY_LABEL[estado]}
        {status ? ` (${status})` : ''}
        {entry.reenvioDe ? ` · reenvío del ${entry.reenvioDe}` : ''}
      </summary>
      <dl className={styles.eventFacts}>
        <dt>URL</dt>
        <dd>
          <code>{entry.url}</code>
        </dd>
        <dt>Hora del simulador</dt>
        <dd>{entry.hora}</dd>
        {Object.keys(entry.encabezados).length > 0 && (
          <>
            <dt>Encabezados</dt>
            <dd>
              {Object.entries(entry.encabezados).map(([name, value]) => (
                <code key={name}>{`${name}: ${value}`} </code>
              ))}
            </dd>
          </>
        )}
        {detalle && (
          <>
            <dt>{estado === 'sin enviar' ? 'Por qué no se envió' : 'Qué pasó'}</dt>
            <dd>
              <TextWithCode text={detalle} />
            </dd>
          </>
        )}
      </dl>
      <CodeBox label={`Cuerpo del webhook ${entry.n}`} language="json" html={escapeHtml(JSON.stringify(entry.cuerpo, null, 2))} />
      <div className={styles.codeBar}>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
          Copiar como cURL
        </button>
        <span role="status">{copied}</span>
      </div>
      <CodeBox label={`Comando cURL que envía el webhook ${entry.n} a su URL`} language="bash" html={escapeHtml(curl)} />
    </details>
  );
}

function EntryItem({entry}: {entry: SandboxLogEntry}): React.ReactElement {
  if (entry.tipo === 'webhook') return <WebhookItem entry={entry} />;
  return (
    <>
      {entry.n}. Petición <code>{`${entry.metodo} ${entry.ruta}`}</code> → {entry.estado}
    </>
  );
}

/** Enter in a field of the panel runs the panel's action, not the console's «Enviar» (the fields sit in its form). */
const onEnter = (action: () => void) => (event: React.KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action();
};

export default function EventsPanel({
  serviceId,
  modelUrl,
  version,
}: {
  serviceId: string;
  modelUrl: string;
  /** Changes after each call answered by the simulated server: the panel reads the log again. */
  version: number;
}): React.ReactElement {
  const id = useId();
  const field = (suffix: string) => `${id}-${suffix}`;
  const [events, setEvents] = useState<TabEvents | undefined>();
  const [shown, setShown] = useState(PAGE);
  const [minutes, setMinutes] = useState('16');
  const [tipo, setTipo] = useState('');
  const [target, setTarget] = useState('');
  const [step, setStep] = useState('');
  const [result, setResult] = useState('');
  const [message, setMessage] = useState<{ok: boolean; text: string} | undefined>();

  const reload = useCallback(
    () =>
      void loadSimulatedServer()
        .then((module) => module.eventsInTab(serviceId, modelUrl))
        .then((read) => startTransition(() => setEvents(read)))
        .catch(() => undefined),
    [serviceId, modelUrl],
  );
  useEffect(() => reload(), [reload, version]);

  const kind = events?.kinds.find((candidate) => candidate.tipo === tipo) ?? events?.kinds[0];
  const chosenResult = kind && kind.resultados.includes(result) ? result : kind?.resultados[0];

  const act = async (run: (module: Awaited<ReturnType<typeof loadSimulatedServer>>) => Promise<{ok: boolean; message: string}>) => {
    try {
      const answer = await run(await loadSimulatedServer());
      // The fields keep what the reader typed, whatever the answer: a mistake is corrected, not typed again.
      setMessage({ok: answer.ok, text: answer.message});
    } catch {
      setMessage({ok: false, text: 'El simulador de esta página no respondió. Recarga la página e inténtalo de nuevo.'});
    }
    reload();
  };
  const choose = (action: 'preparar' | 'avanzar') =>
    kind &&
    chosenResult &&
    void act((module) =>
      module.chooseOutcome(serviceId, modelUrl, action, {
        tipo: kind.tipo,
        resultado: chosenResult,
        ...(target.trim() ? {id: target.trim()} : {}),
        ...(kind.tipo === 'paso' && step.trim() ? {paso: step.trim()} : {}),
      }),
    );
  const advanceClock = () =>
    void act((module) => module.advanceClock(serviceId, modelUrl, /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : minutes));

  if (!events) return <p>Cargando…</p>;
  return (
    <div className={styles.events}>
      <p>
        Lo que el servidor simulado hizo con esta API en esta pestaña, lo más reciente primero: cada petición y los webhooks que disparó
        (guarda los últimos {events.keeps}). Una página no puede enviar a tu servidor: cada webhook queda aquí con su cuerpo y un comando
        cURL para enviarlo a su URL desde tu equipo.
      </p>

      <div className={styles.eventControls}>
        <div className={styles.field}>
          <label htmlFor={field('minutos')}>Avanzar el reloj del simulador (minutos)</label>
          <p id={field('reloj')} className={styles.fieldHint}>
            Hora del simulador: {events.now}
            {events.advancedMinutes > 0 ? ` (adelantado ${events.advancedMinutes} minutos)` : ''}. Los vencimientos (tokens de firmante,{' '}
            <code>expires_in</code>) la siguen.
          </p>
          <input
            id={field('minutos')}
            className={styles.port}
            aria-describedby={field('reloj')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            onKeyDown={onEnter(advanceClock)}
          />
          <button type="button" className="button button--secondary button--sm" onClick={advanceClock}>
            Avanzar el reloj
          </button>
        </div>

        {kind && (
          <fieldset className={styles.group}>
            <legend>Resultados que eliges</legend>
            <label htmlFor={field('tipo')}>Tipo</label>
            <select id={field('tipo')} value={kind.tipo} onChange={(event) => setTipo(event.target.value)}>
              {events.kinds.map((option) => (
                <option key={option.tipo} value={option.tipo}>
                  {option.tipo}
                </option>
              ))}
            </select>
            <p className={styles.fieldHint}>
              <TextWithCode text={kind.descripcion} />
            </p>
            {kind.tipo !== 'ine' && (
              <div className={styles.field}>
                <label htmlFor={field('id')}>Id</label>
                <p id={field('id-ayuda')} className={styles.fieldHint}>
                  <TextWithCode text={`${kind.objetivo[0].toUpperCase()}${kind.objetivo.slice(1)}.`} />
                </p>
                <input
                  id={field('id')}
                  aria-describedby={field('id-ayuda')}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={target}
                  onChange={(event) => setTarget(event.target.value)}
                  onKeyDown={onEnter(() => choose(kind.avanzar ? 'avanzar' : 'preparar'))}
                />
              </div>
            )}
            {kind.tipo === 'paso' && (
              <div className={styles.field}>
                <label htmlFor={field('paso')}>Paso (su clave, como liveness, o su uuid)</label>
                <input
                  id={field('paso')}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={step}
                  onChange={(event) => setStep(event.target.value)}
                  onKeyDown={onEnter(() => choose('avanzar'))}
                />
              </div>
            )}
            <label htmlFor={field('resultado')}>Resultado</label>
            <select id={field('resultado')} value={chosenResult} onChange={(event) => setResult(event.target.value)}>
              {kind.resultados.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <div className={styles.codeBar}>
              {kind.preparar && (
                <button type="button" className="button button--secondary button--sm" onClick={() => choose('preparar')}>
                  Preparar
                </button>
              )}
              {kind.avanzar && (
                <button type="button" className="button button--secondary button--sm" onClick={() => choose('avanzar')}>
                  Avanzar ahora
                </button>
              )}
            </div>
            {events.armed.length > 0 && (
              <ul aria-label="Resultados preparados">
                {events.armed.map((armed) => (
                  <li key={`${armed.tipo} ${armed.id}`}>
                    <code>{armed.tipo}</code> {armed.id === '*' ? '(la próxima)' : <code>{armed.id}</code>}: {armed.resultado}
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
        <p role="status" className={message && !message.ok ? styles.eventError : undefined}>
          {message ? (
            <>
              {message.ok ? '' : 'No se hizo: '}
              <TextWithCode text={message.text} />
            </>
          ) : null}
        </p>
      </div>

      {events.entries.length === 0 ? (
        <p>Todavía no hay eventos: envía una llamada al servidor simulado.</p>
      ) : (
        <>
          <ul aria-label="Eventos, lo más reciente primero" className={styles.eventList}>
            {events.entries.slice(0, shown).map((entry) => (
              <li key={entry.n}>
                <EntryItem entry={entry} />
              </li>
            ))}
          </ul>
          {events.entries.length > shown && (
            <button type="button" className="button button--secondary button--sm" onClick={() => setShown((count) => count + PAGE)}>
              Mostrar {Math.min(PAGE, events.entries.length - shown)} eventos más
            </button>
          )}
        </>
      )}
    </div>
  );
}
