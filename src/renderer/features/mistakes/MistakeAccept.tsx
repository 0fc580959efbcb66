import { Button, Intent, Size, Tag } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Props of {@link MistakeAccept}. */
export interface MistakeAcceptProps {
  readonly id: number;
  readonly victimId: number | null;
  readonly isAccept: boolean | null;
}

/**
 * A mistake record's acceptance, wherever it is listed: Accepted once accepted; to its victim
 * Accept, behind a confirmation, then the server's message; to anyone else that it waits for
 * the victim (spec sections 4 and 8: only the victim accepts).
 */
export function MistakeAccept({ id, victimId, isAccept }: MistakeAcceptProps) {
  const { t } = useTranslation();
  const call = useApi();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const accept = useMutation({
    mutationFn: () => call('PUT /mistakeRecords/:id/accept', { params: { id } }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(error),
    onSettled: () => {
      setAsking(false);
      return client.invalidateQueries({ queryKey: resourceKeys.all('mistakeRecords') });
    },
  });

  if (isAccept === true)
    return (
      <Tag minimal intent={Intent.SUCCESS} icon="tick">
        {t('mistakes.accepted')}
      </Tag>
    );
  if (victimId !== user.id) return <Tag minimal>{t('mistakes.waiting')}</Tag>;
  return (
    <>
      <Button
        size={Size.SMALL}
        intent={Intent.PRIMARY}
        icon="endorsed"
        text={t('mistakes.accept')}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        isOpen={asking}
        intent={Intent.PRIMARY}
        message={t('mistakes.acceptConfirm')}
        loading={accept.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => accept.mutate()}
      />
    </>
  );
}
