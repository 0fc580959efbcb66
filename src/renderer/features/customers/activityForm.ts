import type { CreateCustomerActivityBody, CustomerActivity } from '../../../shared/api/endpoints/customerActivities';
import { CUSTOMER_ACTIVITY_SUMMARY_MAX, type CustomerActivityKind } from '../../../shared/domain/customerActivity';
import { toLocalInput } from '../../components/form/formValues';

/** What the log-activity form holds: kind, when (`datetime-local` text), summary and an optional order. */
export interface ActivityFormValues {
  readonly kind: CustomerActivityKind;
  readonly at: string;
  readonly summary: string;
  readonly orderId: number | null;
}

export type ActivityFormErrors = Partial<Record<keyof ActivityFormValues, string>>;

/** A new call now, or the activity being edited. */
export function activityFormOf(activity: CustomerActivity | null, now: Date = new Date()): ActivityFormValues {
  if (!activity) return { kind: 'call', at: toLocalInput(now), summary: '', orderId: null };
  return { kind: activity.kind, at: toLocalInput(activity.at), summary: activity.summary, orderId: activity.orderId };
}

/** i18n keys of the errors: when and a summary are required, the summary at most 2,000 characters. */
export function activityFormErrors(values: ActivityFormValues): ActivityFormErrors {
  const errors: ActivityFormErrors = {};
  if (!values.at || Number.isNaN(new Date(values.at).getTime())) errors.at = 'form.required';
  if (values.summary.trim() === '') errors.summary = 'form.required';
  else if (values.summary.trim().length > CUSTOMER_ACTIVITY_SUMMARY_MAX) errors.summary = 'customers.activity.tooLong';
  return errors;
}

/** The body of `POST /customers/{id}/activities` or `PUT /customerActivities/{id}`: when as an instant. */
export function activityBody(values: ActivityFormValues): CreateCustomerActivityBody {
  return {
    kind: values.kind,
    at: new Date(values.at).toISOString(),
    summary: values.summary.trim(),
    orderId: values.orderId,
  };
}
