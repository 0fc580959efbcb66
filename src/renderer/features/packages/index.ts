/** The packages feature, public face: its screens. */
export { packagesScreens } from './packagesScreens';
