/**
 * Scores a search engine against the relevance set: where each query's expected answer ranks, and
 * the share of queries with it first and in the top three.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {SearchEngine} from '../../sandbox/src/search/engine';
import {createSearchEngine} from '../../sandbox/src/search/engine';
import type {SearchIndexFile, SearchResultDocument} from '../../sandbox/src/search/types';
import {documentApis, searchIndexPath} from '../../sandbox/src/search/types';
import {relevanceCases, targetUrl, type RelevanceCase, type RelevanceTarget} from './relevance';

export interface CaseOutcome {
  query: string;
  /** 1-based place of the expected answer, or undefined when it is not among the first 20. */
  rank: number | undefined;
  /** What came first instead. */
  first: string | undefined;
}

export interface RelevanceReport {
  cases: CaseOutcome[];
  firstRate: number;
  topThreeRate: number;
}

const depth = 20;

function isTarget(document: SearchResultDocument, target: RelevanceTarget): boolean {
  const url = targetUrl(target);
  if (url !== undefined) return decodeURI(document.url) === url;
  const error = target as {error: string; api: string};
  return document.kind === 'error' && documentApis(document).includes(error.api) && document.title === error.error;
}

export function evaluateRelevance(engine: SearchEngine, cases: readonly RelevanceCase[] = relevanceCases): RelevanceReport {
  const outcomes = cases.map(({query, expect}) => {
    const hits = engine.search(query, depth);
    const index = hits.findIndex((hit) => isTarget(hit.document, expect));
    const first = hits[0]?.document;
    return {
      query,
      rank: index >= 0 ? index + 1 : undefined,
      first: first ? `${first.kind} ${first.title} → ${decodeURI(first.url)}` : undefined,
    };
  });
  const share = (predicate: (outcome: CaseOutcome) => boolean) => outcomes.filter(predicate).length / outcomes.length;
  return {
    cases: outcomes,
    firstRate: share((outcome) => outcome.rank === 1),
    topThreeRate: share((outcome) => outcome.rank !== undefined && outcome.rank <= 3),
  };
}

/** The index of the build in `buildDir`; a Spanish error if there is none. */
export function readBuiltIndex(buildDir: string): SearchIndexFile {
  const file = path.join(buildDir, searchIndexPath);
  if (!existsSync(file)) {
    throw new Error(`No existe ${file}: ejecuta \`npm run build\` para generar el índice de búsqueda antes de medir su relevancia.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SearchIndexFile;
}

/** The search engine the browser would build from that index, and every document it holds. */
export function builtSearch(buildDir: string): {engine: SearchEngine; documents: SearchResultDocument[]} {
  const file = readBuiltIndex(buildDir);
  const storedFields = (file.index as unknown as {storedFields: Record<string, SearchResultDocument>}).storedFields;
  return {engine: createSearchEngine(file), documents: Object.values(storedFields)};
}

/** Every expected answer must exist in the index, or the set has drifted from the site. */
export function missingTargets(documents: SearchResultDocument[], cases: readonly RelevanceCase[] = relevanceCases): string[] {
  return cases
    .filter(({expect}) => !documents.some((document) => isTarget(document, expect)))
    .map(({query, expect}) => `«${query}» → ${targetUrl(expect) ?? JSON.stringify(expect)}`);
}
