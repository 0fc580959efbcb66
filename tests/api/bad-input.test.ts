import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, demoEmail('manager'));
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, query: Record<string, string>) => call(t.app, token, 'GET', path, undefined, query);

function expect4xx(res: { statusCode: number; json: <T>() => T }, status: number, message?: RegExp | string) {
  expect(res.statusCode).toBe(status);
  const body = res.json<{ statusCode: number; error: string; message: string }>();
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

describe('list query', () => {
  it('refuses malformed filters, naming the field or operator', async () => {
    expect4xx(await get('/orders', { filter: '{"status":' }), 400, 'The filter is not valid JSON.');
    expect4xx(await get('/orders', { filter: '[1,2]' }), 400, /JSON object/);
    expect4xx(await get('/orders', { filter: '{"secretField":1}' }), 400, /Unknown filter field "secretField"/);
    expect4xx(await get('/orders', { filter: '{"status":{"$regex":"x"}}' }), 400, /Unknown filter operator "\$regex"/);
    expect4xx(
      await get('/orders', { filter: '{"priceOrder":{"$like":"1"}}' }),
      400,
      /\$like does not apply to priceOrder/,
    );
    expect4xx(await get('/users', { filter: '{"password":{"$like":"a"}}' }), 400, /Unknown filter field "password"/);
    expect4xx(await get('/orders', { filter: '{"status":"unknown_status"}' }), 400, /status must be one of/);
    expect4xx(await get('/orders', { filter: '{"priceOrder":"lots"}' }), 400, /priceOrder must be a number/);
    expect4xx(await get('/orders', { filter: '{"id":99999999999}' }), 400, /whole number/);
    expect4xx(await get('/orders', { filter: '{"createdAt":{"$gt":"yesterday"}}' }), 400, /createdAt must be a date/);
    expect4xx(await get('/orders', { filter: '{"happy":"yes"}' }), 400, /true or false/);
    const many = JSON.stringify({ id: { $in: Array.from({ length: 201 }, (_, i) => i + 1) } });
    expect4xx(await get('/orders', { filter: many }), 400, /at most 200 values/);
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 1])));
    expect4xx(await get('/orders', { filter: wide }), 400, /more than 20 fields/);
  });

  it('refuses negative, huge and non-numeric limits and offsets', async () => {
    for (const limit of ['-1', '501', '1e3', 'abc', 'NaN', '99999999999999999999']) {
      expect4xx(await get('/niches', { limit }), 400, /limit parameter must be a whole number from 0 to 500/);
    }
    expect4xx(await get('/niches', { offset: '-5' }), 400, /offset/);
    expect((await get('/niches', { limit: '500' })).statusCode).toBe(200);
  });

  it('refuses unknown sort fields, includes and parameters', async () => {
    expect4xx(await get('/orders', { orderBy: 'password' }), 400, /Cannot sort orders by "password"/);
    expect4xx(await get('/orders', { orderBy: 'orderFeature' }), 400, /Cannot sort/);
    expect4xx(await get('/orders', { includes: 'customer,wallet' }), 400, /Unknown include "wallet"/);
    expect4xx(await get('/orders', { page: '2' }), 400, /Unknown query parameter: page/);
  });
});

describe('injection-shaped input', () => {
  const attack = "'; DROP TABLE niches; --";

  it('is treated as plain data and changes nothing', async () => {
    const before = await list(t.app, token, 'niches', { limit: 500 });
    expect((await get('/niches', { q: attack })).json<{ total: number }>().total).toBe(0);
    expect((await get('/niches', { filter: JSON.stringify({ name: attack }) })).statusCode).toBe(200);
    expect((await get('/niches', { filter: JSON.stringify({ name: { $like: attack } }) })).statusCode).toBe(200);
    expect(
      (await get('/niches', { filter: JSON.stringify({ name: { $in: [attack, "' OR 1=1 --"] } }) })).statusCode,
    ).toBe(200);
    expect4xx(await get('/niches', { orderBy: attack }), 400, /Cannot sort niches/);
    expect4xx(await get('/niches', { filter: JSON.stringify({ [attack]: 1 }) }), 400, /Unknown filter field/);
    expect4xx(await get('/niches', { includes: attack }), 400, /Unknown include/);
    expect4xx(await get(`/niches/${encodeURIComponent('1; DROP TABLE niches')}`, {}), 400);
    const after = await list(t.app, token, 'niches', { limit: 500 });
    expect(after.results).toEqual(before.results);
  });
});

