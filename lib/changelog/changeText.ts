/**
 * The small pieces of Spanish every change description is built from. Names from the spec stay as
 * they are, in backticks; values are shown as JSON.
 */
import {ruleOf} from './rules';
import type {Change} from './types';

export const code = (text: string) => `\`${text.replaceAll('`', 'ˋ')}\``;

/** «`a`, `b` y `c`». */
export const itemList = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** A value of the spec as short JSON in backticks (long values are cut). */
export function value(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return code(text.length > 80 ? `${text.slice(0, 77)}…` : text);
}

export function list(values: readonly unknown[]): string {
  return itemList(values.map(value));
}

/** «de el cuerpo» → «del cuerpo». */
export const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** «a el cuerpo» → «al cuerpo». */
export const a = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a value is: «`country` en el cuerpo de la petición», or the place itself for its root. */
export const subject = (place: string, path: string) => (path ? `${code(path)} en ${place}` : place);

/**
 * How a change joins others of its rule at its place: the lead of the grouped entry («Pasaron a ser
 * opcionales en la respuesta 200», no final colon) and its own item in the list («`a` (255)»).
 */
export interface GroupSlot {
  lead: string;
  item: string;
  /**
   * A change in one response: the same change (same rule, same fields) in other responses of the
   * operation joins it, its lead worded for all of them («Se eliminó el mínimo en las respuestas 400,
   * 401 y 500»).
   */
  response?: {status: string; lead: (statuses: readonly string[]) => string};
}

/** A change as the comparison finds it, before changes of one rule at one place are grouped. */
export interface FoundChange extends Change {
  group?: GroupSlot;
}

/** A change of the given rule, classified by the rule table. */
export function change(rule: string, text: string, group?: GroupSlot): FoundChange {
  const {kind, reason, advice} = ruleOf(rule);
  return {rule, kind, text, ...(reason ? {reason} : {}), ...(advice ? {advice: advice.one} : {}), ...(group ? {group} : {})};
}

/** Its rule's advice for one field or for several. */
function withFields(item: Change, lead: string, fields: string[]): Change {
  const {advice} = ruleOf(item.rule);
  const {advice: _single, ...rest} = item;
  const chosen = advice && (fields.length > 1 ? advice.many : advice.one);
  return {...rest, text: lead, ...(chosen ? {advice: chosen} : {}), fields};
}

/** Items of `key` in order of first appearance. */
function collect<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const members = groups.get(key);
    if (members) members.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * One operation's changes, grouped. Changes of the same rule with the same lead (the same place: a
 * response status, a request body, the parameters of one kind) become one entry listing their fields,
 * at the place of the first; then the same entry (same rule, same fields) in several responses becomes
 * one naming them all. A change alone keeps its own sentence.
 */
export function groupChanges(found: readonly FoundChange[]): Change[] {
  interface Grouped {
    change: Change;
    items?: string[];
    response?: {status: string; lead: (statuses: readonly string[]) => string};
  }
  const byLead = collect(found, (item) => (item.group ? `${item.rule}\n${item.group.lead}` : undefined));
  const stage: Grouped[] = [];
  for (const item of found) {
    const {group, ...plain} = item;
    if (!group) {
      stage.push({change: plain});
      continue;
    }
    const members = byLead.get(`${item.rule}\n${group.lead}`) ?? [item];
    if (members[0] !== item) continue;
    const items = members.map((member) => (member.group as GroupSlot).item);
    stage.push({
      change: members.length > 1 ? withFields(plain, group.lead, items) : plain,
      items,
      ...(group.response ? {response: group.response} : {}),
    });
  }
  // The lead's wording without its status (worded for a placeholder) tells the same place in other responses.
  const acrossKey = ({change, items, response}: Grouped) =>
    response && items ? `${change.rule}\n${response.lead(['\u0000'])}\n${items.join('\n')}` : undefined;
  const across = collect(stage, acrossKey);
  const out: Change[] = [];
  for (const entry of stage) {
    const key = acrossKey(entry);
    const members = key === undefined ? [entry] : (across.get(key) ?? [entry]);
    if (members.length < 2) out.push(entry.change);
    else if (members[0] === entry && entry.response && entry.items)
      out.push(withFields(entry.change, entry.response.lead(members.map((member) => member.response?.status ?? '')), entry.items));
  }
  return out;
}

/** The change's whole sentence: its text, or for a grouped entry its lead and every field. */
export const changeSentence = (item: Change) => (item.fields ? `${item.text}: ${itemList(item.fields)}.` : item.text);

/** The sentence, then what to check (a withdrawn guarantee) or why it breaks. */
export const changeLine = (item: Change) =>
  `${changeSentence(item)}${item.advice ? ` ${item.advice}` : ''}${item.reason ? ` Motivo: ${item.reason}` : ''}`;
