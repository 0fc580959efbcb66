/** The customers feature, public face: its screens, and the orders list a customer's or a package's page shows. */
export { customersScreens } from './customersScreens';
export { RelatedOrders } from './RelatedOrders';
