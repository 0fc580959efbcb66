import { describe, expect, it } from 'vitest';
import { createInputSchema, updateInputSchema } from './resourceSchema';
import { describeFieldErrors, FIELD_MESSAGES, fieldErrors } from './validation/fieldErrors';
import { getResource } from './resources';

const resource = (name: string) => getResource(name)!;
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('createInputSchema', () => {
  const niches = createInputSchema(resource('niches'));

  it('accepts a valid body and optional nulls', () => {
    expect(niches.parse({ name: 'Pets', description: null })).toEqual({ name: 'Pets', description: null });
  });

  it("says 'The field is required' for a missing or blank required field", () => {
    expect(errorsOf(niches.safeParse({}))).toEqual([{ path: 'name', message: FIELD_MESSAGES.required }]);
    expect(errorsOf(niches.safeParse({ name: '   ' }))).toEqual([{ path: 'name', message: FIELD_MESSAGES.required }]);
  });

  it("says 'The field is error format.' for a value of the wrong type", () => {
    expect(errorsOf(niches.safeParse({ name: 5 }))).toEqual([{ path: 'name', message: FIELD_MESSAGES.format }]);
  });

  it('names unknown keys and refuses read-only ones', () => {
    expect(errorsOf(niches.safeParse({ name: 'a', colour: 'red' }))).toEqual([
      { path: 'colour', message: FIELD_MESSAGES.unknown },
    ]);
    expect(errorsOf(niches.safeParse({ name: 'a', id: 4 }))).toEqual([
      { path: 'id', message: FIELD_MESSAGES.readOnly },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(describeFieldErrors(errorsOf(niches.safeParse([])))).toBe('The request body must be a JSON object.');
  });

  it('checks every field type of orders', () => {
    const orders = createInputSchema(resource('orders'));
    const base = {
      name: 'Logo',
      thumbnail: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
      finishedDate: '2026-01-02T03:04:05.000Z',
    };
    expect(orders.safeParse(base).success).toBe(true);
    const bad = orders.safeParse({
      ...base,
      finishedDate: '02/01/2026',
      priceOrder: -1,
      dealPrice: 1.5,
      orderFeature: ['test', 'nope'],
      productCatalogIds: [1, 0],
      paymentStatus: 'PAID',
      happy: 'yes',
      name: 'x'.repeat(256),
    });
    expect(errorsOf(bad).map((e) => e.path)).toEqual([
      'name',
      'finishedDate',
      'priceOrder',
      'dealPrice',
      'paymentStatus',
      'orderFeature.1',
      'productCatalogIds.1',
      'happy',
    ]);
  });

  it('caps lists at 200 items and checks dates and rates', () => {
    const products = createInputSchema(resource('products'));
    expect(errorsOf(products.safeParse({ name: 'a', productCatalogIds: Array(201).fill(1) }))[0]?.path).toBe(
      'productCatalogIds',
    );
    const users = createInputSchema(resource('users'));
    expect(errorsOf(users.safeParse({ displayName: 'a', email: 'a@x.io', birthday: '2023-02-30' }))[0]?.path).toBe(
      'birthday',
    );
    const mistakeTypes = createInputSchema(resource('mistakeTypes'));
    expect(errorsOf(mistakeTypes.safeParse({ name: 'a', level: 6 }))[0]?.path).toBe('level');
  });

  it('takes a user password of at least 6 characters on create only', () => {
    const create = createInputSchema(resource('users'));
    expect(create.safeParse({ displayName: 'A', email: 'a@x.io', password: 'secret1' }).success).toBe(true);
    expect(errorsOf(create.safeParse({ displayName: 'A', email: 'a@x.io', password: '123' }))[0]?.path).toBe(
      'password',
    );
    expect(errorsOf(create.safeParse({ displayName: 'A', email: 'not-mail' }))[0]?.path).toBe('email');
    const update = updateInputSchema(resource('users'));
    expect(errorsOf(update.safeParse({ password: 'secret1' }))).toEqual([
      { path: 'password', message: 'The field cannot be changed here: use POST /users/{id}/password.' },
    ]);
    expect(errorsOf(update.safeParse({ scope: 'manager' }))[0]?.path).toBe('scope');
  });
});

describe('updateInputSchema', () => {
  it('makes every field optional and adds isDelete and updatedAt', () => {
    const customers = updateInputSchema(resource('customers'));
    expect(customers.parse({})).toEqual({});
    expect(customers.parse({ isDelete: false, updatedAt: '2026-01-01T00:00:00.000Z' })).toEqual({
      isDelete: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(errorsOf(customers.safeParse({ displayName: null }))[0]?.message).toBe(FIELD_MESSAGES.required);
  });

  it('offers no isDelete where the resource deletes for good', () => {
    expect(errorsOf(updateInputSchema(resource('niches')).safeParse({ isDelete: false }))[0]?.path).toBe('isDelete');
  });
});
