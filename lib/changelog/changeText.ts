/**
 * The small pieces of Spanish every change description is built from. Names from the spec stay as
 * they are, in backticks; values are shown as JSON.
 */
import {ruleOf} from './rules';
import type {Change} from './types';

export const code = (text: string) => `\`${text.replaceAll('`', 'ˋ')}\``;

/** A value of the spec as short JSON in backticks (long values are cut). */
export function value(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return code(text.length > 80 ? `${text.slice(0, 77)}…` : text);
}

export function list(values: readonly unknown[]): string {
  const shown = values.map(value);
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}`;
}

/** «de el cuerpo» → «del cuerpo». */
export const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** «a el cuerpo» → «al cuerpo». */
export const a = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a value is: «`country` en el cuerpo de la petición», or the place itself for its root. */
export const subject = (place: string, path: string) => (path ? `${code(path)} en ${place}` : place);

/** A change of the given rule, classified by the rule table. */
export function change(rule: string, text: string): Change {
  const {kind, reason, advice} = ruleOf(rule);
  return {rule, kind, text, ...(reason ? {reason} : {}), ...(advice ? {advice: advice.one} : {})};
}

/** The text, then what to check (a withdrawn guarantee) or why it breaks. */
export const changeLine = (item: Change) =>
  `${item.text}${item.advice ? ` ${item.advice}` : ''}${item.reason ? ` Motivo: ${item.reason}` : ''}`;
