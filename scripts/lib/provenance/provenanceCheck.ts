/**
 * Compares the contract's rules with their recorded sources (issue 27) and lists every problem, one Spanish
 * line each: a rule without a source, a quote the product spec does not contain, a quote that does not name the
 * rule's value, an unknown convention or one used for a kind it does not cover, and a record entry that points
 * at no rule.
 */
import {CONDITION_KINDS, type ContractRule, type RuleKind} from './ruleInventory';
import type {BehaviourSentence} from './descriptionInventory';
import {quoteFragments, type DescriptionEntry, type RecordEntry} from './provenanceRecord';

export interface Convention {
  name: string;
  kinds: RuleKind[];
  text: string;
}

/** Kinds that state something about values: a shape convention can never be their source. */
export const VALUE_KINDS: RuleKind[] = [
  'enum',
  'const',
  'pattern',
  'length',
  'range',
  'count',
  'uniqueItems',
  'default',
  'keyPattern',
  ...CONDITION_KINDS,
];

const CONVENTIONS_HEADING = /^##\s+Convenciones de forma\s*$/;
const CONVENTION_LINE = /^- `([a-z0-9-]+)` \(cubre: ([a-zA-Z, ]+)\): (.+)$/;

/**
 * The conventions listed in openapi/README.md, section "Convenciones de forma", one per line:
 * "- `name` (cubre: kind, kind): the shape and why".
 */
export function conventionsFromReadme(readme: string): Convention[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => CONVENTIONS_HEADING.test(line));
  if (start < 0) return [];
  const conventions: Convention[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const match = CONVENTION_LINE.exec(line);
    if (!match) continue;
    conventions.push({name: match[1], kinds: match[2].split(',').map((kind) => kind.trim()) as RuleKind[], text: match[3]});
  }
  return conventions;
}

export const normaliseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

const NUMBER_WORDS: Record<number, string[]> = {0: ['empty'], 1: ['one'], 3: ['three']};

function containsToken(text: string, token: string): boolean {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_])`).test(text);
}

/**
 * Whether a quote names the rule's value: the status code, the required field, the bound, every enum value, the
 * const or default, and for a condition every field and value it ties (`name` and `postal_code`; `person_type`,
 * `PF`, `first_last_name`…), so a quote about other fields cannot hold it. Booleans are not checked (the spec words them: "a success flag", "start false"), nor formats,
 * patterns, part types and uniqueItems, whose wording varies ("as uuids", "18 digits", "JPG or PNG", "unique").
 */
export function quoteNamesValue(rule: ContractRule, quote: string): boolean {
  const {kind, value} = rule;
  if (typeof value === 'boolean') return true;
  if (CONDITION_KINDS.includes(kind)) return ((value as {names?: string[]})?.names ?? []).every((name) => containsToken(quote, name));
  switch (kind) {
    case 'status':
      return quote.toLowerCase().includes(String(value).toLowerCase());
    case 'required':
      return containsToken(quote, String(value));
    case 'length':
    case 'range':
    case 'count':
      return (
        containsToken(quote, String(value)) || (NUMBER_WORDS[value as number] ?? []).some((word) => quote.toLowerCase().includes(word))
      );
    case 'enum':
      return (value as unknown[]).filter((item) => item !== null).every((item) => containsToken(quote, String(item)));
    case 'const':
    case 'default':
      return containsToken(quote, String(value));
    default:
      return true;
  }
}

const describe = (rule: ContractRule): string => `${rule.file}#${rule.pointer} (${rule.kind} ${JSON.stringify(rule.value)})`;

