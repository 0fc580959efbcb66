/** The resources that carry a default permission map: a user's default is their role's joined with their type's. */
export const DEFAULTS_RESOURCES = ['roles', 'userTypes'] as const;

export type DefaultsResource = (typeof DEFAULTS_RESOURCES)[number];

/** Per resource: the words of its matrix page (`{{name}}` is the record's) and where its list is. */
export const DEFAULTS_WORDS: Readonly<
  Record<DefaultsResource, { readonly title: string; readonly owner: string; readonly list: string }>
> = {
  roles: { title: 'permissionsAdmin.roleTitle', owner: 'permissionsAdmin.roleOwner', list: '/roles' },
  userTypes: {
    title: 'permissionsAdmin.userTypeTitle',
    owner: 'permissionsAdmin.userTypeOwner',
    list: '/settings/userTypes',
  },
};
