import { FormGroup, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addDays, addMonths, localCalendarDate, weekStart } from '../../../shared/domain/payroll/calendarDate';
import { canList } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { ReferenceMultiSelect } from '../../components/form/ReferenceMultiSelect';
import { useLabels } from '../../components/labels/useLabels';
import { dayMonthLabel, monthLabel } from './calendarLabels';
import { MonthCalendar, monthWeeks } from './MonthCalendar';
import { PeriodNavigator } from './PeriodNavigator';
import { registerQueries } from './registerQueries';
import { useCalendarState, type CalendarView } from './useCalendarState';
import { daySummaries, weekDates, weekRows } from './weekRows';
import { WeekTable } from './WeekTable';
import './workingRegisters.css';

/** The range a view shows around `date`: the month's whole weeks, or its week. */
function rangeOf(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'week') return { from: weekStart(date), to: addDays(weekStart(date), 6) };
  const weeks = monthWeeks(date);
  return { from: weeks[0] ?? date, to: addDays(weeks.at(-1) ?? date, 6) };
}

/**
 * `/workingRegisters`: everyone's shifts as a month calendar or a week table (weeks start on
 * Monday), filtered by role; the range and the filter are kept in the URL.
 */
export function RegistersPage() {
  const { t, language } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const [state, setState] = useCalendarState();
  const { from, to } = rangeOf(state.view, state.date);
  const result = useQuery(registerQueries.range(call, from, to, state.roleIds));
  const registers = result.data;
  const days = useMemo(() => daySummaries(registers ?? []), [registers]);
  const rows = useMemo(() => weekRows(registers ?? []), [registers]);

  const step = (direction: 1 | -1) =>
    setState({
      date: state.view === 'week' ? addDays(weekStart(state.date), 7 * direction) : addMonths(state.date, direction),
    });
  const label =
    state.view === 'week'
      ? t('workingRegisters.weekOf', { from: dayMonthLabel(from), to: dayMonthLabel(to) })
      : monthLabel(state.date, language);

  const body = () => {
    if (!registers)
      return result.isError ? (
        <NonIdealState icon="error" title={t('list.loadError')} description={result.error.message} />
      ) : (
        <Spinner />
      );
    if (state.view === 'month') {
      return <MonthCalendar date={state.date} days={days} onOpenWeek={(date) => setState({ view: 'week', date })} />;
    }
    if (rows.length === 0) return <NonIdealState icon="calendar" title={t('workingRegisters.empty')} />;
    return <WeekTable dates={weekDates(from)} rows={rows} />;
  };

  return (
    <div className="bo-registers" data-testid="working-registers">
      <PageHeader
        title={t('workingRegisters.title')}
        breadcrumbs={[{ text: t('menu.dashboard'), to: '/' }, { text: t('workingRegisters.title') }]}
      />
      <div className="bo-registers-bar">
        <PeriodNavigator
          label={label}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          onToday={() => setState({ date: localCalendarDate() })}
        />
        <SegmentedControl
          small
          value={state.view}
          onValueChange={(view) => setState({ view: view as CalendarView })}
          options={[
            { value: 'month', label: t('workingRegisters.views.month') },
            { value: 'week', label: t('workingRegisters.views.week') },
          ]}
        />
        {canList(user, 'roles') && (
          <FormGroup inline label={t('workingRegisters.role')} labelFor="registers-role" className="bo-registers-role">
            <ReferenceMultiSelect
              id="registers-role"
              resource="roles"
              value={state.roleIds}
              onChange={(roleIds) => setState({ roleIds })}
            />
          </FormGroup>
        )}
        {result.isFetching && registers && <Spinner size={16} />}
      </div>
      {body()}
      {state.view === 'week' && rows.length > 0 && (
        <p className="bo-registers-legend">{t('workingRegisters.legend')}</p>
      )}
    </div>
  );
}
