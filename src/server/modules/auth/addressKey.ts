import { isIPv4, isIPv6 } from 'node:net';

/** The first four 16-bit groups of an IPv6 address: its /64 prefix. */
function prefix64(ipv6: string): number[] {
  // A trailing dotted IPv4 part holds the last two groups, which the prefix leaves out anyway.
  const address = (ipv6.split('%')[0] ?? '').replace(/\d+\.\d+\.\d+\.\d+$/, '0:0');
  const [head = '', tail] = address.split('::');
  const groups = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after].slice(0, 4);
}

/**
 * The key of a client address for per-address limits: IPv4 as it is (also when mapped into
 * IPv6), IPv6 by its /64 prefix, since one host or home usually holds a whole /64.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${prefix64(ip)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
