/**
 * One tokenizer for the index and the queries, so both sides always produce the same terms:
 * accent folding plus the Spanish Snowball stemmer for words, and exact tokens for API paths.
 */
import {newStemmer} from 'snowball-stemmers';

const spanish = newStemmer('spanish');

/** Words too common to tell documents apart. */
const stopWords = new Set(
  'a al con de del el en es la las lo los o para por que se su sus un una uno y the of to'.split(' '),
);

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const isPath = (token: string) => token.includes('/') || token.includes('{');

/**
 * Splits text into candidate terms. An API path (`/documents/{id}/sign`) is kept whole, as an exact
 * token, and also split into its words; identifiers such as `signDocument` or `documents_id_sign`
 * give both the whole identifier and its parts.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(/[\s,;:()"'`¿?¡!<>[\]|*=+]+/u)) {
    const trimmed = chunk.replace(/^[^\p{L}\p{N}/{_]+|[^\p{L}\p{N}}_]+$/gu, '');
    if (!trimmed) continue;
    if (trimmed.length > 1 && isPath(trimmed)) tokens.push(trimmed.toLowerCase());
    for (const word of trimmed.split(/[^\p{L}\p{N}_]+/u)) {
      if (!word) continue;
      tokens.push(word);
      const parts = word.split(/_+|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean);
      if (parts.length > 1) tokens.push(...parts);
    }
  }
  return tokens;
}

/**
 * Turns a token into the terms that are indexed or searched. Folding before stemming makes
 * "validacion" equal "validación"; stemming before folding keeps accent-marked suffixes such as
 * "-ción" stemming like the Spanish algorithm expects. Both variants are kept.
 */
export function processTerm(token: string): string[] | null {
  const lower = token.toLowerCase();
  if (isPath(lower)) return [lower];
  // Stemming dominates indexing time and the vocabulary is small: each word is stemmed once.
  let terms = processedWords.get(lower);
  if (terms === undefined) {
    const folded = foldAccents(lower);
    terms = stopWords.has(folded)
      ? null
      : [...new Set([folded, spanish.stem(folded), foldAccents(spanish.stem(lower))])].filter(Boolean);
    processedWords.set(lower, terms);
  }
  return terms;
}

const processedWords = new Map<string, string[] | null>();
