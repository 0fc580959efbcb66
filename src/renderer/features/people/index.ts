/** The people feature, public face: its screens and a user's tabs (the profile shows one's own). */
export { peopleScreens } from './peopleScreens';
export { userTabs } from './userTabs';
