/** What staff log on a customer (issue 41): a call, an email or a meeting. */
export const CUSTOMER_ACTIVITY_KINDS = ['call', 'email', 'meeting'] as const;
export type CustomerActivityKind = (typeof CUSTOMER_ACTIVITY_KINDS)[number];

/** The longest summary of a logged activity, in characters. */
export const CUSTOMER_ACTIVITY_SUMMARY_MAX = 2_000;
