import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useResources } from '../core/bridge';
import { referencedIds } from '../components/labels/cellFormat';
import type { ColumnSpec } from './columns';
import { titleFieldOf, type TitleLookup } from '../components/labels/refTitles';
import type { Row } from '../components/form/formValues';
import { resourceQueries } from '../core/resourceQueries';
import { toText } from '../components/form/toText';

function rowsOfEach(answers: readonly { data?: { results: Row[] } }[]): (Row[] | undefined)[] {
  return answers.map((a) => a.data?.results);
}

/** Titles of every row the page's ref columns point at, one batched request per target resource. */
export function useRefTitles(
  columns: readonly Pick<ColumnSpec, 'name' | 'field'>[],
  rows: readonly Row[],
): TitleLookup {
  const resources = useResources();
  const wanted = useMemo(() => Object.entries(referencedIds(columns, rows)), [columns, rows]);
  const results = useQueries({
    queries: wanted.map(([resource, ids]) => resourceQueries.titles(resources, resource, ids)),
    combine: rowsOfEach,
  });
  const titles = useMemo(() => {
    const map = new Map<string, string>();
    wanted.forEach(([resource], i) => {
      const field = titleFieldOf(resource);
      for (const row of results[i] ?? []) {
        const title = row[field];
        if (title !== null && title !== undefined) map.set(`${resource}/${toText(row.id)}`, toText(title));
      }
    });
    return map;
  }, [wanted, results]);
  return useCallback((resource, id) => titles.get(`${resource}/${id}`), [titles]);
}
