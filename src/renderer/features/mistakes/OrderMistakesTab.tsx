import { Button, Classes, HTMLTable, Intent, NonIdealState, Size, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { useApi } from '../../app/bridge';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { notify } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { RateStars } from '../../components/form/RateStars';
import { resourceKeys } from '../../app/resourceQueries';
import { useLabels } from '../../components/labels/useLabels';

/** The mistake records of one order; only the victim accepts one, after confirming (spec section 4). */
export function OrderMistakesTab({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const { language } = useLabels();
  const call = useApi();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [accepting, setAccepting] = useState<number | null>(null);
  const key = resourceKeys.all('mistakeRecords');
  const records = useQuery({
    queryKey: [...key, 'order', orderId],
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
  const accept = useMutation({
    mutationFn: (id: number) => call('PUT /mistakeRecords/:id/accept', { params: { id } }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(error),
    onSettled: () => {
      setAccepting(null);
      return client.invalidateQueries({ queryKey: key });
    },
  });

  if (records.isPending) return <Spinner size={24} />;
  if (records.isError) return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.results.length === 0) return <NonIdealState icon="endorsed" title={t('mistakes.empty')} />;
  return (
    <>
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
                {r.isAccept ? (
                  <Tag minimal intent={Intent.SUCCESS} icon="tick">
                    {t('mistakes.accepted')}
                  </Tag>
                ) : r.victimId === user.id ? (
                  <Button
                    size={Size.SMALL}
                    intent={Intent.PRIMARY}
                    text={t('mistakes.accept')}
                    onClick={() => setAccepting(r.id)}
                  />
                ) : (
                  <Tag minimal>{t('mistakes.waiting')}</Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ConfirmDialog
        isOpen={accepting !== null}
        intent={Intent.PRIMARY}
        message={t('mistakes.acceptConfirm')}
        loading={accept.isPending}
        onCancel={() => setAccepting(null)}
        onConfirm={() => accepting !== null && accept.mutate(accepting)}
      />
    </>
  );
}
