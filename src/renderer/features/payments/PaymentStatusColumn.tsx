import { useMemo } from 'react';
import type { ExtraColumn, ExtraColumnsProps } from '../../engine';
import { useLabels } from '../../components/labels/useLabels';
import { PaymentStatus } from './PaymentStatus';

/** The payments list's last column: the Confirmed tag, or the Review button. */
export function PaymentStatusColumn({ children }: ExtraColumnsProps) {
  const { t } = useLabels();
  const columns = useMemo(
    (): readonly ExtraColumn[] => [
      {
        id: 'isConfirm',
        title: t('fields.isConfirm'),
        width: 120,
        render: (row) =>
          typeof row.id === 'number' ? (
            <PaymentStatus id={row.id} isConfirm={row.isConfirm as boolean | null | undefined} />
          ) : null,
      },
    ],
    [t],
  );
  return <>{children(columns)}</>;
}
