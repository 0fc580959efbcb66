import { Button, ButtonGroup, Intent, Size } from '@blueprintjs/core';
import { useState } from 'react';
import type { UserRequestDecision } from '../../../shared/api/endpoints/userRequests';
import type { UserRequestStatus } from '../../../shared/domain/enums';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLabels } from '../../components/labels/useLabels';
import { useDecideRequest } from './useDecideRequest';

/** Props of {@link RequestDecision}. */
export interface RequestDecisionProps {
  readonly id: number;
  readonly status: UserRequestStatus | null;
  /** The sender: nobody decides their own request. */
  readonly userId: number | null;
}

/**
 * A request's decision: Approve and Reject on a pending request, to those with
 * userRequests.update who did not send it, each behind a confirmation; else nothing (the
 * list's Status column says where it stands).
 */
export function RequestDecision({ id, status, userId }: RequestDecisionProps) {
  const { t, enumLabel } = useLabels();
  const user = useCurrentUser();
  const decide = useDecideRequest();
  const [asking, setAsking] = useState<UserRequestDecision | null>(null);
  const current = status ?? 'pending';
  const mayDecide = current === 'pending' && can(user, 'userRequests', 'update') && userId !== user.id;
  if (!mayDecide) return null;
  return (
    <span className="bo-request-decision">
      <ButtonGroup size={Size.SMALL}>
        <Button
          icon="tick"
          intent={Intent.SUCCESS}
          text={t('userRequests.approve')}
          onClick={() => setAsking('approve')}
        />
        <Button
          icon="cross"
          intent={Intent.DANGER}
          text={t('userRequests.reject')}
          onClick={() => setAsking('reject')}
        />
      </ButtonGroup>
      <ConfirmDialog
        isOpen={asking !== null}
        intent={asking === 'reject' ? Intent.DANGER : Intent.SUCCESS}
        message={t(asking === 'reject' ? 'userRequests.rejectConfirm' : 'userRequests.approveConfirm', { id })}
        confirmText={t(asking === 'reject' ? 'userRequests.reject' : 'userRequests.approve')}
        loading={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          decide.mutate(
            { id, decision: asking },
            {
              onSuccess: (row) =>
                notify.success(t('userRequests.decided', { id, status: enumLabel(row.status ?? '') })),
              onError: (error) => notify.error(error),
              onSettled: () => setAsking(null),
            },
          )
        }
      />
    </span>
  );
}
