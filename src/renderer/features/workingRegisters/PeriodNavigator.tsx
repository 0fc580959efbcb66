import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link PeriodNavigator}. */
export interface PeriodNavigatorProps {
  /** The shown month or week, in words. */
  readonly label: string;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onToday: () => void;
}

/** Previous, today and next around the shown month or week. */
export function PeriodNavigator({ label, onPrevious, onNext, onToday }: PeriodNavigatorProps) {
  const { t } = useTranslation();
  return (
    <div className="bo-period-nav">
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('workingRegisters.previous')}
          title={t('workingRegisters.previous')}
          onClick={onPrevious}
        />
        <Button text={t('workingRegisters.today')} onClick={onToday} />
        <Button
          icon="chevron-right"
          aria-label={t('workingRegisters.next')}
          title={t('workingRegisters.next')}
          onClick={onNext}
        />
      </ButtonGroup>
      <strong className="bo-period-label" data-testid="period-label">
        {label}
      </strong>
    </div>
  );
}
