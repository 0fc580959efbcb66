import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import { DEFAULTS_WORDS, type DefaultsResource } from './defaultsResources';
import { permissionQueries } from './permissionQueries';
import { PermissionMatrixEditor } from './PermissionMatrixEditor';
import './permissions.css';

/**
 * `/roles/{id}/permissions` and `/userTypes/{id}/permissions`: the default permissions of a
 * role or of a user type in the same matrix, saved with `PUT /{resource}/{id}` (which needs
 * `update` on it). "Set default by role" gives a user their role's map joined with their type's.
 */
export function DefaultPermissionsPage({ resource }: { readonly resource: DefaultsResource }) {
  const { t, resourceLabel } = useLabels();
  const call = useApi();
  const client = useQueryClient();
  const me = useCurrentUser();
  const id = Number(useParams().id);
  const record = useQuery({
    ...permissionQueries.defaults(call, resource, id),
    enabled: Number.isInteger(id) && id > 0,
  });

  if (record.isError)
    return <NonIdealState icon="error" title={t('list.loadError')} description={record.error.message} />;
  if (!record.data) return <Spinner />;
  const { name, updatedAt } = record.data;
  const words = DEFAULTS_WORDS[resource];
  return (
    <div className="bo-perm-page" data-testid={`${resource}-permissions-page`}>
      <PageHeader
        title={t(words.title, { name })}
        breadcrumbs={[{ text: resourceLabel(resource), to: words.list }, { text: name }]}
      />
      <PermissionMatrixEditor
        key={`${resource}-${id}`}
        owner={t(words.owner, { name })}
        saved={record.data.permission ?? {}}
        readOnly={!can(me, resource, 'update')}
        onSave={async (permission) => {
          const saved = await call(`PUT /${resource}/:id`, { params: { id }, body: { permission, updatedAt } });
          await client.invalidateQueries({ queryKey: resourceKeys.all(resource) });
          return saved.permission ?? {};
        }}
      />
    </div>
  );
}
