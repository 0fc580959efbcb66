/** Permission administration, public face: the per-user matrix and the roles' default permissions. */
export { permissionsScreens } from './permissionsScreens';
export { GroupCheckbox, KeyCheckboxes, usePermissionLabels } from './PermissionMatrix';
export { permissionQueries } from './permissionQueries';
