/** Search by image, public face: the floating button the app shell puts on every page. */
export { ImageSearchButton } from './ImageSearchButton';
