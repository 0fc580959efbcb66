import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../core/i18n/language';
import { useApi } from '../../core/bridge';
import { presetSpan, spanRange } from '../../../shared/domain/reportPeriods';
import { dashboardQueries } from './dashboardQueries';
import { SummaryCard } from './SummaryCard';
import { summaryCards } from './summaryCards';

/** The managers' four cards: this month's figures against last month's. */
export function SummaryCards() {
  const { t, i18n } = useTranslation();
  const call = useApi();
  const createdAt = useMemo(() => spanRange(presetSpan('month', new Date())), []);
  const summary = useQuery(dashboardQueries.summary(call, createdAt));
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <section className="bo-summary-grid" aria-label={t('dashboard.summary')} aria-busy={summary.isPending}>
      {summary.isPending && <Spinner size={24} />}
      {summary.isError && (
        <Callout intent={Intent.DANGER} title={t('dashboard.summaryFailed')}>
          {summary.error.message}
        </Callout>
      )}
      {summary.isSuccess &&
        summaryCards(summary.data, language).map((card) => <SummaryCard key={card.key} card={card} />)}
    </section>
  );
}
