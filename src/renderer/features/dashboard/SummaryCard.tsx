import { Card, Classes, Icon, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/bridge';
import { groupThousands } from '../../../shared/domain/format';
import { dashboardQueries } from './dashboardQueries';
import type { SummaryCardDef } from './summaryCards';

/** One count card of the manager's dashboard. */
export function SummaryCard({ card }: { readonly card: SummaryCardDef }) {
  const { t, i18n } = useTranslation();
  const call = useApi();
  const count = useQuery(dashboardQueries.orderCount(call, card.filter));
  const separator = i18n.resolvedLanguage === 'vi' ? '.' : ',';

  return (
    <Card className="bo-summary-card" data-testid={`summary-${card.key}`}>
      <Icon icon={card.icon} intent={card.intent} size={24} />
      <div>
        <div className={Classes.TEXT_MUTED}>{t(`dashboard.cards.${card.key}`)}</div>
        <div className="bo-summary-value">
          {count.isPending && <Spinner size={SpinnerSize.SMALL} />}
          {count.isError && <span title={count.error.message}>—</span>}
          {count.isSuccess && groupThousands(count.data, separator)}
        </div>
      </div>
    </Card>
  );
}
