import { Checkbox, Classes, HTMLTable } from '@blueprintjs/core';
import { RESOURCE_ACTIONS } from '../../../shared/domain/permissions';
import type { PermissionEntry } from '../../../shared/api/endpoints/auth';
import { useLabels } from '../../components/labels/useLabels';
import { isGranted, type Grants } from './permissionMatrix';

/** Props of {@link PermissionMatrix}. */
export interface PermissionMatrixProps {
  /** The groups (resources and the order flow) and the keys each can carry, from GET /auth/permissions. */
  readonly entries: readonly PermissionEntry[];
  /** The server's words for groups and keys, used where the locale has none. */
  readonly words: Readonly<Record<string, string>>;
  /** The map on screen. */
  readonly value: Grants;
  /** Ticks or unticks keys of one group. */
  readonly onChange: (resource: string, actions: readonly string[], on: boolean) => void;
  /** Read-only (no permission to change, or a save running). @default false */
  readonly disabled?: boolean;
}

const COLUMNS: readonly string[] = RESOURCE_ACTIONS;

/**
 * The checkbox matrix of spec section 6: one row per resource, a column per common action
 * key, and the group's own keys (order keys, user keys, the order-flow steps) in the last
 * column. The body scrolls sideways on a narrow window.
 */
export function PermissionMatrix({ entries, words, value, onChange, disabled = false }: PermissionMatrixProps) {
  const { t, resourceLabel } = useLabels();
  const keyLabel = (action: string) =>
    t(`permissionsAdmin.actions.${action}`, { defaultValue: words[action] ?? action });
  const groupLabel = (entry: PermissionEntry) =>
    entry.key === 'orderFlow' ? t('permissionsAdmin.orderFlow') : resourceLabel(entry.key);

  return (
    <div className="bo-perm-scroll" data-testid="permission-matrix">
      <HTMLTable compact striped bordered className="bo-perm-matrix">
        <thead>
          <tr>
            <th className="bo-perm-group">{t('permissionsAdmin.resource')}</th>
            {COLUMNS.map((action) => (
              <th key={action} className="bo-perm-col">
                {keyLabel(action)}
              </th>
            ))}
            <th>{t('permissionsAdmin.otherKeys')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const held = entry.permissions.filter((a) => isGranted(value, entry.key, a)).length;
            const others = entry.permissions.filter((a) => !COLUMNS.includes(a));
            return (
              <tr key={entry.key} data-resource={entry.key}>
                <td className="bo-perm-group">
                  <Checkbox
                    className={Classes.TEXT_OVERFLOW_ELLIPSIS}
                    label={groupLabel(entry)}
                    checked={held > 0 && held === entry.permissions.length}
                    indeterminate={held > 0 && held < entry.permissions.length}
                    disabled={disabled}
                    aria-label={t('permissionsAdmin.wholeRow', { resource: groupLabel(entry) })}
                    onChange={() => onChange(entry.key, entry.permissions, held < entry.permissions.length)}
                  />
                </td>
                {COLUMNS.map((action) => (
                  <td key={action} className="bo-perm-col">
                    {entry.permissions.includes(action) && (
                      <Checkbox
                        checked={isGranted(value, entry.key, action)}
                        disabled={disabled}
                        aria-label={`${groupLabel(entry)} · ${keyLabel(action)}`}
                        data-key={`${entry.key}.${action}`}
                        onChange={(e) => onChange(entry.key, [action], e.currentTarget.checked)}
                      />
                    )}
                  </td>
                ))}
                <td className="bo-perm-others">
                  {others.map((action) => (
                    <Checkbox
                      key={action}
                      inline
                      label={keyLabel(action)}
                      checked={isGranted(value, entry.key, action)}
                      disabled={disabled}
                      data-key={`${entry.key}.${action}`}
                      onChange={(e) => onChange(entry.key, [action], e.currentTarget.checked)}
                    />
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
