import { Button, H3, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { useResources } from '../core/bridge';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { PageTabs } from './PageTabs';
import { RecordPager } from './RecordPager';
import { resourceAbilities } from './resourceAbilities';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { resourceQueries } from '../core/resourceQueries';
import { useLabels } from '../components/labels/useLabels';
import { useModalNavigation } from './useModalNavigation';
import { RecordDetails } from './RecordDetails';
import './resources.css';
import { toText } from '../components/form/toText';
import type { ExtraTab } from './ResourceTabsPage';

export interface ResourceShowPageProps {
  readonly resource: string;
  readonly id: number;
  /**
   * Tabs after the fields (a user's salary, working times), already narrowed to the viewer;
   * with any, the fields become the first tab, 'Details', and the tab is kept in `?tab=`.
   * @default none
   */
  readonly tabs?: (row: Readonly<Record<string, unknown>>) => readonly ExtraTab[];
}

/** Every field of one row with the list's renderers, and an edit button (spec section 2 show pages). */
export function ResourceShowPage({ resource, id, tabs }: ResourceShowPageProps) {
  const def = getResource(resource) as ResourceDef;
  const { t, resourceLabel } = useLabels();
  const resources = useResources();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const abilities = useMemo(() => resourceAbilities(user, def), [user, def]);
  const result = useQuery(resourceQueries.one(resources, resource, id));
  const row = result.data;
  const title = row ? toText(row[def.titleField] ?? `#${id}`) : `#${id}`;

  if (result.isPending) return <Spinner className="bo-list-spinner" />;
  if (result.isError || !row) {
    return <NonIdealState icon="error" title={t('list.loadError')} description={result.error?.message} />;
  }
  const extra = tabs?.(row) ?? [];
  const details = <RecordDetails resource={resource} row={row} />;
  return (
    <div className="bo-show-page">
      <ResourceBreadcrumbs title={title} />
      <div className="bo-list-head">
        <H3>
          {resourceLabel(resource)} · {title}
        </H3>
        <div className="bo-page-actions">
          <RecordPager resource={resource} id={id} />
          {abilities.update && row.isDelete !== true && (
            <Button
              icon="edit"
              intent={Intent.PRIMARY}
              text={t('list.edit')}
              onClick={() => modal.openEdit(resource, id)}
            />
          )}
        </div>
      </div>
      {extra.length === 0 ? (
        details
      ) : (
        <PageTabs
          id={`${resource}-show`}
          className="bo-show-tabs"
          tabs={[{ id: 'details', title: t('list.details'), panel: details }, ...extra]}
        />
      )}
    </div>
  );
}