export function provenanceProblems(
  rules: ContractRule[],
  entries: RecordEntry[],
  productSpec: string,
  conventions: Convention[],
): string[] {
  const problems: string[] = [];
  const spec = normaliseSpace(productSpec);
  const byName = new Map(conventions.map((convention) => [convention.name, convention]));
  const recorded = new Map(entries.map((entry) => [`${entry.file}#${entry.pointer}`, entry]));
  const ruleKeys = new Set<string>();
  for (const rule of rules) {
    const key = `${rule.file}#${rule.pointer}`;
    ruleKeys.add(key);
    const entry = recorded.get(key);
    if (!entry) {
      problems.push(`${describe(rule)}: sin fuente; quita la regla del YAML o registra la frase del spec que la da`);
      continue;
    }
    if ('quote' in entry.source) {
      const quote = normaliseSpace(entry.source.quote);
      const missing = quoteFragments(entry.source).find((fragment) => !spec.includes(normaliseSpace(fragment)));
      if (missing !== undefined)
        problems.push(`${describe(rule)}: la cita no está literal en el spec del producto («${normaliseSpace(missing)}»)`);
      else if (!quoteNamesValue(rule, quote)) problems.push(`${describe(rule)}: la cita no nombra el valor de la regla («${quote}»)`);
    } else {
      const convention = byName.get(entry.source.convention);
      if (!convention) problems.push(`${describe(rule)}: la convención "${entry.source.convention}" no está en openapi/README.md`);
      else if (!convention.kinds.includes(rule.kind))
        problems.push(`${describe(rule)}: la convención "${convention.name}" no cubre reglas de tipo ${rule.kind}`);
    }
  }
  for (const [key, entry] of recorded) {
    if (!ruleKeys.has(key)) problems.push(`${entry.recordedIn}: entrada obsoleta, no apunta a ninguna regla (${key})`);
  }
  return problems;
}

/** Conventions that would cover a value rule: a convention is a shape, never a rule about values. */
export function conventionsAboutValues(conventions: Convention[]): string[] {
  return conventions.flatMap((convention) =>
    convention.kinds
      .filter((kind) => VALUE_KINDS.includes(kind))
      .map((kind) => `openapi/README.md: la convención "${convention.name}" cubre ${kind}, que es una regla sobre valores`),
  );
}

const describeSentence = (sentence: BehaviourSentence): string =>
  `${sentence.file}#${sentence.pointer} (${sentence.kinds.join(', ')}) «${sentence.sentence}»`;

/**
 * Compares the behaviour sentences of the descriptions with their recorded sources: a sentence without a source,
 * a source that is a shape convention (only the product states behaviour), a quote the product spec does not
 * contain, and a record entry whose fragment is in no behaviour sentence of its description (obsolete).
 */
export function descriptionProblems(sentences: BehaviourSentence[], entries: DescriptionEntry[], productSpec: string): string[] {
  const problems: string[] = [];
  const spec = normaliseSpace(productSpec);
  const byDescription = new Map<string, DescriptionEntry[]>();
  for (const entry of entries) {
    const key = `${entry.file}#${entry.pointer}`;
    byDescription.set(key, [...(byDescription.get(key) ?? []), entry]);
  }
  const used = new Set<DescriptionEntry>();
  for (const sentence of sentences) {
    const text = normaliseSpace(sentence.sentence);
    const matching = (byDescription.get(`${sentence.file}#${sentence.pointer}`) ?? []).filter((entry) =>
      text.includes(normaliseSpace(entry.fragment)),
    );
    if (matching.length === 0) {
      problems.push(`${describeSentence(sentence)}: sin fuente; reescribe la frase con lo que da el producto o quítala`);
      continue;
    }
    for (const entry of matching) {
      used.add(entry);
      if (!('quote' in entry.source)) {
        problems.push(
          `${describeSentence(sentence)}: la convención "${entry.source.convention}" no sostiene un comportamiento; hace falta una cita`,
        );
        continue;
      }
      const missing = quoteFragments(entry.source).find((fragment) => !spec.includes(normaliseSpace(fragment)));
      if (missing !== undefined)
        problems.push(`${describeSentence(sentence)}: la cita no está literal en el spec del producto («${normaliseSpace(missing)}»)`);
    }
  }
  for (const entry of entries) {
    if (!used.has(entry))
      problems.push(`${entry.recordedIn}: entrada obsoleta, ninguna frase de comportamiento de ${entry.file}#${entry.pointer} la contiene`);
  }
  return problems;
}
