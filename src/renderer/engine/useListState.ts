import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToParams, parseListState, type ListState } from './listState';

/** A list's state read from and written to the URL query string, so reload and back/forward keep it. */
export function useListState(resource: string): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, resource), [params, resource]);
  const setState = useCallback(
    (next: ListState) => setParams(listStateToParams(next, resource)),
    [setParams, resource],
  );
  return [state, setState];
}
