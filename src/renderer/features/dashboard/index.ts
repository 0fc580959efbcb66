/** The dashboard feature, public face: its screen. */
export { dashboardScreens } from './dashboardScreens';
