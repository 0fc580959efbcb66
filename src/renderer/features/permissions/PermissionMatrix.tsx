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

/** Props of {@link GroupCheckbox}. */
export interface GroupCheckboxProps extends KeyCheckboxesProps {
  /** The group's name beside its box. */
  readonly title: string;
  /** @default none */
  readonly className?: string;
  /** @default the title */
  readonly ariaLabel?: string;
}

/** A group's box: checked with all its keys, half with some; a click gives all of them or none. */
export function GroupCheckbox(props: GroupCheckboxProps) {
  const { group, actions, checked, title, className, ariaLabel, disabled, onChange } = props;
  const held = actions.filter(checked).length;
  return (
    <Checkbox
      className={className}
      label={title}
      checked={held > 0 && held === actions.length}
      indeterminate={held > 0 && held < actions.length}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={() => onChange(group, actions, held < actions.length)}
    />
  );
}

/** Props of {@link KeyCheckboxes}. */
export interface KeyCheckboxesProps {
  readonly group: string;
  readonly actions: readonly string[];
  readonly label: (action: string) => string;
  readonly checked: (action: string) => boolean;
  readonly disabled: boolean;
  readonly onChange: (resource: string, actions: readonly string[], on: boolean) => void;
}

/** A group's keys, each box with its words beside it, inline (`data-key="orders.clone"`). */
export function KeyCheckboxes({ group, actions, label, checked, disabled, onChange }: KeyCheckboxesProps) {
  return actions.map((action) => (
    <Checkbox
      key={action}
      inline
      label={label(action)}
      checked={checked(action)}
      disabled={disabled}
      data-key={`${group}.${action}`}
      onChange={(e) => onChange(group, [action], e.currentTarget.checked)}
    />
  ));
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
            const granted = (action: string) => isGranted(value, entry.key, action);
            const keys = { group: entry.key, label: keyLabel, checked: granted, disabled, onChange };
            return (
              <tr key={entry.key} data-resource={entry.key}>
                <td className="bo-perm-group">
                  <GroupCheckbox
                    {...keys}
                    actions={entry.permissions}
                    title={groupLabel(entry)}
                    className={Classes.TEXT_OVERFLOW_ELLIPSIS}
                    ariaLabel={t('permissionsAdmin.wholeRow', { resource: groupLabel(entry) })}
                  />
                </td>
                {COLUMNS.map((action) => (
                  <td key={action} className="bo-perm-col">
                    {entry.permissions.includes(action) && (
                      <Checkbox
                        checked={granted(action)}
                        disabled={disabled}
                        aria-label={`${groupLabel(entry)} · ${keyLabel(action)}`}
                        data-key={`${entry.key}.${action}`}
                        onChange={(e) => onChange(entry.key, [action], e.currentTarget.checked)}
                      />
                    )}
                  </td>
                ))}
                <td className="bo-perm-others">
                  <KeyCheckboxes {...keys} actions={entry.permissions.filter((a) => !COLUMNS.includes(a))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
