import { Callout, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PAYMENT_CLIENT_TYPES, type PaymentClientType } from '../../../shared/domain/enums';
import { f } from '../../../shared/domain/fields';
import { formatMoney } from '../../../shared/domain/format';
import { PAYMENT_AMOUNT_FIELD, paymentTotal } from '../../../shared/domain/payment';
import { addDays, localCalendarDate } from '../../../shared/domain/payroll/calendarDate';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import type { ScreenModal } from '../../core/screens';
import { notify } from '../../core/toaster';
import { DialogSaveFooter } from '../../components/DialogSaveFooter';
import { FormErrorCallout } from '../../components/FormErrorCallout';
import { NumberInput } from '../../components/form/NumberInput';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { useLabels } from '../../components/labels/useLabels';
import { ResourceFormDialog } from '../../engine';
import { RESOURCES } from '../../../shared/domain/resources';
import { GatheredOrders } from './GatheredOrders';
import { CLIENT_RESOURCE } from './PaymentClientName';
import { paymentQueries } from './paymentQueries';
import './payments.css';

const MONEY = f.money();
/** The period a new payment looks back over unless changed: the last 30 days. */
const DEFAULT_DAYS = 30;

/**
 * `#payments/create`: pick a designer or a customer and a period; the dialog lists the unpaid
 * done orders it will pay (each may be left out) and the total, then POST /payments.
 */
export function PaymentCreateDialog({ onClose }: { readonly onClose: () => void }) {
  const { t, language, enumLabel, fieldLabel } = useLabels();
  const call = useApi();
  const client = useQueryClient();
  const today = localCalendarDate();
  const [typeClient, setTypeClient] = useState<PaymentClientType>('DESIGNER');
  const [clientId, setClientId] = useState<number | null>(null);
  const [from, setFrom] = useState(addDays(today, -DEFAULT_DAYS));
  const [to, setTo] = useState(today);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [bonusAmount, setBonus] = useState<number | null>(null);
  const [discountAmount, setDiscount] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const periodOk = from !== '' && to !== '' && from <= to;
  const gathering = clientId === null ? null : { typeClient, clientId, from, to };
  const unpaid = useQuery({
    ...paymentQueries.unpaid(call, gathering ?? { typeClient, clientId: 0, from, to }),
    enabled: gathering !== null && periodOk,
  });
  const included = (unpaid.data?.results ?? []).filter((order) => !excluded.has(order.id));
  const total = paymentTotal(
    included.map((order) => order.amount),
    bonusAmount ?? 0,
    discountAmount ?? 0,
  );
  const create = useMutation({
    mutationFn: () =>
      call('POST /payments', {
        body: {
          typeClient,
          clientId: clientId ?? 0,
          orders: included.map((order) => order.id),
          bonusAmount: bonusAmount ?? 0,
          discountAmount: discountAmount ?? 0,
          note: note.trim() || null,
        },
      }),
    onSuccess: () => {
      notify.success(t('common.success'));
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all('payments') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (included.length > 0 && total >= 0) create.mutate();
  };
  const resetOrders = () => setExcluded(new Set());

  return (
    <Dialog isOpen onClose={onClose} title={t('payments.createTitle')} icon="bank-account" style={{ width: 800 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className="bo-payment-form">
            <FormGroup label={fieldLabel('typeClient')} labelFor="payment-type">
              <HTMLSelect
                id="payment-type"
                fill
                value={typeClient}
                options={PAYMENT_CLIENT_TYPES.map((value) => ({ value, label: enumLabel(value) }))}
                onChange={(event) => {
                  setTypeClient(event.currentTarget.value as PaymentClientType);
                  setClientId(null);
                  resetOrders();
                }}
              />
            </FormGroup>
            <FormGroup label={enumLabel(typeClient)} labelFor="payment-client" labelInfo="*">
              <ReferenceSelect
                key={typeClient}
                id="payment-client"
                resource={CLIENT_RESOURCE[typeClient]}
                value={clientId}
                fill
                onChange={(id) => {
                  setClientId(id);
                  resetOrders();
                }}
              />
            </FormGroup>
            <FormGroup label={t('payments.from')} labelFor="payment-from">
              <InputGroup id="payment-from" type="date" value={from} onValueChange={setFrom} />
            </FormGroup>
            <FormGroup label={t('payments.to')} labelFor="payment-to" intent={periodOk ? undefined : Intent.DANGER}>
              <InputGroup id="payment-to" type="date" value={to} onValueChange={setTo} />
            </FormGroup>
          </div>
          {gathering === null ? (
            <Callout icon="info-sign">{t('payments.pickClient')}</Callout>
          ) : (
            <GatheredOrders
              result={unpaid}
              excluded={excluded}
              amountTitle={fieldLabel(PAYMENT_AMOUNT_FIELD[typeClient])}
              onToggle={(id) =>
                setExcluded((prev) => {
                  const next = new Set(prev);
                  if (!next.delete(id)) next.add(id);
                  return next;
                })
              }
            />
          )}
          <div className="bo-payment-form">
            <FormGroup label={fieldLabel('bonusAmount')} labelFor="payment-bonus">
              <NumberInput id="payment-bonus" field={MONEY} value={bonusAmount} onChange={setBonus} />
            </FormGroup>
            <FormGroup label={fieldLabel('discountAmount')} labelFor="payment-discount">
              <NumberInput id="payment-discount" field={MONEY} value={discountAmount} onChange={setDiscount} />
            </FormGroup>
          </div>
          <FormGroup label={fieldLabel('note')} labelFor="payment-note">
            <InputGroup id="payment-note" value={note} onValueChange={setNote} />
          </FormGroup>
          <Callout intent={total < 0 ? Intent.DANGER : Intent.PRIMARY} icon="dollar" data-testid="payment-total">
            {t('payments.totalPreview', { count: included.length, total: formatMoney(total, language) })}
          </Callout>
          <FormErrorCallout error={create.error} />
        </DialogBody>
        <DialogSaveFooter busy={create.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The payments modal: the gathering dialog to create, the generic form (the note) to edit. */
export const paymentModal: ScreenModal = (route, onClose) =>
  route.mode === 'create' ? (
    <PaymentCreateDialog onClose={onClose} />
  ) : (
    <ResourceFormDialog def={RESOURCES.payments} id={route.id} defaults={route.defaults} onClose={onClose} />
  );
