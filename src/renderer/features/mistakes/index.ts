/** The mistakes feature, public face: its screens, an order's mistakes tab and a record's acceptance column. */
export { MistakeAcceptColumn } from './MistakeAcceptColumn';
export { mistakesScreens } from './mistakesScreens';
export { OrderMistakesTab } from './OrderMistakesTab';
