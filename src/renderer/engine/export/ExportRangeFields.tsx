import { Button, ButtonGroup, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EXPORT_PRESETS } from '../../../shared/domain/constants';
import type { DateSpan } from '../../../shared/domain/reportPeriods';
import { exportPresetSpan, formatDay, parseDay, type ExportPreset } from './exportRange';

/** The range as typed: `DD/MM/YYYY` texts and the preset that filled them, if untouched since. */
export interface RangeDraft {
  readonly preset: ExportPreset | null;
  readonly first: string;
  readonly last: string;
}

export function draftOfPreset(preset: ExportPreset, now = new Date()): RangeDraft {
  const span = exportPresetSpan(preset, now);
  return { preset, first: formatDay(span.first), last: formatDay(span.last) };
}

/** The span of a draft, or the problem of each side (translation keys). */
export function readDraft(draft: RangeDraft): { span: DateSpan | null; first?: string; last?: string } {
  const first = parseDay(draft.first);
  const last = parseDay(draft.last);
  if (!first || !last) {
    return {
      span: null,
      first: first ? undefined : 'export.invalidDate',
      last: last ? undefined : 'export.invalidDate',
    };
  }
  if (first > last) return { span: null, last: 'export.rangeOrder' };
  return { span: { first, last } };
}

/** Props of {@link ExportRangeFields}. */
export interface ExportRangeFieldsProps {
  readonly value: RangeDraft;
  readonly onChange: (next: RangeDraft) => void;
  readonly disabled?: boolean;
}

/** Presets Today and This Month, and the two dates typed `DD/MM/YYYY` (spec section 2). */
export function ExportRangeFields({ value, onChange, disabled }: ExportRangeFieldsProps) {
  const { t } = useTranslation();
  const problems = readDraft(value);
  const side = (key: 'first' | 'last', label: string) => (
    <FormGroup
      label={label}
      labelFor={`export-${key}`}
      intent={problems[key] ? Intent.DANGER : Intent.NONE}
      helperText={problems[key] ? t(problems[key]) : undefined}
    >
      <InputGroup
        id={`export-${key}`}
        data-testid={`export-${key}`}
        placeholder={t('export.datePlaceholder')}
        value={value[key]}
        disabled={disabled}
        intent={problems[key] ? Intent.DANGER : Intent.NONE}
        leftIcon="calendar"
        onValueChange={(text) => onChange({ ...value, preset: null, [key]: text })}
      />
    </FormGroup>
  );
  return (
    <div className="bo-export-range">
      <ButtonGroup>
        {EXPORT_PRESETS.map((preset) => (
          <Button
            key={preset}
            text={t(`export.presets.${preset}`)}
            active={value.preset === preset}
            disabled={disabled}
            data-testid={`export-preset-${preset}`}
            onClick={() => onChange(draftOfPreset(preset))}
          />
        ))}
      </ButtonGroup>
      <div className="bo-export-dates">
        {side('first', t('export.from'))}
        {side('last', t('export.to'))}
      </div>
    </div>
  );
}
