import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, presetSpan, type DateSpan, type PeriodPreset } from '../../../shared/domain/reportPeriods';

/** A preset, or the days the user typed. */
export type PeriodChoice = PeriodPreset | 'custom';

/** What the reports cover: the choice and its days. */
export interface Period {
  readonly choice: PeriodChoice;
  readonly span: DateSpan;
}

/** The period of a preset as of `now`. */
export function presetPeriod(preset: PeriodPreset, now: Date = new Date()): Period {
  return { choice: preset, span: presetSpan(preset, now) };
}

/** Props of {@link PeriodPicker}. */
export interface PeriodPickerProps {
  readonly value: Period;
  readonly onChange: (next: Period) => void;
}

/** Today, This Week, This Month, This Year or a custom range of days (spec section 2, Reports). */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const setDay = (side: keyof DateSpan, day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const span = { ...value.span, [side]: day };
    // A start after the end moves the other side along rather than asking for an impossible range.
    const fixed = span.first > span.last ? (side === 'first' ? { ...span, last: day } : { ...span, first: day }) : span;
    onChange({ choice: 'custom', span: fixed });
  };
  return (
    <div className="bo-period-picker">
      <ButtonGroup>
        {PERIOD_PRESETS.map((preset) => (
          <Button
            key={preset}
            text={t(`reports.presets.${preset}`)}
            active={value.choice === preset}
            data-testid={`period-${preset}`}
            onClick={() => onChange(presetPeriod(preset))}
          />
        ))}
        <Button
          text={t('reports.presets.custom')}
          active={value.choice === 'custom'}
          data-testid="period-custom"
          onClick={() => onChange({ ...value, choice: 'custom' })}
        />
      </ButtonGroup>
      {value.choice === 'custom' && (
        <div className="bo-period-custom">
          <InputGroup
            type="date"
            aria-label={t('reports.from')}
            value={value.span.first}
            onValueChange={(day) => setDay('first', day)}
          />
          <span>–</span>
          <InputGroup
            type="date"
            aria-label={t('reports.to')}
            value={value.span.last}
            onValueChange={(day) => setDay('last', day)}
          />
        </div>
      )}
    </div>
  );
}
