import { ResourceListPage } from '../../engine';
import { PaymentStatusColumn } from './PaymentStatusColumn';

/** `/payments`: the generic list of spec section 2 with the Confirmed tag or Review button per row. */
export function PaymentsListPage() {
  return <ResourceListPage resource="payments" extraColumns={PaymentStatusColumn} />;
}
