import { describe, expect, it } from 'vitest';
import { f } from '../../shared/domain/fields';
import { allFields, getResource } from '../../shared/domain/resources';
import { buildListFilter, fieldCondition, filterParam } from './listFilter';

describe('list filter JSON', () => {
  it('turns each field type into its operator', () => {
    expect(fieldCondition(f.enum(['a', 'b']), ['a', 'b'])).toEqual({ $in: ['a', 'b'] });
    expect(fieldCondition(f.ref('users'), ['3', 'x', '5'])).toEqual({ $in: [3, 5] });
    expect(fieldCondition(f.refs('serviceTypes'), ['2'])).toEqual({ $all: [2] });
    expect(fieldCondition(f.list(), ['pr', 'test'])).toEqual({ $all: ['pr', 'test'] });
    expect(fieldCondition(f.boolean(), ['false'])).toEqual({ $eq: false });
    expect(fieldCondition(f.boolean(), ['maybe'])).toBeNull();
    expect(fieldCondition(f.string(), [' anna '])).toEqual({ $like: 'anna' });
    expect(fieldCondition(f.money(), ['1000~'])).toEqual({ $gte: 1000 });
    expect(fieldCondition(f.date(), ['2026-01-01~2026-01-31'])).toEqual({ $gte: '2026-01-01', $lte: '2026-01-31' });
  });

  it('covers whole local days for a datetime range', () => {
    expect(fieldCondition(f.datetime(), ['2026-03-01~2026-03-02'])).toEqual({
      $gte: new Date(2026, 2, 1).toISOString(),
      $lt: new Date(2026, 2, 3).toISOString(),
    });
    expect(fieldCondition(f.datetime(), ['nonsense~'])).toBeNull();
  });

  it('drops unknown fields and empty values', () => {
    const orders = allFields(getResource('orders')!);
    const filter = buildListFilter(orders, { status: ['done'], bogus: ['1'], name: [''], isDelete: ['true'] });
    expect(filter).toEqual({ status: { $in: ['done'] }, isDelete: { $eq: true } });
  });

  it('lets base conditions win and serialises only a non-empty filter', () => {
    const fields = { orderId: f.ref('orders') };
    expect(buildListFilter(fields, { orderId: ['1'] }, { orderId: { $eq: 9 } })).toEqual({ orderId: { $eq: 9 } });
    expect(filterParam({})).toBeUndefined();
    expect(filterParam({ a: { $eq: 1 } })).toBe('{"a":{"$eq":1}}');
  });
});
