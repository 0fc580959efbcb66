import { humanize } from '../../../shared/domain/humanize';
import { actionsFor } from '../../../shared/domain/permissions';
import type { PermissionEntry } from '../../../shared/api/endpoints/auth';
import { RESOURCE_LIST } from '../../../shared/domain/resources';

const ACTION_WORDS: Readonly<Record<string, string>> = {
  get: 'View list',
  getOne: 'View detail',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  getDelete: 'View deleted',
  analysis: 'Analysis',
  designersAnalysis: 'Designers analysis',
  exportExcel: 'Export Excel',
  clone: 'Clone',
  deadLine: 'Edit deadline',
  dealPrice: 'Edit deal price',
  paymentStatus: 'Edit payment status',
  priceOrder: 'Edit order price',
  customerRequirements: 'Edit customer requirements',
  recommendDesigner: 'Recommend designer',
  getDesigners: 'List designers',
  getGuarantees: 'List guarantees',
  getDelivers: 'List delivers',
  getDealer: 'List dealers',
  getSalerB: 'List sales',
  getLeaders: 'List leaders',
  forceCreateOne: 'Force update',
};

/**
 * The groups of the permission matrix: every resource of the registry except the user-lookup
 * views (their access is a `users` key such as `getDesigners`), plus the order flow.
 */
export function permissionCatalogue(): PermissionEntry[] {
  const resources = RESOURCE_LIST.filter((r) => !r.view?.permission).map((r) => r.name);
  return [...resources, 'orderFlow'].map((key) => ({
    key,
    title: humanize(key),
    permissions: [...actionsFor(key)],
  }));
}

/** Words for every resource and action key the matrix shows. */
export function permissionWords(): Record<string, string> {
  const words: Record<string, string> = {};
  for (const entry of permissionCatalogue()) {
    words[entry.key] = entry.title;
    for (const action of entry.permissions) words[action] = ACTION_WORDS[action] ?? humanize(action);
  }
  return words;
}
