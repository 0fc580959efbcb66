import { Card, Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OVERTIME_DAY_INDEX } from '../../../shared/domain/constants';
import {
  addDays,
  localCalendarDate,
  weekDayIndex,
  weekStart,
  type CalendarDate,
} from '../../../shared/domain/payroll/calendarDate';
import { defaultPeriod, lastDayOf, salaryMonthOf } from '../../../shared/domain/payroll/salaryPeriod';
import { useApi } from '../../core/bridge';
import { useLabels } from '../../components/labels/useLabels';
import { dayMonthLabel, fullDateLabel, weekdayLabel } from './calendarLabels';
import { PeriodNavigator } from './PeriodNavigator';
import { registerQueries } from './registerQueries';
import { ShiftTags } from './ShiftTags';
import { hourRanges, weekDates } from './weekRows';
import './workingRegisters.css';

/** Props of {@link PersonWeek}. */
export interface PersonWeekProps {
  readonly userId: number;
  /** A day of the week shown. */
  readonly date: CalendarDate;
  readonly onDate: (date: CalendarDate) => void;
  /** Buttons after the week navigator. @default none */
  readonly actions?: ReactNode;
}

/**
 * One person's week, day by day (shifts, hours, normal and overtime), and their hours of the
 * salary period the week falls in: my schedule, and a user's working-times tab.
 */
export function PersonWeek({ userId, date, onDate, actions }: PersonWeekProps) {
  const { t, language } = useLabels();
  const call = useApi();
  const monday = weekStart(date);
  const sunday = addDays(monday, 6);
  const week = useQuery(registerQueries.person(call, userId, monday, sunday));
  const period = defaultPeriod(salaryMonthOf(date));
  const periodEnd = lastDayOf(period);
  const inPeriod = useQuery(registerQueries.person(call, userId, period.startDate, periodEnd));
  const byDate = new Map((week.data?.results ?? []).map((r) => [r.date, r]));

  const body = () => {
    if (week.isError)
      return <NonIdealState icon="error" title={t('list.loadError')} description={week.error.message} />;
    if (!week.data) return <Spinner />;
    return (
      <Card className="bo-my-week">
        <div className="bo-week-scroll">
          <HTMLTable compact striped className="bo-my-week-table" data-testid="my-week">
            <thead>
              <tr>
                <th>{t('workingRegisters.day')}</th>
                <th>{t('workingRegisters.shifts')}</th>
                <th>{t('workingRegisters.hours')}</th>
                <th className="bo-num">{t('workingRegisters.normal')}</th>
                <th className="bo-num">{t('workingRegisters.overtime')}</th>
              </tr>
            </thead>
            <tbody>
              {weekDates(monday).map((day) => {
                const register = byDate.get(day);
                const hours = register?.workingTimes ?? [];
                return (
                  <tr key={day} data-testid={`my-day-${day}`}>
                    <td className="bo-week-date">
                      <span className="bo-week-day">{weekdayLabel(day, language)}</span> {dayMonthLabel(day)}
                    </td>
                    <td>
                      {hours.length > 0 ? (
                        <ShiftTags hours={hours} overtimeDay={weekDayIndex(day) === OVERTIME_DAY_INDEX} />
                      ) : (
                        <span className={Classes.TEXT_MUTED}>{t('workingRegisters.dayOff')}</span>
                      )}
                    </td>
                    <td>{hourRanges(hours)}</td>
                    <td className="bo-num">{register?.totalHours ?? 0}</td>
                    <td className="bo-num bo-overtime">{register?.totalHoursOT ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={3}>{t('workingRegisters.total')}</th>
                <td className="bo-num">{week.data.totalHours}</td>
                <td className="bo-num bo-overtime">{week.data.totalHoursOT}</td>
              </tr>
            </tfoot>
          </HTMLTable>
        </div>
      </Card>
    );
  };

  return (
    <>
      <div className="bo-registers-bar">
        <PeriodNavigator
          label={t('workingRegisters.weekOf', { from: dayMonthLabel(monday), to: dayMonthLabel(sunday) })}
          onPrevious={() => onDate(addDays(monday, -7))}
          onNext={() => onDate(addDays(monday, 7))}
          onToday={() => onDate(localCalendarDate())}
        />
        {actions}
      </div>
      {body()}
      {inPeriod.data && (
        <p className="bo-period-totals" data-testid="period-totals">
          {t('workingRegisters.periodTotals', {
            from: fullDateLabel(period.startDate),
            to: fullDateLabel(periodEnd),
            normal: inPeriod.data.totalHours,
            overtime: inPeriod.data.totalHoursOT,
          })}
        </p>
      )}
    </>
  );
}
