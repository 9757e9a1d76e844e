import { isIP } from 'node:net';

/**
 * The network a client address is counted under by the sign-in limits and the
 * login routes' per-minute cap (decision 0009): an IPv4 address as itself, an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address, and any other
 * IPv6 address as its /64 (`2001:db8:0:0::/64`), since one subscriber is given a
 * whole /64 and can use any address in it. Anything else (not an address) is kept
 * as it is.
 */
export function addressKey(ip: string): string {
  const kind = isIP(ip);
  if (kind !== 6) return ip;
  const groups = expandIPv6(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part converted, a zone id dropped). */
function expandIPv6(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}
