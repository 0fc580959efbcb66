import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { hoursLate } from '../../../shared/domain/stageLateness';

/** Past this many hours the tag counts days. */
const HOURS_SHOWN = 48;

/**
 * "+5 h": an order late at its stage (deadlines per stage), by how long past its status's time
 * budget, in hours and, past two days, in days; nothing for an order on time.
 */
export function StageLateTag({ stageDueAt }: { readonly stageDueAt: string | null | undefined }) {
  const { t } = useTranslation();
  const hours = hoursLate(stageDueAt ?? null, new Date());
  if (hours === null) return null;
  const text =
    hours < HOURS_SHOWN
      ? t('orders.stage.lateHours', { hours })
      : t('orders.stage.lateDays', { days: Math.floor(hours / 24) });
  return (
    <Tag
      className="bo-stage-late"
      minimal
      intent={Intent.DANGER}
      icon="time"
      data-testid="stage-late"
      title={t('orders.stage.lateTitle', { hours })}
    >
      {text}
    </Tag>
  );
}
