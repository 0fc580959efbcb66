/** The payments feature, public face: its screens and a person's Payments tab. */
export { paymentsScreens } from './paymentsScreens';
export { ClientPayments } from './ClientPayments';
