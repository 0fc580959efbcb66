/** The salary feature, public face: its screens. */
export { salariesScreens } from './salariesScreens';
