import { describe, expect, it } from 'vitest';
import { isPrivateAddress, privateLiteralOf, refusalOfWebhookHost } from './addressGuard';

describe('webhook address guard', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.10',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:c0a8:101',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '169.255.0.1',
    '2001:4860::8888',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses private literals and localhost names at subscription, without a look-up', async () => {
    const never = () => Promise.reject(new Error('no look-up expected'));
    for (const url of ['http://127.0.0.1:8080/x', 'https://[::1]/x', 'http://localhost/x', 'http://api.localhost./x']) {
      expect(await refusalOfWebhookHost(new URL(url), never)).toMatch(/WEBHOOKS_ALLOW_PRIVATE=true/);
      expect(privateLiteralOf(new URL(url))).not.toBeNull();
    }
    expect(await refusalOfWebhookHost(new URL('https://93.184.215.14/hook'), never)).toBeNull();
  });

  it('refuses a name that resolves to a private address, and accepts one that does not resolve', async () => {
    const rebinding = () => Promise.resolve(['93.184.215.14', '10.0.0.5']);
    expect(await refusalOfWebhookHost(new URL('https://hooks.example.com/x'), rebinding)).toMatch(/10\.0\.0\.5/);
    const down = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await refusalOfWebhookHost(new URL('https://hooks.example.com/x'), down)).toBeNull();
    expect(privateLiteralOf(new URL('https://hooks.example.com/x'))).toBeNull();
  });
});
