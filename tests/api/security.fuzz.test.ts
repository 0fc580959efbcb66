import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFuzz, fuzzApi } from '../security/fuzz/fuzz';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('a property-based fuzz of every documented operation', () => {
  it('answers hostile and half-valid requests without a 5xx or a stack trace', async () => {
    // `npm run security:fuzz` runs 48 per operation; the suite keeps a quick, seeded sample.
    const result = await fuzzApi(t.app, 6);
    expect(result.operations).toBeGreaterThan(200);
    expect(result.requests).toBe(result.operations * 6);
    expect(result.failures, formatFuzz(result)).toEqual([]);
    expect(result.sessionsKept).toBe(3);
  }, 240_000);
});
