import { describe, expect, it } from 'vitest';
import { notifySchema, pathOfArgv, pathOfDeepLink } from './appLinks';

describe('pathOfDeepLink', () => {
  it('opens the record page of an order, a customer or a user', () => {
    expect(pathOfDeepLink('backoffice://orders/12')).toBe('/orders/12/edit');
    expect(pathOfDeepLink('backoffice://customers/3/')).toBe('/customers/3/edit');
    expect(pathOfDeepLink('backoffice:///users/7')).toBe('/users/7/edit');
  });

  it.each([
    'https://orders/12',
    'backoffice://orders/0',
    'backoffice://orders/012',
    'backoffice://orders/-1',
    'backoffice://orders/2147483648',
    'backoffice://orders/12?x=1',
    'backoffice://orders/12#x',
    'backoffice://payments/1',
    'backoffice://orders/1/../../settings',
    'backoffice://user:pw@orders/1',
    'backoffice://ORDERS/1',
    `backoffice://orders/${'1'.repeat(300)}`,
    'backoffice://orders/12\n',
    '',
  ])('refuses %j', (link) => {
    expect(pathOfDeepLink(link)).toBeNull();
  });

  it('finds the link among a second instance’s arguments', () => {
    expect(pathOfArgv(['/opt/Back Office/back-office', '--no-sandbox', 'backoffice://orders/5'])).toBe(
      '/orders/5/edit',
    );
    expect(pathOfArgv(['/opt/Back Office/back-office', 'backoffice://evil/5'])).toBeNull();
    expect(pathOfArgv(['/opt/Back Office/back-office'])).toBeNull();
  });
});

describe('notifySchema', () => {
  it('takes a title, a body and a record page, nothing else', () => {
    expect(notifySchema.safeParse({ title: 'Order', body: 'A-1', path: '/orders/1/edit' }).success).toBe(true);
    expect(notifySchema.safeParse({ title: '', body: 'x', path: '/orders/1/edit' }).success).toBe(false);
    expect(notifySchema.safeParse({ title: 'x'.repeat(121), body: '', path: '/orders/1/edit' }).success).toBe(false);
    expect(notifySchema.safeParse({ title: 'x', body: '', path: 'https://evil.example/' }).success).toBe(false);
    expect(notifySchema.safeParse({ title: 'x', body: '', path: '/orders/1/edit', icon: 'x' }).success).toBe(false);
  });
});
