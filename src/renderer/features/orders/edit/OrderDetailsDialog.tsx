import { Dialog, DialogBody, TextArea } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { mayDo } from '../../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../../shared/domain/resources';
import { useResources } from '../../../app/bridge';
import { useCurrentUser } from '../../../app/session/useCurrentUser';
import { notify } from '../../../app/toaster';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { useLabels } from '../../../components/labels/useLabels';
import { withCustomer } from '../create/orderCreateForm';
import {
  CustomerField,
  FinishDateInput,
  OrderFormField,
  OrderLookupField,
  OrderReferenceField,
  OrderReferencesField,
} from '../create/OrderFormControls';
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
  const { t, fieldLabel } = useLabels();
  const user = useCurrentUser();
  const resources = useResources();
  const invalidate = useInvalidateOrders();
  const onError = useOrderErrorHandler();
  const initial = useMemo(() => detailsOf(order), [order]);
  const [values, setValues] = useState<OrderDetailsValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof OrderDetailsValues, string>>>({});
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
  const set = <K extends keyof OrderDetailsValues>(name: K, value: OrderDetailsValues[K]) =>
    setValues((prev) => ({ ...prev, [name]: value }));
  const field = (
    name: keyof OrderDetailsValues,
    control: ReactNode,
    opts: { wide?: boolean; required?: boolean } = {},
  ) => (
    <OrderFormField id={`details-${name}`} label={fieldLabel(name)} error={errors[name]} {...opts}>
      {control}
    </OrderFormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = detailsErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = detailsChanges(initial, values);
    if (Object.keys(body).length === 0) return onClose();
    save.mutate(body);
  };

  return (
    <Dialog
      isOpen
      title={t('orders.editDetails')}
      icon="edit"
      onClose={onClose}
      style={{ width: 860, maxWidth: '95vw' }}
    >
      <form onSubmit={submit} noValidate data-testid="order-details-form">
        <DialogBody>
          <div className="bo-form-grid">
            {staff && (
              <OrderIdentityFields
                idPrefix="details"
                values={values}
                errors={errors}
                disabled={busy}
                onChange={(change) => setValues((prev) => ({ ...prev, ...change }))}
                requirementTitle={order.orderRequirement?.name}
              />
            )}
            {mayDo(user, RESOURCES.customers, 'get') ? (
              <CustomerField
                id="details-customerId"
                value={values.customerId}
                channelId={values.channelId}
                disabled={busy}
                onChange={(customer) => setValues((prev) => withCustomer(prev, customer))}
              />
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
            <OrderReferenceField
              id="details-saleId"
              name="saleId"
              resource="salers"
              title={order.sale?.displayName}
              value={values.saleId}
              disabled={busy}
              onChange={(v) => set('saleId', v)}
            />
            <OrderReferenceField
              id="details-dealerId"
              name="dealerId"
              resource="dealers"
              title={order.dealer?.displayName}
              value={values.dealerId}
              disabled={busy}
              onChange={(v) => set('dealerId', v)}
            />
            <OrderReferencesField
              id="details-productCatalogIds"
              name="productCatalogIds"
              resource="productTypes"
              title={order.productCatalogs?.map((c) => c.name).join(', ')}
              value={values.productCatalogIds}
              disabled={busy}
              onChange={(v) => set('productCatalogIds', v)}
            />
            <OrderReferenceField
              id="details-platformId"
              name="platformId"
              resource="platforms"
              title={order.platform?.name}
              value={values.platformId}
              disabled={busy}
              onChange={(v) => set('platformId', v)}
            />
            {field(
              'finishedDate',
              <FinishDateInput
                id="details-finishedDate"
                value={values.finishedDate}
                disabled={busy}
                onChange={(v) => set('finishedDate', v)}
              />,
              { required: true },
            )}
            {field(
              'note',
              <TextArea
                id="details-note"
                fill
                autoResize
                rows={2}
                value={values.note}
                disabled={busy}
                onChange={(e) => set('note', e.target.value)}
              />,
              { wide: true },
            )}
          </div>
        </DialogBody>
        <DialogSaveFooter busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
