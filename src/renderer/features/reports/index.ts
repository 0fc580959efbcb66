/** The reports feature, public face: /reports, the lists' analysis dialogs and the niche charts. */
export { reportsScreens } from './reportsScreens';
