import { Classes, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { isManager } from '../../../shared/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../shared/api/apiCaller';
import { useApi } from '../../core/bridge';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination } from '../../engine';
import { permissionQueries, USERS_PER_PAGE, type UserListFilter } from './permissionQueries';

/** A user as the list shows them. */
export type PermissionUser = ApiResponse<'GET /users'>['results'][number];

/** Props of {@link PermissionUserList}. */
export interface PermissionUserListProps {
  readonly filter: UserListFilter;
  readonly roleNames: ReadonlyMap<number, string>;
  readonly selectedId: number | null;
  readonly onSelect: (user: PermissionUser) => void;
  readonly onPage: (page: number) => void;
}

const ONE_SIZE: readonly number[] = [USERS_PER_PAGE];

/** Five users a page, by display name; the chosen one's matrix shows below. */
export function PermissionUserList({ filter, roleNames, selectedId, onSelect, onPage }: PermissionUserListProps) {
  const { t, fieldLabel } = useLabels();
  const call = useApi();
  const users = useQuery(permissionQueries.users(call, filter));

  if (users.isError)
    return <NonIdealState icon="error" title={t('list.loadError')} description={users.error.message} />;
  if (!users.data) return <Spinner size={20} />;
  if (users.data.results.length === 0) return <NonIdealState icon="people" title={t('permissionsAdmin.noUsers')} />;
  return (
    <div className="bo-perm-users">
      <HTMLTable compact interactive className="bo-perm-user-table" data-testid="permission-users">
        <thead>
          <tr>
            <th>{fieldLabel('displayName', 'users')}</th>
            <th>{fieldLabel('email', 'users')}</th>
            <th>{fieldLabel('roleId', 'users')}</th>
          </tr>
        </thead>
        <tbody>
          {users.data.results.map((user) => (
            <tr
              key={user.id}
              className={user.id === selectedId ? 'bo-perm-selected' : undefined}
              aria-selected={user.id === selectedId}
              data-email={user.email}
              tabIndex={0}
              onClick={() => onSelect(user)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') onSelect(user);
              }}
            >
              <td>{user.displayName}</td>
              <td className={Classes.TEXT_MUTED}>{user.email}</td>
              <td>
                {user.roleId === null ? '' : (roleNames.get(user.roleId) ?? user.roleId)}{' '}
                {isManager(user) && (
                  <Tag minimal intent={Intent.PRIMARY} title={t('permissionsAdmin.managerScopeHint')}>
                    {t('permissionsAdmin.managerScope')}
                  </Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ListPagination
        page={filter.page}
        limit={USERS_PER_PAGE}
        total={users.data.total}
        estimate={false}
        pageSizes={ONE_SIZE}
        onPage={onPage}
        onLimit={() => undefined}
      />
    </div>
  );
}
