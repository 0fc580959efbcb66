import { Card, Intent, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../core/bridge';
import { mayReadOrderChanges } from '../../../../shared/domain/auditAccess';
import { can } from '../../../../shared/domain/permissions';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { OrderChangesPanel } from '../../audit';
import { commentQueries, OrderCommentsTab } from '../../comments';
import { DesignsTab, designsSearch, ORDER_TAB_PARAM, useOrderMarks } from '../../designReview';
import { OrderMistakesTab } from '../../mistakes';
import { HistoryTimeline, type OrderHistory } from '../history';
import type { OrderDetail } from '../orderQueries';
import { OldProductsTab } from './OldProductsTab';
import { RequirementTab } from './RequirementTab';

export interface OrderTabsProps {
  readonly order: OrderDetail;
  readonly entries: readonly OrderHistory[];
}

/** The comments tab title with the count in red. */
function CommentsTitle({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const comments = useQuery(commentQueries.forOrder(useApi(), orderId));
  const total = comments.data?.total ?? 0;
  return (
    <>
      {t('orders.tabs.comments')}{' '}
      {total > 0 && (
        <Tag round minimal intent={Intent.DANGER} data-testid="comments-count">
          {total}
        </Tag>
      )}
    </>
  );
}

/**
 * The edit page's tabs (spec section 2): customer requirement (default), history timeline,
 * the designs and their marks (issue 38), the changes of the audit trail (staff), comments,
 * old products (only with catalogs) and mistake records. Outsourced users see the
 * requirement, their history and the designs only. The open tab is in the address
 * (`?tab=designs&marks=…`), so the timeline and the reject form can open the designs on some marks.
 */
export function OrderTabs({ order, entries }: OrderTabsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get(ORDER_TAB_PARAM) ?? 'requirement';
  const setTab = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(ORDER_TAB_PARAM, id);
        next.delete('marks');
        return next;
      },
      { replace: true },
    );
  const openMarks = (ids: readonly number[]) => setParams(new URLSearchParams(designsSearch(ids)), { replace: true });
  const marks = useOrderMarks(order.id);
  const staff = !user.isOutsource;
  const may = (resource: string) => staff && can(user, resource, 'get');
  const catalogs = order.productCatalogIds ?? [];
  return (
    <Card compact className="bo-order-tabs">
      <Tabs
        id="order-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(String(id))}
        renderActiveTabPanelOnly
        // Six tabs wrap on a narrow window; a static underline follows a wrapped tab.
        animate={false}
        className="bo-tabs"
      >
        <Tab id="requirement" title={t('orders.tabs.requirement')} panel={<RequirementTab order={order} />} />
        <Tab
          id="history"
          title={t('orders.tabs.history')}
          panel={
            <HistoryTimeline
              entries={entries}
              showAssigner={staff}
              marksByStep={marks.byHistory}
              onOpenMarks={openMarks}
            />
          }
        />
        <Tab id="designs" title={t('designReview.tab')} panel={<DesignsTab orderId={order.id} />} />
        {mayReadOrderChanges(user) && (
          <Tab id="changes" title={t('audit.changes.tab')} panel={<OrderChangesPanel orderId={order.id} />} />
        )}
        {staff && (
          <Tab
            id="comments"
            title={<CommentsTitle orderId={order.id} />}
            panel={<OrderCommentsTab orderId={order.id} />}
          />
        )}
        {may('products') && catalogs.length > 0 && (
          <Tab id="oldProducts" title={t('orders.tabs.oldProducts')} panel={<OldProductsTab catalogIds={catalogs} />} />
        )}
        {staff && (
          <Tab id="mistakes" title={t('orders.tabs.mistakes')} panel={<OrderMistakesTab orderId={order.id} />} />
        )}
      </Tabs>
    </Card>
  );
}
