import { Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { useApi } from '../../core/bridge';
import { ErrorState } from '../../components/ErrorState';
import { RateStars } from '../../components/form/RateStars';
import { resourceKeys } from '../../core/resourceQueries';
import { useLabels } from '../../components/labels/useLabels';
import { MistakeAccept } from './MistakeAccept';

/** The mistake records of one order; only the victim accepts one, after confirming (spec section 4). */
export function OrderMistakesTab({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const { language } = useLabels();
  const call = useApi();
  const records = useQuery({
    queryKey: [...resourceKeys.all('mistakeRecords'), 'order', orderId],
    queryFn: () =>
      call('GET /mistakeRecords', {
        query: {
          filter: JSON.stringify({ orderId }),
          includes: 'mistakeType,victim,creator',
          orderBy: '-createdAt',
          limit: 100,
        },
      }),
  });

  if (records.isPending) return <Spinner size={24} />;
  if (records.isError) return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.results.length === 0) return <NonIdealState icon="endorsed" title={t('mistakes.empty')} />;
  return (
    <HTMLTable compact striped className="bo-fill-table" data-testid="order-mistakes">
      <thead>
        <tr>
          <th>{t('mistakes.type')}</th>
          <th>{t('mistakes.victim')}</th>
          <th>{t('mistakes.fine')}</th>
          <th>{t('mistakes.note')}</th>
          <th>{t('mistakes.createdAt')}</th>
          <th>{t('mistakes.status')}</th>
        </tr>
      </thead>
      <tbody>
        {records.data.results.map((r) => (
          <tr key={r.id}>
            <td>
              {r.mistakeType?.name} <RateStars value={r.mistakeType?.level ?? null} />
            </td>
            <td>{r.victim?.displayName}</td>
            <td>{formatMoney(r.monetaryFine, language)}</td>
            <td className={Classes.TEXT_MUTED}>{r.note}</td>
            <td>{formatDateTime(r.createdAt)}</td>
            <td>
              <MistakeAccept id={r.id} victimId={r.victimId} isAccept={r.isAccept} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
