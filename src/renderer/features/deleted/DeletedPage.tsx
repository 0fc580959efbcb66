import { useTranslation } from 'react-i18next';
import { ResourceTabsPage } from '../../engine';
import { DeletionColumns } from '../audit';
import { visibleDeletedTabs } from '../../../shared/domain/menu';

export interface DeletedPageProps {
  /** Tab the path names (`/deleted/{tab}`, or orders for `/orders/deleted`). */
  readonly tab: string | undefined;
}

/**
 * Deleted rows of every resource that keeps them (`GET /{resource}/getDelete`): orders and
 * customers first, then users, products, packages and the lookups, each tab per getDelete
 * (spec section 2) with a redo action, and who deleted each and when, from the audit trail, for those who may read it.
 */
export function DeletedPage({ tab }: DeletedPageProps) {
  const { t } = useTranslation();
  return (
    <ResourceTabsPage
      id="deleted-tabs"
      basePath="/deleted"
      title={t('deleted.title')}
      tab={tab}
      visibleTabs={visibleDeletedTabs}
      emptyIcon="trash"
      emptyTitle={t('deleted.empty')}
      source="deleted"
      extraColumns={DeletionColumns}
    />
  );
}
