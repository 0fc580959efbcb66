import { Checkbox, Classes, HTMLTable } from '@blueprintjs/core';
import { RESOURCE_ACTIONS } from '../../../shared/domain/permissions';
import type { PermissionEntry } from '../../../shared/api/endpoints/auth';
import { useLabels } from '../../components/labels/useLabels';
import { isGranted, type Grants } from './permissionMatrix';
import './permissions.css';

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

/** Props of {@link KeyCheckbox}. */
export interface KeyCheckboxProps {
  readonly group: string;
  readonly action: string;
  readonly label: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (resource: string, actions: readonly string[], on: boolean) => void;
}

/** One key's box, its words beside it, inline among its group's (`data-key="orders.clone"`). */
export function KeyCheckbox({ group, action, label, checked, disabled, onChange }: KeyCheckboxProps) {
  return (
    <Checkbox
      inline
      label={label}
      checked={checked}
      disabled={disabled}
      data-key={`${group}.${action}`}
      onChange={(e) => onChange(group, [action], e.currentTarget.checked)}
    />
  );
}

/** The words of the matrix: a key's (the locale's, else the server's) and a group's. */
export function usePermissionLabels(words: Readonly<Record<string, string>>) {
  const { t, resourceLabel } = useLabels();
  const keyLabel = (action: string) =>
    t(`permissionsAdmin.actions.${action}`, { defaultValue: words[action] ?? action });
  const groupLabel = (entry: PermissionEntry) =>
    entry.key === 'orderFlow' ? t('permissionsAdmin.orderFlow') : resourceLabel(entry.key);
  return { t, keyLabel, groupLabel };
}

/**
 * The checkbox matrix of spec section 6: one row per resource, a column per common action
 * key, and the group's own keys (order keys, user keys, the order-flow steps) in the last
 * column. The body scrolls sideways on a narrow window.
 */
export function PermissionMatrix({ entries, words, value, onChange, disabled = false }: PermissionMatrixProps) {
  const { t, keyLabel, groupLabel } = usePermissionLabels(words);

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
                    <KeyCheckbox
                      key={action}
                      group={entry.key}
                      action={action}
                      label={keyLabel(action)}
                      checked={isGranted(value, entry.key, action)}
                      disabled={disabled}
                      onChange={onChange}
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
