import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/bridge';
import type { SessionUser } from '../../core/session/currentUser';
import { notify } from '../../core/toaster';
import { AvatarUpload } from '../../components/AvatarUpload';
import { useUpdateProfile } from './useUpdateProfile';

/**
 * The profile's avatar: a cropped image is saved at once with PUT /users/me and the old file
 * deleted (POST /deleteFile). Read-only for outsourced users (spec section 2, Users).
 */
export function ProfileAvatar({ user }: { readonly user: SessionUser }) {
  const { t } = useTranslation();
  const call = useApi();
  const update = useUpdateProfile();
  const old = user.avatar ?? '';
  return (
    <FormGroup label={t('fields.avatar')} labelFor="profile-avatar">
      <AvatarUpload
        id="profile-avatar"
        value={old}
        disabled={user.isOutsource || update.isPending}
        onChange={(url) =>
          update.mutate(
            { avatar: url || null },
            {
              onSuccess: () => {
                if (old && old !== url) void call('POST /deleteFile', { body: { url: old } }).catch(() => undefined);
                notify.success(t('common.updated'));
              },
              onError: (error) => notify.error(error),
            },
          )
        }
      />
    </FormGroup>
  );
}
