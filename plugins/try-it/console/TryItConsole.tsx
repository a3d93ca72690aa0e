/**
 * The try-it console of one operation, loaded only when the reader opens it. It fetches the
 * published spec, builds the form from the operation, validates before sending, sends with fetch
 * and shows the answer with its contract verdict. Credentials stay in sessionStorage.
 */
import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {serviceArtifacts} from '../../../config/services';
import {localMockServerUrl} from '../../../config/localMock';
import {
  credentialFields,
  findOperation,
  mockScenarios,
  plainText,
  type OperationModel,
  type Spec,
} from '../../../sandbox/src/contract/operation';
import {buildRequest, parameterKey, renderCurl, type BodyInput, type BuiltRequest, type FilePart} from '../lib/request';
import {initialParameterValues} from '../../../sandbox/src/contract/parameters';
import {checkRequest, isMultipartBody} from '../../../sandbox/src/contract/requestCheck';
import type {FieldIssue} from '../../../sandbox/src/contract/validation';
import {contractVerdict, type Verdict} from '../lib/verdict';
import {explainFailure} from '../lib/failures';
import {forgetCredentials, readCredential, saveCredential, SERVER_CHOICE_KEY} from '../lib/credentials';
import {sandboxDownloadPath} from '../lib/sandboxDownload';
import styles from './styles.module.css';

const TIMEOUT_SECONDS = 30;
const LOCAL_MOCK = 'mock';
const SIMULATED = 'simulado';
/** Sent by the simulated server when the credential field is empty: it checks that one is sent, not its value. */
const STAND_IN_CREDENTIAL = 'credencial-simulada';
const loadSimulatedServer = () => import(/* webpackChunkName: "simulador" */ './simulatedServer');

interface Props {
  serviceId: string;
  operationId: string;
  /** A scenario's `Prefer` value (or its example name) to choose on the local mock when the console opens. */
  initialScenario?: string;
}

type Loaded = {state: 'loading'} | {state: 'error'; message: string} | {state: 'ready'; spec: Spec; model: OperationModel};

interface Result {
  simulated: boolean;
  status: number;
  statusText: string;
  milliseconds: number;
  headers: Array<[string, string]>;
  bodyText: string;
  prettyBody: string;
  contentType: string;
  verdict: Verdict;
}

type Outcome = {kind: 'none'} | {kind: 'sending'} | {kind: 'failure'; message: string} | {kind: 'result'; result: Result};

/**
 * The empty choice of an enum field. A required one without a documented default shows "Elige un
 * valor" rather than its first value, so what the select shows is always what would be sent.
 */
