import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a feed fetch may connect to: public unicast only. Loopback,
 * private, carrier-grade NAT, link-local (with the cloud metadata address
 * 169.254.169.254), multicast, reserved and documentation ranges are refused,
 * in IPv4 and IPv6, including IPv4 addresses wrapped in IPv6 (mapped,
 * compatible, NAT64 and 6to4 forms).
 */

const ranges: Array<[address: string, prefix: number, family: 'ipv4' | 'ipv6', why: string]> = [
  ['0.0.0.0', 8, 'ipv4', 'this network'],
  ['10.0.0.0', 8, 'ipv4', 'private network'],
  ['100.64.0.0', 10, 'ipv4', 'shared address space'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local or cloud metadata'],
  ['172.16.0.0', 12, 'ipv4', 'private network'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.88.99.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private network'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['100::', 64, 'ipv6', 'discard'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['2001::', 23, 'ipv6', 'reserved'],
  ['fc00::', 7, 'ipv6', 'private network'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const lists = ranges.map(([address, prefix, family, why]) => {
  const list = new BlockList();
  list.addSubnet(address, prefix, family);
  return { list, family, why };
});

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const octets = dotted[1].split('.').map(Number);
    if (octets.length !== 4 || octets.some((o) => o > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...new Array<number>(Math.max(0, fill)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4From = (high: number, low: number): string => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** An IPv4 address carried inside an IPv6 one (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeros = (xs: number[]) => xs.every((x) => x === 0);
  if (zeros([g0, g1, g2, g3, g4]) && (g5 === 0xffff || g5 === 0) && !(g5 === 0 && g6 === 0)) return v4From(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros([g2, g3, g4, g5])) return v4From(g6, g7);
  if (g0 === 0x2002) return v4From(g1, g2);
  return null;
}

/** Why an address may not be fetched ('loopback', 'private network', ...), or null when it is a public address. */
export function refusedBecause(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { list, family: f, why } of lists) {
    if (f === type && list.check(address, type)) return why;
  }
  if (type === 'ipv6') {
    const inner = embeddedIpv4(address);
    if (inner) return refusedBecause(inner);
  }
  return null;
}
