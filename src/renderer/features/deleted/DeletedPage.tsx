import { useTranslation } from 'react-i18next';
import { ResourceTabsPage } from '../../engine';
import { DeletionColumns } from '../audit';
import { visibleDeletedTabs } from '../../../shared/domain/menu';

export interface DeletedPageProps {
  /** Tab the path names: orders for `/orders/deleted`. @default the `{tab}` of `/deleted/{tab}` */
  readonly tab?: string;
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
      basePath="/deleted"
      title={t('deleted.title')}
      tab={tab}
      visibleTabs={visibleDeletedTabs}
      empty={{ icon: 'trash', title: t('deleted.empty') }}
      source="deleted"
      extraColumns={DeletionColumns}
    />
  );
}
