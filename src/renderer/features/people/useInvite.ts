import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { notify } from '../../core/toaster';

/** POST /users/invite (a new invitation, or one sent again while still open); the users lists reload. */
export function useInvite() {
  const { t } = useTranslation();
  const call = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; roleId?: number }) => call('POST /users/invite', { body }),
    onSuccess: (answer) => notify.success(t('people.invited', { email: answer.email })),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all('users') }),
  });
}
