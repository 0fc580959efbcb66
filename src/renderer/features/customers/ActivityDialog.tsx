import {
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  SegmentedControl,
  TextArea,
} from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CustomerActivity } from '../../../shared/api/endpoints/customerActivities';
import { CUSTOMER_ACTIVITY_KINDS } from '../../../shared/domain/customerActivity';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { DialogSaveFooter } from '../../components/DialogSaveFooter';
import { useLabels } from '../../components/labels/useLabels';
import { activityBody, activityFormErrors, activityFormOf, type ActivityFormErrors } from './activityForm';
import { useActivityMutations } from './useActivityMutations';

/** Props of {@link ActivityDialog}. */
export interface ActivityDialogProps {
  readonly customerId: number;
  /** The activity to change; null logs a new one. */
  readonly activity: CustomerActivity | null;
  readonly onClose: () => void;
}

/** The customer's orders a logged activity may name, newest first. */
function useCustomerOrders(customerId: number) {
  const call = useApi();
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...resourceKeys.all('orders'), 'customer', customerId, 'pick'],
    queryFn: () =>
      call('GET /orders', { query: { filter: JSON.stringify({ customerId }), orderBy: '-createdAt', limit: 100 } }),
    enabled: mayDo(user, RESOURCES.orders, 'get'),
  });
}

/** Logs a call, an email or a meeting with the customer, or changes one its author logged. */
export function ActivityDialog({ customerId, activity, onClose }: ActivityDialogProps) {
  const { t } = useLabels();
  const [values, setValues] = useState(() => activityFormOf(activity));
  const [errors, setErrors] = useState<ActivityFormErrors>({});
  const { save } = useActivityMutations(customerId);
  const orders = useCustomerOrders(customerId);
  const busy = save.isPending;
  const error = (name: keyof ActivityFormErrors) =>
    errors[name] ? { intent: Intent.DANGER, helperText: t(errors[name], { max: 2_000 }) } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = activityFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: activity?.id ?? null, body: activityBody(values) },
      {
        onSuccess: () => {
          notify.success(t(activity ? 'customers.activity.changed' : 'customers.activity.loggedMessage'));
          onClose();
        },
        onError: (err) => notify.error(err),
      },
    );
  };

  return (
    <Dialog
      isOpen
      icon={activity ? 'edit' : 'phone'}
      title={t(activity ? 'customers.activity.editTitle' : 'customers.activity.logTitle')}
      onClose={onClose}
      style={{ width: 560, maxWidth: '95vw' }}
    >
      <form onSubmit={submit} noValidate data-testid="activity-form">
        <DialogBody>
          <FormGroup label={t('customers.activity.kind')}>
            <SegmentedControl
              fill
              options={CUSTOMER_ACTIVITY_KINDS.map((kind) => ({
                value: kind,
                label: t(`customers.activity.logged.${kind}`),
              }))}
              value={values.kind}
              onValueChange={(picked) =>
                setValues((prev) => ({ ...prev, kind: CUSTOMER_ACTIVITY_KINDS.find((k) => k === picked) ?? prev.kind }))
              }
            />
          </FormGroup>
          <FormGroup label={t('customers.activity.at')} labelFor="activity-at" labelInfo="*" {...error('at')}>
            <InputGroup
              id="activity-at"
              type="datetime-local"
              value={values.at}
              disabled={busy}
              onValueChange={(at) => setValues((prev) => ({ ...prev, at }))}
            />
          </FormGroup>
          <FormGroup
            label={t('customers.activity.summary')}
            labelFor="activity-summary"
            labelInfo="*"
            {...error('summary')}
          >
            <TextArea
              id="activity-summary"
              fill
              autoResize
              rows={3}
              value={values.summary}
              disabled={busy}
              onChange={(e) => setValues((prev) => ({ ...prev, summary: e.target.value }))}
            />
          </FormGroup>
          {orders.data && (
            <FormGroup label={t('customers.activity.order')} labelFor="activity-order">
              <HTMLSelect
                id="activity-order"
                fill
                value={values.orderId ?? ''}
                disabled={busy}
                onChange={(e) =>
                  setValues((prev) => ({ ...prev, orderId: e.target.value ? Number(e.target.value) : null }))
                }
                options={[
                  { value: '', label: t('customers.activity.noOrder') },
                  ...orders.data.results.map((o) => ({ value: o.id, label: `${o.code ?? `#${o.id}`} · ${o.name}` })),
                ]}
              />
            </FormGroup>
          )}
        </DialogBody>
        <DialogSaveFooter busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
