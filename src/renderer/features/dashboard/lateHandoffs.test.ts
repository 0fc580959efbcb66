import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { departmentLabel, lateOrdersPath } from './lateHandoffs';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('lateOrdersPath', () => {
  it('opens the orders list on the late orders, of one department when there is one', () => {
    expect(lateOrdersPath()).toBe('/orders?late=1');
    expect(lateOrdersPath(7)).toBe('/orders?late=1&heldBy=7');
  });
});

describe('departmentLabel', () => {
  it('names the department, else its number, else says there is none', () => {
    expect(departmentLabel({ departmentId: 3, name: 'PD' }, t)).toBe('PD');
    expect(departmentLabel({ departmentId: 3, name: null }, t)).toBe('orders.stage.department{"id":3}');
    expect(departmentLabel({ departmentId: null, name: null }, t)).toBe('dashboard.late.noDepartment');
  });
});
