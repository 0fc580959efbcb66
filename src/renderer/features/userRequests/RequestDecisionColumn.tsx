import { useMemo } from 'react';
import type { UserRequestStatus } from '../../../shared/domain/enums';
import type { ExtraColumn, ExtraColumnsProps } from '../../engine';
import { useLabels } from '../../components/labels/useLabels';
import { RequestDecision } from './RequestDecision';

/** The requests list's last column: Approve and Reject on the pending requests the viewer may decide. */
export function RequestDecisionColumn({ children }: ExtraColumnsProps) {
  const { t } = useLabels();
  const columns = useMemo(
    (): readonly ExtraColumn[] => [
      {
        id: 'decision',
        title: t('userRequests.decision'),
        width: 200,
        render: (row) =>
          typeof row.id === 'number' ? (
            <RequestDecision
              id={row.id}
              status={(row.status as UserRequestStatus | null | undefined) ?? null}
              userId={typeof row.userId === 'number' ? row.userId : null}
            />
          ) : null,
      },
    ],
    [t],
  );
  return <>{children(columns)}</>;
}
