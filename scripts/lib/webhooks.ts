/**
 * The webhooks the eight specs document, and sending one of their example payloads to an
 * integrator's receiver. Each failure is a WebhookError with one Spanish line for the reader.
 */
import {services, type ApiService} from '../../config/services';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {schemaValidator} from './schemaValidator';

export class WebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookError';
  }
}

export interface WebhookExample {
  name?: string;
  summary?: string;
  value: unknown;
}

export interface DocumentedWebhook {
  api: ApiService;
  name: string;
  /** The event the payload announces (its `event` field), else the webhook's summary. */
  event: string;
  summary: string;
  contentType: string;
  schema: unknown;
  examples: WebhookExample[];
  /** The statuses the contract expects from the receiver (`2XX`, `200`). */
  expectedStatuses: string[];
}

function examplesOf(spec: OpenApiDocument, media: SpecNode): WebhookExample[] {
  const named = Object.entries<SpecNode>(media?.examples ?? {}).map(([name, raw]) => {
    const example = resolveRef(spec, raw) ?? {};
    return {name, summary: example.summary, value: example.value};
  });
  if (named.length > 0) return named;
  return media?.example === undefined ? [] : [{value: media.example}];
}

function eventOf(examples: WebhookExample[], schema: SpecNode, fallback: string): string {
  const events = [
    ...new Set(examples.map(({value}) => (value as SpecNode)?.event).filter((event): event is string => typeof event === 'string')),
  ];
  if (events.length > 0) return events.join(', ');
  const constant = schema?.allOf?.map((part: SpecNode) => part?.properties?.event?.const).find(Boolean) ?? schema?.properties?.event?.const;
  return typeof constant === 'string' ? constant : fallback;
}

export function documentedWebhooks(api: ApiService, spec: OpenApiDocument): DocumentedWebhook[] {
  return Object.entries<SpecNode>(spec.webhooks ?? {}).flatMap(([name, rawItem]) => {
    const item = resolveRef(spec, rawItem) ?? {};
    const operation = item.post ?? Object.values<SpecNode>(item).find((value) => value && typeof value === 'object' && value.requestBody);
    if (!operation) return [];
    const requestBody = resolveRef(spec, operation.requestBody) ?? {};
    const [contentType, media] = Object.entries<SpecNode>(requestBody.content ?? {})[0] ?? ['application/json', {}];
    const schema = resolveRef(spec, media?.schema);
    const examples = examplesOf(spec, media);
    const summary = String(operation.summary ?? name);
    return [
      {
        api,
        name,
        event: eventOf(examples, schema, summary),
        summary,
        contentType,
        schema: media?.schema ?? {},
        examples,
        expectedStatuses: Object.keys(operation.responses ?? {'2XX': {}}),
      },
    ];
  });
}

export function findApi(id: string): ApiService {
  const api = services.find((candidate) => candidate.id === id);
  if (!api) throw new WebhookError(`API desconocida: «${id}». Las APIs son: ${services.map((service) => service.id).join(', ')}.`);
  return api;
}

export function findWebhook(webhooks: DocumentedWebhook[], api: ApiService, name: string): DocumentedWebhook {
  const webhook = webhooks.find((candidate) => candidate.name === name);
  if (!webhook) {
    const known = webhooks.map((candidate) => candidate.name).join(', ');
    throw new WebhookError(
      `Webhook desconocido en la API ${api.id}: «${name}». ${known ? `Sus webhooks son: ${known}.` : 'Esta API no documenta webhooks.'}`,
    );
  }
  return webhook;
}

export function examplePayload(webhook: DocumentedWebhook, exampleName?: string): WebhookExample {
  if (webhook.examples.length === 0)
    throw new WebhookError(`El webhook ${webhook.api.id}/${webhook.name} no documenta un ejemplo de cuerpo.`);
  if (exampleName === undefined) return webhook.examples[0];
  const example = webhook.examples.find((candidate) => candidate.name === exampleName);
  if (!example) {
    const names = webhook.examples.map((candidate) => candidate.name).filter(Boolean);
    throw new WebhookError(
      `Ejemplo desconocido «${exampleName}» en ${webhook.api.id}/${webhook.name}. ${names.length ? `Sus ejemplos son: ${names.join(', ')}.` : 'Este webhook solo tiene un ejemplo sin nombre; omite --example.'}`,
    );
  }
  return example;
}

/** The payload must satisfy the webhook's own schema before it reaches anyone's receiver. */
export function checkPayload(spec: OpenApiDocument, webhook: DocumentedWebhook, example: WebhookExample): void {
  const problems = schemaValidator(spec)(webhook.schema, example.value);
  if (problems.length > 0) {
    const [first] = problems;
    throw new WebhookError(
      `El ejemplo de ${webhook.api.id}/${webhook.name} no cumple su esquema: ${first.path || '(raíz)'} ${first.message}.`,
    );
  }
}

export function parseReceiverUrl(raw: string | undefined): URL {
  if (!raw) throw new WebhookError('Falta --to <url>: la URL de tu receptor (por ejemplo --to http://127.0.0.1:3000/webhooks).');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookError(`URL mal formada en --to: «${raw}». Escribe una URL completa, como http://127.0.0.1:3000/webhooks.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookError(`URL no admitida en --to: «${raw}». Usa http:// o https://.`);
  return url;
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

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'no hay nada escuchando en esa dirección (¿está arrancado tu receptor?)',
  ENOTFOUND: 'no se encontró el nombre del servidor',
  ECONNRESET: 'el receptor cerró la conexión',
  EHOSTUNREACH: 'no se puede llegar al servidor',
};

export async function deliver(webhook: DocumentedWebhook, example: WebhookExample, url: URL, timeoutSeconds: number): Promise<Delivery> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': webhook.contentType},
      body: typeof example.value === 'string' ? example.value : JSON.stringify(example.value),
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
      redirect: 'manual',
    });
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    if ((error as Error).name === 'TimeoutError')
      throw new WebhookError(`El receptor ${url.href} no respondió en ${timeoutSeconds} s (usa --timeout para cambiar el límite).`);
    const reason =
      (cause?.code && NETWORK_CODES[cause.code]) ??
      (cause?.message === 'bad port'
        ? `el puerto ${url.port} está bloqueado por los clientes HTTP; usa otro`
        : `error de red ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    throw new WebhookError(`No se pudo entregar el webhook a ${url.href}: ${reason}.`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new WebhookError(`El receptor ${url.href} no terminó su respuesta en ${timeoutSeconds} s.`);
    throw new WebhookError(`El receptor ${url.href} cortó su respuesta: ${(error as Error).message}.`);
  }
  const milliseconds = Math.round(performance.now() - started);
  return {status: response.status, milliseconds, body, ok: statusExpected(response.status, webhook.expectedStatuses)};
}
