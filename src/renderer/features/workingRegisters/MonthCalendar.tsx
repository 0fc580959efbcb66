import { Classes } from '@blueprintjs/core';
import { WORKING_PHASES } from '../../../shared/domain/constants';
import {
  addDays,
  localCalendarDate,
  monthStart,
  addMonths,
  weekStart,
} from '../../../shared/domain/payroll/calendarDate';
import { useLabels } from '../../components/labels/useLabels';
import { weekdayLabel } from './calendarLabels';
import type { DaySummary } from './weekRows';
import { weekDates } from './weekRows';

/** Props of {@link MonthCalendar}. */
export interface MonthCalendarProps {
  /** A day of the month shown. */
  readonly date: string;
  readonly days: ReadonlyMap<string, DaySummary>;
  /** Opens the week of a day. */
  readonly onOpenWeek: (date: string) => void;
}

/** The weeks (Monday first) that hold the month of `date`. */
export function monthWeeks(date: string): string[] {
  const first = monthStart(date);
  const next = addMonths(first, 1);
  const weeks: string[] = [];
  for (let monday = weekStart(first); monday < next; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** A month of days, Monday first: per day the people registered, their hours and each shift's head count. */
export function MonthCalendar({ date, days, onOpenWeek }: MonthCalendarProps) {
  const { t, language } = useLabels();
  const weeks = monthWeeks(date);
  const month = date.slice(0, 7);
  const today = localCalendarDate();
  return (
    <div className="bo-month" data-testid="month-calendar">
      {weekDates(weeks[0] ?? date).map((d) => (
        <div key={d} className="bo-month-head">
          {weekdayLabel(d, language)}
        </div>
      ))}
      {weeks.flatMap((monday) =>
        weekDates(monday).map((day) => {
          const summary = days.get(day);
          const classes = [
            'bo-month-day',
            day.slice(0, 7) !== month ? 'bo-month-outside' : '',
            day === today ? 'bo-month-today' : '',
          ].join(' ');
          return (
            <button
              type="button"
              key={day}
              className={classes}
              data-testid={`day-${day}`}
              title={t('workingRegisters.openWeek')}
              onClick={() => onOpenWeek(day)}
            >
              <span className="bo-month-date">{Number(day.slice(8, 10))}</span>
              {summary && (
                <span className="bo-month-summary">
                  <span>{t('workingRegisters.people', { count: summary.people })}</span>
                  <span>
                    {summary.totalHours > 0 && t('workingRegisters.hoursShort', { count: summary.totalHours })}
                    {summary.totalHoursOT > 0 && (
                      <span className="bo-overtime">
                        {summary.totalHours > 0 ? ' +' : '+'}
                        {t('workingRegisters.hoursShort', { count: summary.totalHoursOT })}
                      </span>
                    )}
                  </span>
                  <span className={Classes.TEXT_MUTED}>
                    {WORKING_PHASES.map((p) => `${p.key}\u00a0${summary.shifts[p.key]}`).join(' · ')}
                  </span>
                </span>
              )}
            </button>
          );
        }),
      )}
    </div>
  );
}
