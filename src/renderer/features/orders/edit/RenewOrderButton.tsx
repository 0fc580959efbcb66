import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRenewOrder } from '../orderMutations';

/** 'Re New' (spec issue 9): after a confirmation, starts a new order from this done or canceled one and opens it. */
export function RenewOrderButton({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const renew = useRenewOrder();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button icon="repeat" intent={Intent.PRIMARY} text={t('orders.renew')} onClick={() => setAsking(true)} />
      <ConfirmDialog
        isOpen={asking}
        intent={Intent.PRIMARY}
        message={t('orders.renewConfirm', { id: orderId })}
        confirmText={t('orders.renew')}
        loading={renew.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          renew.mutate(orderId, {
            onSuccess: (order) => {
              notify.success(t('orders.renewed', { id: order.id }));
              void navigate(`/orders/${order.id}/edit`);
            },
            onError: (err) => notify.error(err),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}
