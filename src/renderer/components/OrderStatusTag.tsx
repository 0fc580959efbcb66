import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TABLE, type OrderStatus } from '../../shared/domain/orderStatus';
import { tagColors } from './tagColors';

/** An order status in its workflow colour (spec section 4), labelled in the current language. */
export function OrderStatusTag({ status }: { readonly status: OrderStatus | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  const def = ORDER_STATUS_TABLE[status];
  return (
    <Tag round style={tagColors(def.color)}>
      {t(`orderStatus.${status}`, { defaultValue: def.label })}
    </Tag>
  );
}
