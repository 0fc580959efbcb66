import { Dialog, DialogBody, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ordersResource } from '../../../../shared/domain/registry/orderResources';
import { notify } from '../../../app/toaster';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { NumberInput } from '../../../components/form/NumberInput';
import { useLabels } from '../../../components/labels/useLabels';
import { useCreateOrder } from '../orderMutations';
import { RichTextEditor } from '../RichTextEditor';
import {
  initialOrderForm,
  orderCreateBody,
  validateOrderForm,
  withCustomer,
  type OrderFormErrors,
  type OrderFormValues,
} from './orderCreateForm';
import {
  CustomerField,
  FinishDateInput,
  OrderFormField,
  OrderReferenceField,
  OrderReferencesField,
  PaymentStatusSelect,
} from './OrderFormControls';
import { PackageSelect } from './PackageSelect';
import { OrderIdentityFields } from './OrderIdentityFields';
import '../orders.css';

export interface OrderCreateDialogProps {
  readonly onClose: () => void;
}

/** The order create form of spec section 2, opened by `#orders/create`. */
export function OrderCreateDialog({ onClose }: OrderCreateDialogProps) {
  const { t, fieldLabel } = useLabels();
  const [values, setValues] = useState<OrderFormValues>(() => initialOrderForm());
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const create = useCreateOrder();
  const busy = create.isPending;

  const patch = (change: Partial<OrderFormValues>) => {
    setValues((prev) => ({ ...prev, ...change }));
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([name]) => !(name in change))));
  };
  const set = <K extends keyof OrderFormValues>(name: K, value: OrderFormValues[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const field = (
    name: keyof OrderFormValues,
    control: ReactNode,
    opts: { wide?: boolean; required?: boolean; helper?: ReactNode } = {},
  ) => (
    <OrderFormField id={`order-${name}`} label={fieldLabel(name)} error={errors[name]} {...opts}>
      {control}
    </OrderFormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOrderForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(orderCreateBody(values), {
      onSuccess: (order) => {
        notify.success(t('orders.created', { id: order.id }));
        onClose();
      },
      onError: (err) => notify.error(err),
    });
  };

  return (
    <Dialog
      isOpen
      title={t('orders.createTitle')}
      icon="add"
      onClose={onClose}
      style={{ width: 860, maxWidth: '95vw' }}
    >
      <form onSubmit={submit} noValidate data-testid="order-create-form">
        <DialogBody>
          <div className="bo-form-grid">
            <OrderIdentityFields
              idPrefix="order"
              values={values}
              errors={errors}
              disabled={busy}
              onChange={patch}
              between={
                <>
                  <OrderReferenceField
                    id="order-saleId"
                    name="saleId"
                    resource="salers"
                    value={values.saleId}
                    disabled={busy}
                    onChange={(v) => set('saleId', v)}
                  />
                  <OrderReferenceField
                    id="order-dealerId"
                    name="dealerId"
                    resource="dealers"
                    value={values.dealerId}
                    disabled={busy}
                    onChange={(v) => set('dealerId', v)}
                  />
                </>
              }
            >
              <CustomerField
                id="order-customerId"
                value={values.customerId}
                channelId={values.channelId}
                disabled={busy}
                onChange={(customer) => setValues((prev) => withCustomer(prev, customer))}
              />
              <OrderReferencesField
                id="order-productCatalogIds"
                name="productCatalogIds"
                resource="productTypes"
                value={values.productCatalogIds}
                disabled={busy}
                onChange={(v) => set('productCatalogIds', v)}
              />
            </OrderIdentityFields>
            {field(
              'finishedDate',
              <FinishDateInput
                id="order-finishedDate"
                value={values.finishedDate}
                disabled={busy}
                onChange={(v) => set('finishedDate', v)}
              />,
              { required: true },
            )}
            {field(
              'priceOrder',
              <NumberInput
                id="order-priceOrder"
                field={ordersResource.fields.priceOrder}
                value={values.priceOrder}
                disabled={busy}
                onChange={(v) => set('priceOrder', v)}
              />,
            )}
            {field(
              'paymentStatus',
              <PaymentStatusSelect
                id="order-paymentStatus"
                value={values.paymentStatus}
                disabled={busy}
                onChange={(v) => set('paymentStatus', v)}
              />,
            )}
            {field(
              'packageId',
              <PackageSelect
                id="order-packageId"
                customerId={values.customerId}
                value={values.packageId}
                disabled={busy}
                onChange={(v) => set('packageId', v)}
              />,
            )}
            {field(
              'customerNote',
              <TextArea
                id="order-customerNote"
                fill
                autoResize
                rows={2}
                value={values.customerNote}
                disabled={busy}
                onChange={(e) => set('customerNote', e.target.value)}
              />,
              { wide: true },
            )}
            {field(
              'customerRequirements',
              <RichTextEditor
                id="order-customerRequirements"
                label={fieldLabel('customerRequirements')}
                value={values.customerRequirements}
                disabled={busy}
                onChange={(v) => set('customerRequirements', v)}
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
