/**
 * Sends the webhooks the simulator fires (state/events) over HTTP, from Node: one POST, a 2xx counts as received;
 * the product spec states no retries, so none are made («Reenviar» sends one again). The POST leaves as soon as the
 * change that fired it is made, and waits for the receiver at most `timeoutSeconds`; a slow, failing or absent
 * receiver is logged with what happened and costs the server nothing else. A reserved example host (RFC 2606:
 * `*.example`, `example.com`…), the documented examples' URLs, is not called: nobody receives there.
 */
import type {StatefulSandbox, WebhookEntry} from '../state';
import {NETWORK_CODES} from './webhooks';

/** How long a receiver has to answer, by default (the sandbox page says it; `mock --espera-webhook` changes it). */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/**
 * The most webhooks waiting for their receivers at once: past it, a new one is logged «sin enviar» (it can be sent
 * again), so receivers that hang under a heavy load cannot hold the server's sockets.
 */
export const MAX_PENDING_WEBHOOKS = 200;
/** How much of a receiver's answer the log keeps. */
const MAX_ANSWER_CHARS = 500;

const RESERVED_HOST = /(^|\.)(example|example\.(com|net|org)|invalid|test)$/i;

export interface FiredWebhookOptions {
  timeoutSeconds?: number;
  fetch?: typeof fetch;
}

export function sendFiredWebhooks(
  sandbox: StatefulSandbox,
  {timeoutSeconds = WEBHOOK_TIMEOUT_SECONDS, fetch: send = fetch}: FiredWebhookOptions = {},
): void {
  const {log} = sandbox.events;
  let pending = 0;
  sandbox.events.deliver = (entry: WebhookEntry) => {
    let url: URL;
    try {
      url = new URL(entry.url);
    } catch {
      log.settle(entry.n, {estado: 'fallido', detalle: `URL mal formada: «${entry.url}».`});
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      log.settle(entry.n, {estado: 'fallido', detalle: `URL no admitida: «${entry.url}» (solo http:// y https://).`});
      return;
    }
    if (RESERVED_HOST.test(url.hostname)) {
      log.settle(entry.n, {
        estado: 'sin enviar',
        detalle: `${url.hostname} es un dominio reservado de ejemplo (RFC 2606): nadie recibe ahí. Pon la URL de tu receptor y vuelve a provocar el evento, o reenvíalo.`,
      });
      return;
    }
    if (pending >= MAX_PENDING_WEBHOOKS) {
      log.settle(entry.n, {
        estado: 'sin enviar',
        detalle: `Hay ${MAX_PENDING_WEBHOOKS} webhooks esperando a sus receptores: este no se envió. Reenvíalo cuando respondan.`,
      });
      return;
    }
    pending++;
    void post(entry, url).finally(() => pending--);
  };

  async function post(entry: WebhookEntry, url: URL): Promise<void> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await send(url, {
        method: 'POST',
        headers: {'content-type': 'application/json', ...entry.encabezados},
        body: JSON.stringify(entry.cuerpo),
        signal: AbortSignal.timeout(timeoutSeconds * 1000),
        redirect: 'manual',
      });
      const answer = (await response.text()).slice(0, MAX_ANSWER_CHARS);
      const received = response.status >= 200 && response.status < 300;
      log.settle(entry.n, {
        estado: received ? 'entregado' : 'rechazado',
        status: response.status,
        ms: elapsed(),
        ...(received
          ? {}
          : {
              detalle: `El receptor respondió ${response.status}; solo un 2xx cuenta como recibido.${answer ? ` Su respuesta: ${answer}` : ''}`,
            }),
      });
    } catch (error) {
      const cause = (error as {cause?: {code?: string; message?: string}}).cause;
      const detalle =
        (error as Error).name === 'TimeoutError'
          ? `El receptor no respondió en ${timeoutSeconds} s.`
          : `No se pudo entregar: ${(cause?.code && NETWORK_CODES[cause.code]) ?? `error de red ${cause?.code ?? cause?.message ?? (error as Error).message}`}.`;
      log.settle(entry.n, {estado: 'fallido', ms: elapsed(), detalle});
    }
  }
}
