import { Button, Callout, Classes, HTMLSelect, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { localCalendarDate } from '../../../shared/domain/payroll/calendarDate';
import { salaryMonthOf } from '../../../shared/domain/payroll/salaryPeriod';
import { can, isManager } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useIsNarrow } from '../../components/useIsNarrow';
import { useLabels } from '../../components/labels/useLabels';
import { createHash, ListPagination, usePaging } from '../../engine';
import { SalaryBreakdownDrawer } from './SalaryBreakdownDrawer';
import { salaryQueries, useSalaryMonthActions, type SalaryInfo, type SalaryRow } from './salaryQueries';
import { SalaryTable } from './SalaryTable';
import { periodText } from './salaryText';

const PAGE_SIZES = [20, 50, 100, 500] as const;

/** The month the URL names, else the current salary month when it has an info, else the newest. */
function pickMonth(months: readonly SalaryInfo[], wanted: string | null): SalaryInfo | undefined {
  const current = salaryMonthOf(localCalendarDate());
  return months.find((m) => m.dateMonth === wanted) ?? months.find((m) => m.dateMonth === current) ?? months[0];
}

/**
 * Salary histories › users: a month picker, the month's state (open or closed), compute and
 * close, and one line per person with each part of the salary; a line opens its breakdown.
 */
export function SalaryMonthPanel() {
  const { t, language } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paging = usePaging(PAGE_SIZES, 50);
  const [open, setOpen] = useState<SalaryRow | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const months = useQuery(salaryQueries.months(call));
  const info = pickMonth(months.data?.results ?? [], params.get('month'));
  const rows = useQuery({
    ...salaryQueries.month(call, info?.dateMonth ?? '', paging.page, paging.limit),
    enabled: info !== undefined,
  });
  const { compute, close } = useSalaryMonthActions();
  const mayCompute = can(user, 'salaryHistories', 'create');
  const mayEditInfo = can(user, 'salaryInfos', 'create');

  if (months.isError)
    return <NonIdealState icon="error" title={t('list.loadError')} description={months.error.message} />;
  if (!months.data) return <Spinner />;
  if (!info) {
    return (
      <NonIdealState
        icon="bank-account"
        title={t('salaries.noMonth')}
        action={
          mayEditInfo ? (
            <Button
              icon="add"
              text={t('salaries.addMonth')}
              onClick={() => void navigate({ hash: createHash('salaryInfos') })}
            />
          ) : undefined
        }
      />
    );
  }

  const closed = info.isClosed === true;
  const runCompute = () =>
    compute.mutate(info.dateMonth, {
      onSuccess: (answer) =>
        notify.success(
          t('salaries.computed', { count: answer.count, total: formatMoney(answer.totalSalary, language) }),
        ),
      onError: (error) => notify.error(error),
    });
  const runClose = () =>
    close.mutate(info.id, {
      onSuccess: () => {
        setConfirmClose(false);
        notify.success(t('salaries.closedDone', { month: info.dateMonth.slice(0, 7) }));
      },
      onError: (error) => {
        setConfirmClose(false);
        notify.error(error);
      },
    });

  const body = () => {
    if (rows.isError)
      return <NonIdealState icon="error" title={t('list.loadError')} description={rows.error.message} />;
    if (!rows.data) return <Spinner />;
    if (rows.data.results.length === 0) {
      return (
        <NonIdealState
          icon="calculator"
          title={t('salaries.notComputed')}
          description={mayCompute && !closed ? t('salaries.notComputedHint') : undefined}
        />
      );
    }
    return <SalaryTable rows={rows.data.results} narrow={narrow} onOpen={setOpen} />;
  };

  return (
    <div className="bo-salary-month" data-testid="salary-month">
      <div className="bo-registers-bar">
        <HTMLSelect
          aria-label={t('fields.dateMonth')}
          data-testid="salary-month-picker"
          value={info.dateMonth}
          onChange={(e) => {
            paging.reset();
            setParams({ month: e.currentTarget.value }, { replace: true });
          }}
          options={months.data.results.map((m) => ({ value: m.dateMonth, label: m.dateMonth.slice(0, 7) }))}
        />
        {closed ? (
          <Tag intent={Intent.SUCCESS} icon="lock" data-testid="month-state">
            {t('salaries.closedAt', { at: formatDateTime(info.closedAt) })}
          </Tag>
        ) : (
          <Tag intent={Intent.WARNING} minimal icon="unlock" data-testid="month-state">
            {t('salaries.open')}
          </Tag>
        )}
        <span className={Classes.TEXT_MUTED}>
          {t('salaries.period')}: {periodText(info)} · {t('fields.baseSalary')}:{' '}
          {formatMoney(info.baseSalary, language)}
        </span>
        <span className="bo-salary-actions">
          {mayCompute && !closed && (
            <Button
              icon="calculator"
              text={t('salaries.compute')}
              loading={compute.isPending}
              data-testid="compute-month"
              onClick={runCompute}
            />
          )}
          {isManager(user) && !closed && (
            <Button
              icon="lock"
              intent={Intent.DANGER}
              text={t('salaries.close')}
              onClick={() => setConfirmClose(true)}
            />
          )}
        </span>
      </div>
      {body()}
      {rows.data && rows.data.total > 0 && <ListPagination {...paging.pagination} total={rows.data.total} />}
      <Callout className="bo-salary-rules" icon="info-sign">
        {t('salaries.rules')}
      </Callout>
      <SalaryBreakdownDrawer row={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        isOpen={confirmClose}
        message={t('salaries.closeConfirm', { month: info.dateMonth.slice(0, 7) })}
        confirmText={t('salaries.close')}
        loading={close.isPending}
        onConfirm={runClose}
        onCancel={() => setConfirmClose(false)}
      />
    </div>
  );
}
