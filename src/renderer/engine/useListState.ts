import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LatestListState, listStateToParams, parseListState, type ListState, type SetListState } from './listState';

/**
 * A list's state read from and written to the URL query string, so reload and back/forward keep
 * it. A change given as a function is made from the latest state (`LatestListState`): a filter
 * chosen and a record id entered before the first has rendered both stay.
 */
export function useListState(resource: string): [ListState, SetListState] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, resource), [params, resource]);
  const [latest] = useState(() => new LatestListState(state));
  useLayoutEffect(() => latest.rendered(state), [latest, state]);
  const setState = useCallback<SetListState>(
    (update) => setParams(listStateToParams(latest.resolve(update), resource)),
    [latest, setParams, resource],
  );
  return [state, setState];
}
