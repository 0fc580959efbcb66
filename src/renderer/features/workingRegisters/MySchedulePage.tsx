import { Card, Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { OVERTIME_DAY_INDEX } from '../../../shared/domain/constants';
import { addDays, localCalendarDate, weekDayIndex, weekStart } from '../../../shared/domain/payroll/calendarDate';
import { defaultPeriod, lastDayOf, salaryMonthOf } from '../../../shared/domain/payroll/salaryPeriod';
import { useApi } from '../../app/bridge';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import { dayMonthLabel, fullDateLabel, weekdayLabel } from './calendarLabels';
import { PeriodNavigator } from './PeriodNavigator';
import { registersCrumb } from './registersCrumb';
import { registerQueries } from './registerQueries';
import { ShiftTags } from './ShiftTags';
import { useCalendarState } from './useCalendarState';
import { hourRanges, weekDates } from './weekRows';
import './workingRegisters.css';

/**
 * `/workingRegisters/me`: my week, day by day (shifts, hours, normal and overtime), and my
 * hours of the salary period the week falls in.
 */
export function MySchedulePage() {
  const { t, language } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const [state, setState] = useCalendarState();
  const monday = weekStart(state.date);
  const sunday = addDays(monday, 6);
  const week = useQuery(registerQueries.person(call, user.id, monday, sunday));
  const period = defaultPeriod(salaryMonthOf(state.date));
  const periodEnd = lastDayOf(period);
  const inPeriod = useQuery(registerQueries.person(call, user.id, period.startDate, periodEnd));
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
              {weekDates(monday).map((date) => {
                const register = byDate.get(date);
                const hours = register?.workingTimes ?? [];
                return (
                  <tr key={date} data-testid={`my-day-${date}`}>
                    <td className="bo-week-date">
                      <span className="bo-week-day">{weekdayLabel(date, language)}</span> {dayMonthLabel(date)}
                    </td>
                    <td>
                      {hours.length > 0 ? (
                        <ShiftTags hours={hours} overtimeDay={weekDayIndex(date) === OVERTIME_DAY_INDEX} />
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
    <div className="bo-registers" data-testid="my-schedule">
      <PageHeader
        title={t('workingRegisters.mySchedule')}
        breadcrumbs={[registersCrumb(user, t('workingRegisters.title')), { text: t('workingRegisters.mySchedule') }]}
      />
      <div className="bo-registers-bar">
        <PeriodNavigator
          label={t('workingRegisters.weekOf', { from: dayMonthLabel(monday), to: dayMonthLabel(sunday) })}
          onPrevious={() => setState({ date: addDays(monday, -7) })}
          onNext={() => setState({ date: addDays(monday, 7) })}
          onToday={() => setState({ date: localCalendarDate() })}
        />
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
    </div>
  );
}
