/**
 * One tokenizer for the index and the queries, so both sides always produce the same terms:
 * accent folding plus the Spanish Snowball stemmer for words, and exact tokens for identifiers.
 */
import {newStemmer} from 'snowball-stemmers';

const spanish = newStemmer('spanish');

/** Words too common to tell documents apart. */
const stopWords = new Set('a al con de del el en es la las lo los o para por que se su sus un una uno y the of to'.split(' '));

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A compound is written with `/`, `{`, `-` or `_` between its words: an API path
 * (`/people/{id}/upload-ine`), a header (`Rem-Apikey`), an enum value (`ine_front`). It is
 * indexed and searched whole and never stemmed, so `Rem-Apikey` cannot match "remove".
 */
export const isCompound = (token: string) => /[/{}]|[\p{L}\p{N}][-_][\p{L}\p{N}]/u.test(token);

const chunksOf = (text: string) => text.split(/[\s,;:()"'`¿?¡!<>[\]|*=+]+/u);
const trimChunk = (chunk: string) => chunk.replace(/^[^\p{L}\p{N}/{_]+|[^\p{L}\p{N}}_]+$/gu, '');
/** `signDocument` → `sign`, `Document`; `ine_front` → `ine`, `front`. */
const wordParts = (word: string) => word.split(/_+|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean);

export interface QueryTokens {
  /** Whole compounds and camelCase identifiers, and the whole query if it has several words. */
  exact: string[];
  /** The words inside those compounds, matched exactly too (`rem` must not become `remove`). */
  parts: string[];
  /** Plain words, which may match as a prefix or with a one-letter typo. */
  words: string[];
}

/**
 * Splits text into candidate terms. A compound is kept whole and also split into its words (each
 * path segment whole too, so `upload-ine` finds `/people/{id}/upload-ine`); a camelCase identifier
 * such as `signDocument` gives both the whole identifier and its parts.
 */
export function tokenize(text: string, fieldName?: string): string[] {
  const tokens: string[] = [];
  // Each line of `identifiers` is one name; a name of several words (an error message in inline
  // code) is also kept whole, so a pasted message finds the entries that quote it in full.
  if (fieldName === 'identifiers')
    tokens.push(
      ...text
        .split('\n')
        .map(phraseOf)
        .filter((line) => line.includes(' ')),
    );
  for (const chunk of chunksOf(text)) {
    const trimmed = trimChunk(chunk);
    if (!trimmed) continue;
    if (trimmed.length > 1 && isCompound(trimmed)) {
      tokens.push(trimmed.toLowerCase());
      const segments = trimmed.split(/[/{}]+/).filter(Boolean);
      if (segments.length > 1) tokens.push(...segments.filter(isCompound).map((segment) => segment.toLowerCase()));
    }
    for (const word of trimmed.split(/[^\p{L}\p{N}_]+/u)) {
      if (!word) continue;
      tokens.push(word);
      const parts = wordParts(word);
      if (parts.length > 1) tokens.push(...parts);
    }
  }
  return tokens;
}

/** A message or other multi-word name as one term: folded, single-spaced, no closing stop. */
export const phraseOf = (text: string) =>
  foldAccents(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:!?]+$/, '');

/** The query side of `tokenize`: the same terms, sorted by how strictly they must match. */
export function queryTokens(query: string): QueryTokens {
  const result: QueryTokens = {exact: [], parts: [], words: []};
  const phrase = phraseOf(query);
  if (phrase.includes(' ')) result.exact.push(phrase);
  for (const chunk of chunksOf(query)) {
    const trimmed = trimChunk(chunk);
    if (!trimmed) continue;
    const words = trimmed.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    const compound = trimmed.length > 1 && isCompound(trimmed);
    if (compound) result.exact.push(trimmed.toLowerCase());
    for (const word of words) {
      const parts = wordParts(word);
      if (compound || parts.length > 1) {
        if (parts.length > 1 && !compound) result.exact.push(word);
        result.parts.push(...(parts.length > 1 ? parts : [word]));
      } else {
        result.words.push(word);
      }
    }
  }
  return result;
}

/**
 * Turns a token into the terms that are indexed or searched. Folding before stemming makes
 * "validacion" equal "validación"; stemming before folding keeps accent-marked suffixes such as
 * "-ción" stemming like the Spanish algorithm expects. Both variants are kept.
 */
export function processTerm(token: string): string[] | null {
  const lower = token.toLowerCase();
  if (isCompound(lower) || lower.includes(' ')) return [foldAccents(lower)];
  // Stemming dominates indexing time and the vocabulary is small: each word is stemmed once.
  let terms = processedWords.get(lower);
  if (terms === undefined) {
    const folded = foldAccents(lower);
    // The Spanish stemmer keeps the plural of loanwords ("webhooks", "tokens"): a bare plural
    // "-s" is dropped too, so the singular finds the plural.
    const singular = folded.length > 4 && /[^s]s$/.test(folded) ? folded.slice(0, -1) : folded;
    terms = stopWords.has(folded)
      ? null
      : [...new Set([folded, singular, spanish.stem(folded), foldAccents(spanish.stem(lower))])].filter(Boolean);
    processedWords.set(lower, terms);
  }
  return terms;
}

const processedWords = new Map<string, string[] | null>();
