import { Button, ButtonVariant, Intent, Size, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';

/** Props of {@link PaymentStatus}. */
export interface PaymentStatusProps {
  readonly id: number;
  readonly isConfirm: boolean | null | undefined;
}

/** The review page of a payment. */
export const reviewPath = (id: number): string => `/payments/${id}/review`;

/**
 * Spec section 2: a confirmed payment shows a Confirmed tag, any other a Review button (a
 * 'Not confirmed' tag for those who may not open payments, such as outsourced designers).
 */
export function PaymentStatus({ id, isConfirm }: PaymentStatusProps) {
  const { t } = useLabels();
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (isConfirm === true)
    return (
      <Tag intent={Intent.SUCCESS} icon="tick" minimal>
        {t('payments.confirmed')}
      </Tag>
    );
  if (!mayDo(user, RESOURCES.payments, 'getOne'))
    return (
      <Tag intent={Intent.WARNING} minimal>
        {t('payments.unconfirmed')}
      </Tag>
    );
  return (
    <Button
      size={Size.SMALL}
      variant={ButtonVariant.OUTLINED}
      intent={Intent.PRIMARY}
      icon="eye-open"
      text={t('payments.review')}
      onClick={() => void navigate(reviewPath(id))}
    />
  );
}
