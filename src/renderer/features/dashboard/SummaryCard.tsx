import { Card, Classes, Icon, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SummaryCardView, SummaryChange } from './summaryCards';

const CHANGE_LOOK = {
  up: { icon: 'arrow-up', intent: Intent.SUCCESS },
  down: { icon: 'arrow-down', intent: Intent.DANGER },
  same: { icon: 'minus', intent: Intent.NONE },
} as const;

function ChangeLine({ change }: { readonly change: SummaryChange | null }) {
  const { t } = useTranslation();
  if (!change) return <div className={Classes.TEXT_MUTED}>{t('dashboard.noComparison')}</div>;
  const look = CHANGE_LOOK[change.direction];
  const amount =
    change.amount === null
      ? t('dashboard.fromNothing')
      : t(`dashboard.change.${change.unit}`, { value: change.amount });
  return (
    <div className="bo-summary-change">
      <Icon icon={look.icon} intent={look.intent} size={12} />
      <span>{t('dashboard.againstLastMonth', { change: amount })}</span>
    </div>
  );
}

/** One figure of the manager's dashboard for this month, with its change against last month. */
export function SummaryCard({ card }: { readonly card: SummaryCardView }) {
  const { t } = useTranslation();
  return (
    <Card className="bo-summary-card" data-testid={`summary-${card.key}`}>
      <Icon icon={card.icon} intent={card.intent} size={24} />
      <div className="bo-summary-text">
        <div className={Classes.TEXT_MUTED}>{t(`dashboard.cards.${card.key}`)}</div>
        <div className="bo-summary-value">{card.value}</div>
        <ChangeLine change={card.change} />
      </div>
    </Card>
  );
}
