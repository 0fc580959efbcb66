/**
 * Design review (issue 38), public face: the order page's Designs tab, the customer's review
 * links, the open marks of the step form, and the marks per step of the history timeline.
 */
export { DesignsTab } from './DesignsTab';
export { designsSearch, DESIGNS_TAB, ORDER_TAB_PARAM } from './designsLink';
export { OpenMarksChecklist } from './OpenMarksChecklist';
export { ReviewLinks } from './ReviewLinks';
export { useOrderMarks } from './useOrderMarks';
