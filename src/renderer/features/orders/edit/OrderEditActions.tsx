import { AnchorButton, Button, ButtonVariant, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderHistory } from '../history';
import { can } from '../../../../shared/domain/permissions';
import { mayForce } from '../../../../shared/domain/workflow/actors';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { createHash, useModalNavigation } from '../../../engine';
import type { OrderDetail } from '../orderQueries';
import { entryOf } from '../workflow/entryOf';
import { MakeToMistakeConfirm } from '../workflow/MakeToMistakeConfirm';
import { ForceUpdateDialog } from './ForceUpdateDialog';

export interface OrderEditActionsProps {
  readonly order: OrderDetail;
  readonly current: OrderHistory | null;
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
}

/** The edit page's header actions: report a mistake, force update, refresh (spec section 2); Re New sits in the follow-up form. */
export function OrderEditActions({ order, current, refreshing, onRefresh }: OrderEditActionsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const [forcing, setForcing] = useState(false);
  const [mistakeNote, setMistakeNote] = useState<string | null>(null);
  return (
    <>
      {!user.isOutsource && can(user, 'mistakeRecords', 'create') && (
        <AnchorButton
          icon="error"
          intent={Intent.DANGER}
          variant={ButtonVariant.OUTLINED}
          text={t('orders.reportMistake')}
          href={createHash('mistakeRecords', { orderId: order.id })}
          onClick={(e) => {
            e.preventDefault();
            modal.openCreate('mistakeRecords', { orderId: order.id });
          }}
        />
      )}
      {mayForce(order, entryOf(current), user) && (
        <Button
          icon="warning-sign"
          intent={Intent.WARNING}
          text={t('workflow.force')}
          onClick={() => setForcing(true)}
        />
      )}
      <Button icon="refresh" text={t('orders.refresh')} loading={refreshing} onClick={onRefresh} />
      {forcing && (
        <ForceUpdateDialog
          order={order}
          current={current}
          onClose={() => setForcing(false)}
          onFeedback={setMistakeNote}
        />
      )}
      <MakeToMistakeConfirm orderId={order.id} note={mistakeNote} onClose={() => setMistakeNote(null)} />
    </>
  );
}
