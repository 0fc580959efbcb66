import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxies } from './app';

/** The client address Fastify gives a request arriving through proxies, for a TRUST_PROXY setting. */
async function addressSeen(setting: number | string | undefined, forwardedFor: string): Promise<string> {
  const app = Fastify(setting === undefined ? {} : { trustProxy: trustedProxies(setting) });
  app.get('/ip', (request) => request.ip);
  const res = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('believes no header without it: the address is the socket’s', async () => {
    expect(await addressSeen(undefined, '203.0.113.7')).toBe('10.0.0.2');
  });

  it('with one hop takes the address the nearest proxy saw, not what the client claims', async () => {
    expect(await addressSeen(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(1, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with a list believes only those proxies', async () => {
    expect(await addressSeen('10.0.0.0/8', '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('192.168.0.0/16', '203.0.113.7')).toBe('10.0.0.2');
  });
});
