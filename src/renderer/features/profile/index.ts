/** The profile feature, public face: its screens. */
export { profileScreens } from './profileScreens';
