import { Classes, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../shared/domain/payment';
import type { RowOf } from '../../../../shared/domain/resourceTypes';
import { mayDo } from '../../../../shared/domain/resourceAccess';
import { getResource } from '../../../../shared/domain/resources';
import { useResources } from '../../../core/bridge';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { ReferenceMultiSelect } from '../../../components/form/ReferenceMultiSelect';
import { resourceQueries } from '../../../core/resourceQueries';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { useSelectedOptions } from '../../../components/form/useReferenceOptions';
import { useLabels } from '../../../components/labels/useLabels';

/** The controls the order forms share: the create dialog, the details dialog and the Trello import dialog. */

/** Props of {@link OrderFormField}. */
export interface OrderFormFieldProps {
  /** The control's id, which the label points at. */
  readonly id: string;
  readonly label: ReactNode;
  readonly required?: boolean;
  /** Spans both columns of the form grid. */
  readonly wide?: boolean;
  /** i18n key of the field's error, shown in red under it. */
  readonly error?: string;
  /** Hint under the field when there is no error. */
  readonly helper?: ReactNode;
  readonly children: ReactNode;
}

/** One labelled control of an order form: `*` when required, its error or its hint below. */
export function OrderFormField({ id, label, required, wide, error, helper, children }: OrderFormFieldProps) {
  const { t } = useTranslation();
  return (
    <FormGroup
      className={wide ? 'bo-form-wide' : undefined}
      label={label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? t(error) : helper}
    >
      {children}
    </FormGroup>
  );
}

/** A customer as the order forms keep it: the order's channel comes from the customer's. */
export type PickedCustomer = Pick<RowOf<'customers'>, 'id' | 'channelId'>;

/** Props of {@link CustomerField}. */
export interface CustomerFieldProps {
  readonly id: string;
  readonly value: number | null;
  /** The chosen customer's channel, named under the field. */
  readonly channelId: number | null;
  readonly disabled?: boolean;
  readonly onChange: (customer: PickedCustomer | null) => void;
}

/** The customer select of the order forms, which names the customer's channel (the order's hidden channel). */
export function CustomerField({ id, value, channelId, disabled, onChange }: CustomerFieldProps) {
  const { t, fieldLabel } = useLabels();
  const resources = useResources();
  const client = useQueryClient();
  const [channel] = useSelectedOptions('channels', channelId === null ? [] : [channelId]);
  const pick = async (customerId: number | null) => {
    const customer =
      customerId === null ? null : await client.fetchQuery(resourceQueries.one(resources, 'customers', customerId));
    onChange(customer as PickedCustomer | null);
  };
  return (
    <OrderFormField
      id={id}
      label={fieldLabel('customerId')}
      helper={
        channel && <span className={Classes.TEXT_MUTED}>{t('orders.channelOf', { channel: channel.title })}</span>
      }
    >
      <ReferenceSelect
        id={id}
        fill
        resource="customers"
        value={value}
        disabled={disabled}
        onChange={(customerId) => void pick(customerId)}
      />
    </OrderFormField>
  );
}

/** Props of the order forms' plain inputs. */
export interface OrderInputProps<T> {
  readonly id: string;
  readonly value: T;
  readonly disabled?: boolean;
  readonly onChange: (value: T) => void;
}

/** The finish date: local date and time (`datetime-local` text). */
export function FinishDateInput({ id, value, disabled, onChange }: OrderInputProps<string>) {
  return (
    <input
      id={id}
      type="datetime-local"
      className={`${Classes.INPUT} ${Classes.FILL}`}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The payment status: paid (TT) or unpaid (CTT). */
export function PaymentStatusSelect({ id, value, disabled, onChange }: OrderInputProps<PaymentStatus>) {
  const { enumLabel } = useLabels();
  return (
    <HTMLSelect
      id={id}
      fill
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as PaymentStatus)}
      options={PAYMENT_STATUSES.map((v) => ({ value: v, label: enumLabel(v) }))}
    />
  );
}

/** What names an order form's reference field and where its options come from. */
interface ReferenceFieldProps {
  /** The order field, which names the label. */
  readonly name: string;
  /** The lookup the options come from (`salers`, `dealers`, `platforms`, `productTypes`, …). */
  readonly resource: string;
  /** What the field holds, shown read-only to a user who may not open the lookup. */
  readonly title?: string | null;
}

/**
 * The label and frame of a reference field. A user who may not read the lookup (a leader
 * without customers) sees the value, named from the loaded order, and cannot change it.
 */
export function OrderLookupField({
  id,
  name,
  resource,
  title,
  children,
}: ReferenceFieldProps & { readonly id: string; readonly children?: ReactNode }) {
  const { fieldLabel } = useLabels();
  const user = useCurrentUser();
  const lookup = getResource(resource);
  const readable = lookup !== undefined && mayDo(user, lookup, 'get');
  return (
    <OrderFormField id={id} label={fieldLabel(name)}>
      {readable ? children : <InputGroup id={id} value={title ?? '—'} readOnly disabled />}
    </OrderFormField>
  );
}

/** A labelled single reference of an order form (sale, dealer, requirement, platform). */
export function OrderReferenceField(props: ReferenceFieldProps & OrderInputProps<number | null>) {
  const { id, resource, value, disabled, onChange } = props;
  return (
    <OrderLookupField {...props}>
      <ReferenceSelect id={id} fill resource={resource} value={value} disabled={disabled} onChange={onChange} />
    </OrderLookupField>
  );
}

/** A labelled list of references of an order form (the product catalogs). */
export function OrderReferencesField(props: ReferenceFieldProps & OrderInputProps<readonly number[]>) {
  const { id, resource, value, disabled, onChange } = props;
  return (
    <OrderLookupField {...props}>
      <ReferenceMultiSelect id={id} resource={resource} value={value} disabled={disabled} onChange={onChange} />
    </OrderLookupField>
  );
}
