import { isIPv6 } from 'node:net';

/**
 * The rate-limit bucket of a client address. An IPv4 address is its own bucket; an IPv6
 * address counts as its /64, because one home or phone connection is usually given a whole
 * /64 and can pick a new address in it for every request (decision 016).
 */
export function clientBucket(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%', 1)[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') && tail !== '' ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) is two groups; only the first four groups matter here.
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
