import { Dialog, DialogBody, TextArea, type IconName } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { useLabels } from '../../../components/labels/useLabels';
import { withCustomer, type CustomerBound } from './orderCreateForm';
import {
  CustomerField,
  FinishDateInput,
  OrderFormField,
  OrderReferenceField,
  OrderReferencesField,
} from './OrderFormControls';

/** What every order form field may say besides its control: wide, required, a hint. */
export interface OrderFieldOptions {
  readonly wide?: boolean;
  readonly required?: boolean;
  readonly helper?: ReactNode;
}

/** Field names whose value is text (a note, a date input's value). */
type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** Field names holding one row's id, or none. */
type IdFields<V> = { [K in keyof V]: V[K] extends number | null ? K : never }[keyof V] & string;
/** Field names holding several rows' ids. */
type IdsFields<V> = { [K in keyof V]: V[K] extends readonly number[] ? K : never }[keyof V] & string;

/**
 * The state and field kit the order forms share (create, details): the values, their errors
 * (cleared as a field changes), and labelled controls whose ids start with `idPrefix`.
 */
export function useOrderFormKit<V extends CustomerBound & { readonly finishedDate: string }>(
  idPrefix: string,
  initial: V | (() => V),
) {
  const { fieldLabel } = useLabels();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  /** Changes some fields and forgets their errors. */
  const patch = (change: Partial<V>) => {
    setValues((prev) => ({ ...prev, ...change }));
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([name]) => !(name in change))) as typeof prev);
  };
  const set = <K extends keyof V>(name: K, value: V[K]) => patch({ [name]: value } as unknown as Partial<V>);

  /** A labelled control, its error under it. */
  const field = (name: keyof V & string, control: ReactNode, opts: OrderFieldOptions = {}) => (
    <OrderFormField id={`${idPrefix}-${name}`} label={fieldLabel(name)} error={errors[name]} {...opts}>
      {control}
    </OrderFormField>
  );

  /** The finish date, required. */
  const finishDate = (disabled: boolean) =>
    field(
      'finishedDate',
      <FinishDateInput
        id={`${idPrefix}-finishedDate`}
        value={values.finishedDate}
        disabled={disabled}
        onChange={(v) => set('finishedDate', v as V['finishedDate'])}
      />,
      { required: true },
    );

  /** A note across both columns. */
  const textArea = (name: TextFields<V>, disabled: boolean) =>
    field(
      name,
      <TextArea
        id={`${idPrefix}-${name}`}
        fill
        autoResize
        rows={2}
        value={values[name] as string}
        disabled={disabled}
        onChange={(e) => set(name, e.target.value as V[typeof name])}
      />,
      { wide: true },
    );

  /** A pick of one row of `resource` (a sale, a dealer, a platform); `title` names it for who cannot list them. */
  const reference = (name: IdFields<V>, resource: string, disabled: boolean, title?: string | null) => (
    <OrderReferenceField
      id={`${idPrefix}-${name}`}
      name={name}
      resource={resource}
      title={title}
      value={values[name] as number | null}
      disabled={disabled}
      onChange={(v) => set(name, v as V[typeof name])}
    />
  );

  /** A pick of several rows of `resource` (the product catalogs). */
  const references = (name: IdsFields<V>, resource: string, disabled: boolean, title?: string | null) => (
    <OrderReferencesField
      id={`${idPrefix}-${name}`}
      name={name}
      resource={resource}
      title={title}
      value={values[name] as readonly number[]}
      disabled={disabled}
      onChange={(v) => set(name, v as V[typeof name])}
    />
  );

  /** The customer, which brings its channel and clears a package of another customer's. */
  const customer = (disabled: boolean) => (
    <CustomerField
      id={`${idPrefix}-customerId`}
      value={values.customerId}
      channelId={values.channelId}
      disabled={disabled}
      onChange={(picked) => setValues((prev) => withCustomer(prev, picked))}
    />
  );

  return {
    customer,
    values,
    setValues,
    errors,
    setErrors,
    patch,
    set,
    field,
    finishDate,
    textArea,
    reference,
    references,
  };
}

/** Props of {@link OrderFormDialog}. */
export interface OrderFormDialogProps {
  readonly title: string;
  readonly icon: IconName;
  readonly testId: string;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The frame of an order form: a wide dialog, the two-column field grid, Save and Cancel. */
export function OrderFormDialog({ title, icon, testId, busy, onClose, onSubmit, children }: OrderFormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog isOpen title={title} icon={icon} onClose={onClose} style={{ width: 860, maxWidth: '95vw' }}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <DialogBody>
          <div className="bo-form-grid">{children}</div>
        </DialogBody>
        <DialogSaveFooter busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
