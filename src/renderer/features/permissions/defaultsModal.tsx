import { Classes } from '@blueprintjs/core';
import { Link, Navigate } from 'react-router';
import { getResource } from '../../../shared/domain/resources';
import type { ScreenModal } from '../../core/screens';
import { useLabels } from '../../components/labels/useLabels';
import { ResourceFormDialog, type ModalRoute } from '../../engine';
import type { DefaultsResource } from './defaultsResources';

interface DefaultsFormDialogProps {
  readonly resource: DefaultsResource;
  readonly route: ModalRoute;
  readonly onClose: () => void;
}

function DefaultsFormDialog({ resource, route, onClose }: DefaultsFormDialogProps) {
  const { t } = useLabels();
  const def = getResource(resource);
  if (!def) return null;
  const link =
    route.id === undefined ? undefined : (
      <Link
        to={`/${resource}/${route.id}/permissions`}
        className={`${Classes.BUTTON} bo-perm-role-link`}
        data-testid={`${resource}-permissions-link`}
      >
        {t('permissionsAdmin.editRoleDefaults')}
      </Link>
    );
  return <ResourceFormDialog def={def} id={route.id} defaults={route.defaults} onClose={onClose} extra={link} />;
}

/**
 * `#roles/{id}/edit` and `#userTypes/{id}/edit` (and their create): the generic form, with a
 * way to the record's default permissions on edit.
 */
export const defaultsModal =
  (resource: DefaultsResource): ScreenModal =>
  (route, onClose) =>
    // A user type edits on its own page (spec section 2), like a user.
    resource === 'userTypes' && route.mode === 'edit' ? (
      <Navigate replace to={`/userTypes/${route.id}/edit`} />
    ) : (
      <DefaultsFormDialog
        key={`${resource}-${route.mode}-${route.id ?? ''}`}
        resource={resource}
        route={route}
        onClose={onClose}
      />
    );
