import { ordersResource } from '../../../../shared/domain/registry/orderResources';
import { notify } from '../../../core/toaster';
import { NumberInput } from '../../../components/form/NumberInput';
import { useLabels } from '../../../components/labels/useLabels';
import { useCreateOrder } from '../orderMutations';
import { RichTextEditor } from '../RichTextEditor';
import { initialOrderForm, orderCreateBody, validateOrderForm, type OrderFormValues } from './orderCreateForm';
import { PaymentStatusSelect } from './OrderFormControls';
import { OrderFormDialog, useOrderFormKit } from './orderFormKit';
import { PackageSelect } from './PackageSelect';
import { OrderIdentityFields } from './OrderIdentityFields';
import '../orders.css';

export interface OrderCreateDialogProps {
  readonly onClose: () => void;
}

/** The order create form of spec section 2, opened by `#orders/create`. */
export function OrderCreateDialog({ onClose }: OrderCreateDialogProps) {
  const { t, fieldLabel } = useLabels();
  const { customer, values, setErrors, errors, patch, set, field, finishDate, textArea, reference, references } =
    useOrderFormKit<OrderFormValues>('order', initialOrderForm);
  const create = useCreateOrder();
  const busy = create.isPending;

  const submit = () => {
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
    <OrderFormDialog
      title={t('orders.createTitle')}
      icon="add"
      testId="order-create-form"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <OrderIdentityFields
        idPrefix="order"
        values={values}
        errors={errors}
        disabled={busy}
        onChange={patch}
        between={
          <>
            {reference('saleId', 'salers', busy)}
            {reference('dealerId', 'dealers', busy)}
          </>
        }
      >
        {customer(busy)}
        {references('productCatalogIds', 'productTypes', busy)}
      </OrderIdentityFields>
      {finishDate(busy)}
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
      {textArea('customerNote', busy)}
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
    </OrderFormDialog>
  );
}
