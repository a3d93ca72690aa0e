import {useEffect, useMemo, useState} from 'react';
import type {SearchEngine, SearchHit} from '../../../lib/search/engine';
import {loadSearchEngine} from './loadSearchEngine';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  hits: SearchHit[];
}

/**
 * Results for `query`; loads the engine once `enabled` turns true (first focus or typing) and
 * keeps it for the rest of the visit.
 */
export function useSearch(query: string, enabled: boolean, limit?: number): SearchState {
  const [engine, setEngine] = useState<SearchEngine>();
  const [status, setStatus] = useState<SearchStatus>('idle');

  useEffect(() => {
    if (!enabled || engine) return;
    let cancelled = false;
    setStatus('loading');
    loadSearchEngine().then(
      (loaded) => {
        if (cancelled) return;
        setEngine(loaded);
        setStatus('ready');
      },
      () => !cancelled && setStatus('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, engine]);

  const hits = useMemo(() => (engine && query.trim() ? engine.search(query, limit) : []), [engine, query, limit]);
  return {status, hits};
}
