/** The webhooks a spec documents (`webhooks:`), their example payloads, and a payload's check against its schema. */
import {ruleInSpanish} from './messages';
import {resolve} from './refs';
import type {SpecDocument, SpecNode} from './types';
import {SchemaChecker} from './validate';

export interface WebhookExample {
  name?: string;
  summary?: string;
  value: unknown;
}

export interface DocumentedWebhook {
  name: string;
  /**
   * The event the payload announces (its `event` field, from the examples or a `const` in the schema); undefined
   * when the payload has none: a summary is not an event name, and a list that shows it as one misleads.
   */
  event?: string;
  summary: string;
  contentType: string;
  schema: SpecNode;
  examples: WebhookExample[];
  /** The statuses the contract expects from the receiver (`2XX`, `200`). */
  expectedStatuses: string[];
}

function examplesOf(spec: SpecDocument, media: SpecNode): WebhookExample[] {
  const named = Object.entries<SpecNode>(media?.examples ?? {}).map(([name, raw]) => {
    const example = resolve(spec, raw) ?? {};
    return {name, summary: example.summary, value: example.value};
  });
  if (named.length > 0) return named;
  return media?.example === undefined ? [] : [{value: media.example}];
}

function eventOf(examples: WebhookExample[], schema: SpecNode): string | undefined {
  const events = [
    ...new Set(examples.map(({value}) => (value as SpecNode)?.event).filter((event): event is string => typeof event === 'string')),
  ];
  if (events.length > 0) return events.join(', ');
  const constant = schema?.allOf?.map((part: SpecNode) => part?.properties?.event?.const).find(Boolean) ?? schema?.properties?.event?.const;
  return typeof constant === 'string' ? constant : undefined;
}

export function documentedWebhooks(spec: SpecDocument): DocumentedWebhook[] {
  return Object.entries<SpecNode>(spec.webhooks ?? {}).flatMap(([name, rawItem]) => {
    const item = resolve(spec, rawItem) ?? {};
    const operation = item.post ?? Object.values<SpecNode>(item).find((value) => value && typeof value === 'object' && value.requestBody);
    if (!operation) return [];
    const requestBody = resolve(spec, operation.requestBody) ?? {};
    const [contentType, rawMedia] = Object.entries<SpecNode>(requestBody.content ?? {})[0] ?? ['application/json', {}];
    const media = resolve(spec, rawMedia);
    const schema = resolve(spec, media?.schema);
    const examples = examplesOf(spec, media);
    const summary = String(operation.summary ?? name);
    return [
      {
        name,
        event: eventOf(examples, schema),
        summary,
        contentType,
        schema: media?.schema ?? {},
        examples,
        expectedStatuses: Object.keys(operation.responses ?? {'2XX': {}}),
      },
    ];
  });
}

/** Spanish problems of a payload against the webhook's schema (empty when it complies). */
export function checkWebhookPayload(spec: SpecDocument, webhook: DocumentedWebhook, value: unknown): string[] {
  return new SchemaChecker(spec)
    .check(webhook.schema, value, 'body')
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(raíz)'} ${ruleInSpanish(issue.rule)}`);
}
