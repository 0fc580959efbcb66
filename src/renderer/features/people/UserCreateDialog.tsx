import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { ModalRoute } from '../../engine';
import { useLabels } from '../../components/labels/useLabels';
import { UserForm } from './UserForm';

/** The create modal of spec section 2 (Users create in a modal); once saved, the new user's page opens. */
export function UserCreateDialog({ onClose }: { readonly onClose: () => void }) {
  const { t, resourceLabel } = useLabels();
  const navigate = useNavigate();
  return (
    <Dialog
      isOpen
      title={t('form.createTitle', { resource: resourceLabel('users') })}
      icon="add"
      onClose={onClose}
      style={{ width: 760, maxWidth: '95vw' }}
    >
      <DialogBody>
        <UserForm
          onSaved={(row) => void navigate(`/users/${String(row.id)}/edit`)}
          actions={<Button text={t('list.cancel')} onClick={onClose} />}
        />
      </DialogBody>
    </Dialog>
  );
}

/** `#users/create` opens the create modal, `#users/{id}/edit` goes to the user's full screen. */
export function usersModal(route: ModalRoute, onClose: () => void): ReactNode {
  if (route.mode === 'create') return <UserCreateDialog onClose={onClose} />;
  return <Navigate replace to={`/users/${route.id}/edit`} />;
}
