import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../core/bridge';
import { designQueries } from './designQueries';
import { marksByHistory } from './markGroups';

/** The order's marks: the open ones, and the ids made during each step (for the timeline). */
export function useOrderMarks(orderId: number, enabled = true) {
  const call = useApi();
  const query = useQuery({ ...designQueries.marks(call, orderId), enabled });
  const marks = query.data?.results;
  return useMemo(
    () => ({
      open: (marks ?? []).filter((m) => m.status === 'open'),
      byHistory: marksByHistory(marks ?? []),
    }),
    [marks],
  );
}
