import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useModalNavigation } from '../../../engine';
import { designsSearch, useOrderMarks } from '../../designReview';

/** Props of {@link MakeToMistakeConfirm}. */
export interface MakeToMistakeConfirmProps {
  readonly orderId: number;
  /** The note of the step that sent the order to feedback; null keeps the question closed. */
  readonly note: string | null;
  readonly onClose: () => void;
}

/** Where the record's link cites the marks that prove the mistake: the Designs tab showing them. */
export const markCitation = (orderId: number, markIds: readonly number[]): string =>
  markIds.length === 0 ? '' : `/orders/${orderId}/edit${designsSearch(markIds)}`;

/**
 * 'orders.makeToMistake' (spec section 4): once an order goes to feedback (a reject, a
 * re-open of a done order, a force update), OK opens the mistake record form with the order,
 * the step's note and, when the design carries open marks (the leader's or the customer's),
 * a link citing them.
 */
export function MakeToMistakeConfirm({ orderId, note, onClose }: MakeToMistakeConfirmProps) {
  const { t } = useTranslation();
  const modal = useModalNavigation();
  const { open } = useOrderMarks(orderId, note !== null);
  return (
    <ConfirmDialog
      isOpen={note !== null}
      intent={Intent.WARNING}
      message={t('orders.makeToMistake')}
      onCancel={onClose}
      onConfirm={() => {
        const link = markCitation(
          orderId,
          open.map((mark) => mark.id),
        );
        modal.openCreate('mistakeRecords', { orderId, note: note ?? '', ...(link ? { link } : {}) });
        onClose();
      }}
    />
  );
}
