import { Button, ButtonVariant, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordChangedCallout } from '../../../core/live/RecordChangedCallout';
import { useRecordChanges } from '../../../core/live/useRecordChanges';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { ErrorState } from '../../../components/ErrorState';
import { OrderStatusTag } from '../../../components/OrderStatusTag';
import { resourceKeys } from '../../../core/resourceQueries';
import { PageHeader } from '../../../components/PageHeader';
import { RecordPager } from '../../../engine';
import { ActionPanel } from '../workflow/ActionPanel';
import { DoneSummary } from './DoneSummary';
import { OrderEditActions } from './OrderEditActions';
import { OrderFieldsCard } from './OrderFieldsCard';
import { OrderOverviewCard } from './OrderOverviewCard';
import { OrderTabs } from './OrderTabs';
import { OutsourceAboutCard } from './OutsourceAboutCard';
import { useOrderPage } from './useOrderPage';
import { mayMoveOrder } from '../../../../shared/domain/workflow/actors';
import { entryOf } from '../workflow/entryOf';
import '../orders.css';
import './orderEdit.css';

/** `/orders/{id}/edit` (spec section 2): the order, its workflow action panel, history and tabs. */
export function OrderEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const page = useOrderPage(id);
  const client = useQueryClient();
  const live = useRecordChanges('orders', id);
  if (!Number.isInteger(id) || id < 1) return <NonIdealState icon="search" title={t('errors.notFound')} />;
  if (page.order.isPending) return <Spinner className="bo-list-spinner" />;
  if (page.order.isError) return <ErrorState error={page.order.error} onRetry={() => void page.order.refetch()} />;
  const order = page.order.data;
  const staff = !user.isOutsource;

  return (
    <div className="bo-order-edit-page">
      <PageHeader
        breadcrumbs={[{ text: t('orders.title'), to: '/orders' }, { text: t('orders.crumb', { id }) }]}
        title={
          <span className="bo-order-edit-title">
            <Button
              icon="arrow-left"
              variant={ButtonVariant.MINIMAL}
              aria-label={t('orders.back')}
              title={t('orders.back')}
              onClick={() => void navigate(-1)}
            />
            {t('orders.crumb', { id })}
            <span data-testid="order-status">
              <OrderStatusTag status={order.status} />
            </span>
          </span>
        }
        actions={
          <>
            <RecordPager resource="orders" id={id} />
            <OrderEditActions
              order={order}
              current={page.current}
              refreshing={page.refreshing}
              onRefresh={() => void page.refresh()}
            />
          </>
        }
      />
      <RecordChangedCallout
        changes={live.changes}
        onReload={() => {
          live.clear();
          void client.invalidateQueries({ queryKey: resourceKeys.all('orders') });
        }}
      />
      <div className="bo-order-edit">
        <aside className="bo-order-left">
          <OrderOverviewCard
            order={order}
            showEmployees={staff}
            mayMove={order.status !== null && mayMoveOrder(order.status, order, entryOf(page.current), user)}
          />
          {staff ? <OrderFieldsCard key={order.updatedAt} order={order} /> : <OutsourceAboutCard order={order} />}
        </aside>
        <section className="bo-order-right">
          {page.history.isError ? (
            <ErrorState error={page.history.error} onRetry={() => void page.history.refetch()} />
          ) : page.history.isPending ? (
            <Spinner size={24} />
          ) : (
            <ActionPanel order={order} current={page.current} />
          )}
          {order.status === 'done' && staff && <DoneSummary order={order} />}
          <OrderTabs order={order} entries={page.entries} />
        </section>
      </div>
    </div>
  );
}
