import { Classes, Drawer, DrawerSize, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/domain/format';
import { useResources } from '../../core/bridge';
import { resourceQueries } from '../../core/resourceQueries';
import type { Row } from '../../components/form/formValues';
import { useIsNarrow } from '../../components/useIsNarrow';
import { useLabels } from '../../components/labels/useLabels';
import { importLogOf, resultCounts, resultIntent, resultsByConcern, type ImportLog } from './importResults';
import { RecordLink } from './RecordLink';

/** While an import runs, its drawer reloads the log this often. */
const RUNNING_REFRESH_MS = 2_000;

export interface ImportResultsDrawerProps {
  /** The log shown (as the list had it); null keeps the drawer closed. */
  readonly log: ImportLog | null;
  readonly onClose: () => void;
}

/** One import's log in a side drawer: its file, status and counts, then the result of each card. */
export function ImportResultsDrawer({ log, onClose }: ImportResultsDrawerProps) {
  const { t } = useLabels();
  const narrow = useIsNarrow();
  const resources = useResources();
  const fresh = useQuery({
    ...resourceQueries.one(resources, 'logs', log?.id ?? 0),
    enabled: log !== null,
    refetchInterval: (query) =>
      (query.state.data as Row | undefined)?.status === 'inprogress' || log?.status === 'inprogress'
        ? RUNNING_REFRESH_MS
        : false,
  });
  const shown = fresh.data ? importLogOf(fresh.data) : log;
  return (
    <Drawer
      isOpen={log !== null}
      onClose={onClose}
      size={narrow ? '100%' : DrawerSize.STANDARD}
      icon="import"
      title={shown ? t('logs.importTitle', { id: shown.id }) : undefined}
      className="bo-import-drawer"
    >
      {shown && <DrawerBody log={shown} />}
    </Drawer>
  );
}

function DrawerBody({ log }: { readonly log: ImportLog }) {
  const { t, enumLabel } = useLabels();
  const counts = resultCounts(log);
  return (
    <div className={Classes.DRAWER_BODY} data-testid="import-drawer">
      <div className="bo-audit-drawer-body">
        <dl className="bo-meta-list">
          <dt>{t('fields.linkFile')}</dt>
          <dd>{log.linkFile ?? '—'}</dd>
          <dt>{t('fields.createdAt')}</dt>
          <dd>{formatDateTime(log.createdAt)}</dd>
          <dt>{t('fields.status')}</dt>
          <dd>{log.status ? enumLabel(log.status) : '—'}</dd>
          <dt>{t('logs.cards')}</dt>
          <dd>{t('logs.counts', counts)}</dd>
        </dl>
        {log.result.length === 0 ? (
          <NonIdealState icon="inbox" title={t(log.status === 'inprogress' ? 'logs.noResultsYet' : 'logs.noResults')} />
        ) : (
          <HTMLTable compact striped className="bo-import-results">
            <thead>
              <tr>
                <th>{t('logs.card')}</th>
                <th>{t('logs.outcome')}</th>
                <th>{t('logs.order')}</th>
              </tr>
            </thead>
            <tbody>
              {resultsByConcern(log.result).map((result, i) => (
                <tr key={result.cardId ?? i}>
                  <td>
                    <div>{result.name}</div>
                    {result.message && <div className={`${Classes.TEXT_MUTED} bo-import-note`}>{result.message}</div>}
                  </td>
                  <td>
                    <Tag minimal intent={resultIntent(result)}>
                      {t(`logs.cardStatus.${result.status}`, { defaultValue: result.status })}
                    </Tag>
                  </td>
                  <td>{result.orderId !== undefined && <RecordLink resource="orders" id={result.orderId} />}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </div>
  );
}
