/**
 * Orders MiniSearch's results the way a reader expects: guides and operations before schemas and
 * error entries, whole-title and whole-path matches first, and a page before its own sections
 * unless a section's title is the better match.
 */
import type {SearchResult} from 'minisearch';
import type {SearchHit} from './engine';
import {foldAccents} from './tokenize';
import type {SearchKind, SearchResultDocument} from './types';

/**
 * How much a kind of entry is worth for the same text match. A guide explains a concept, an
 * operation does one thing with it. Schemas and error entries repeat words found everywhere (a
 * schema per payload, a message per operation): they must be asked for by name or message, which
 * the exact-match bonus below does.
 */
const kindWeights: Record<SearchKind, number> = {guide: 1, operation: 0.5, blog: 0.5, error: 0.45, schema: 0.25};
/** A page's own entry against its sections: the page is the better landing for a general word. */
const pageWeight = 1.3;

const exactBonus = 4;
const containsBonus = 2;
const maxMessageFamily = 3;
const familyWeight = 0.25;
const topicBonus = 2;
/** A page scoring at least this share of its section's score is a comparable match. */
const comparablePage = 0.4;

const pageOf = (url: string) => url.split('#')[0];
const isSection = (document: SearchResultDocument) => document.url.includes('#');

/** Folded, one space between words, and a plural "-s" dropped: "Endosos" is the title for "endoso". */
export const normalizePhrase = (text: string) =>
  foldAccents(text)
    .trim()
    .split(/\s+/)
    .map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');

function exactness(document: SearchResultDocument, phrase: string): number {
  const title = normalizePhrase(document.title);
  const path = document.path ? foldAccents(document.path) : undefined;
  const exactPath = path && (path === phrase || `${foldAccents(document.method ?? '')} ${path}` === phrase);
  if (title === phrase || exactPath) {
    return exactBonus;
  }
  // A pasted fragment of an error message or a path, not a single everyday word.
  const distinctive = phrase.includes(' ') || /[/{_-]/.test(phrase);
  if (distinctive && (title.includes(phrase) || path?.includes(phrase))) return containsBonus;
  // A page whose front matter names the query as one of its topics.
  if (document.topics?.split(',').some((topic) => normalizePhrase(topic) === phrase)) return topicBonus;
  return 1;
}

/**
 * How many of the query's own words the title holds, as typed or with one letter wrong, but not
 * completed into longer words ("firma" → "firmante") nor as the inner words of an identifier
 * ("api" of `x-api-key`).
 */
function titleMatches(result: SearchResult, queryTerms: Set<string>): number {
  return Object.entries(result.match).filter(
    ([term, fields]) =>
      fields.includes('title') &&
      [...queryTerms].some(
        (queryTerm) => term === queryTerm || (!term.startsWith(queryTerm) && Math.abs(term.length - queryTerm.length) <= 1),
      ),
  ).length;
}

/**
 * `phrase` is the normalized query; `queryTerms` its words and identifiers as processed terms
 * (without the inner words of identifiers); `identifierQuery` says the query is identifiers only.
 */
export function rankHits(
  results: SearchResult[],
  phrase: string,
  queryTerms: Set<string>,
  identifierQuery: boolean,
): Omit<SearchHit, 'titleParts'>[] {
  const scored = results.map((result) => {
    const document = result as unknown as SearchResultDocument;
    // An identifier query that an operation carries whole among its identifiers (its operationId, an
    // enum value it takes) names that operation exactly.
    const namesOperation =
      identifierQuery &&
      document.kind === 'operation' &&
      Object.entries(result.match).some(([term, fields]) => fields.includes('identifiers') && queryTerms.has(term));
    const bonus = namesOperation ? exactBonus : exactness(document, phrase);
    // An identifier (`upload-ine`, `createPerson`) names an operation as much as a guide does.
    const kindWeight = identifierQuery && document.kind === 'operation' ? 1 : kindWeights[document.kind];
    const weight = kindWeight * (document.kind === 'guide' && !isSection(document) ? pageWeight : 1);
    return {result, document, bonus, score: result.score * weight * bonus};
  });

  // A fragment shared by many error entries ("No query results for model [X]") is a family of
  // messages, not one: the guide that explains the family should lead, not any one instance.
  const containing = scored.filter((hit) => hit.document.kind === 'error' && hit.bonus === containsBonus);
  if (containing.length > maxMessageFamily) {
    for (const hit of containing) {
      hit.score *= familyWeight / containsBonus;
      hit.bonus = 1;
    }
  }

  // A section ranks right below its page, or right above it when its title matches more of the
  // query (or matches it whole).
  const pages = new Map(scored.filter((hit) => !isSection(hit.document)).map((hit) => [hit.document.url, hit]));
  for (const hit of scored) {
    const page = isSection(hit.document) ? pages.get(pageOf(hit.document.url)) : undefined;
    if (!page) continue;
    const betterTitle = hit.bonus > page.bonus || titleMatches(hit.result, queryTerms) > titleMatches(page.result, queryTerms);
    if (betterTitle) hit.score = Math.max(hit.score, page.score * 1.01);
    // Only when the page matches comparably: a phrase found in one section alone leads there.
    else if (page.score >= hit.score * comparablePage) hit.score = Math.min(hit.score, page.score * 0.99);
  }

  return scored
    .sort((a, b) => b.score - a.score)
    .map(({result, document, score}) => ({
      document: {
        id: result.id as number,
        kind: document.kind,
        title: document.title,
        url: document.url,
        context: document.context,
        api: document.api,
        method: document.method,
        path: document.path,
        topics: document.topics,
      },
      score,
      terms: result.terms,
    }));
}