const emptyChoice = (required: boolean) => (required ? 'Elige un valor' : '(sin enviar)');

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
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
  const {siteConfig} = useDocusaurusContext();
  const installUrl = `${siteConfig.url.replace(/\/+$/, '')}${sandboxDownloadPath()}`;
  const mockUrl = localMockServerUrl(model.servers[0]?.basePath ?? '');
  const servers = useMemo(
    () => [
      {value: SIMULATED, label: 'Servidor simulado (en tu navegador)'},
      ...model.servers.map((server) => ({value: server.url, label: `${server.description ?? 'Servidor'} · ${server.url}`})),
      {value: LOCAL_MOCK, label: `Servidor de pruebas local · ${mockUrl}`},
    ],
    [model, mockUrl],
  );
  const credentialList = useMemo(() => credentialFields(model), [model]);
  const scenarios = useMemo(() => mockScenarios(model), [model]);
  const chosenScenario = scenarios.find(
    (option) =>
      initialScenario !== undefined && (option.prefer === initialScenario || option.prefer.endsWith(`example=${initialScenario}`)),
  );
  const [server, setServer] = useState(() => {
    // A scenario chosen from the scenarios page is answered by the simulated server: no install, no key.
    if (chosenScenario) return SIMULATED;
    const store = session();
    const remembered = store?.getItem(SERVER_CHOICE_KEY);
    if (servers.some((option) => option.value === remembered)) return remembered as string;
    // The simulated server needs no key: it is the default until the reader has stored one.
    const hasKey = store !== undefined && credentialList.some((field) => readCredential(store, serviceId, field.scheme) !== '');
    return hasKey ? servers[1].value : SIMULATED;
  });
  const isLocalMock = server === LOCAL_MOCK;
  const isSimulated = server === SIMULATED;
  // The simulated call's cURL targets the same engine run locally (`identia-sandbox mock`).
  const serverUrl = isLocalMock || isSimulated ? mockUrl : server;

  useEffect(() => {
    // Warm the engine and the model while the reader fills the form, so "Enviar" answers at once.
    if (isSimulated) void loadSimulatedServer().then((module) => module.loadSimulator(serviceId, modelUrl).catch(() => undefined));
  }, [isSimulated, serviceId, modelUrl]);

  const [credentials, setCredentials] = useState<Record<string, string>>(() => {
    const store = session();
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
  const [includeKey, setIncludeKey] = useState(false);
  const [copied, setCopied] = useState('');

  const isMultipart = isMultipartBody(model);
  const isJsonBody = model.body !== undefined && !isMultipart;

  const chooseServer = (value: string) => {
    setServer(value);
    session()?.setItem(SERVER_CHOICE_KEY, value);
  };

  const setCredential = (scheme: string, value: string) => {
    setCredentials((current) => ({...current, [scheme]: value}));
    const store = session();
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

  const check = (): FieldIssue[] =>
    checkRequest(spec, model, {
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
      credentialRequired: !isSimulated,
    });

  const send = async (evenIfInvalid: boolean) => {
    if (outcome.kind === 'sending') return;
    const found = check();
    setIssues(found);
    // A new attempt never leaves the previous answer on screen.
    setOutcome({kind: 'none'});
    setSent(undefined);
    if (found.length > 0 && !evenIfInvalid) return;
    const noneTyped = !credentialList.some((field) => (credentials[field.scheme] ?? '').trim() !== '');
    const sentCredentials =
      isSimulated && noneTyped && credentialList.length > 0
        ? {...credentials, [(model.security[0]?.[0] ?? credentialList[0]).scheme]: STAND_IN_CREDENTIAL}
        : credentials;
    const request = buildRequest(model, credentialList, {
      serverUrl,
      parameters,
      credentials: sentCredentials,
      body: bodyInput(),
      prefer: (isLocalMock || isSimulated) && scenario ? scenario : undefined,
    });
    setSent(request);
    setCopied('');
    setOutcome({kind: 'sending'});
    if (isSimulated) {
      const started = performance.now();
      try {
        const {simulate} = await loadSimulatedServer();
        const fields =
          request.body.kind === 'multipart'
            ? request.body.fields.map((field) => ({
                name: field.name,
                value: typeof field.value === 'string' ? field.value : files.current[field.name]!,
              }))
            : [];
        const answer = await simulate(serviceId, modelUrl, {
          method: request.method,
          path: request.url.slice(serverUrl.replace(/\/+$/, '').length) || '/',
          headers: request.headers,
          body: request.body.kind === 'json' ? request.body : request.body.kind === 'multipart' ? {kind: 'form', fields} : {kind: 'none'},
        });
        const contentType = answer.headers['content-type'] ?? '';
        let prettyBody = answer.body;
        try {
          if (answer.body.trim() !== '') prettyBody = JSON.stringify(JSON.parse(answer.body), null, 2);
        } catch {
          // Every documented body is JSON; shown as it came otherwise.
        }
        setOutcome({
          kind: 'result',
          result: {
            simulated: true,
            status: answer.status,
            statusText: '',
            milliseconds: Math.round(performance.now() - started),
            headers: Object.entries(answer.headers).map(([name, value]) => [name, decodeHeader(value)]),
            bodyText: answer.body,
            prettyBody,
            contentType,
            verdict: contractVerdict(spec, model, answer.status, contentType, answer.body),
          },
        });
      } catch (error) {
        setOutcome({
          kind: 'failure',
          message: `No se pudo cargar el servidor simulado (${(error as Error).message}). Recarga la página e inténtalo de nuevo.`,
        });
      }
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_SECONDS * 1000);
    let body: BodyInit | undefined;
    if (request.body.kind === 'json') body = request.body.text;
    if (request.body.kind === 'multipart') {
      const form = new FormData();
      for (const field of request.body.fields) {
        if (typeof field.value === 'string') form.append(field.name, field.value);
        else form.append(field.name, files.current[field.name]!, field.value.fileName);
      }
      body = form;
    }
    const started = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
      const bodyText = await response.text();
      const milliseconds = Math.round(performance.now() - started);
      const contentType = response.headers.get('content-type') ?? '';
      let prettyBody = bodyText;
      try {
        if (bodyText.trim() !== '') prettyBody = JSON.stringify(JSON.parse(bodyText), null, 2);
      } catch {
        // Not JSON: shown as it came; the verdict explains it when JSON was documented.
      }
      setOutcome({
        kind: 'result',
        result: {
          simulated: false,
          status: response.status,
          statusText: response.statusText,
          milliseconds,
          headers: [...response.headers.entries()],
          bodyText,
          prettyBody,
          contentType,
          verdict: contractVerdict(spec, model, response.status, contentType, bodyText),
        },
      });
    } catch {
      const message = explainFailure(controller.signal.aborted ? {kind: 'timeout', seconds: TIMEOUT_SECONDS} : {kind: 'network'}, {
        serverUrl,
        isLocalMock,
        pageOrigin: window.location.origin,
      });
      setOutcome({kind: 'failure', message});
    } finally {
      window.clearTimeout(timer);
    }
  };

  const copyCurl = async () => {
    if (!sent) return;
    try {
      await navigator.clipboard.writeText(renderCurl(sent, {includeSecrets: includeKey}));
      setCopied('Comando cURL copiado.');
    } catch {
      setCopied('No se pudo copiar; selecciona el comando de abajo y cópialo.');
    }
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
        <select id={field('servidor')} value={server} onChange={(event) => chooseServer(event.target.value)}>
          {servers.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {!isLocalMock && !isSimulated && (
          <p className={styles.hint}>La URL base del entorno de pruebas es la configurada en API_BASE_URL.</p>
        )}
        {isSimulated && (
          <p className={styles.hint}>
            Respuestas simuladas a partir del contrato, calculadas en tu navegador: no necesitas llave (si dejas la credencial vacía se
            envía una de prueba) y la llamada no sale de esta página. El mismo simulador en tu equipo:{' '}
            <code>npm install -g {installUrl}</code> y luego <code>identia-sandbox mock</code>.
          </p>
        )}
        {isLocalMock && (
          <p className={styles.hint}>
            Arranca el servidor de pruebas con <code>identia-sandbox mock</code> (se instala con <code>npm install -g {installUrl}</code>) o
            con <code>npm run mock</code> en el repositorio del portal; acepta cualquier valor de llave.
          </p>
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
        <fieldset className={styles.group}>
          <legend>Credenciales</legend>
          {model.security.length > 1 && <p className={styles.hint}>Envía una de estas credenciales.</p>}
          {credentialList.map((credential) => (
            <div key={credential.scheme} className={styles.field}>
              <label htmlFor={field(`cred-${credential.scheme}`)}>
                {credential.kind === 'bearer' ? `Token bearer (${credential.setting})` : `Llave (${credential.setting})`}, encabezado{' '}
                <code>{credential.header}</code>
              </label>
              <input
                id={field(`cred-${credential.scheme}`)}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={credentials[credential.scheme] ?? ''}
                onChange={(event) => setCredential(credential.scheme, event.target.value)}
              />
            </div>
          ))}
          <p className={styles.hint}>Se guardan solo en esta pestaña (sessionStorage) y se envían únicamente en la llamada a la API.</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              const store = session();
              if (store) forgetCredentials(store);
              setCredentials(Object.fromEntries(credentialList.map((credential) => [credential.scheme, ''])));
            }}>
            Olvidar credenciales
          </button>
        </fieldset>
      )}

      {model.parameters.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Parámetros</legend>
          {model.parameters.map((parameter) => {
            const key = parameterKey(parameter);
            const inputId = field(`param-${key}`);
            const where =
              parameter.in === 'path' ? 'Va en la ruta.' : parameter.in === 'query' ? 'Va en la consulta.' : 'Va como encabezado.';
            return (
              <div key={key} className={styles.field}>
                <FieldLabel htmlFor={inputId} name={parameter.name} required={parameter.required} />
                <FieldHint id={`${inputId}-ayuda`} description={parameter.description} extra={where} />
                {parameter.enumValues ? (
                  <select
                    id={inputId}
                    aria-describedby={`${inputId}-ayuda`}
                    value={parameters[key] ?? ''}
                    onChange={(event) => setParameters({...parameters, [key]: event.target.value})}>
                    {(!parameter.required || (parameters[key] ?? '') === '') && <option value="">{emptyChoice(parameter.required)}</option>}
                    {parameter.enumValues.map((value) => (
                      <option key={String(value)} value={String(value)}>
                        {String(value)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={inputId}
                    aria-describedby={`${inputId}-ayuda`}
                    type="text"
                    spellCheck={false}
                    value={parameters[key] ?? ''}
                    onChange={(event) => setParameters({...parameters, [key]: event.target.value})}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      {isJsonBody && (
        <fieldset className={styles.group}>
          <legend>Cuerpo ({model.body!.mediaType})</legend>
          <label htmlFor={field('cuerpo')}>JSON de la petición</label>
          <textarea
            id={field('cuerpo')}
            className={styles.editor}
            rows={Math.min(24, Math.max(6, jsonText.split('\n').length + 1))}
            spellCheck={false}
            value={jsonText}
            onChange={(event) => setJsonText(event.target.value)}
          />
        </fieldset>
      )}

      {isMultipart && (
        <fieldset className={styles.group}>
          <legend>Cuerpo (multipart/form-data)</legend>
          {model.body!.fields.map((bodyField) => {
            const inputId = field(`form-${bodyField.name}`);
            const enumValues = bodyField.enumValues;
            const hintId = `${inputId}-ayuda`;
            return (
              <div key={bodyField.name} className={styles.field}>
                <FieldLabel htmlFor={inputId} name={bodyField.name} required={bodyField.required} />
                <FieldHint id={hintId} description={bodyField.description} extra={bodyField.file ? 'Elige un archivo.' : undefined} />
                {bodyField.file ? (
                  <input
                    id={inputId}
                    aria-describedby={hintId}
                    type="file"
                    onChange={(event) => (files.current[bodyField.name] = event.target.files?.[0])}
                  />
                ) : enumValues ? (
                  <select
                    id={inputId}
                    aria-describedby={hintId}
                    value={textFields[bodyField.name] ?? ''}
                    onChange={(event) => setTextFields({...textFields, [bodyField.name]: event.target.value})}>
                    {(!bodyField.required || (textFields[bodyField.name] ?? '') === '') && (
                      <option value="">{emptyChoice(bodyField.required)}</option>
                    )}
                    {enumValues.map((value) => (
                      <option key={String(value)} value={String(value)}>
                        {String(value)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={inputId}
                    aria-describedby={hintId}
                    type="text"
                    spellCheck={false}
                    value={textFields[bodyField.name] ?? ''}
                    onChange={(event) => setTextFields({...textFields, [bodyField.name]: event.target.value})}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      {issues.length > 0 && (
        <div className={styles.issues} role="alert">
          <p>La petición no cumple el contrato:</p>
          <ul>
            {issues.map((issue, index) => (
              <li key={index}>
                <code>{issue.path}</code>: {issue.message}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary button--sm" onClick={() => void send(true)}>
            Enviar de todos modos
          </button>
        </div>
      )}

      <div className={styles.actions}>
        {/* Never disabled: a disabled button would drop the keyboard focus to the page's body. */}
        <button type="submit" className="button button--primary" aria-disabled={outcome.kind === 'sending'}>
          Enviar
        </button>
      </div>

      <div className={styles.result} aria-live="polite" aria-atomic="false">
        {outcome.kind === 'sending' && <p>Enviando…</p>}
        {outcome.kind === 'failure' && <p className={styles.failure}>{outcome.message}</p>}
        {outcome.kind === 'result' && <ResultView result={outcome.result} />}
      </div>

      {sent && outcome.kind !== 'sending' && (
        <div className={styles.group}>
          <div className={styles.curlBar}>
            <button type="button" className="button button--secondary button--sm" onClick={() => void copyCurl()}>
              Copiar como cURL
            </button>
            <label className={styles.inline}>
              <input type="checkbox" checked={includeKey} onChange={(event) => setIncludeKey(event.target.checked)} /> Incluir la credencial
              en el comando
            </label>
            <span role="status">{copied}</span>
          </div>
          <div className={styles.curl} aria-label="Comando cURL de la llamada enviada" role="group">
            <CodeBlock language="bash">{renderCurl(sent, {includeSecrets: includeKey})}</CodeBlock>
          </div>
        </div>
      )}
    </form>
  );
}

/** The engine's note header is percent-encoded (headers are ASCII); shown decoded. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A field's label: its name as the API spells it, and whether it is required. */
function FieldLabel({htmlFor, name, required}: {htmlFor: string; name: string; required: boolean}): React.ReactElement {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      <span className={styles.fieldName}>{name}</span>
      {required && (
        <>
          {' '}
          <span className={styles.required}>obligatorio</span>
        </>
      )}
    </label>
  );
}

/** A field's short Spanish description (the spec's, as plain text) and where it goes. */
function FieldHint({id, description, extra}: {id: string; description?: string; extra?: string}): React.ReactElement {
  const text = [description ? plainText(description) : '', extra ?? ''].filter(Boolean).join(' ');
  return (
    <p id={id} className={styles.fieldHint}>
      {text || 'Sin descripción.'}
    </p>
  );
}

/** The status's colour: green for 2xx, amber for 4xx, red for 5xx (and a failure to answer). */
const statusClass = (status: number) => (status < 300 ? styles.status2xx : status < 500 ? styles.status4xx : styles.status5xx);

function ResultView({result}: {result: Result}): React.ReactElement {
  return (
    <div>
      <p className={styles.status}>
        <strong className={`${styles.statusBadge} ${statusClass(result.status)}`}>Estado {result.status}</strong> {result.statusText}
        {result.simulated ? ' · respuesta simulada en tu navegador' : ''} · {result.milliseconds} ms
      </p>
      <p className={result.verdict.ok ? styles.pass : styles.fail}>{result.verdict.message}</p>
      {!result.verdict.ok && result.verdict.issues.length > 0 && (
        <ul>
          {result.verdict.issues.map((issue, index) => (
            <li key={index}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
      {result.bodyText !== '' && result.prettyBody === result.bodyText && !/json/i.test(result.contentType) && (
        <p className={styles.hint}>
          La respuesta no es JSON (Content-Type: {result.contentType || 'sin indicar'}); se muestra tal como llegó.
        </p>
      )}
      <details>
        <summary>Encabezados de la respuesta ({result.headers.length})</summary>
        <dl className={styles.headers}>
          {result.headers.map(([name, value]) => (
            <React.Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </details>
      {result.prettyBody === '' ? (
        <p>(sin cuerpo)</p>
      ) : (
        <div className={styles.body} aria-label="Cuerpo de la respuesta" role="group">
          <CodeBlock language={result.prettyBody === result.bodyText && !/json/i.test(result.contentType) ? 'text' : 'json'}>
            {result.prettyBody}
          </CodeBlock>
        </div>
      )}
    </div>
  );
}
