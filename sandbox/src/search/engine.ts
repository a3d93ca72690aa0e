/**
 * Loads the serialized index and answers queries. This module (with MiniSearch and the stemmer)
 * is downloaded only when the reader starts to search.
 */
import MiniSearch, {type Query} from 'minisearch';
import {miniSearchOptions} from './miniSearchOptions';
import {normalizePhrase, rankHits} from './ranking';
import {markMatches, type SnippetPart} from './snippet';
import {SYNONYM_WEIGHT, synonymVariants} from './synonyms';
import {isCompound, processTerm, queryTokens} from './tokenize';
import type {SearchDocument, SearchIndexFile, SearchResultDocument} from './types';

export interface SearchHit {
  document: SearchResultDocument;
  score: number;
  /** The indexed terms the hit matched (folded, some stemmed), to highlight them. */
  terms: string[];
  /**
   * The title with those terms marked. Worked out here, in the module loaded on the first search,
   * because marking needs the stemmer, which the navbar's bundle on every page must not carry.
   */
  titleParts: SnippetPart[];
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
  readonly size: number;
}

const asIs = (text: string) => [text];
const bySpace = (text: string) => text.split(' ');
const exactOptions = {prefix: false, fuzzy: false} as const;

/**
 * The query as MiniSearch sub-queries, each with its own strictness: whole compounds and
 * identifiers exactly and with more weight; their inner words exactly (so `rem` in `Rem-Apikey`
 * cannot become "remove"); plain words also as prefixes (typing) and with one wrong letter.
 */
export function buildQuery(query: string): Query | undefined {
  const {exact, parts, words} = queryTokens(query);
  const queries: Query[] = [];
  if (exact.length > 0) queries.push({...exactOptions, tokenize: asIs, boostTerm: () => 3, queries: exact});
  // The inner words only back the whole identifier up: `view` of `WKWebView` is any web view.
  if (parts.length > 0) queries.push({...exactOptions, tokenize: bySpace, boostTerm: () => 0.3, queries: [parts.join(' ')]});
  if (words.length > 0) {
    // Only the word being typed is completed; the words before it are finished.
    const typing = new Set(processTerm(words[words.length - 1]) ?? []);
    queries.push({
      tokenize: bySpace,
      prefix: (term) => term.length >= 3 && typing.has(term),
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      weights: {prefix: 0.3, fuzzy: 0.25},
      // A plain word completed or corrected into a compound (`results` → `results_id_run`,
      // `knockout` → `knockout-rules`) is noise: compounds are matched only when typed whole.
      boostDocument: (_id: unknown, term: string) => (isCompound(term) ? 0 : 1),
      queries: [words.join(' ')],
    });
  }
  return queries.length > 0 ? {combineWith: 'OR', queries} : undefined;
}

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  return engineOf(MiniSearch.loadJS<SearchDocument>(file.index, miniSearchOptions));
}

/** A hit whose title is marked only when it is shown: a query may have hundreds of hits. */
function withTitleParts(hit: Omit<SearchHit, 'titleParts'>): SearchHit {
  let titleParts: SnippetPart[] | undefined;
  return {
    ...hit,
    get titleParts() {
      titleParts ??= markMatches(hit.document.title, new Set(hit.terms));
      return titleParts;
    },
  };
}

/** One query's ranked hits, without synonyms. */
function rankQuery(miniSearch: MiniSearch<SearchDocument>, query: string, question: boolean): Omit<SearchHit, 'titleParts'>[] {
  const phrase = normalizePhrase(query);
  const miniQuery = phrase ? buildQuery(query) : undefined;
  if (!miniQuery) return [];
  const {exact, words} = queryTokens(query);
  const queryTerms = new Set([...exact, ...words].flatMap((token) => processTerm(token) ?? []));
  const identifierQuery = exact.length > 0 && words.length === 0;
  return rankHits(miniSearch.search(miniQuery), phrase, queryTerms, identifierQuery, question);
}

function engineOf(miniSearch: MiniSearch<SearchDocument>): SearchEngine {
  return {
    size: miniSearch.documentCount,
    search(query, limit = Infinity) {
      const question = /^\s*¿?\s*c[oó]mo\s/i.test(query);
      // The reader's words, then the same query in the portal's words (synonyms.ts): each entry keeps its best score.
      const best = new Map<number, Omit<SearchHit, 'titleParts'>>();
      [query, ...synonymVariants(query)].forEach((variant, index) => {
        const weight = index === 0 ? 1 : SYNONYM_WEIGHT;
        for (const hit of rankQuery(miniSearch, variant, question)) {
          const score = hit.score * weight;
          const known = best.get(hit.document.id);
          if (!known || score > known.score) best.set(hit.document.id, {...hit, score});
        }
      });
      return [...best.values()]
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(withTitleParts);
    },
  };
}
