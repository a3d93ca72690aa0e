import {useEffect, useState} from 'react';
import type {SearchKind} from '../../../sandbox/src/search/types';
import {askSearchWorker} from './searchClient';
import type {SearchResponse} from './searchMessages';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';
export type SearchResult = Extract<SearchResponse, {ok: true}>;

export interface SearchOptions {
  /** How many hits to list (the others are only counted). */
  limit: number;
  kind?: SearchKind | '';
  api?: string;
  /** Each hit with its snippet (the search page). */
  snippets?: boolean;
}

export interface SearchState {
  status: SearchStatus;
  /**
   * The latest answer, which may be for the previous query for the few milliseconds a new one
   * takes (its `query` says which); none while the query is empty or before the first answer.
   */
  result?: SearchResult;
}

/**
 * Results for `query`, from the search worker; the worker starts and loads the index once
 * `enabled` turns true (first focus or typing) and keeps it for the rest of the visit.
 */
export function useSearch(query: string, enabled: boolean, {limit, kind = '', api = '', snippets = false}: SearchOptions): SearchState {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [result, setResult] = useState<SearchResult>();

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    askSearchWorker({type: 'load', query: '', limit: 0}).then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !query.trim()) {
      setResult(undefined);
      return;
    }
    let cancelled = false;
    askSearchWorker({type: 'search', query, limit, kind, api, snippets}).then(
      (answer) => {
        if (cancelled) return;
        setResult(answer);
        setStatus('ready');
      },
      () => !cancelled && setStatus('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, query, limit, kind, api, snippets]);

  return {status, result};
}
