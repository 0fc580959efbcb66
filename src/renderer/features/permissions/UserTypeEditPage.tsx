import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useResources } from '../../core/bridge';
import { resourceQueries } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { toText } from '../../components/form/toText';
import { useLabels } from '../../components/labels/useLabels';
import { PageHeader } from '../../components/PageHeader';
import { ResourceEditPanel } from '../../engine';

/**
 * `/userTypes/{id}/edit` (spec section 2: user types, like users, edit on a full screen and
 * create in a modal): the registry's form on the page, and the way to the type's default
 * permissions.
 */
export function UserTypeEditPage() {
  const { t, resourceLabel } = useLabels();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const resources = useResources();
  const result = useQuery({
    ...resourceQueries.one(resources, 'userTypes', Number.isInteger(id) ? id : 0),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!Number.isInteger(id) || id < 1) return <NonIdealState icon="search" title={t('errors.notFound')} />;
  if (result.isPending) return <Spinner className="bo-list-spinner" />;
  if (result.isError) {
    return <NonIdealState icon="error" title={t('list.loadError')} description={result.error.message} />;
  }
  const row = result.data;
  const name = toText(row.name ?? `#${id}`);
  return (
    <>
      <PageHeader
        title={`${resourceLabel('userTypes')} · ${name}`}
        breadcrumbs={[
          { text: t('list.crumbs.settings'), to: '/settings/userTypes' },
          { text: resourceLabel('userTypes'), to: '/settings/userTypes' },
          { text: name },
        ]}
        actions={
          can(user, 'userTypes', 'getOne') && (
            <Button
              icon="key"
              text={t('permissionsAdmin.editRoleDefaults')}
              data-testid="userTypes-permissions-link"
              onClick={() => void navigate(`/userTypes/${id}/permissions`)}
            />
          )
        }
      />
      <Card>
        {can(user, 'userTypes', 'update') ? (
          <ResourceEditPanel resource="userTypes" row={row} />
        ) : (
          <NonIdealState icon="lock" title={t('errors.unauthorized.title')} />
        )}
      </Card>
    </>
  );
}
