/**
 * The try-it console of one operation, loaded only when the reader opens it. It fetches the
 * published spec, builds the form from the operation, validates before sending, sends (to the
 * simulated server in the page, the local package or the API's own servers) and shows the answer
 * with its contract verdict. Credentials stay in sessionStorage; the server chosen is remembered.
 * The form's sections are in fields.tsx, the answer in ResultView.tsx and CurlBox.tsx, the call in
 * call.ts.
 */
import React, {lazy, startTransition, Suspense, useEffect, useId, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {serviceArtifacts} from '../../../config/services';
import {LOCAL_MOCK_DEFAULT_PORT, parseLocalMockPort} from '../../../config/localMock';
import {credentialFields, findOperation, mockScenarios, type OperationModel, type Spec} from '../../../sandbox/src/contract/operation';
import {initialParameterValues} from '../../../sandbox/src/contract/parameters';
import {checkRequest, isMultipartBody, validationWarmUp} from '../../../sandbox/src/contract/requestCheck';
import type {FieldIssue} from '../../../sandbox/src/contract/validation';
import {buildRequest, type BodyInput, type BuiltRequest, type FilePart} from '../lib/request';
import {forgetCredentials, readCredential, saveCredential} from '../lib/credentials';
import {
  initialServer,
  rememberedPort,
  rememberedServer,
  rememberPort,
  rememberServer,
  serverOptions,
  type ServerOption,
} from '../lib/servers';
import {yieldToMain} from '../../../lib/yieldToMain';
import SandboxInstall from '../../../lib/ui/SandboxInstall';
import {callServer, callSimulated, loadSimulatedServer, type Outcome} from './call';
import type {CreatedInTab} from './simulatedServer';
import {CredentialsFieldset, JsonBodyFieldset, MultipartFieldset, ParametersFieldset, RequestIssues} from './fields';
import {FailureView, ResultView} from './ResultView';
import {CurlBox} from './CurlBox';
import styles from './styles.module.css';

/** «Eventos de esta pestaña», its own chunk: loaded when the reader opens the panel, never by «Probar» or «Enviar». */
const EventsPanel = lazy(() => import(/* webpackChunkName: "consola-eventos" */ './EventsPanel'));

/** Sent by the simulated server when the credential field is empty: it checks that one is sent, not its value. */
const STAND_IN_CREDENTIAL = 'credencial-simulada';

interface Props {
  serviceId: string;
  operationId: string;
  /** A scenario's `Prefer` value (or its example name) to choose on the local mock when the console opens. */
  initialScenario?: string;
}

type Loaded = {state: 'loading'} | {state: 'error'; message: string} | {state: 'ready'; spec: Spec; model: OperationModel};

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/** Runs each step in its own idle moment (a timer where the browser has no idle callbacks), until `cancelled`. */
function runWhenIdle(steps: Array<() => void>, cancelled: () => boolean): void {
  const next = () => {
    const step = steps.shift();
    if (!step || cancelled()) return;
    step();
    schedule();
  };
  const schedule = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(next) : window.setTimeout(next, 50);
  schedule();
}

export default function TryItConsole({serviceId, operationId, initialScenario}: Props): React.ReactElement {
  const specUrl = useBaseUrl(serviceArtifacts(serviceId).json);
  const modelUrl = useBaseUrl(serviceArtifacts(serviceId).sandboxModel);
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'});
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let cancelled = false;
    fetch(specUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`la especificación respondió ${response.status}`);
        return response.json();
      })
      .then((spec: Spec) => {
        if (cancelled) return;
        const model = findOperation(spec, operationId);
        setLoaded(
          model
            ? {state: 'ready', spec, model}
            : {state: 'error', message: `La especificación OpenAPI de esta API no contiene la operación ${operationId}.`},
        );
      })
      .catch((error: Error) => {
        if (!cancelled)
          setLoaded({
            state: 'error',
            message: `No se pudo cargar la especificación (${error.message}). Recarga la página e inténtalo de nuevo.`,
          });
      });
    return () => {
      cancelled = true;
    };
  }, [specUrl, operationId]);

  useEffect(() => {
    if (loaded.state === 'ready') headingRef.current?.focus();
  }, [loaded.state]);

  return (
    <section className={styles.console} aria-labelledby={`${operationId}-probar`}>
      {/* The console opens right under the page's h1 (the operation's title). */}
      <h2 id={`${operationId}-probar`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Probar la llamada
      </h2>
      {loaded.state === 'loading' && <p role="status">Cargando la especificación…</p>}
      {loaded.state === 'error' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'ready' && (
        <ConsoleForm serviceId={serviceId} modelUrl={modelUrl} spec={loaded.spec} model={loaded.model} initialScenario={initialScenario} />
      )}
    </section>
  );
}

