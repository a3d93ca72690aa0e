/**
 * Sends the console's request, to the simulated server in the page or over the network, and turns
 * what came back into an Outcome: the answer with its contract verdict, or why none came. The steps
 * are split by yields (engine, verdict) so that none of them is a long task on a phone.
 */
import type {BuiltRequest} from '../lib/request';
import {explainFailure} from '../lib/failures';
import type {OperationModel, Spec} from '../../../sandbox/src/contract/operation';
import type {ServerKind} from '../lib/servers';
import {contractVerdict, type Verdict} from '../lib/verdict';
import {yieldToMain} from '../../../lib/yieldToMain';

export const TIMEOUT_SECONDS = 30;

export const loadSimulatedServer = () => import(/* webpackChunkName: "simulador" */ './simulatedServer');

export interface Result {
  simulated: boolean;
  status: number;
  statusText: string;
  milliseconds: number;
  headers: Array<[string, string]>;
  bodyText: string;
  /** The body indented when it is JSON, else as it came. */
  prettyBody: string;
  isJson: boolean;
  contentType: string;
  verdict: Verdict;
  /** The test scenario that chose this answer (its label), when one was chosen: the answer is the scenario's, not the request's. */
  scenario?: string;
}

export type Outcome =
  | {kind: 'none'}
  | {kind: 'sending'}
  /** No answer: the message says why; the console offers the simulated server when another one failed. */
  | {kind: 'failure'; message: string; server: ServerKind}
  | {kind: 'result'; result: Result};

interface Operation {
  serviceId: string;
  modelUrl: string;
  spec: Spec;
  model: OperationModel;
}

/** The engine's note header is percent-encoded (headers are ASCII); shown decoded. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function pretty(bodyText: string): {prettyBody: string; isJson: boolean} {
  if (bodyText.trim() === '') return {prettyBody: '', isJson: false};
  try {
    return {prettyBody: JSON.stringify(JSON.parse(bodyText), null, 2), isJson: true};
  } catch {
    // Not JSON: shown as it came; the verdict explains it when JSON was documented.
    return {prettyBody: bodyText, isJson: false};
  }
}

async function resultOf(
  {spec, model}: Operation,
  answer: {status: number; statusText: string; headers: Array<[string, string]>; bodyText: string},
  simulated: boolean,
  started: number,
): Promise<Result> {
  const milliseconds = Math.round(performance.now() - started);
  const contentType = answer.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  await yieldToMain();
  const verdict = contractVerdict(spec, model, answer.status, contentType, answer.bodyText);
  await yieldToMain();
  return {...answer, simulated, milliseconds, contentType, verdict, ...pretty(answer.bodyText)};
}

/** The call answered by the sandbox engine in the page; `files` holds the File of each file part. */
export async function callSimulated(
  operation: Operation,
  request: BuiltRequest,
  serverUrl: string,
  files: Record<string, File | undefined>,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const {simulate} = await loadSimulatedServer();
    const fields =
      request.body.kind === 'multipart'
        ? request.body.fields.map((field) => ({
            name: field.name,
            value: typeof field.value === 'string' ? field.value : files[field.name]!,
          }))
        : [];
    const answer = await simulate(operation.serviceId, operation.modelUrl, {
      method: request.method,
      path: request.url.slice(serverUrl.replace(/\/+$/, '').length) || '/',
      headers: request.headers,
      body: request.body.kind === 'json' ? request.body : request.body.kind === 'multipart' ? {kind: 'form', fields} : {kind: 'none'},
    });
    const headers = Object.entries(answer.headers).map(([name, value]): [string, string] => [name, decodeHeader(value)]);
    const result = await resultOf(operation, {status: answer.status, statusText: '', headers, bodyText: answer.body}, true, started);
    return {kind: 'result', result};
  } catch (error) {
    return {
      kind: 'failure',
      server: 'simulated',
      message: `No se pudo cargar el servidor simulado (${(error as Error).message}). Recarga la página e inténtalo de nuevo.`,
    };
  }
}

/** The call sent with fetch to a server outside the page (the local package or the API's own). */
export async function callServer(
  operation: Operation,
  request: BuiltRequest,
  {serverUrl, server}: {serverUrl: string; server: Exclude<ServerKind, 'simulated'>},
  files: Record<string, File | undefined>,
): Promise<Outcome> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_SECONDS * 1000);
  let body: BodyInit | undefined;
  if (request.body.kind === 'json') body = request.body.text;
  if (request.body.kind === 'multipart') {
    const form = new FormData();
    for (const field of request.body.fields) {
      if (typeof field.value === 'string') form.append(field.name, field.value);
      else form.append(field.name, files[field.name]!, field.value.fileName);
    }
    body = form;
  }
  const started = performance.now();
  let answer: {status: number; statusText: string; headers: Array<[string, string]>; bodyText: string};
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
    answer = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      bodyText: await response.text(),
    };
  } catch {
    const failure = controller.signal.aborted ? {kind: 'timeout' as const, seconds: TIMEOUT_SECONDS} : {kind: 'network' as const};
    return {kind: 'failure', server, message: explainFailure(failure, {serverUrl, server, pageOrigin: window.location.origin})};
  } finally {
    window.clearTimeout(timer);
  }
  return {kind: 'result', result: await resultOf(operation, answer, false, started)};
}
