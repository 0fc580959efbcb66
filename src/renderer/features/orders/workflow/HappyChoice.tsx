import { FormGroup, SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link HappyChoice}. */
export interface HappyChoiceProps {
  /** Undefined: not said. */
  readonly value: boolean | undefined;
  readonly onChange: (happy: boolean | undefined) => void;
  readonly disabled?: boolean;
}

const OPTIONS = ['unsaid', 'happy', 'unhappy'] as const;
type Option = (typeof OPTIONS)[number];
const toValue = (option: Option): boolean | undefined => (option === 'unsaid' ? undefined : option === 'happy');

/** On the step that makes an order done: was the customer happy? The done view shows the smile or frown. */
export function HappyChoice({ value, onChange, disabled }: HappyChoiceProps) {
  const { t } = useTranslation();
  const current: Option = value === undefined ? 'unsaid' : value ? 'happy' : 'unhappy';
  return (
    <FormGroup className="bo-step-half" label={t('workflow.happy.label')}>
      <SegmentedControl
        size="small"
        disabled={disabled}
        options={OPTIONS.map((option) => ({ value: option, label: t(`workflow.happy.${option}`) }))}
        value={current}
        onValueChange={(picked) => onChange(toValue(OPTIONS.find((o) => o === picked) ?? 'unsaid'))}
      />
    </FormGroup>
  );
}
