/**
 * The webhook tester: choosing a documented webhook and its example, checking the payload against
 * the webhook's schema, and sending it to an integrator's receiver (Node's fetch). The CLI's
 * `webhooks send` and the MCP server's `enviar_webhook` both run it.
 */
import {checkWebhookPayload, documentedWebhooks, type DocumentedWebhook, type SpecDocument, type WebhookExample} from '../engine';

export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** `option` is how the user gives the URL: `--to` on the command line, `url` in the MCP tool. */
export function parseReceiverUrl(raw: string | undefined, option = '--to'): URL {
  if (!raw) throw new CliError(`Falta ${option} <url>: la URL de tu receptor (por ejemplo ${option} http://127.0.0.1:8080/webhooks).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`URL mal formada en ${option}: «${raw}». Escribe una URL completa, como http://127.0.0.1:8080/webhooks.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`URL no admitida en ${option}: «${raw}». Usa http:// o https://.`);
  return url;
}

export interface WebhookChoice<Model> {
  model: Model;
  webhook: DocumentedWebhook;
  example: WebhookExample;
}

/** How the user names things, for the messages: `--example` on the command line, `ejemplo` in the MCP tool. */
export interface WebhookWording {
  exampleOption: string;
  /** How to send this webhook naming its API, when several APIs document it. */
  withApi(webhook: string): string;
}

/**
 * The webhook `name` of one API (or of the only API that documents it) and its example (`example`
 * by name, else the first), its payload checked against the webhook's schema: nothing is sent that
 * breaks its own contract.
 */
export function chooseWebhook<Model extends {id: string; spec: SpecDocument}>(
  models: readonly Model[],
  request: {api?: Model; name: string; example?: string},
  wording: WebhookWording,
): WebhookChoice<Model> {
  const {api, name} = request;
  const scope = api ? [api] : models;
  const candidates = scope.flatMap((model) =>
    documentedWebhooks(model.spec)
      .filter((webhook) => webhook.name === name)
      .map((webhook) => ({model, webhook})),
  );
  if (candidates.length === 0) {
    const known = scope.flatMap((model) =>
      documentedWebhooks(model.spec).map((webhook) => (api ? webhook.name : `${model.id} ${webhook.name}`)),
    );
    throw new CliError(
      `Webhook desconocido${api ? ` en la API ${api.id}` : ''}: «${name}». ${known.length ? `Sus webhooks son: ${known.join(', ')}.` : 'Esta API no documenta webhooks.'}`,
    );
  }
  if (candidates.length > 1)
    throw new CliError(
      `Varias APIs documentan el webhook «${name}» (${candidates.map(({model}) => model.id).join(', ')}); indica la API: ${wording.withApi(name)}.`,
    );
  const [{model, webhook}] = candidates;
  if (webhook.examples.length === 0) throw new CliError(`El webhook ${model.id}/${webhook.name} no documenta un ejemplo de cuerpo.`);
  const example =
    request.example === undefined ? webhook.examples[0] : webhook.examples.find((candidate) => candidate.name === request.example);
  if (!example) {
    const names = webhook.examples.map((candidate) => candidate.name).filter(Boolean);
    throw new CliError(
      `Ejemplo desconocido «${request.example}» en ${model.id}/${webhook.name}. ${names.length ? `Sus ejemplos son: ${names.join(', ')}.` : `Este webhook solo tiene un ejemplo sin nombre; omite ${wording.exampleOption}.`}`,
    );
  }
  // The payload must satisfy the webhook's own schema before it reaches anyone's receiver.
  const problems = checkWebhookPayload(model.spec, webhook, example.value);
  if (problems.length > 0)
    throw new CliError(`El ejemplo de ${model.id}/${webhook.name} no cumple su esquema: ${problems[0]}. No se envió nada.`);
  return {model, webhook, example};
}

export function statusExpected(status: number, expected: string[]): boolean {
  return expected.some((pattern) => new RegExp(`^${pattern.replace(/X/gi, '\\d')}$`).test(String(status)));
}

export interface Delivery {
  status: number;
  milliseconds: number;
  body: string;
  ok: boolean;
}

export const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'no hay nada escuchando en esa dirección (¿está arrancado tu receptor?)',
  ENOTFOUND: 'no se encontró el nombre del servidor',
  ECONNRESET: 'el receptor cerró la conexión',
  EHOSTUNREACH: 'no se puede llegar al servidor',
};

export async function deliver(
  webhook: DocumentedWebhook,
  example: WebhookExample,
  url: URL,
  timeoutSeconds: number,
  {fetch: send = fetch, timeoutOption = '--timeout'}: {fetch?: typeof fetch; timeoutOption?: string} = {},
): Promise<Delivery> {
  const started = performance.now();
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: {'Content-Type': webhook.contentType},
      body: typeof example.value === 'string' ? example.value : JSON.stringify(example.value),
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
      redirect: 'manual',
    });
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    if ((error as Error).name === 'TimeoutError')
      throw new CliError(
        `El receptor ${url.href} no respondió en ${timeoutSeconds} s${timeoutOption ? ` (usa ${timeoutOption} para cambiar el límite)` : ''}.`,
      );
    const reason =
      (cause?.code && NETWORK_CODES[cause.code]) ??
      (cause?.message === 'bad port'
        ? `el puerto ${url.port} está bloqueado por los clientes HTTP; usa otro`
        : `error de red ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    throw new CliError(`No se pudo entregar el webhook a ${url.href}: ${reason}.`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new CliError(`El receptor ${url.href} no terminó su respuesta en ${timeoutSeconds} s.`);
    throw new CliError(`El receptor ${url.href} cortó su respuesta: ${(error as Error).message}.`);
  }
  const milliseconds = Math.round(performance.now() - started);
  return {status: response.status, milliseconds, body, ok: statusExpected(response.status, webhook.expectedStatuses)};
}
