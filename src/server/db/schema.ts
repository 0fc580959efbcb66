import { resourceTable } from './columns';

/**
 * The Drizzle schema: one table per resource of the registry (drizzle-kit reads these named
 * exports to generate migrations), plus the auth tables of `authTables.ts`, the uploads of `uploadTables.ts` and the others beside them.
 */
export * from './authTables';
export * from './uploadTables';
export * from './imageTables';
export * from './systemTables';
export * from './savedViewTables';
export * from './stageTables';
export * from './customerActivityTables';
export * from './apiTokenTables';
export * from './webhookTables';
export * from './designReviewTables';
export * from './rollupTables';

const t = resourceTable;

export const users = t('users');
export const comments = t('comments');
export const orders = t('orders');
export const orderHistories = t('orderHistories');
export const customers = t('customers');
export const channels = t('channels');
export const payments = t('payments');
export const userRequests = t('userRequests');
export const logs = t('logs');
export const auditEvents = t('auditEvents');
export const mistakeRecords = t('mistakeRecords');
export const salaryHistories = t('salaryHistories');
export const salaryInfos = t('salaryInfos');
export const workingRegisters = t('workingRegisters');
export const roles = t('roles');
export const products = t('products');
export const packages = t('packages');
export const mistakeTypes = t('mistakeTypes');
export const permissions = t('permissions');
export const orderRequirements = t('orderRequirements');
export const dealpipelines = t('dealpipelines');
export const niches = t('niches');
export const brands = t('brands');
export const serviceTypes = t('serviceTypes');
export const orderStatuses = t('orderStatuses');
export const customerSegmentations = t('customerSegmentations');
export const productTypes = t('productTypes');
export const platforms = t('platforms');
export const departments = t('departments');
export const userTypes = t('userTypes');
