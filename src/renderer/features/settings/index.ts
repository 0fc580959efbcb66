/** The settings feature, public face: its screens. */
export { settingsScreens } from './settingsScreens';
