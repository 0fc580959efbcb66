import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { getResource } from '../../../shared/domain/resources';
import type { ScreenModal } from '../../app/screens';
import { useLabels } from '../../components/labels/useLabels';
import { ResourceFormDialog, type ModalRoute } from '../../engine';

function RoleFormDialog({ route, onClose }: { readonly route: ModalRoute; readonly onClose: () => void }) {
  const { t } = useLabels();
  const def = getResource('roles');
  if (!def) return null;
  const link =
    route.id === undefined ? undefined : (
      <Link
        to={`/roles/${route.id}/permissions`}
        className={`${Classes.BUTTON} bo-perm-role-link`}
        data-testid="role-permissions-link"
      >
        {t('permissionsAdmin.editRoleDefaults')}
      </Link>
    );
  return <ResourceFormDialog def={def} id={route.id} defaults={route.defaults} onClose={onClose} extra={link} />;
}

/** `#roles/create` and `#roles/{id}/edit`: the generic role form, with a way to the role's default permissions on edit. */
export const roleModal: ScreenModal = (route, onClose) => (
  <RoleFormDialog key={`${route.mode}-${route.id ?? ''}`} route={route} onClose={onClose} />
);
