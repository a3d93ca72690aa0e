/**
 * `explicar_error`: the error catalogue's entry (/docs/errores) for a message as it arrived, for a
 * whole error body, or for a status and an API: what it means, what to do, and which operations
 * answer it.
 */
import * as z from 'zod/v4';
import {cell, fitAnswer, ToolInputError} from '../answers';
import {defineTool, portalUrl, type McpContext} from '../context';
import type {McpErrorMessage} from '../data';
import {searchEngine} from './buscar';

export const ERROR_CATALOGUE_ROUTE = '/docs/errores';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Shortest message looked for inside a longer text: shorter ones («Error») would match anything. */
const MIN_CONTAINED = 8;
const MAX_OPERATIONS_SHOWN = 8;

/** A message as the catalogue keys it: a UUID is the example's data; case, spacing and a closing stop do not count. */
export const normalizeMessage = (text: string) =>
  text
    .replace(UUID, '{uuid}')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
    .toLowerCase();

/** The texts a pasted answer may hold: itself, and every string and key of it when it is JSON. */
function candidateTexts(text: string): string[] {
  const texts = [text];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        texts.push(key);
        walk(value);
      }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // Not JSON: the text is the message.
  }
  return texts;
}

const foldedLabel = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

interface Selection {
  messages: McpErrorMessage[];
  /** Only the answers of this API and status are shown: what was asked for. */
  api?: string;
  status?: number;
  how: string;
}

function byMessage(messages: McpErrorMessage[], text: string): Selection | undefined {
  const candidates = new Set(candidateTexts(text).map(normalizeMessage));
  const exact = messages.filter((entry) => candidates.has(normalizeMessage(entry.message)));
  if (exact.length > 0) return {messages: exact, how: 'el mensaje'};
  const whole = normalizeMessage(text);
  const contained = messages
    .filter((entry) => normalizeMessage(entry.message).length >= MIN_CONTAINED && whole.includes(normalizeMessage(entry.message)))
    .sort((a, b) => b.message.length - a.message.length);
  // «The name field is required.» inside a body also contains «required»-like shorter messages: keep the longest.
  const longest = contained.filter(
    (entry, index) =>
      !contained.slice(0, index).some((longer) => normalizeMessage(longer.message).includes(normalizeMessage(entry.message))),
  );
  return longest.length > 0 ? {messages: longest, how: 'los mensajes que contiene el texto'} : undefined;
}

function byStatusAndApi(messages: McpErrorMessage[], text: string, context: McpContext): Selection | undefined {
  const status = /\b([45]\d\d)\b/.exec(text)?.[1];
  if (!status) return undefined;
  const words = foldedLabel(text.replace(status, ' '));
  // The longest name that appears: «visionary» also contains «vision».
  const api = context.data.index.apis
    .map((candidate) => ({
      candidate,
      length: Math.max(
        ...[candidate.id, candidate.label]
          .map(foldedLabel)
          .filter((name) => words.includes(name))
          .map((name) => name.length),
        0,
      ),
    }))
    .filter(({length}) => length > 0)
    .sort((a, b) => b.length - a.length)[0]?.candidate;
  const code = Number(status);
  const found = messages.filter((entry) => entry.answers.some((answer) => answer.status === code && (!api || answer.api === api.id)));
  if (found.length === 0) return undefined;
  return {messages: found, api: api?.id, status: code, how: api ? `el estado ${code} de la API ${api.label}` : `el estado ${code}`};
}

function bySearch(messages: McpErrorMessage[], text: string, context: McpContext): Selection | undefined {
  const anchors = searchEngine(context)
    .search(text, 50)
    .filter((hit) => hit.document.kind === 'error')
    .map((hit) => hit.document.url.split('#')[1]);
  const found = [...new Set(anchors)]
    .map((anchor) => messages.find((entry) => entry.anchor === anchor))
    .filter((entry): entry is McpErrorMessage => entry !== undefined)
    .slice(0, 3);
  return found.length > 0
    ? {messages: found, how: 'el buscador del portal (no hay un mensaje idéntico: revisa que sea el tuyo)'}
    : undefined;
}

function entryMarkdown(entry: McpErrorMessage, selection: Selection, context: McpContext): string[] {
  const answers = entry.answers.filter(
    (answer) => (!selection.api || answer.api === selection.api) && (!selection.status || answer.status === selection.status),
  );
  return [
    `## «${entry.message}»`,
    '',
    `**Qué significa:** ${entry.meaning}`,
    '',
    `**Qué hacer:** ${entry.action}`,
    '',
    '| API | Estado | Código | Operaciones que lo devuelven |',
    '|---|---|---|---|',
    ...answers.map((answer) => {
      const operations = answer.operations.map((operation) => `\`${operation.method} ${operation.path}\` (\`${operation.operationId}\`)`);
      const shown =
        operations.length > MAX_OPERATIONS_SHOWN
          ? `${operations.slice(0, MAX_OPERATIONS_SHOWN).join(', ')} y ${operations.length - MAX_OPERATIONS_SHOWN} más`
          : operations.join(', ');
      return `| ${answer.apiLabel} | \`${answer.status}\` | ${answer.code ? `\`${cell(answer.code)}\`` : '—'} | ${shown || '—'} |`;
    }),
    '',
    `En el catálogo: ${portalUrl(context, `${ERROR_CATALOGUE_ROUTE}#${entry.anchor}`)}`,
  ];
}

export const explicarError = defineTool({
  name: 'explicar_error',
  title: 'Explicar un error',
  description:
    'Explica un error de las APIs con el catálogo de errores del portal: qué significa, qué hacer y qué operaciones lo devuelven. Acepta el mensaje tal como llegó («The name field is required.»), el cuerpo de error completo, o un estado y una API («422 people»).',
  input: z
    .object({
      mensaje: z
        .string()
        .min(1)
        .max(20_000)
        .describe(
          'El mensaje de error tal como llegó, el cuerpo JSON de la respuesta de error, o un estado y una API («422 people», «401 signt»).',
        ),
    })
    .strict(),
  example: {mensaje: 'The name field is required.'},
  annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
  run({mensaje}, context: McpContext) {
    const messages = context.data.errors();
    const selection = byMessage(messages, mensaje) ?? byStatusAndApi(messages, mensaje, context) ?? bySearch(messages, mensaje, context);
    if (!selection)
      throw new ToolInputError(
        `No encontré «${mensaje.length > 120 ? `${mensaje.slice(0, 120)}…` : mensaje}» en el catálogo de errores. Envía el mensaje exacto que llegó en la respuesta (por ejemplo «The name field is required.»), el cuerpo de error completo, o el estado y la API («422 people»).`,
      );
    const text = [
      `# Catálogo de errores: ${selection.messages.length === 1 ? 'una entrada' : `${selection.messages.length} entradas`} para ${selection.how}`,
      '',
      ...selection.messages.flatMap((entry) => [...entryMarkdown(entry, selection, context), '']),
    ].join('\n');
    return fitAnswer(
      text.trimEnd(),
      `Envía el mensaje exacto para ver solo su entrada; el catálogo completo está en ${portalUrl(context, ERROR_CATALOGUE_ROUTE)}.`,
    );
  },
});
