import { NonIdealState, Spinner } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useIsNarrow } from '../../components/useIsNarrow';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination, usePaging } from '../../engine';
import { SalaryBreakdownDrawer } from './SalaryBreakdownDrawer';
import type { SalaryRow } from './salaryQueries';
import { SalaryTable } from './SalaryTable';
import './salaries.css';

/** Props of {@link UserSalaries}. */
export interface UserSalariesProps {
  readonly userId: number;
}

/** A year, two, five. */
const PAGE_SIZES = [12, 24, 60] as const;

/**
 * A user's 'salary' tab: their computed months, newest first, each part and the total in VND;
 * a month opens how it was computed. One's own through `GET /salaryHistories/me`, anyone
 * else's with `salaryHistories.get`.
 */
export function UserSalaries({ userId }: UserSalariesProps) {
  const { t } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const narrow = useIsNarrow();
  const paging = usePaging(PAGE_SIZES);
  const [open, setOpen] = useState<SalaryRow | null>(null);
  const query = {
    filter: JSON.stringify({ userId }),
    includes: 'user',
    orderBy: '-dateMonth',
    limit: paging.limit,
    offset: paging.offset,
  };
  const months = useQuery({
    queryKey: [...resourceKeys.all('salaryHistories'), 'user', userId, paging.page, paging.limit],
    queryFn: () =>
      userId === user.id ? call('GET /salaryHistories/me', { query }) : call('GET /salaryHistories', { query }),
    placeholderData: keepPreviousData,
  });

  if (months.isError)
    return <NonIdealState icon="error" title={t('list.loadError')} description={months.error.message} />;
  if (!months.data) return <Spinner />;
  if (months.data.total === 0)
    return (
      <NonIdealState
        icon="bank-account"
        title={t('salaries.noneForUser')}
        description={t('salaries.noneForUserHint')}
      />
    );
  return (
    <div data-testid="user-salaries">
      <SalaryTable rows={months.data.results} narrow={narrow} onOpen={setOpen} by="month" />
      <ListPagination {...paging.pagination} total={months.data.total} />
      <SalaryBreakdownDrawer row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
