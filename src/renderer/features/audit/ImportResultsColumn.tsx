import { Button, Classes, Intent, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { resourceKeys } from '../../core/resourceQueries';
import { useLabels } from '../../components/labels/useLabels';
import type { ExtraColumn, ExtraColumnsProps } from '../../engine';
import { ImportResultsDrawer } from './ImportResultsDrawer';
import { importLogOf, resultCounts, type ImportLog } from './importResults';
import './importResults.css';

/** While an import on screen runs, the list reloads this often. */
const RUNNING_REFRESH_MS = 3_000;

/**
 * The Imports tab's "Result" column: how many cards each import created, skipped and failed,
 * and a button that opens the per-card results in a drawer. The list reloads while an import runs.
 */
export function ImportResultsColumn({ rows, children }: ExtraColumnsProps) {
  const { t } = useLabels();
  const client = useQueryClient();
  const [open, setOpen] = useState<ImportLog | null>(null);
  const running = rows.some((row) => row.status === 'inprogress');

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: resourceKeys.all('logs') }),
      RUNNING_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [running, client]);

  const columns = useMemo(
    (): readonly ExtraColumn[] => [
      {
        id: 'result',
        title: t('fields.result'),
        width: 300,
        render: (row) => {
          const log = importLogOf(row);
          const counts = resultCounts(log);
          return (
            <span className="bo-import-summary">
              {counts.created > 0 && (
                <Tag minimal intent={Intent.SUCCESS}>
                  {t('logs.created', { count: counts.created })}
                </Tag>
              )}
              {counts.skipped > 0 && <Tag minimal>{t('logs.skipped', { count: counts.skipped })}</Tag>}
              {counts.failed > 0 && (
                <Tag minimal intent={Intent.DANGER}>
                  {t('logs.failed', { count: counts.failed })}
                </Tag>
              )}
              {log.result.length === 0 && <span className={Classes.TEXT_MUTED}>{t('logs.noResults')}</span>}
              <Button
                size="small"
                variant="minimal"
                icon="list-detail-view"
                aria-label={t('logs.details')}
                title={t('logs.details')}
                data-testid="import-details"
                onClick={(e) => {
                  e.stopPropagation();
                  setOpen(log);
                }}
              />
            </span>
          );
        },
      },
    ],
    [t],
  );

  return (
    <>
      {children(columns)}
      <ImportResultsDrawer log={open} onClose={() => setOpen(null)} />
    </>
  );
}
