import { Card, Classes, H5, Icon, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { durationBetween } from '../../../../shared/domain/format';
import { CustomerReviewForm } from '../../comments';
import type { OrderDetail } from '../orderQueries';

/** The done view (spec section 2): total duration, the happy smile or frown, and the customer review. */
export function DoneSummary({ order }: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card compact className="bo-done" data-testid="done-summary">
      <div className="bo-card-head bo-card-title">
        <H5>{t('orders.doneTitle')}</H5>
        {order.happy !== null && (
          <Icon
            icon={order.happy ? 'emoji' : 'heart-broken'}
            intent={order.happy ? Intent.SUCCESS : Intent.DANGER}
            size={20}
            aria-label={t(order.happy ? 'orders.happy' : 'orders.unhappy')}
          />
        )}
      </div>
      <p>
        <span className={Classes.TEXT_MUTED}>{t('orders.totalDuration')}</span>{' '}
        <strong data-testid="done-duration">{durationBetween(order.createdAt, order.updatedAt)}</strong>
      </p>
      <CustomerReviewForm orderId={order.id} customerId={order.customerId} />
    </Card>
  );
}
