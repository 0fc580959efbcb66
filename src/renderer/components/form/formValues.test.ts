import { describe, expect, it } from 'vitest';
import { f, type FieldDef } from '../../../shared/domain/fields';
import { getResource } from '../../../shared/domain/resources';
import { schemaFieldErrors, serverFieldErrors, validateForm } from './formValidation';
import { initialValues, toFormValue, toLocalInput, toPayload } from './formValues';

const fields: [string, FieldDef][] = [
  ['name', f.string({ required: true })],
  ['orderId', f.ref('orders', { required: true })],
  ['price', f.money()],
  ['tags', f.list()],
  ['active', f.boolean()],
  ['color', f.color()],
];

describe('form values', () => {
  it('opens a create form with hash defaults and type defaults', () => {
    expect(initialValues(fields, undefined, { orderId: '5' })).toEqual({
      name: '',
      orderId: 5,
      price: null,
      tags: [],
      active: false,
      color: '',
    });
  });

  it('defaults a required datetime twelve hours ahead', () => {
    const now = new Date(2026, 0, 1, 8, 0);
    const values = initialValues([['deadline', f.datetime({ required: true })]], undefined, {}, now);
    expect(values.deadline).toBe('2026-01-01T20:00');
  });

  it('reads stored values into inputs', () => {
    expect(toFormValue(f.refs('x'), [1, 2])).toEqual([1, 2]);
    expect(toFormValue(f.date(), '2026-05-04T00:00:00.000Z')).toBe('2026-05-04');
    expect(toLocalInput('garbage')).toBe('');
  });

  it('sends every filled field on create', () => {
    const body = toPayload(fields, { name: ' Niche ', orderId: 5, price: 10000.4, tags: [], active: false, color: '' });
    expect(body).toEqual({ name: 'Niche', orderId: 5, price: 10000, active: false });
  });

  it('sends only changed fields and the loaded updatedAt on edit', () => {
    const row = { id: 1, name: 'A', orderId: 5, price: 100, tags: ['x'], active: true, color: '#fff', updatedAt: 'T1' };
    const values = { ...initialValues(fields, row), name: 'B', color: '' };
    expect(toPayload(fields, values, row)).toEqual({ name: 'B', color: null, updatedAt: 'T1' });
  });
});

describe('form validation', () => {
  it('uses the spec messages for required and format errors', () => {
    const errors = validateForm(fields, { name: '', orderId: null, price: -5, tags: [], active: false, color: 'red' });
    expect(errors).toEqual({
      name: { key: 'form.required' },
      orderId: { key: 'form.requiredSelect' },
      price: { key: 'form.errorFormat' },
      color: { key: 'form.errorFormat' },
    });
    expect(validateForm(fields, { name: 'x', orderId: 1, price: 0, tags: [], active: true, color: '#2D72D2' })).toEqual(
      {},
    );
  });

  it('maps server details onto fields it names', () => {
    expect(
      serverFieldErrors(
        [
          { path: ['name'], message: 'Too long' },
          { field: 'nope', message: 'x' },
        ],
        ['name'],
      ),
    ).toEqual({
      name: { text: 'Too long' },
    });
    expect(serverFieldErrors({ orderId: 'Unknown order' }, ['orderId'])).toEqual({
      orderId: { text: 'Unknown order' },
    });
    expect(serverFieldErrors('oops', ['name'])).toEqual({});
  });
});

describe('shared schema check', () => {
  it('maps the shared resource schema errors onto fields', () => {
    const niches = getResource('niches')!;
    expect(schemaFieldErrors(niches, { name: 'x'.repeat(300) }, 'create', ['name'])).toEqual({
      name: { text: 'The field is longer than 255 characters.' },
    });
    expect(schemaFieldErrors(niches, {}, 'create', ['name'])).toEqual({ name: { key: 'form.required' } });
    expect(serverFieldErrors({ fields: [{ path: 'name', message: 'The field is error format.' }] }, ['name'])).toEqual({
      name: { key: 'form.errorFormat' },
    });
  });
});
