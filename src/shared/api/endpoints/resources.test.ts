import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { isMultipart, type Endpoint } from '../endpoint';
import { resourceEndpoints } from './resources';

describe('resourceEndpoints', () => {
  const byKey = (name: 'orders' | 'customers') =>
    new Map<string, Endpoint>(resourceEndpoints(name).map((e) => [`${e.method} ${e.path}`, e]));

  it('builds each schema once: every read of a response or body answers the same schema', () => {
    const orders = byKey('orders');
    const list = orders.get('GET /orders')!;
    expect(list.response).toBe(list.response);
    // The list, the deleted list and "mine" answer one schema, so the OpenAPI document names it once.
    expect(orders.get('GET /orders/getDelete')?.response).toBe(list.response);
    expect(resourceEndpoints('orders')[0].response).toBe(list.response);
    const create = orders.get('POST /orders')!;
    expect(create.body).toBe(create.body);
  });

  it('answers working schemas: a list parses, a create body refuses an unknown field', () => {
    const customers = byKey('customers');
    const list = customers.get('GET /customers')!.response;
    expect(list.safeParse({ results: [], total: 0 }).success).toBe(true);
    expect(list.safeParse({ results: [], total: 'many' }).success).toBe(false);
    const body = customers.get('POST /customers')!.body;
    if (!body || isMultipart(body)) throw new Error('POST /customers takes a JSON body');
    expect(body.safeParse({ unknownField: 1 }).success).toBe(false);
  });

  it('gives a read-only resource no writes', () => {
    const readOnly = Object.values(RESOURCES).find((def) => 'readOnly' in def && def.readOnly);
    if (!readOnly) return;
    const methods = resourceEndpoints(readOnly.name).map((e) => e.method);
    expect(methods).not.toContain('POST');
    expect(methods).not.toContain('PUT');
  });
});
