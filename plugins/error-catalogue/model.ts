/**
 * The catalogue as the page receives it, and the check that every message has its explanation.
 */
import {
  collectBodyShapes,
  collectErrorEntries,
  errorCatalogueAnchor,
  errorCatalogueUrl,
  explanationKey,
  type ErrorBodyShape,
  type ErrorEntry,
} from './catalogue';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {explanations as defaultExplanations, type Explanation} from './explanations';
import {inlineMarkdownToHtml, inlineMarkdownToText} from '../api-reference/viewModel/markdown';

/** One distinct message with its explanation and every (API, status) that answers it. */
export interface CatalogueMessage {
  anchor: string;
  message: string;
  explanation: Explanation;
  answers: ErrorEntry[];
}

export interface CatalogueData {
  apis: {id: string; label: string}[];
  statuses: number[];
  messages: CatalogueMessage[];
  shapes: ErrorBodyShape[];
}

export class MissingExplanationError extends Error {
  constructor(readonly missing: {message: string; api: string}[]) {
    super(
      `[error-catalogue] ${missing.length === 1 ? 'un mensaje de error no tiene' : `${missing.length} mensajes de error no tienen`} explicación en plugins/error-catalogue/explanations.ts:\n` +
        missing.map(({message, api}) => `  - API ${api}: «${message}» (clave «${explanationKey(message)}»)`).join('\n'),
    );
    this.name = 'MissingExplanationError';
  }
}

export function buildCatalogue(
  bundled: readonly BundledSpec[],
  explanations: Record<string, Explanation> = defaultExplanations,
): CatalogueData {
  const entries = bundled.flatMap(collectErrorEntries);
  const byMessage = new Map<string, CatalogueMessage>();
  const missing: {message: string; api: string}[] = [];
  for (const entry of entries) {
    const key = explanationKey(entry.message);
    const explanation = explanations[key];
    if (!explanation) {
      if (!missing.some((known) => known.message === entry.message)) missing.push({message: entry.message, api: entry.apiLabel});
      continue;
    }
    const anchor = errorCatalogueAnchor(entry.message);
    let message = byMessage.get(anchor);
    if (!message) {
      message = {anchor, message: entry.message, explanation, answers: []};
      byMessage.set(anchor, message);
    }
    message.answers.push(entry);
  }
  if (missing.length > 0) throw new MissingExplanationError(missing);
  // Errors by status, then the 2xx answers that only carry a failure message.
  const order = (message: CatalogueMessage) => Math.min(...message.answers.map(({status}) => (status < 400 ? status + 1000 : status)));
  const messages = [...byMessage.values()].sort((a, b) => order(a) - order(b) || a.message.localeCompare(b.message, 'es'));
  return {
    apis: bundled.map(({service}) => ({id: service.id, label: service.label})),
    statuses: [...new Set(entries.map((entry) => entry.status))].sort((a, b) => a - b),
    messages,
    shapes: bundled.flatMap(collectBodyShapes),
  };
}

/** A message as the page shows it: the explanation's inline Markdown (`code`) already rendered to HTML. */
export interface CataloguePageMessage extends Omit<CatalogueMessage, 'explanation'> {
  explanation: {meaningHtml: string; actionHtml: string};
}

export interface CataloguePageData extends Omit<CatalogueData, 'messages'> {
  messages: CataloguePageMessage[];
}

/** What the catalogue page receives: the explanations rendered at build time, so the page ships no Markdown parser. */
export function cataloguePageData(catalogue: CatalogueData): CataloguePageData {
  return {
    ...catalogue,
    messages: catalogue.messages.map(({explanation, ...message}) => ({
      ...message,
      explanation: {meaningHtml: inlineMarkdownToHtml(explanation.meaning), actionHtml: inlineMarkdownToHtml(explanation.action)},
    })),
  };
}

/** A search document per catalogue entry: plugins/search indexes these so a message finds its entry. */
export interface CatalogueSearchEntry {
  title: string;
  url: string;
  text: string;
  api: string;
  status: number;
}

export function errorCatalogueEntries(bundled: readonly BundledSpec[]): CatalogueSearchEntry[] {
  return buildCatalogue(bundled).messages.flatMap(({message, explanation, answers}) =>
    answers.map((answer) => ({
      title: `${answer.status} «${message}» (${answer.apiLabel})`,
      url: errorCatalogueUrl(message),
      text: `${message}${answer.code ? ` ${answer.code}` : ''}. Qué significa: ${inlineMarkdownToText(explanation.meaning)} Qué hacer: ${inlineMarkdownToText(explanation.action)}`,
      api: answer.api,
      status: answer.status,
    })),
  );
}
