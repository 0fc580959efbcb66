import { describe, expect, it } from 'vitest';
import { CONTACT_CHANNELS, SALARY_SCHEMES } from './constants';
import {
  allFields,
  BASE_FIELDS,
  getResource,
  RESOURCE_LIST,
  RESOURCE_NAMES,
  RESOURCES,
  SETTINGS_TABS,
  snake,
} from './resources';

/** Resources spec section 2 lists with a list, create and edit screen. */
const SPEC_SCREENS = [
  'payments',
  'userRequests',
  'logs',
  'mistakeTypes',
  'mistakeRecords',
  'permissions',
  'salaryHistories',
  'salaryInfos',
  'orderRequirements',
  'dealpipelines',
  'comments',
  'roles',
  'niches',
  'brands',
  'products',
  'packages',
  'serviceTypes',
  'orderStatuses',
  'customerSegmentations',
  'productTypes',
  'platforms',
  'departments',
  'orders',
  'channels',
  'customers',
  'users',
  'workingRegisters',
];

const LOOKUP_SELECTORS = ['dealers', 'salers', 'leaders', 'delivers', 'guarantees', 'designers', 'userTypes'];

describe('resource registry', () => {
  it('has unique names and serves every resource of the spec', () => {
    expect(new Set(RESOURCE_NAMES).size).toBe(RESOURCE_NAMES.length);
    for (const name of [...SPEC_SCREENS, ...LOOKUP_SELECTORS]) expect(RESOURCE_NAMES).toContain(name);
  });

  it('gives every table resource its own table', () => {
    const tables = RESOURCE_LIST.filter((r) => !r.view).map((r) => r.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it.each(RESOURCE_LIST.map((r) => [r.name, r] as const))('%s: references name existing resources', (_, r) => {
    for (const [field, def] of Object.entries(r.fields)) {
      if (def.type === 'ref' || def.type === 'refs') {
        expect(getResource(def.to ?? ''), `${r.name}.${field} → ${def.to}`).toBeDefined();
      } else {
        expect(def.to, `${r.name}.${field} has a target but is no reference`).toBeUndefined();
      }
      if (def.type === 'enum') expect(def.values?.length).toBeGreaterThan(0);
    }
  });

  it.each(RESOURCE_LIST.map((r) => [r.name, r] as const))(
    '%s: columns, form, detail and title are real fields',
    (_, r) => {
      const fields = allFields(r);
      for (const column of r.columns) expect(fields, `${r.name} column ${column}`).toHaveProperty(column);
      for (const field of r.form) {
        expect(fields, `${r.name} form field ${field}`).toHaveProperty(field);
        // The one read-only field a form may hold: a soft-deleting resource's isDelete switch (edit only).
        const deleteSwitch = field === 'isDelete' && r.softDelete;
        expect(fields[field]?.readOnly && !deleteSwitch, `${r.name} form field ${field} is read-only`).not.toBe(true);
        // A secret in a form is written, never read back: forms leave it out on edit unless the
        // screen, like the user form's Trello credentials, takes a new value without showing the old.
        expect(
          fields[field]?.secret && !['password', 'trelloKey', 'trelloToken'].includes(field),
          `${r.name} form shows secret ${field}`,
        ).toBeFalsy();
      }
      for (const [section, names] of Object.entries(r.detail ?? {})) {
        for (const name of names) expect(fields, `${r.name} detail ${section} field ${name}`).toHaveProperty(name);
      }
      expect(fields).toHaveProperty(r.titleField);
    },
  );

  it('never lets a resource field shadow a base field', () => {
    for (const r of RESOURCE_LIST) {
      for (const base of [...Object.keys(BASE_FIELDS), 'isDelete']) expect(r.fields).not.toHaveProperty(base);
    }
  });

  it('adds isDelete only to soft-deleting resources', () => {
    expect(allFields(RESOURCES.orders)).toHaveProperty('isDelete');
    expect(allFields(RESOURCES.comments)).not.toHaveProperty('isDelete');
  });

  it('points each view at a table resource and a known permission', () => {
    const views = RESOURCE_LIST.filter((r) => r.view);
    expect(views.length).toBeGreaterThan(0);
    for (const r of views) {
      const base = getResource(r.view!.of);
      expect(base, `${r.name} view of ${r.view!.of}`).toBeDefined();
      expect(base!.view).toBeUndefined();
      expect(r.table).toBe(base!.table);
      for (const field of Object.keys(r.view!.where)) expect(allFields(base!)).toHaveProperty(field);
      if (r.view!.permission) expect(getResource(r.view!.permission[0])).toBeDefined();
    }
  });

  it('names settings tabs after existing resources', () => {
    for (const tab of SETTINGS_TABS) expect(getResource(tab), tab).toBeDefined();
  });

  it('hides niches, brands, products, packages, working registers and the audit trail from outsourced users', () => {
    const hidden = RESOURCE_LIST.filter((r) => r.hiddenFromOutsource).map((r) => r.name);
    expect(hidden.sort()).toEqual(['auditEvents', 'brands', 'niches', 'packages', 'products', 'workingRegisters']);
  });

  it('keeps secrets out of columns and list search', () => {
    for (const r of RESOURCE_LIST) {
      for (const [field, def] of Object.entries(r.fields)) {
        if (!def.secret) continue;
        expect(r.columns).not.toContain(field);
        expect(def.search).toBeFalsy();
      }
    }
  });

  it('agrees with the section 9 grade and contact lists', () => {
    expect(RESOURCES.users.fields.salaryScheme.values).toEqual(SALARY_SCHEMES);
    expect(RESOURCES.salaryHistories.fields.salaryScheme.values).toEqual(SALARY_SCHEMES);
    expect(RESOURCES.channels.fields.type.values).toEqual(CONTACT_CHANNELS);
  });
});

describe('getResource and snake', () => {
  it('finds own resources only', () => {
    expect(getResource('orders')?.name).toBe('orders');
    expect(getResource('toString')).toBeUndefined();
    expect(getResource('__proto__')).toBeUndefined();
    expect(getResource('nothing')).toBeUndefined();
  });

  it('turns camel case into snake case', () => {
    expect(snake('orderHistories')).toBe('order_histories');
    expect(snake('isDelete')).toBe('is_delete');
    expect(snake('name')).toBe('name');
  });
});
