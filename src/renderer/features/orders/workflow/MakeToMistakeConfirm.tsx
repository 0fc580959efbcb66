import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useModalNavigation } from '../../../engine';

/** Props of {@link MakeToMistakeConfirm}. */
export interface MakeToMistakeConfirmProps {
  readonly orderId: number;
  /** The note of the step that sent the order to feedback; null keeps the question closed. */
  readonly note: string | null;
  readonly onClose: () => void;
}

/**
 * 'orders.makeToMistake' (spec section 4): once an order goes to feedback (a reject, a
 * re-open of a done order, a force update), OK opens the mistake record form with the order
 * and the step's note.
 */
export function MakeToMistakeConfirm({ orderId, note, onClose }: MakeToMistakeConfirmProps) {
  const { t } = useTranslation();
  const modal = useModalNavigation();
  return (
    <ConfirmDialog
      isOpen={note !== null}
      intent={Intent.WARNING}
      message={t('orders.makeToMistake')}
      onCancel={onClose}
      onConfirm={() => {
        modal.openCreate('mistakeRecords', { orderId, note: note ?? '' });
        onClose();
      }}
    />
  );
}
