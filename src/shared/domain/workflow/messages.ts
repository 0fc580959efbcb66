import { ERROR_TEXTS } from '../errorTexts';
import type { WorkflowErrorCode } from './types';

/** The text of each workflow refusal (spec sections 5 and 8); the code is the i18n key. */
export const WORKFLOW_MESSAGES: Readonly<Record<WorkflowErrorCode, string>> = {
  'orderHistories.error.unAuth': ERROR_TEXTS.noPermission,
  'orderHistories.error.selectDesigner': 'Please Select designer for the Order.',
  productsRequired: 'Please Add your product and Assign LS or CPO before submit.',
  reasonRequired: 'Please enter a reason.',
  invalidTransition: 'This action is not allowed for the order in its current status.',
};

/** A 409's text when the order moved on since the client loaded it. */
export const STALE_ORDER_MESSAGE = 'This order was changed by someone else. Reload and try again.';
