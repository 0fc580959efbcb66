/** The deleted feature, public face: its screens. */
export { deletedScreens } from './deletedScreens';
