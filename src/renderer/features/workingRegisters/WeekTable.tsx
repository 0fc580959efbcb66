import { HTMLTable } from '@blueprintjs/core';
import { OVERTIME_DAY_INDEX } from '../../../shared/domain/constants';
import { weekDayIndex } from '../../../shared/domain/payroll/calendarDate';
import { useLabels } from '../../components/labels/useLabels';
import { dayMonthLabel, weekdayLabel } from './calendarLabels';
import { ShiftTags } from './ShiftTags';
import type { RegisterLike, WeekRow } from './weekRows';

/** Props of {@link WeekTable}. */
export interface WeekTableProps<R extends RegisterLike> {
  /** The seven days, Monday first. */
  readonly dates: readonly string[];
  readonly rows: readonly WeekRow<R>[];
}

const hours = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The week of everyone (or one person): a line per person, a column per day, normal and overtime totals. */
export function WeekTable<R extends RegisterLike>({ dates, rows }: WeekTableProps<R>) {
  const { t, language } = useLabels();
  return (
    <div className="bo-week-scroll">
      <HTMLTable compact striped className="bo-week-table" data-testid="week-table">
        <thead>
          <tr>
            <th>{t('workingRegisters.person')}</th>
            {dates.map((date) => (
              <th key={date} className={weekDayIndex(date) === OVERTIME_DAY_INDEX ? 'bo-week-overtime-day' : undefined}>
                <span className="bo-week-day">{weekdayLabel(date, language)}</span> {dayMonthLabel(date)}
              </th>
            ))}
            <th className="bo-num">{t('workingRegisters.normal')}</th>
            <th className="bo-num">{t('workingRegisters.overtime')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} data-testid={`week-row-${row.userId}`}>
              <td className="bo-week-person">{row.name}</td>
              {dates.map((date) => {
                const register = row.days.get(date);
                return (
                  <td key={date}>
                    {register && (
                      <ShiftTags
                        hours={register.workingTimes ?? []}
                        overtimeDay={weekDayIndex(date) === OVERTIME_DAY_INDEX}
                      />
                    )}
                  </td>
                );
              })}
              <td className="bo-num">{hours(row.totalHours)}</td>
              <td className="bo-num bo-overtime">{hours(row.totalHoursOT)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
