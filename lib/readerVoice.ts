import {services} from '../config/services';

/**
 * Phrases that address the product spec's authors instead of the reader (issue 27): an integrator has never seen
 * that document, so a page that says what "the product's specification" leaves open tells them nothing they can
 * rely on. Where the product is silent, a page says what the reader can rely on, or nothing.
 */
export const AUTHOR_PHRASES: RegExp[] = [/especificaci[oó]n del producto/i, /\bel contrato no\b/i, /\bla especificaci[oó]n no\b/i];

export interface FoundPhrase {
  line: number;
  phrase: string;
}

function phrasesIn(text: string, patterns: readonly RegExp[]): FoundPhrase[] {
  const found: FoundPhrase[] = [];
  text.split('\n').forEach((line, index) => {
    for (const pattern of patterns) {
      const match = pattern.exec(line);
      if (match) found.push({line: index + 1, phrase: match[0]});
    }
  });
  return found;
}

/** Each phrase of AUTHOR_PHRASES found in a text, with the line it is on (1-based). */
export const authorPhrases = (text: string): FoundPhrase[] => phrasesIn(text, AUTHOR_PHRASES);

/** What a sentence may name when it tells what the documentation leaves out: the documentation, the product, or an API. */
const DOCUMENTATION_SUBJECTS = [
  'el contrato',
  'el producto',
  'la plataforma',
  'la referencia',
  'la documentaci[oó]n',
  'la especificaci[oó]n',
  'el esquema',
  'el portal',
  '(?:esta|la) gu[ií]a',
  'openapi',
  'la api',
  ...services.flatMap((service) => [service.label, service.id]).map((name) => name.replace(/\s+/g, '\\s+')),
];
const TELLING = '(?:documenta|publica|describe|establece|especifica|precisa|detalla|dice|menciona|define|fija|lista|aclara)n?';

/**
 * Issue 52: a sentence that talks about the documentation instead of to the reader — what a source «no documenta»,
 * what «no está documentado» — as a class: a subject that is the documentation, the product or an API, with a
 * denied verb of telling; or a passive «no está documentado/descrito/especificado», «sin documentar». The reader
 * needs what they can rely on («decide por el estado HTTP», «pruébalo en tu entorno»), not what a text leaves out.
 * Read on what describes the API's behaviour (guides, the specs' descriptions, the error catalogue's advice); a
 * tool's verdict that a response or scenario is not among the documented ones is about the reference by nature.
 */
export const DOCUMENTATION_PHRASES: RegExp[] = [
  new RegExp(`\\b(?:${DOCUMENTATION_SUBJECTS.join('|')})(?:\\s+a[uú]n)?\\s+no\\s+(?:(?:lo|la|los|las|le|les)\\s+)?${TELLING}\\b`, 'i'),
  /\bno\s+(?:est[aá]n?|viene|vienen|queda|quedan|se\s+ha|se\s+han)\s+(?:documentad|descrit|especificad|definid|publicad)[oa]s?\b/i,
  /\bsin\s+documentar\b/i,
  /\bno\s+se\s+(?:documenta|especifica|describe|publica|detalla|precisa)n?\b/i,
];

/** Each sentence of the DOCUMENTATION_PHRASES class found in a text, with the line it is on (1-based). */
export const documentationPhrases = (text: string): FoundPhrase[] => phrasesIn(text, DOCUMENTATION_PHRASES);
