/** The salary feature, public face: its screens and a user's salary tab. */
export { salariesScreens } from './salariesScreens';
export { UserSalaries } from './UserSalaries';
