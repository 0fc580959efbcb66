import type { Crumb } from '../../components/PageHeader';
import { canList, type Principal } from '../../../shared/domain/permissions';

/** The calendar's breadcrumb: a link for those who may open it, plain text for the others. */
export const registersCrumb = (user: Principal, text: string): Crumb =>
  canList(user, 'workingRegisters') ? { text, to: '/workingRegisters' } : { text };
