import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDate, localCalendarDate, type CalendarDate } from '../../../shared/domain/payroll/calendarDate';

/** How the calendar shows its range: a month of days or one week of people. */
export type CalendarView = 'month' | 'week';

/** The calendar's place, kept in the URL: `?view=week&date=2026-03-09&roleId=7,24`. */
export interface CalendarState {
  readonly view: CalendarView;
  /** A day of the shown month or week. */
  readonly date: CalendarDate;
  readonly roleIds: readonly number[];
}

const parseIds = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** The calendar's state from the URL; `fallback` is the day shown when the URL names none. @default today */
export function useCalendarState(
  fallback: CalendarDate = localCalendarDate(),
): [CalendarState, (next: Partial<CalendarState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo<CalendarState>(() => {
    const date = params.get('date') ?? '';
    return {
      view: params.get('view') === 'week' ? 'week' : 'month',
      date: isCalendarDate(date) ? date : fallback,
      roleIds: parseIds(params.get('roleId')),
    };
  }, [params, fallback]);
  const update = useCallback(
    (next: Partial<CalendarState>) => {
      const merged = { ...state, ...next };
      const search = new URLSearchParams({ view: merged.view, date: merged.date });
      if (merged.roleIds.length > 0) search.set('roleId', merged.roleIds.join(','));
      setParams(search, { replace: true });
    },
    [state, setParams],
  );
  return [state, update];
}
