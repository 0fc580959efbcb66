import { HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { GroupCheckbox, KeyCheckboxes, permissionQueries, usePermissionLabels } from '../permissions';
import { grantableEntries, type ApiTokenFormValues } from './apiTokenForm';

/** Props of {@link TokenKeysPicker}. */
export interface TokenKeysPickerProps {
  readonly value: ApiTokenFormValues['permission'];
  /** Ticks or unticks keys of one group. */
  readonly onChange: (resource: string, actions: readonly string[], on: boolean) => void;
  readonly disabled: boolean;
}

/**
 * The keys a token may take: a row per group the owner holds keys of, with only those keys,
 * and a box for the whole group. Narrower than the permission matrix, as a dialog wants.
 */
export function TokenKeysPicker({ value, onChange, disabled }: TokenKeysPickerProps) {
  const call = useApi();
  const user = useCurrentUser();
  const catalogue = useQuery(permissionQueries.catalogue(call));
  const { keyLabel, groupLabel } = usePermissionLabels(catalogue.data?.stringtoWord ?? {});
  if (catalogue.isPending) return <Spinner size={20} />;
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  return (
    <div className="bo-api-token-keys" data-testid="api-token-keys">
      <HTMLTable compact striped>
        <tbody>
          {grantableEntries(user, catalogue.data.permissions).map((entry) => {
            const keys = {
              group: entry.key,
              actions: entry.permissions,
              label: keyLabel,
              checked: (action: string) => value[entry.key]?.includes(action) === true,
              disabled,
              onChange,
            };
            return (
              <tr key={entry.key}>
                <td className="bo-api-token-group">
                  <GroupCheckbox {...keys} title={groupLabel(entry)} />
                </td>
                <td>
                  <KeyCheckboxes {...keys} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
