import { Intent, Tag } from '@blueprintjs/core';
import { OVERTIME_FROM_HOUR, WORKING_PHASES, type WorkingPhase } from '../../../shared/domain/constants';
import { hourRanges, shiftMarks } from './weekRows';

/** Props of {@link ShiftTags}. */
export interface ShiftTagsProps {
  readonly hours: readonly number[];
  /** Every hour of the day is overtime (day index 6). */
  readonly overtimeDay: boolean;
}

const OVERTIME_SHIFTS = new Set<WorkingPhase>(
  WORKING_PHASES.filter((p) => p.startHour >= OVERTIME_FROM_HOUR).map((p) => p.key),
);

/**
 * A day's shifts as tags: blue for normal time, orange for overtime (C3, or any shift on the
 * week's seventh day); a shift worked in part is outlined. The hours show on hover.
 */
export function ShiftTags({ hours, overtimeDay }: ShiftTagsProps) {
  return (
    <span className="bo-shift-tags" title={hourRanges(hours)}>
      {shiftMarks(hours).map(({ phase, whole }) => (
        <Tag
          key={phase}
          minimal={!whole}
          intent={overtimeDay || OVERTIME_SHIFTS.has(phase) ? Intent.WARNING : Intent.PRIMARY}
        >
          {phase}
        </Tag>
      ))}
    </span>
  );
}
