import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2::192.0.2.1', '2001:db8:1:2::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts the hosts of one /64 under one key and neighbouring /64s under others', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe(addressKey('2001:db8:1:2:ffff::b'));
    expect(addressKey('2001:db8:1:3::a')).not.toBe(addressKey('2001:db8:1:2::a'));
  });
});
