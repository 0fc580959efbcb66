import { Classes, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../shared/domain/payment';
import type { RowOf } from '../../../../shared/domain/resourceTypes';
import { useResources } from '../../../app/bridge';
import { resourceQueries } from '../../../app/resourceQueries';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { useSelectedOptions } from '../../../components/form/useReferenceOptions';
import { useLabels } from '../../../components/labels/useLabels';

/** The controls the order create dialog and the Trello import dialog share. */

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
