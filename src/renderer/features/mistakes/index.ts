/** The mistakes feature, public face: an order's mistakes tab. */
export { OrderMistakesTab } from './OrderMistakesTab';
