import { describe, expect, it } from 'vitest';
import { relationName, relationsOf } from './relations';
import { RESOURCES } from './resources';

describe('relations', () => {
  it('are named after their reference field', () => {
    expect(relationName('customerId', false)).toBe('customer');
    expect(relationName('contactOwner', false)).toBe('contactOwnerDetail');
    expect(relationName('productCatalogIds', true)).toBe('productCatalogs');
    expect(relationName('productsId', true)).toBe('products');
    expect(relationName('assignedUser', true)).toBe('assignedUsers');
    expect(relationName('orders', true)).toBe('ordersDetails');
  });

  it('lead to the referenced resource, secrets left out', () => {
    const orders = relationsOf(RESOURCES.orders);
    expect(orders.get('customer')).toMatchObject({ field: 'customerId', many: false });
    expect(orders.get('customer')?.target.name).toBe('customers');
    expect(orders.get('productCatalogs')).toMatchObject({ field: 'productCatalogIds', many: true });
    expect(relationsOf(RESOURCES.channels).has('password')).toBe(false);
  });
});
