import { Button, Classes, HTMLTable, Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../shared/domain/format';
import { useApi } from '../../../core/bridge';
import { QueryView } from '../../../components/QueryView';
import { useLabels } from '../../../components/labels/useLabels';
import { backupsQuery, useTakeBackup } from './backupQueries';
import { formatBackupSize } from './backupSize';
import './backups.css';

/** Settings › Backups (managers): the server's backups, newest first, and "Back up now". */
export function BackupsPanel() {
  const { t, language } = useLabels();
  const call = useApi();
  const backups = useQuery(backupsQuery(call));
  const take = useTakeBackup((name) => t('settings.backups.done', { name }));

  return (
    <div className="bo-backups" data-testid="backups-panel">
      <div className="bo-settings-toolbar">
        <span className={Classes.TEXT_MUTED}>{t('settings.backups.intro')}</span>
        <Button
          intent={Intent.PRIMARY}
          icon="archive"
          text={t('settings.backups.backUpNow')}
          loading={take.isPending}
          onClick={() => take.mutate()}
        />
      </div>
      <QueryView
        query={backups}
        isEmpty={(data) => data.length === 0}
        empty={{ icon: 'archive', title: t('settings.backups.empty'), description: t('settings.backups.emptyHint') }}
      >
        {(data) => (
          <HTMLTable compact striped className="bo-backups-table" data-testid="backups-table">
            <thead>
              <tr>
                <th>{t('settings.backups.name')}</th>
                <th className="bo-backups-size">{t('settings.backups.size')}</th>
                <th>{t('settings.backups.createdAt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((backup) => (
                <tr key={backup.name}>
                  <td className={`${Classes.MONOSPACE_TEXT} bo-backups-name`}>{backup.name}</td>
                  <td className="bo-backups-size">{formatBackupSize(backup.size, language)}</td>
                  <td>{formatDateTime(backup.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </QueryView>
    </div>
  );
}
