import { HTMLTable, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldDef } from '../../../shared/domain/fields';
import { BASE_FIELDS, getResource, RESOURCES, type ResourceName } from '../../../shared/domain/resources';
import { useResources } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { resourceQueries } from '../../core/resourceQueries';
import { ErrorState } from '../../components/ErrorState';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination, usePaging, useRefTitles, type ExtraColumn, type ExtraColumnsSource } from '../../engine';

/** Props of {@link UserRecordsTable}. */
export interface UserRecordsTableProps {
  readonly resource: ResourceName;
  /** The field naming the user (`creatorId` of products, `victimId` of mistake records). */
  readonly byField: string;
  readonly userId: number;
  /** Columns, each a field of the resource. */
  readonly columns: readonly string[];
  readonly emptyIcon: IconName;
  readonly testId: string;
  /** Columns a feature adds after these (a fine's acceptance). @default none */
  readonly extraColumns?: ExtraColumnsSource;
}

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * One of a user's tabs: the rows of a resource that name them, newest first, as the server
 * scopes them; one's own through the resource's `/me` list when it names its owner by `byField`.
 */
export function UserRecordsTable(props: UserRecordsTableProps) {
  const { resource, byField, userId, columns, emptyIcon, testId, extraColumns: ExtraColumns } = props;
  const { t, fieldLabel } = useLabels();
  const resources = useResources();
  const viewer = useCurrentUser();
  const paging = usePaging(PAGE_SIZES);
  const specs = useMemo(() => {
    const fields: Readonly<Record<string, FieldDef>> = { ...BASE_FIELDS, ...RESOURCES[resource].fields };
    return columns.map((name) => ({ name, field: fields[name] }));
  }, [resource, columns]);
  const query = {
    filter: JSON.stringify({ [byField]: userId }),
    orderBy: '-createdAt',
    limit: paging.limit,
    offset: paging.offset,
  };
  // One's own rows come through `GET /{resource}/me`, which needs no `get` on the resource.
  const own = userId === viewer.id && getResource(resource)?.mine === byField;
  const result = useQuery(resourceQueries.list(resources, resource, query, own ? 'mine' : 'list'));
  const rows = useMemo(() => result.data?.results ?? [], [result.data]);
  const titleOf = useRefTitles(specs, rows);

  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner size={24} />;
  if (result.data.total === 0) return <NonIdealState icon={emptyIcon} title={t('list.empty')} />;
  const table = (extra: readonly ExtraColumn[]) => (
    <HTMLTable compact striped className="bo-fill-table">
      <thead>
        <tr>
          {specs.map(({ name }) => (
            <th key={name}>{fieldLabel(name, resource)}</th>
          ))}
          {extra.map((column) => (
            <th key={column.id}>{column.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row.id)}>
            {specs.map(({ name, field }) => (
              <td key={name}>
                <CellValue field={field} value={row[name]} titleOf={titleOf} />
              </td>
            ))}
            {extra.map((column) => (
              <td key={column.id}>{column.render(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
  return (
    <div data-testid={testId}>
      {ExtraColumns ? (
        <ExtraColumns resource={resource} rows={rows}>
          {table}
        </ExtraColumns>
      ) : (
        table([])
      )}
      <ListPagination {...paging.pagination} total={result.data.total} />
    </div>
  );
}
