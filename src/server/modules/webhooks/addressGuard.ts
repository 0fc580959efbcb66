import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The addresses a webhook may never reach unless WEBHOOKS_ALLOW_PRIVATE is set: the server's
 * own machine and the office's network (SSRF). Node's `BlockList` matches them, IPv4-mapped
 * IPv6 addresses (`::ffff:127.0.0.1`) included.
 */
const PRIVATE_RANGES: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0 reaches the machine itself
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT, shared address space
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.168.0.0', 16, 'ipv4'], // private
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const blocked = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) blocked.addSubnet(network, prefix, family);

/** True when an IP address is private, loopback, link-local, unique-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as a resolver takes it: an IPv6 literal without its brackets. */
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isLocalName = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

export const PRIVATE_HINT = 'private and loopback addresses are refused unless WEBHOOKS_ALLOW_PRIVATE=true';

const privateRefusal = (what: string) => `The webhook URL points to ${what}; ${PRIVATE_HINT}.`;

/** Resolves a host to every address it has. */
export type Resolve = (host: string) => Promise<readonly string[]>;

/** How long the subscription-time look-up may take; past it the URL is accepted and checked at delivery. */
const RESOLVE_TIMEOUT_MS = 2_000;

export const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('look-up timed out')), RESOLVE_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses.map((a) => a.address));
    });
  });

/**
 * Why a subscription's URL is refused, or null: a private literal or `localhost`, or a name
 * that resolves to a private address now. A name that does not resolve is accepted (DNS may
 * be down); every delivery resolves it again and refuses a private answer (`guardedLookup`).
 */
export async function refusalOfWebhookHost(url: URL, resolve: Resolve = resolveAll): Promise<string | null> {
  const host = bareHost(url);
  if (isIP(host)) return isPrivateAddress(host) ? privateRefusal(`a private address (${host})`) : null;
  if (isLocalName(host)) return privateRefusal(`this machine (${host})`);
  let addresses: readonly string[];
  try {
    addresses = await resolve(host);
  } catch {
    return null;
  }
  const inside = addresses.find(isPrivateAddress);
  return inside ? privateRefusal(`${host}, which resolves to a private address (${inside})`) : null;
}

/** The error a delivery ends with when its host is, or resolves to, a private address. */
export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to a private address (${address}); ${PRIVATE_HINT}`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * A `lookup` for `http.request` that refuses a private answer: the socket connects to the very
 * address checked, so a name cannot resolve to a public address for the check and to a private
 * one for the connection (DNS rebinding).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const inside = addresses.find((a) => isPrivateAddress(a.address));
    if (inside) return callback(new PrivateAddressError(hostname, inside.address), '', 4);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
    return callback(null, first.address, first.family);
  });
};

/** The literal IP host of a URL when it is a private one (`http.request` does no look-up for those). */
export function privateLiteralOf(url: URL): string | null {
  const host = bareHost(url);
  if (isIP(host)) return isPrivateAddress(host) ? host : null;
  return isLocalName(host) ? host : null;
}