describe('bodies', () => {
  it('refuses missing, non-object and non-JSON bodies', async () => {
    expect4xx(await call(t.app, token, 'POST', '/niches'), 400, 'The request body must be a JSON object.');
    expect4xx(await call(t.app, token, 'PUT', '/niches/1'), 400, 'The request body must be a JSON object.');
    expect4xx(await call(t.app, token, 'POST', '/niches', [{ name: 'x' }]), 400, /JSON object/);
    const text = await t.app.inject({
      method: 'POST',
      url: `${API}/niches`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect4xx(text, 415, /JSON/);
    const broken = await t.app.inject({
      method: 'POST',
      url: `${API}/niches`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect4xx(broken, 400, 'The request body is not valid JSON.');
  });

  it('names wrong types, unknown keys, read-only and missing fields', async () => {
    const wrong = await call(t.app, token, 'POST', '/niches', { name: 42 });
    expect4xx(wrong, 400, 'name: The field is error format.');
    expect(wrong.json<{ details: unknown }>().details).toEqual({
      fields: [{ path: 'name', message: 'The field is error format.' }],
    });
    expect4xx(await call(t.app, token, 'POST', '/niches', {}), 400, 'name: The field is required');
    expect4xx(await call(t.app, token, 'POST', '/niches', { name: 'a', admin: true }), 400, 'admin: Unknown field.');
    expect4xx(
      await call(t.app, token, 'POST', '/niches', { name: 'a', id: 1 }),
      400,
      /id: The field cannot be changed/,
    );
    expect4xx(await call(t.app, token, 'PUT', '/niches/1', {}), 400, 'Send at least one field to change.');
    expect4xx(await call(t.app, token, 'PUT', '/orders/1', { priceOrder: -5 }), 400, /priceOrder/);
    expect4xx(await call(t.app, token, 'PUT', '/orders/1', { finishedDate: 'soon' }), 400, /finishedDate/);
  });

  it('refuses oversized strings and bodies, NUL characters and deep nesting', async () => {
    expect4xx(await call(t.app, token, 'POST', '/niches', { name: 'x'.repeat(256) }), 400, /longer than 255/);
    expect4xx(await call(t.app, token, 'POST', '/niches', { name: 'x'.repeat(1_100_000) }), 413, /too large/);
    expect4xx(await call(t.app, token, 'POST', '/niches', { name: 'a\u0000b' }), 400, /NUL/);
    expect4xx(await get('/niches', { q: 'a\u0000b' }), 400, /NUL/);
    const deep = await t.app.inject({
      method: 'PUT',
      url: `${API}/salaryInfos/1`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `{"bonus":${'['.repeat(5000)}1${']'.repeat(5000)}}`,
    });
    expect4xx(deep, 400, /nested/);
  });

  it('answers bad and unknown ids with 400 and 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect4xx(await call(t.app, token, 'GET', `/niches/${id}`), 400, 'The id must be a positive whole number.');
    }
    expect4xx(await call(t.app, token, 'GET', '/niches/999999'), 404, 'niches #999999 was not found.');
    expect4xx(await call(t.app, token, 'PUT', '/niches/999999', { name: 'x' }), 404);
    expect4xx(await call(t.app, token, 'DELETE', '/niches/999999'), 404);
    expect4xx(await call(t.app, token, 'GET', '/no-such-resource'), 404, /There is no GET/);
  });
});
