import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller } from '../../../../shared/api/apiCaller';
import { useApi } from '../../../core/bridge';
import { notify } from '../../../core/toaster';

const backupsKey = ['backups'] as const;

/** `GET /backups`: the server's backups, newest first. */
export const backupsQuery = (call: ApiCaller) =>
  queryOptions({ queryKey: backupsKey, queryFn: () => call('GET /backups') });

/** `POST /backups`: takes one now, then refreshes the list; says so in a toast. */
export function useTakeBackup(successText: (name: string) => string) {
  const call = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /backups'),
    onSuccess: (entry) => {
      notify.success(successText(entry.name));
      return client.invalidateQueries({ queryKey: backupsKey });
    },
    onError: (error) => notify.error(error),
  });
}
