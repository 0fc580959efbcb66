import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/server/plugins/openapi';
import { ResponseChecker, type Document } from './documentedResponses';
import { createTestApp, type TestApp } from './harness';

/** The check every answer of the suite goes through (harness.ts) finds what the document does not say. */

let t: TestApp;
let checker: ResponseChecker;
beforeAll(async () => {
  t = await createTestApp();
  checker = new ResponseChecker((await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Document>());
});
afterAll(() => t.close());

/** An answer as `app.inject` gives it, with a JSON body. */
const answer = (statusCode: number, body: unknown) =>
  ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    json: () => body,
  }) as unknown as LightMyRequestResponse;

describe('the check of answers against the OpenAPI document', () => {
  it('passes an answer the document describes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders/1' });
    expect(res.statusCode).toBe(401);
    expect(checker.problemOf('GET', '/api/v1/orders/1', res)).toBeNull();
  });

  it('finds a status the operation does not document', () => {
    const body = { statusCode: 500, error: 'Internal Server Error', message: 'x' };
    expect(checker.problemOf('GET', '/api/v1/orders/1', answer(500, body))).toMatch(
      /GET \/api\/v1\/orders\/\{id\} answered 500, which the document does not list/,
    );
  });

  it('finds a body that breaks the documented schema, error bodies included', () => {
    expect(checker.problemOf('GET', '/api/v1/orders/1', answer(404, { message: 'gone' }))).toMatch(
      /must have required property 'statusCode'/,
    );
    expect(checker.problemOf('GET', '/api/v1/orders?limit=1', answer(200, { results: [{ id: 'one' }] }))).toMatch(
      /with a body the document does not describe/,
    );
  });

  it('reads a literal path before a parameter, as the router does', () => {
    const list = { results: [], total: 0 };
    expect(checker.problemOf('GET', '/api/v1/orders/getDelete', answer(200, list))).toBeNull();
  });

  it('leaves the router’s own answers to unknown routes alone', () => {
    expect(checker.problemOf('GET', '/api/v1/nothing/here', answer(404, {}))).toBeNull();
  });
});
