/** The people feature, public face: its screens. */
export { peopleScreens } from './peopleScreens';
