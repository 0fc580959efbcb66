import { Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDateTime } from '../../../shared/domain/format';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import type { Row } from '../../components/form/formValues';
import { useLabels } from '../../components/labels/useLabels';
import type { ExtraColumn, ExtraColumnsProps } from '../../engine';
import { auditQueries } from './auditQueries';
import { latestDeletions, type Deletion } from './deletions';

const NONE: readonly ExtraColumn[] = [];

/**
 * The deleted page's "Deleted by" and "Deleted at" columns, from the latest delete event of
 * each row on screen (one batched `GET /auditEvents`); none for users who may not read the trail.
 */
export function DeletionColumns({ resource, rows, children }: ExtraColumnsProps) {
  const { t } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const allowed = mayDo(user, RESOURCES.auditEvents, 'get');
  const ids = useMemo(() => rows.map((row) => row.id).filter((id): id is number => Number.isInteger(id)), [rows]);
  const events = useQuery({ ...auditQueries.deletions(call, resource, ids), enabled: allowed && ids.length > 0 });
  const loading = events.isPending;
  const deletions = useMemo(() => latestDeletions(events.data?.results ?? []), [events.data]);

  const columns = useMemo((): readonly ExtraColumn[] => {
    if (!allowed) return NONE;
    const cell = (row: Row, show: (deletion: Deletion) => string) => {
      const deletion = typeof row.id === 'number' ? deletions.get(row.id) : undefined;
      if (deletion) return show(deletion);
      return loading ? null : <span className={Classes.TEXT_MUTED}>{t('audit.notRecorded')}</span>;
    };
    return [
      {
        id: 'deletedBy',
        title: t('audit.deletedBy'),
        width: 170,
        render: (row) => cell(row, (deletion) => deletion.by ?? t('audit.system')),
      },
      {
        id: 'deletedAt',
        title: t('audit.deletedAt'),
        width: 150,
        render: (row) => cell(row, (deletion) => formatDateTime(deletion.at)),
      },
    ];
  }, [allowed, deletions, loading, t]);

  return <>{children(columns)}</>;
}
