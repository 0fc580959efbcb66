/**
 * The audit trail feature, public face: the Logs page (imports and audit trail), the deleted
 * page's "deleted by" columns and the order's Changes tab, all read from `audit_events`.
 */
export { DeletionColumns } from './DeletionColumns';
export { logsScreens } from './logsScreens';
export { OrderChangesPanel } from './OrderChangesPanel';
