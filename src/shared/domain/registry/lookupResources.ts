import { f } from '../fields';
import { lookup, nameField, descriptionField, type ResourceDef } from './resourceDef';

export const mistakeTypesResource: ResourceDef = lookup('mistakeTypes', {
  name: nameField(),
  level: f.rate({ required: true }),
  description: descriptionField(),
});

export const permissionsResource: ResourceDef = lookup(
  'permissions',
  {
    key: f.string({ required: true, search: true, max: 64 }),
    title: f.string({ required: true, search: true }),
    permissions: f.list(),
  },
  { titleField: 'title' },
);

export const orderRequirementsResource: ResourceDef = lookup('orderRequirements', {
  name: nameField(),
  description: descriptionField(),
});

export const dealpipelinesResource: ResourceDef = lookup('dealpipelines', {
  name: nameField(),
  description: descriptionField(),
  color: f.color(),
});

export const nichesResource: ResourceDef = lookup(
  'niches',
  { name: nameField(), description: descriptionField() },
  { hiddenFromOutsource: true },
);

export const brandsResource: ResourceDef = lookup('brands', { name: nameField() }, { hiddenFromOutsource: true });

export const serviceTypesResource: ResourceDef = lookup('serviceTypes', {
  name: nameField(),
  description: descriptionField(),
});

export const orderStatusesResource: ResourceDef = lookup(
  'orderStatuses',
  { name: nameField(), description: descriptionField(), color: f.color() },
  { softDelete: true },
);

export const customerSegmentationsResource: ResourceDef = lookup(
  'customerSegmentations',
  { name: nameField(), description: descriptionField() },
  { softDelete: true },
);

export const productTypesResource: ResourceDef = lookup(
  'productTypes',
  { name: nameField(), description: descriptionField(), templateFile: f.image(), mockupFile: f.image() },
  { softDelete: true, columns: ['templateFile', 'name', 'description'] },
);

export const platformsResource: ResourceDef = lookup(
  'platforms',
  {
    name: nameField(),
    productCatalogId: f.ref('productTypes'),
    description: descriptionField(),
    productDemoFile: f.image(),
  },
  { softDelete: true },
);

export const departmentsResource: ResourceDef = lookup(
  'departments',
  { name: nameField(), description: descriptionField() },
  { softDelete: true },
);

export const userTypesResource: ResourceDef = lookup('userTypes', {
  name: nameField(),
  description: descriptionField(),
  departmentId: f.ref('departments'),
});
