import { Callout, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { can, canList } from '../../../shared/domain/permissions';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import type { Grants } from './permissionMatrix';
import { PermissionMatrixEditor } from './PermissionMatrixEditor';
import { permissionQueries } from './permissionQueries';
import { PermissionUserList } from './PermissionUserList';
import './permissions.css';

const positive = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** The matrix of the chosen user, keyed so that choosing another starts from their saved map. */
function UserMatrix({ userId, label }: { readonly userId: number; readonly label: string }) {
  const { t } = useLabels();
  const call = useApi();
  const client = useQueryClient();
  const me = useCurrentUser();
  const map = useQuery(permissionQueries.ofUser(call, userId));
  if (map.isError) return <NonIdealState icon="error" title={t('list.loadError')} description={map.error.message} />;
  if (!map.data) return <Spinner />;
  const refresh = async (stored: { permission: Grants }) => {
    await client.invalidateQueries({ queryKey: ['permissions', 'user', userId] });
    return stored.permission;
  };
  return (
    <PermissionMatrixEditor
      key={userId}
      owner={label}
      saved={map.data.userPermission ?? {}}
      readOnly={!can(me, 'permissions', 'update')}
      onSave={(permission) =>
        call('POST /auth/permissions', {
          body: { userId, permission },
        }).then(refresh)
      }
      onDefault={() => call('POST /auth/permissions/default', { body: { userId } }).then(refresh)}
    />
  );
}

/**
 * `/permissions` (spec sections 2 and 6): a role filter and a search by name over five users
 * a page, and the chosen user's checkbox matrix, held on screen until OK.
 */
export function PermissionsPage() {
  const { t, resourceLabel } = useLabels();
  const call = useApi();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const roles = useQuery({ ...permissionQueries.roles(call), enabled: canList(me, 'roles') });
  const roleNames = useMemo(
    () => new Map((roles.data?.results ?? []).map((r) => [r.id, r.name] as const)),
    [roles.data],
  );
  const roleId = positive(params.get('role'));
  const q = params.get('q') ?? '';
  const page = positive(params.get('page')) ?? 1;
  const selected = positive(params.get('user'));
  const selectedLabel = params.get('name') ?? String(selected);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const header = <PageHeader title={resourceLabel('permissions')} />;
  if (!canList(me, 'users')) {
    return (
      <div className="bo-perm-page">
        {header}
        <NonIdealState icon="lock" title={t('permissionsAdmin.noUserList')} />
      </div>
    );
  }
  return (
    <div className="bo-perm-page" data-testid="permissions-page">
      {header}
      <div className="bo-perm-filters">
        <HTMLSelect
          aria-label={t('permissionsAdmin.roleFilter')}
          data-testid="permissions-role"
          value={roleId ?? ''}
          onChange={(e) => update({ role: e.currentTarget.value, page: null })}
          options={[
            { value: '', label: t('permissionsAdmin.allRoles') },
            ...(roles.data?.results ?? []).map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={t('permissionsAdmin.search')}
          aria-label={t('permissionsAdmin.search')}
          data-testid="permissions-search"
          value={q}
          onValueChange={(value) => update({ q: value, page: null })}
        />
      </div>
      <PermissionUserList
        filter={{ roleId, q, page }}
        roleNames={roleNames}
        selectedId={selected}
        onSelect={(user) => update({ user: String(user.id), name: user.email })}
        onPage={(next) => update({ page: String(next) })}
      />
      {selected === null ? (
        <Callout icon="hand-up" className="bo-perm-hint">
          {t('permissionsAdmin.pickUser')}
        </Callout>
      ) : (
        <UserMatrix key={selected} userId={selected} label={selectedLabel} />
      )}
    </div>
  );
}
