/**
 * How the tools answer: Markdown text sized for an assistant (long answers cut at a section, with
 * where to read the rest) and input errors in Spanish that say what to send instead.
 */
import type {core} from 'zod/v4';

/**
 * About 8,000 tokens: every operation's reference comes whole but the four longest (their code samples
 * in five languages), and the assistant keeps room for its own work.
 */
export const ANSWER_LIMIT = 30_000;

/** An input the tool cannot use: its message (Spanish, with what to send instead) is the whole answer. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

const FENCE = /^(```|~~~)/;

/** Where a cut at `limit` may fall: before a heading, else between paragraphs, never inside a code block. */
function cutPosition(text: string, limit: number): number {
  const head = text.slice(0, limit);
  const heading = head.lastIndexOf('\n#');
  const paragraph = head.lastIndexOf('\n\n');
  let cut = heading > limit / 2 ? heading : paragraph > limit / 4 ? paragraph : head.lastIndexOf('\n');
  if (cut <= 0) cut = limit;
  // An odd number of fences before the cut means it falls inside a code block: cut before that block.
  const fences = text
    .slice(0, cut)
    .split('\n')
    .filter((line) => FENCE.test(line.trim())).length;
  if (fences % 2 === 1) {
    const opening = text.slice(0, cut).search(/\n(```|~~~)[^\n]*\n(?![\s\S]*\n(```|~~~))/);
    if (opening > 0) cut = opening;
  }
  return cut;
}

/**
 * The answer whole when it fits; else its beginning up to a section, then which sections were left
 * out and `rest`: where the whole text is (a resource, a narrower call).
 */
export function fitAnswer(text: string, rest: string, limit = ANSWER_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = cutPosition(text, limit - 800);
  const missing = [...text.slice(cut).matchAll(/^#{2,3} (.+)$/gm)].map((match) => `«${match[1]!.trim()}»`);
  const shown = missing.slice(0, 12).join(', ') + (missing.length > 12 ? ` y ${missing.length - 12} más` : '');
  return [
    text.slice(0, cut).trimEnd(),
    '',
    '---',
    `Respuesta recortada: se muestran ${cut.toLocaleString('es-MX')} de ${text.length.toLocaleString('es-MX')} caracteres.${missing.length > 0 ? ` Faltan las secciones ${shown}.` : ''} ${rest}`,
  ].join('\n');
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'true o false',
  object: 'un objeto JSON',
  array: 'una lista',
  record: 'un objeto JSON',
};

const received = (value: unknown) => {
  if (value === undefined) return 'nada';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'una lista';
  if (typeof value === 'string') return `el texto ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'un objeto';
  return `${typeof value === 'number' ? 'el número' : 'el valor'} ${JSON.stringify(value)}`;
};

function valueAt(args: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    args,
  );
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join('');

/** One Spanish sentence for a zod issue, naming the parameter and what it takes. */
export function describeIssue(issue: core.$ZodIssue, args: unknown, parameters: readonly string[]): string {
  const name = fieldName(issue.path);
  const value = valueAt(args, issue.path);
  const subject = name ? `«${name}»` : 'Los argumentos';
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined && name) return `Falta «${name}», que es obligatorio: envía ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
      if (!name) return `Los argumentos deben ser un objeto JSON con ${parameters.map((parameter) => `«${parameter}»`).join(', ')}.`;
      return `${subject} debe ser ${TYPE_NAMES[issue.expected] ?? issue.expected}; se recibió ${received(value)}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${subject} no puede estar vacío.`
          : `${subject} debe tener al menos ${issue.minimum} caracteres.`;
      return `${subject} debe ser ${issue.inclusive ? 'al menos' : 'mayor que'} ${issue.minimum}; se recibió ${received(value)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${subject} debe tener como máximo ${issue.maximum} caracteres.`;
      return `${subject} debe ser ${issue.inclusive ? 'como máximo' : 'menor que'} ${issue.maximum}; se recibió ${received(value)}.`;
    case 'invalid_value':
      if (value === undefined && name)
        return `Falta «${name}», que es obligatorio: envía uno de: ${issue.values.map((option) => JSON.stringify(option)).join(', ')}.`;
      return `${subject} debe ser uno de: ${issue.values.map((option) => JSON.stringify(option)).join(', ')}; se recibió ${received(value)}.`;
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => `«${key}»`).join(', ')} no ${issue.keys.length === 1 ? 'es un parámetro' : 'son parámetros'} de esta herramienta; sus parámetros son ${parameters.map((parameter) => `«${parameter}»`).join(', ')}.`;
    case 'invalid_format':
      if (issue.format === 'starts_with')
        return `${subject} debe empezar por «${(issue as core.$ZodIssueStringStartsWith).prefix}»; se recibió ${received(value)}.`;
      return `${subject} no tiene el formato esperado (${issue.format}).`;
    case 'invalid_union':
      return `${subject} no tiene ninguna de las formas aceptadas; se recibió ${received(value)}.`;
    default:
      return `${subject}: ${issue.message}`;
  }
}

/** The Spanish error for arguments that do not match a tool's schema, with an input that works. */
export function inputErrorMessage(
  tool: string,
  issues: readonly core.$ZodIssue[],
  args: unknown,
  parameters: readonly string[],
  example: unknown,
): string {
  const problems = [...new Set(issues.map((issue) => describeIssue(issue, args, parameters)))];
  return [
    `Argumentos no válidos para «${tool}»:`,
    ...problems.map((problem) => `- ${problem}`),
    '',
    `Envía, por ejemplo: ${JSON.stringify(example)}`,
  ].join('\n');
}

/** A Markdown table cell: pipes escaped, on one line. */
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
