import { f } from '../fields';
import { permissionMapSchema } from '../permissionKeys';
import { STAGE_BUDGET_MAX_HOURS } from '../stageLateness';
import { defineResource, descriptionField, lookup, nameField } from './resourceDef';

export const mistakeTypesResource = lookup('mistakeTypes', {
  name: nameField(),
  level: f.rate({ required: true }),
  description: descriptionField(),
});

export const permissionsResource = lookup(
  'permissions',
  {
    key: f.string({ required: true, search: true, max: 64 }),
    title: f.string({ required: true, search: true }),
    permissions: f.list(),
  },
  { titleField: 'title' },
);

export const orderRequirementsResource = lookup('orderRequirements', {
  name: nameField(),
  description: descriptionField(),
});

export const dealpipelinesResource = lookup('dealpipelines', {
  name: nameField(),
  description: descriptionField(),
  color: f.color(),
});

export const nichesResource = lookup(
  'niches',
  { name: nameField(), description: descriptionField() },
  { hiddenFromOutsource: true },
);

export const brandsResource = lookup('brands', { name: nameField() }, { hiddenFromOutsource: true });

export const serviceTypesResource = lookup('serviceTypes', {
  name: nameField(),
  description: descriptionField(),
});

/**
 * An order status's record, by its `name` (the status key). `stageBudgetHours` is the time an
 * order may spend at that stage before it is late (issue 12, deadlines per stage); none when empty.
 */
export const orderStatusesResource = lookup(
  'orderStatuses',
  {
    name: nameField(),
    description: descriptionField(),
    color: f.color(),
    stageBudgetHours: f.int({ min: 1, max: STAGE_BUDGET_MAX_HOURS }),
  },
  { softDelete: true },
);

export const customerSegmentationsResource = lookup(
  'customerSegmentations',
  { name: nameField(), description: descriptionField() },
  { softDelete: true },
);

export const productTypesResource = lookup(
  'productTypes',
  { name: nameField(), description: descriptionField(), templateFile: f.image(), mockupFile: f.image() },
  { softDelete: true, columns: ['templateFile', 'name', 'description'] },
);

export const platformsResource = lookup(
  'platforms',
  {
    name: nameField(),
    productCatalogId: f.ref('productTypes'),
    description: descriptionField(),
    productDemoFile: f.image(),
  },
  { softDelete: true },
);

/** Departments (spec section 2): name, description and the edit form's isDelete switch. */
export const departmentsResource = lookup(
  'departments',
  { name: nameField(), description: descriptionField() },
  { softDelete: true, form: ['name', 'description', 'isDelete'] },
);

/**
 * A user type (spec section 3) and its default permission map (section 6): a user's default
 * is their role's map joined with their type's (`defaultPermissionMap` of permissions.ts).
 * The map is edited on the type's matrix, not in the form.
 */
export const userTypesResource = defineResource({
  name: 'userTypes',
  table: 'user_types',
  softDelete: false,
  titleField: 'name',
  fields: {
    name: nameField(),
    description: descriptionField(),
    departmentId: f.ref('departments'),
    permission: f.json(permissionMapSchema),
  },
  columns: ['name', 'description', 'departmentId'],
  form: ['name', 'description', 'departmentId'],
});
