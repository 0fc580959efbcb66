/**
 * The orders feature, public face: its screens, and the order widgets the history list shows
 * with the order styles (rows, thumbnails, tables) they share.
 */
import './orders.css';

export { DeadlineChip } from './DeadlineChip';
export { ImageThumbs } from './ImageThumbs';
export { orderQueries, type ListedOrder } from './orderQueries';
export { ordersByIdsRequest, ordersSearchRequest } from './ordersListQuery';
export { ordersScreens } from './ordersScreens';
