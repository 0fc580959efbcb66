/** The deleted feature, public face: its screens and which tabs a user sees. */
export { deletedScreens } from './deletedScreens';
export { visibleDeletedTabs } from './deletedTabs';
