import { Button, ButtonGroup, ButtonVariant, Intent, Size } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteResource } from '../../engine';
import { LinkOrdersDialog } from './LinkOrdersDialog';
import type { ListedOrder } from './orderQueries';
import { useCloneOrder } from './orderMutations';

type Pending = 'delete' | 'clone' | 'link' | null;

/** Edit, link to requirements, clone and delete of one order (spec section 2), each under its permission. */
export function OrderRowActions({ order }: { readonly order: ListedOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteResource('orders');
  const clone = useCloneOrder();
  const staff = !user.isOutsource;
  const button = (icon: 'edit' | 'link' | 'duplicate' | 'trash', label: string, onClick: () => void) => (
    <Button
      icon={icon}
      aria-label={label}
      title={label}
      intent={icon === 'trash' ? Intent.DANGER : Intent.NONE}
      onClick={onClick}
    />
  );
  const done = () => setPending(null);

  return (
    <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL}>
      {button('edit', t('list.edit'), () => void navigate(`/orders/${order.id}/edit`))}
      {staff &&
        can(user, 'orders', 'customerRequirements') &&
        button('link', t('orders.link'), () => setPending('link'))}
      {staff && can(user, 'orders', 'clone') && button('duplicate', t('orders.clone'), () => setPending('clone'))}
      {staff && can(user, 'orders', 'delete') && button('trash', t('list.delete'), () => setPending('delete'))}
      {pending === 'link' && <LinkOrdersDialog order={order} onClose={done} />}
      <ConfirmDialog
        isOpen={pending === 'clone'}
        intent={Intent.PRIMARY}
        message={t('orders.cloneConfirm', { id: order.id })}
        loading={clone.isPending}
        onCancel={done}
        onConfirm={() =>
          clone.mutate(order.id, {
            onSuccess: (copy) => notify.success(t('orders.cloned', { id: copy.id })),
            onError: (err) => notify.error(err),
            onSettled: done,
          })
        }
      />
      <ConfirmDialog
        isOpen={pending === 'delete'}
        message={t('popup.alertDelete', { defaultValue: t('orders.deleteConfirm') })}
        confirmText={t('list.delete')}
        loading={remove.isPending}
        onCancel={done}
        onConfirm={() =>
          remove.mutate(order.id, {
            onSuccess: () => notify.success(t('common.success')),
            onError: (err) => notify.error(err),
            onSettled: done,
          })
        }
      />
    </ButtonGroup>
  );
}
