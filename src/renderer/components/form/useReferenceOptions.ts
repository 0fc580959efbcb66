import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useResources } from '../../core/bridge';
import { titleFieldOf } from '../labels/refTitles';
import type { Row } from './formValues';
import { resourceQueries } from '../../core/resourceQueries';
import { toText } from './toText';
import { useDebounced } from '../useDebounced';

/** One choice of a reference select. */
export interface RefOption {
  readonly id: number;
  readonly title: string;
}

export function toOption(resource: string, row: Row): RefOption {
  const title = row[titleFieldOf(resource)];
  return { id: Number(row.id), title: title === null || title === undefined ? `#${toText(row.id)}` : toText(title) };
}

/**
 * Choices matching the typed text (`GET /{resource}?q=…&limit=50`), debounced. `settled` is
 * false while the choices shown are not yet those of the text typed (the debounce has not
 * passed or the search has not answered): the list says so with `aria-busy`.
 */
export function useReferenceOptions(resource: string, query: string, enabled: boolean) {
  const resources = useResources();
  const typed = query.trim();
  const q = useDebounced(typed);
  const result = useQuery({ ...resourceQueries.search(resources, resource, q), enabled });
  const options = useMemo(
    () => (result.data?.results ?? []).map((row) => toOption(resource, row)),
    [result.data, resource],
  );
  return { options, isFetching: result.isFetching, settled: q === typed && !result.isFetching, error: result.error };
}

/** The chosen rows' titles, so a select shows names rather than ids. */
export function useSelectedOptions(resource: string, ids: readonly number[]): RefOption[] {
  const resources = useResources();
  const result = useQuery(resourceQueries.titles(resources, resource, ids));
  return useMemo(() => {
    const found = new Map((result.data?.results ?? []).map((row) => [Number(row.id), toOption(resource, row)]));
    return ids.map((id) => found.get(id) ?? { id, title: `#${id}` });
  }, [ids, result.data, resource]);
}
