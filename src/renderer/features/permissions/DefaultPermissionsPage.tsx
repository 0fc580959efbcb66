import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../app/bridge';
import { resourceKeys } from '../../app/resourceQueries';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import { permissionQueries } from './permissionQueries';
import { PermissionMatrixEditor } from './PermissionMatrixEditor';
import './permissions.css';

/**
 * `/roles/{id}/permissions`: a role's default permissions (what "set default by role" gives
 * its users) in the same matrix, saved with `PUT /roles/{id}`.
 */
export function RolePermissionsPage() {
  const { t, resourceLabel } = useLabels();
  const call = useApi();
  const client = useQueryClient();
  const me = useCurrentUser();
  const id = Number(useParams().id);
  const role = useQuery({ ...permissionQueries.role(call, id), enabled: Number.isInteger(id) && id > 0 });

  if (role.isError) return <NonIdealState icon="error" title={t('list.loadError')} description={role.error.message} />;
  if (!role.data) return <Spinner />;
  const { name, updatedAt } = role.data;
  return (
    <div className="bo-perm-page" data-testid="role-permissions-page">
      <PageHeader
        title={t('permissionsAdmin.roleTitle', { role: name })}
        breadcrumbs={[{ text: resourceLabel('roles'), to: '/roles' }, { text: name }]}
      />
      <PermissionMatrixEditor
        key={id}
        owner={t('permissionsAdmin.roleOwner', { role: name })}
        saved={role.data.permission ?? {}}
        readOnly={!can(me, 'roles', 'update')}
        onSave={async (permission) => {
          const saved = await call('PUT /roles/:id', { params: { id }, body: { permission, updatedAt } });
          await client.invalidateQueries({ queryKey: resourceKeys.all('roles') });
          return saved.permission ?? {};
        }}
      />
    </div>
  );
}
