import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

/** The server's log lines as objects (pino writes one JSON object a line). */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { level: 'info', stream });
});

afterAll(async () => {
  await t.close();
});

describe('the request log', () => {
  it('writes one line per answered request: method, path and query, status, time', async () => {
    const token = await login(t.app, demoEmail('manager'));
    lines.length = 0;
    expect((await call(t.app, token, 'GET', '/orders?limit=1')).statusCode).toBe(200);
    expect((await call(t.app, null, 'GET', '/orders?limit=1')).statusCode).toBe(401);
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(lines).toHaveLength(2);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/v1/orders?limit=1', statusCode: 200, level: 30 }),
      expect.objectContaining({ method: 'GET', url: '/api/v1/orders?limit=1', statusCode: 401, level: 30 }),
    ]);
    for (const line of requests) {
      expect(line.responseTime).toEqual(expect.any(Number));
      expect(line.reqId).toBeDefined();
    }
  });

  it('writes none below its level', async () => {
    t.app.log.level = 'warn';
    try {
      lines.length = 0;
      await call(t.app, null, 'GET', '/orders?limit=1');
      expect(lines).toHaveLength(0);
    } finally {
      t.app.log.level = 'info';
    }
  });
});
