import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mayDo } from '../../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../../shared/domain/resources';
import { useResources } from '../../../core/bridge';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { notify } from '../../../core/toaster';
import { useLabels } from '../../../components/labels/useLabels';
import { OrderLookupField } from '../create/OrderFormControls';
import { OrderFormDialog, useOrderFormKit } from '../create/orderFormKit';
import { PackageSelect } from '../create/PackageSelect';
import { OrderIdentityFields } from '../create/OrderIdentityFields';
import { useInvalidateOrders, useOrderErrorHandler } from '../orderMutations';
import type { OrderDetail } from '../orderQueries';
import { detailsChanges, detailsErrors, detailsOf, type OrderDetailsValues } from './orderDetailsForm';

export interface OrderDetailsDialogProps {
  readonly order: OrderDetail;
  readonly onClose: () => void;
}

/**
 * Edits the order's core fields (thumbnail, name, features and requirement for staff; customer,
 * sale, dealer, catalog, platform, finish date, package, note) in one `PUT /orders/{id}`
 * carrying the loaded `updatedAt`: a stale save is refused and the order reloads. Each change
 * lands in the order's Changes tab with who made it.
 */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const { t } = useLabels();
  const user = useCurrentUser();
  const resources = useResources();
  const invalidate = useInvalidateOrders();
  const onError = useOrderErrorHandler();
  const initial = useMemo(() => detailsOf(order), [order]);
  const { customer, values, errors, setErrors, patch, set, finishDate, textArea, reference, references } =
    useOrderFormKit<OrderDetailsValues>('details', initial);
  const staff = !user.isOutsource;
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      resources('orders').update(order.id, { ...body, updatedAt: order.updatedAt }),
    onSuccess: async () => {
      notify.success(t('orders.updatedOrder', { id: order.id }));
      await invalidate();
      onClose();
    },
    onError,
  });
  const busy = save.isPending;
  const submit = () => {
    const found = detailsErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = detailsChanges(initial, values);
    if (Object.keys(body).length === 0) return onClose();
    save.mutate(body);
  };

  return (
    <OrderFormDialog
      title={t('orders.editDetails')}
      icon="edit"
      testId="order-details-form"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {staff && (
        <OrderIdentityFields
          idPrefix="details"
          values={values}
          errors={errors}
          disabled={busy}
          onChange={patch}
          requirementTitle={order.orderRequirement?.name}
        />
      )}
      {mayDo(user, RESOURCES.customers, 'get') ? (
        customer(busy)
      ) : (
        <OrderLookupField
          id="details-customerId"
          name="customerId"
          resource="customers"
          title={order.customer?.displayName}
        />
      )}
      <OrderLookupField id="details-packageId" name="packageId" resource="packages" title={order.package?.name}>
        <PackageSelect
          id="details-packageId"
          customerId={values.customerId}
          value={values.packageId}
          disabled={busy}
          onChange={(v) => set('packageId', v)}
        />
      </OrderLookupField>
      {reference('saleId', 'salers', busy, order.sale?.displayName)}
      {reference('dealerId', 'dealers', busy, order.dealer?.displayName)}
      {references('productCatalogIds', 'productTypes', busy, order.productCatalogs?.map((c) => c.name).join(', '))}
      {reference('platformId', 'platforms', busy, order.platform?.name)}
      {finishDate(busy)}
      {textArea('note', busy)}
    </OrderFormDialog>
  );
}