function ConsoleForm({
  serviceId,
  modelUrl,
  spec,
  model,
  initialScenario,
}: {
  serviceId: string;
  modelUrl: string;
  spec: Spec;
  model: OperationModel;
  initialScenario?: string;
}): React.ReactElement {
  const id = useId();
  const [port, setPort] = useState(() => rememberedPort(storage('localStorage')));
  const [portText, setPortText] = useState(String(port));
  const servers = useMemo(() => serverOptions(model, port), [model, port]);
  const credentialList = useMemo(() => credentialFields(model), [model]);
  const scenarios = useMemo(() => mockScenarios(model), [model]);
  const chosenScenario = scenarios.find(
    (option) =>
      initialScenario !== undefined && (option.prefer === initialScenario || option.prefer.endsWith(`example=${initialScenario}`)),
  );
  // The reader's last choice, never one inferred from a stored key; a scenario chosen from the
  // scenarios page is answered by the simulated server: no install, no key.
  const [serverValue, setServerValue] = useState(
    () => initialServer(servers, chosenScenario ? null : rememberedServer(storage('localStorage'))).value,
  );
  const server = servers.find((option) => option.value === serverValue) ?? servers[0]!;
  const isLocalMock = server.kind === 'local';
  const isSimulated = server.kind === 'simulated';

  const [created, setCreated] = useState<CreatedInTab[] | undefined>();
  const [stateless, setStatelessChoice] = useState(false);
  /** Counts the simulated server's answers: an open events panel reads its log again when it changes. */
  const [eventsVersion, setEventsVersion] = useState(0);
  // One render for both: the list of what the tab created and, if it is open, the events panel.
  const refreshCreated = () =>
    void loadSimulatedServer()
      .then((module) => module.createdInTab(serviceId, modelUrl))
      .then((list) =>
        startTransition(() => {
          setCreated(list);
          setEventsVersion((count) => count + 1);
        }),
      )
      .catch(() => undefined);

  useEffect(() => {
    // Warm the engine, the model, the tab's store and this operation's validators while the reader fills the
    // form, so "Enviar" answers at once: loaded now, prepared in idle moments. A path id this tab created last
    // for the operation's kind of resource fills its field.
    if (!isSimulated) return;
    let cancelled = false;
    void loadSimulatedServer()
      .then(async (module) => {
        setStatelessChoice(module.isStateless());
        const steps = await module.preparationSteps(serviceId, modelUrl, model.operationId);
        const last = await module.lastCreatedId(serviceId, modelUrl, model.method, model.path);
        if (cancelled) return;
        if (last) setParameters((current) => ({...current, [`path:${last.param}`]: last.id}));
        setCreated(await module.createdInTab(serviceId, modelUrl));
        runWhenIdle(steps, () => cancelled);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [isSimulated, serviceId, modelUrl, model.operationId, model.method, model.path]);

  useEffect(() => {
    // Build the validators «Enviar» will need in idle moments, not in the task that follows the click.
    let cancelled = false;
    runWhenIdle(validationWarmUp(spec, model), () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [spec, model]);

  const [credentials, setCredentials] = useState<Record<string, string>>(() => {
    const store = storage('sessionStorage');
    return Object.fromEntries(credentialList.map((field) => [field.scheme, store ? readCredential(store, serviceId, field.scheme) : '']));
  });
  const [parameters, setParameters] = useState(() => initialParameterValues(model));
  const [jsonText, setJsonText] = useState(() =>
    model.body && model.body.example !== undefined ? JSON.stringify(model.body.example, null, 2) : model.body ? '{}' : '',
  );
  const [textFields, setTextFields] = useState<Record<string, string>>(() => {
    const example = (model.body?.example ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      (model.body?.fields ?? [])
        .filter((field) => !field.file)
        .map((field) => [
          field.name,
          example[field.name] === undefined
            ? ''
            : typeof example[field.name] === 'string'
              ? (example[field.name] as string)
              : JSON.stringify(example[field.name]),
        ]),
    );
  });
  const files = useRef<Record<string, File | undefined>>({});
  const [scenario, setScenario] = useState(chosenScenario?.prefer ?? '');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'none'});
  const [sent, setSent] = useState<BuiltRequest | undefined>();
  const submitRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const isMultipart = isMultipartBody(model);
  const isJsonBody = model.body !== undefined && !isMultipart;

  // The answer comes into view (on a phone it starts below the form) once all of it is on the page, the
  // cURL box last: before, there may be too little below it to scroll it to the top. Focus stays where it
  // was. An instant scroll: a smooth one repaints the sheet on every frame, long tasks on a slow phone.
  const showAnswer = () => resultRef.current?.scrollIntoView({block: 'start', behavior: 'instant'});

  const chooseServer = (value: string) => {
    setServerValue(value);
    rememberServer(storage('localStorage'), value);
  };

  const changePort = (text: string) => {
    setPortText(text);
    const parsed = parseLocalMockPort(text);
    if (parsed === undefined) return;
    setPort(parsed);
    rememberPort(storage('localStorage'), parsed);
  };

  const setCredential = (scheme: string, value: string) => {
    setCredentials((current) => ({...current, [scheme]: value}));
    const store = storage('sessionStorage');
    if (store) saveCredential(store, serviceId, scheme, value);
  };

  const bodyInput = (): BodyInput => {
    if (isJsonBody) return jsonText.trim() === '' ? {kind: 'none'} : {kind: 'json', text: jsonText};
    if (isMultipart) {
      const fields: Array<{name: string; value: string | FilePart}> = [];
      for (const field of model.body!.fields) {
        if (field.file) {
          const file = files.current[field.name];
          if (file) fields.push({name: field.name, value: {fileName: file.name, type: file.type, size: file.size}});
        } else if ((textFields[field.name] ?? '') !== '') fields.push({name: field.name, value: textFields[field.name]});
      }
      return {kind: 'multipart', fields};
    }
    return {kind: 'none'};
  };

  const sending = useRef(false);
  const send = async (evenIfInvalid: boolean, target: ServerOption = server) => {
    if (sending.current) return;
    sending.current = true;
    try {
      // Out of the click's task: the button reacts at once, the checks run in the next one.
      await yieldToMain();
      await sendNow(evenIfInvalid, target);
    } finally {
      sending.current = false;
    }
  };

  const sendNow = async (evenIfInvalid: boolean, target: ServerOption) => {
    const simulated = target.kind === 'simulated';
    const found = checkRequest(spec, model, {
      parameters,
      body: isJsonBody
        ? {kind: 'json', text: jsonText}
        : isMultipart
          ? {
              kind: 'multipart',
              parts: Object.fromEntries(
                model.body!.fields.flatMap((field) => {
                  const text = field.file ? files.current[field.name]?.name : textFields[field.name];
                  return text ? [[field.name, text]] : [];
                }),
              ),
            }
          : {kind: 'none'},
      credentials,
      credentialRequired: !simulated,
    });
    setIssues(found);
    // A new attempt never leaves the previous answer on screen.
    setOutcome({kind: 'none'});
    setSent(undefined);
    if (found.length > 0 && !evenIfInvalid) return;
    const noneTyped = !credentialList.some((field) => (credentials[field.scheme] ?? '').trim() !== '');
    const sentCredentials =
      simulated && noneTyped && credentialList.length > 0
        ? {...credentials, [(model.security[0]?.[0] ?? credentialList[0]).scheme]: STAND_IN_CREDENTIAL}
        : credentials;
    const prefer = target.kind !== 'api' && scenario ? scenario : undefined;
    const request = buildRequest(model, credentialList, {
      serverUrl: target.url,
      parameters,
      credentials: sentCredentials,
      body: bodyInput(),
      prefer,
    });
    setSent(request);
    setOutcome({kind: 'sending'});
    // Paint «Enviando…» before the call's work starts.
    await yieldToMain();
    const operation = {serviceId, modelUrl, spec, model};
    const answered =
      target.kind === 'simulated'
        ? await callSimulated(operation, request, target.url, files.current)
        : await callServer(operation, request, {serverUrl: target.url, server: target.kind}, files.current);
    // A scenario decides the answer whatever the request says: the result names it, so a reader does not take a
    // 404 forced by «code=404» for what their request would get.
    const forcedBy = prefer ? scenarios.find((option) => option.prefer === prefer)?.label : undefined;
    const shown = answered.kind === 'result' && forcedBy ? {...answered, result: {...answered.result, scenario: forcedBy}} : answered;
    // Rendered as a transition: React renders the answer in slices, between which the page stays responsive.
    startTransition(() => setOutcome(shown));
    if (target.kind === 'simulated') refreshCreated();
  };

  const sendToSimulated = () => {
    const simulated = servers.find((option) => option.kind === 'simulated')!;
    chooseServer(simulated.value);
    // The button goes away with the failure it belongs to; «Enviar» is where the next attempt starts.
    submitRef.current?.focus();
    void send(false, simulated);
  };

  const field = (suffix: string) => `${id}-${suffix}`;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}>
      <fieldset className={styles.group}>
        <legend>Servidor</legend>
        <label htmlFor={field('servidor')}>Enviar a</label>
        <select id={field('servidor')} value={server.value} onChange={(event) => chooseServer(event.target.value)}>
          {servers.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {isLocalMock && (
          <div className={styles.field}>
            <label htmlFor={field('puerto')}>Puerto</label>
            <p id={field('puerto-ayuda')} className={styles.fieldHint}>
              El de <code>identia-sandbox mock --port</code>; sin esa opción, {LOCAL_MOCK_DEFAULT_PORT}.
              {parseLocalMockPort(portText) === undefined && ' Escribe un número de 1 a 65535.'}
            </p>
            <input
              id={field('puerto')}
              className={styles.port}
              aria-describedby={field('puerto-ayuda')}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={portText}
              onChange={(event) => changePort(event.target.value)}
            />
          </div>
        )}
        {!isLocalMock && !isSimulated && (
          <p className={styles.hint}>Este servidor es el de la API: pide la llave de tu cuenta. Sin cuenta, elige el servidor simulado.</p>
        )}
        {isSimulated && (
          <>
            <p className={styles.hint}>
              Respuestas simuladas a partir del contrato, calculadas en tu navegador: no necesitas llave (si dejas la credencial vacía se
              envía una de prueba) y la llamada no sale de esta página. El mismo simulador en tu equipo, con el paquete del portal:
            </p>
            <SandboxInstall only="npx" />
            <TabData
              fieldId={field}
              created={created}
              stateless={stateless}
              onStatelessChange={(value) => {
                setStatelessChoice(value);
                void loadSimulatedServer().then((module) => module.setStateless(value));
              }}
              onClear={() =>
                void loadSimulatedServer()
                  .then((module) => module.clearTab(serviceId, modelUrl))
                  .then(refreshCreated)
              }
            />
            <TabEvents serviceId={serviceId} modelUrl={modelUrl} version={eventsVersion} />
          </>
        )}
        {isLocalMock && (
          <>
            <p className={styles.hint}>
              Arranca en tu equipo el servidor de pruebas del paquete del portal (o, si ya lo instalaste, <code>identia-sandbox mock</code>
              ); acepta cualquier valor de llave:
            </p>
            <SandboxInstall only="npx" />
          </>
        )}
        {(isLocalMock || isSimulated) && scenarios.length > 0 && (
          <>
            <label htmlFor={field('escenario')}>Escenario de prueba</label>
            <select id={field('escenario')} value={scenario} onChange={(event) => setScenario(event.target.value)}>
              <option value="">Respuesta de éxito documentada</option>
              {scenarios.map((option) => (
                <option key={option.prefer} value={option.prefer}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
      </fieldset>

      {credentialList.length > 0 && (
        <CredentialsFieldset
          fieldId={field}
          model={model}
          fields={credentialList}
          values={credentials}
          onChange={setCredential}
          onForget={() => {
            const store = storage('sessionStorage');
            if (store) forgetCredentials(store);
            setCredentials(Object.fromEntries(credentialList.map((credential) => [credential.scheme, ''])));
          }}
        />
      )}

      {model.parameters.length > 0 && (
        <ParametersFieldset
          fieldId={field}
          model={model}
          values={parameters}
          onChange={(key, value) => setParameters((current) => ({...current, [key]: value}))}
        />
      )}

      {isJsonBody && <JsonBodyFieldset fieldId={field} mediaType={model.body!.mediaType} text={jsonText} onChange={setJsonText} />}

      {isMultipart && (
        <MultipartFieldset
          fieldId={field}
          model={model}
          textFields={textFields}
          onTextChange={(name, value) => setTextFields((current) => ({...current, [name]: value}))}
          onFileChange={(name, file) => (files.current[name] = file)}
        />
      )}

      {issues.length > 0 && <RequestIssues issues={issues} onSendAnyway={() => void send(true)} />}

      <div className={styles.actions}>
        {/* Never disabled: a disabled button would drop the keyboard focus to the page's body. */}
        <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={outcome.kind === 'sending'}>
          Enviar
        </button>
      </div>

      <div ref={resultRef} className={styles.result} aria-live="polite" aria-atomic="false">
        {outcome.kind === 'sending' && <p>Enviando…</p>}
        {outcome.kind === 'failure' && <FailureView outcome={outcome} onUseSimulated={sendToSimulated} />}
        {outcome.kind === 'result' && <ResultView result={outcome.result} />}
      </div>

      {sent && outcome.kind !== 'sending' && <CurlBox sent={sent} onShown={showAnswer} />}
    </form>
  );
}

/**
 * What the simulated server keeps in this tab: the switch that turns the state off (answers from the contract
 * alone), the resources created here, newest first, and «Borrar datos de prueba». Rendered from the start, filled
 * once the simulator has loaded, so nothing moves when the list arrives.
 */
function TabData({
  fieldId,
  created,
  stateless,
  onStatelessChange,
  onClear,
}: {
  fieldId: (suffix: string) => string;
  created: CreatedInTab[] | undefined;
  stateless: boolean;
  onStatelessChange: (stateless: boolean) => void;
  onClear: () => void;
}): React.ReactElement {
  return (
    <details className={styles.tabData}>
      <summary>Datos de prueba de esta pestaña{created ? ` (${created.length})` : ''}</summary>
      <div className={styles.checkboxField}>
        <input
          id={fieldId('con-estado')}
          type="checkbox"
          checked={!stateless}
          onChange={(event) => onStatelessChange(!event.target.checked)}
        />
        <label htmlFor={fieldId('con-estado')}>Recordar lo que creo (sin esto, cada respuesta sale solo del contrato)</label>
      </div>
      {created === undefined ? (
        <p>Cargando…</p>
      ) : created.length === 0 ? (
        <p>Todavía no creaste nada en esta pestaña. Los recursos de los ejemplos documentados ya están disponibles.</p>
      ) : (
        <ul aria-label="Creado en esta pestaña">
          {created.map((entry) => (
            <li key={`${entry.model} ${entry.id}`}>
              <code>{entry.model}</code> <code>{entry.id}</code>
              {entry.label ? ` · ${entry.label}` : ''}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--secondary button--sm" onClick={onClear}>
        Borrar datos de prueba
      </button>
    </details>
  );
}

/**
 * «Eventos de esta pestaña»: closed, it is a summary line and nothing else; opened, it loads its panel (EventsPanel.tsx)
 * and keeps it up to date with each answer of the simulated server.
 */
function TabEvents({serviceId, modelUrl, version}: {serviceId: string; modelUrl: string; version: number}): React.ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.tabData} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Eventos de esta pestaña (peticiones y webhooks)</summary>
      {open && (
        <Suspense fallback={<p>Cargando…</p>}>
          <EventsPanel serviceId={serviceId} modelUrl={modelUrl} version={version} />
        </Suspense>
      )}
    </details>
  );
}
