/** Sending a webhook's example payload to an integrator's receiver (Node's fetch). */
import type {DocumentedWebhook, WebhookExample} from '../engine';

export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

export function parseReceiverUrl(raw: string | undefined): URL {
  if (!raw) throw new CliError('Falta --to <url>: la URL de tu receptor (por ejemplo --to http://127.0.0.1:8080/webhooks).');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`URL mal formada en --to: «${raw}». Escribe una URL completa, como http://127.0.0.1:8080/webhooks.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`URL no admitida en --to: «${raw}». Usa http:// o https://.`);
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
      throw new CliError(`El receptor ${url.href} no respondió en ${timeoutSeconds} s (usa --timeout para cambiar el límite).`);
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
