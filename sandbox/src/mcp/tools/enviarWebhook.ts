/**
 * `enviar_webhook`: the webhook tester (sandbox/src/cli/webhooks.ts, the CLI's `webhooks send`): a
 * documented webhook's example, checked against its schema, posted to the URL the user gives; the
 * answer says whether the receiver answered as the contract expects. The only network use of the
 * server.
 */
import * as z from 'zod/v4';
import {documentedWebhooks} from '../../engine';
import {chooseWebhook, CliError, deliver, parseReceiverUrl} from '../../cli/webhooks';
import {ToolInputError} from '../answers';
import {defineTool, type ApiChoice, findModel, type McpContext} from '../context';

export const WEBHOOK_TIMEOUT_SECONDS = 10;
const BODY_LIMIT = 2_000;

export const enviarWebhook = (api: ApiChoice) =>
  defineTool({
    name: 'enviar_webhook',
    title: 'Enviar un webhook de prueba',
    description:
      'Envía a tu receptor (la URL que indiques) el ejemplo documentado de un webhook, tras comprobar que cumple su esquema, y dice si tu receptor respondió como espera el contrato. Es la única herramienta que usa la red: solo hacia esa URL.',
    input: z
      .object({
        api: api.describe('La API que envía el webhook.'),
        webhook: z.string().min(1).max(200).describe('El nombre del webhook, como en la referencia (`DocumentFinished`).'),
        url: z.string().min(1).max(2000).describe('La URL de tu receptor, http:// o https:// (`http://127.0.0.1:8080/webhooks`).'),
        ejemplo: z
          .string()
          .min(1)
          .max(200)
          .optional()
          .describe('El nombre del ejemplo que enviar, si el webhook documenta varios; sin él, el primero.'),
      })
      .strict(),
    example: {api: 'signt', webhook: 'DocumentFinished', url: 'http://127.0.0.1:8080/webhooks'},
    annotations: {readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true},
    async run({api: apiId, webhook: name, url: rawUrl, ejemplo}, context: McpContext) {
      const model = findModel(context, apiId);
      try {
        const {webhook, example} = chooseWebhook(
          context.models,
          {api: model, name, example: ejemplo},
          {exampleOption: '«ejemplo»', withApi: (webhookName) => JSON.stringify({api: '<api>', webhook: webhookName, url: rawUrl})},
        );
        const url = parseReceiverUrl(rawUrl, '«url»');
        const delivery = await deliver(webhook, example, url, WEBHOOK_TIMEOUT_SECONDS, {fetch: context.fetch, timeoutOption: ''});
        const expected = webhook.expectedStatuses.join(' o ');
        const payload = typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
        return [
          `# Webhook ${model.id}/${webhook.name} enviado a ${url.href}`,
          '',
          delivery.ok
            ? `**Correcto:** tu receptor respondió ${delivery.status}, como espera el contrato (${expected}).`
            : `**Tu receptor respondió ${delivery.status}; el contrato espera ${expected}.**`,
          '',
          `- Evento: ${webhook.event ?? '— (el cuerpo no lleva campo `event`)'}`,
          `- Ejemplo: ${example.name ?? '(el único documentado)'}${example.summary ? ` · ${example.summary}` : ''}`,
          `- Tipo de contenido: \`${webhook.contentType}\``,
          `- Tiempo: ${delivery.milliseconds} ms`,
          `- Cuerpo de la respuesta de tu receptor: ${delivery.body === '' ? '(vacío)' : `\`${delivery.body.length > BODY_LIMIT ? `${delivery.body.slice(0, BODY_LIMIT)}…` : delivery.body}\``}`,
          '',
          'Cuerpo enviado:',
          '',
          '```json',
          payload,
          '```',
        ].join('\n');
      } catch (error) {
        if (!(error instanceof CliError)) throw error;
        const known = documentedWebhooks(model.spec).map((webhook) => webhook.name);
        throw new ToolInputError(
          known.length === 0 && /Webhook desconocido/.test(error.message)
            ? `La API ${model.id} no documenta webhooks. Las que sí: ${context.models
                .filter((candidate) => documentedWebhooks(candidate.spec).length > 0)
                .map((candidate) => candidate.id)
                .join(', ')}.`
            : error.message,
        );
      }
    },
  });
