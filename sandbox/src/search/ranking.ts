/**
 * Orders MiniSearch's results the way a reader expects: guides and operations before schemas and
 * error entries, whole-title and whole-path matches first, and a page before its own sections
 * unless a section's title is the better match.
 */
import type {SearchResult} from 'minisearch';
import type {SearchHit} from './engine';
import {foldAccents, processTerm} from './tokenize';
import type {SearchKind, SearchResultDocument} from './types';

/**
 * How much a kind of entry is worth for the same text match. A guide explains a concept, an
 * operation does one thing with it. Schemas and error entries repeat words found everywhere (a
 * schema per payload, a message per operation): they must be asked for by name or message, which
 * the exact-match bonus below does.
 */
const kindWeights: Record<SearchKind, number> = {guide: 1, operation: 0.5, error: 0.45, schema: 0.25};
/** A page's own entry against its sections: the page is the better landing for a general word. */
const pageWeight = 1.3;

const exactBonus = 4;
const containsBonus = 2;
const maxMessageFamily = 3;
const familyWeight = 0.25;
const topicBonus = 2;
/**
 * A section titled exactly as asked, on a page whose front matter names the query as a topic: the CURP
 * section of the verification guide (topic «CURP»), not the CURP table of the test identities (topic «CURP
 * de prueba»), whose text repeats the word in every row.
 */
const topicalSection = 3;
/** A page scoring at least this share of its section's score is a comparable match. */
const comparablePage = 0.4;

const pageOf = (url: string) => url.split('#')[0];
const isSection = (document: SearchResultDocument) => document.url.includes('#');

/** Words a question or a sentence wraps around what it asks for: "cómo creo una persona" asks for "crear persona". */
const QUESTION_WORDS = new Set(['como', 'que', 'donde', 'cuando', 'cual', 'cuales', 'puedo', 'debo', 'hago', 'se']);
const FILLER_WORDS = new Set(['un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'su', 'sus']);

/**
 * Folded, one space between words, a plural "-s" dropped ("Endosos" is the title for "endoso"),
 * articles and possessives dropped, and a leading question ("cómo …", "qué …") taken off, so a
 * title and a question about it compare equal.
 */
export const normalizePhrase = (text: string) => {
  const words = foldAccents(text)
    .trim()
    .replace(/[¿?¡!]/g, '')
    .split(/\s+/)
    .filter((word) => !FILLER_WORDS.has(word));
  while (words.length > 1 && QUESTION_WORDS.has(words[0]!)) words.shift();
  return words.map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word)).join(' ');
};

/** The question and filler words as the index spells them: they say nothing about what is asked. */
const QUESTION_TERMS = new Set([...QUESTION_WORDS, ...FILLER_WORDS].flatMap((word) => processTerm(word) ?? []));

/**
 * Among operations that match a whole area ("datos bancarios"), the one a reader starts from: the
 * list, then the creation, and the deletion last.
 */
const VERB_PREFERENCE: [RegExp, number][] = [
  [/^listar\b/, 1.08],
  [/^crear\b/, 1.05],
  [/^eliminar\b/, 0.95],
];
const verbPreference = (document: SearchResultDocument) =>
  document.kind === 'operation' ? (VERB_PREFERENCE.find(([verb]) => verb.test(foldAccents(document.title)))?.[1] ?? 1) : 1;

/**
 * The share of the query's words a result matches, squared: for a query of several words, an entry
 * holding all of them ("ocr" and "credencial") comes before one holding only the commoner one.
 */
function coverage(result: SearchResult, allQueryTerms: Set<string>): number {
  const queryTerms = new Set([...allQueryTerms].filter((term) => !QUESTION_TERMS.has(term)));
  if (queryTerms.size < 2) return 1;
  const matched = [...queryTerms].filter((queryTerm) =>
    Object.keys(result.match).some((term) => term === queryTerm || term.startsWith(queryTerm) || queryTerm.startsWith(term)),
  ).length;
  const share = Math.max(matched, 1) / queryTerms.size;
  return share * share;
}

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
 * An operation whose own name and area hold every word of the query ("ocr credencial": the tag
 * «OCR de INE» and the title «Extraer datos de la credencial INE») is what the query names, even
 * when a guide uses the same words more often.
 */
function namedByTitleAndArea(document: SearchResultDocument, result: SearchResult, phrase: string): boolean {
  if (document.kind !== 'operation') return false;
  const words = phrase.split(' ').filter((word) => !QUESTION_WORDS.has(word) && !FILLER_WORDS.has(word));
  if (words.length < 2) return false;
  const named = new Set(
    Object.entries(result.match)
      .filter(([, fields]) => fields.includes('title') || fields.includes('keywords'))
      .map(([term]) => term),
  );
  return words.every((word) => (processTerm(word) ?? []).some((term) => named.has(term)));
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
  /** The query is a "cómo …" question. */
  question = false,
): Omit<SearchHit, 'titleParts'>[] {
  const scored = results.map((result) => {
    const document = result as unknown as SearchResultDocument;
    // An identifier query that an operation carries whole among its identifiers (its operationId, an
    // enum value it takes) names that operation exactly.
    const namesOperation =
      identifierQuery &&
      document.kind === 'operation' &&
      Object.entries(result.match).some(([term, fields]) => fields.includes('identifiers') && queryTerms.has(term));
    const exact = namesOperation ? exactBonus : exactness(document, phrase);
    const bonus = exact === 1 && !question && namedByTitleAndArea(document, result, phrase) ? topicBonus : exact;
    // An identifier (`upload-ine`, `createPerson`) names an operation as much as a guide does.
    // A "cómo …" question asks for an explanation: an operation that is not named whole yields to the guide.
    const howTo = question && document.kind === 'operation' && bonus !== exactBonus ? 0.5 : 1;
    const kindWeight = (identifierQuery && document.kind === 'operation' ? 1 : kindWeights[document.kind]) * howTo;
    const weight = kindWeight * (document.kind === 'guide' && !isSection(document) ? pageWeight : 1);
    return {
      result,
      document,
      bonus,
      score: result.score * weight * bonus * (bonus === containsBonus ? verbPreference(document) : 1) * coverage(result, queryTerms),
    };
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

  const pages = new Map(scored.filter((hit) => !isSection(hit.document)).map((hit) => [hit.document.url, hit]));
  for (const hit of scored) {
    if (!isSection(hit.document) || hit.bonus !== exactBonus) continue;
    const topics = pages.get(pageOf(hit.document.url))?.document.topics?.split(',') ?? [];
    if (topics.some((topic) => normalizePhrase(topic) === phrase)) hit.score *= topicalSection;
  }

  // A section ranks right below its page, or right above it when its title matches more of the
  // query (or matches it whole).
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
        apis: document.apis,
        method: document.method,
        path: document.path,
        topics: document.topics,
      },
      score,
      terms: result.terms,
    }));
}
