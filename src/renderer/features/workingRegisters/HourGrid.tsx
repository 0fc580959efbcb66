import { Button, ButtonVariant, HTMLTable, Size } from '@blueprintjs/core';
import { OVERTIME_DAY_INDEX, WORKING_PHASES } from '../../../shared/domain/constants';
import { weekDayIndex } from '../../../shared/domain/payroll/calendarDate';
import {
  dayHours,
  isOvertimeHour,
  PHASE_HOURS,
  pickSlot,
  toggleShift,
} from '../../../shared/domain/payroll/workingHours';
import { useLabels } from '../../components/labels/useLabels';
import { dayMonthLabel, weekdayLabel } from './calendarLabels';
import type { WeekHours } from './registerForm';

/** Props of {@link HourGrid}. */
export interface HourGridProps {
  readonly dates: readonly string[];
  readonly hours: WeekHours;
  readonly onChange: (date: string, hours: number[]) => void;
  readonly disabled?: boolean;
}

/**
 * The register grid: a line per day, a cell per hour of the shifts (spec section 9). An empty
 * hour fills the four-hour slot it starts, a filled hour clears alone, a shift's button fills
 * or clears the whole shift; overtime hours show orange, and each line counts its hours.
 */
export function HourGrid({ dates, hours, onChange, disabled }: HourGridProps) {
  const { t, language } = useLabels();
  return (
    <div className="bo-week-scroll">
      <HTMLTable compact className="bo-hour-grid" data-testid="hour-grid">
        <thead>
          <tr>
            <th rowSpan={2}>{t('workingRegisters.day')}</th>
            {WORKING_PHASES.map((phase) => (
              <th key={phase.key} colSpan={PHASE_HOURS[phase.key].length} className="bo-hour-phase">
                {t(`workingRegisters.shiftNames.${phase.key}`)}
              </th>
            ))}
            <th rowSpan={2} className="bo-num">
              {t('workingRegisters.normal')}
            </th>
            <th rowSpan={2} className="bo-num">
              {t('workingRegisters.overtime')}
            </th>
          </tr>
          <tr>
            {WORKING_PHASES.flatMap((phase) =>
              PHASE_HOURS[phase.key].map((hour) => (
                <th key={hour} className="bo-hour-head">
                  {hour}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => {
            const day = hours[date] ?? [];
            const index = weekDayIndex(date);
            const totals = dayHours(date, day);
            return (
              <tr
                key={date}
                data-testid={`grid-day-${date}`}
                className={index === OVERTIME_DAY_INDEX ? 'bo-week-overtime-day' : undefined}
              >
                <th scope="row" className="bo-hour-day">
                  <span>
                    <span className="bo-week-day">{weekdayLabel(date, language)}</span> {dayMonthLabel(date)}
                  </span>
                  <span className="bo-hour-shifts">
                    {WORKING_PHASES.map((phase) => (
                      <Button
                        key={phase.key}
                        size={Size.SMALL}
                        variant={ButtonVariant.OUTLINED}
                        text={phase.key}
                        disabled={disabled}
                        title={t('workingRegisters.grid.toggleShift', {
                          shift: t(`workingRegisters.shiftNames.${phase.key}`),
                        })}
                        data-testid={`shift-${date}-${phase.key}`}
                        onClick={() => onChange(date, toggleShift(day, phase.key))}
                      />
                    ))}
                  </span>
                </th>
                {WORKING_PHASES.flatMap((phase) =>
                  PHASE_HOURS[phase.key].map((hour) => {
                    const on = day.includes(hour);
                    const overtime = isOvertimeHour(index, hour);
                    return (
                      <td key={hour} className="bo-hour-cell">
                        <button
                          type="button"
                          className={`bo-hour${on ? ' bo-hour-on' : ''}${overtime ? ' bo-hour-ot' : ''}`}
                          aria-pressed={on}
                          aria-label={`${dayMonthLabel(date)} ${hour}:00`}
                          data-testid={`hour-${date}-${hour}`}
                          disabled={disabled}
                          onClick={() => onChange(date, pickSlot(day, hour))}
                        />
                      </td>
                    );
                  }),
                )}
                <td className="bo-num">{totals.totalHours}</td>
                <td className="bo-num bo-overtime">{totals.totalHoursOT}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
