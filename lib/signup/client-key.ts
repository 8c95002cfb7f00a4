import { isIPv4, isIPv6 } from "node:net";

/**
 * The per-client rate limit's key for a client address. An IPv6 client usually holds a
 * whole /64 (it picks its own interface identifier, and changes it at will), so IPv6
 * addresses are grouped by their first 64 bits: `2001:db8:1:2::/64`. An IPv4-mapped IPv6
 * address counts as its IPv4 address. Anything else is used as it is (bounded).
 */
export function clientRateKey(address: string | null): string {
  if (!address) return "unknown";
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  // "[2001:db8::1]" or "fe80::1%eth0": drop the brackets and the zone.
  const bare = trimmed.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!isIPv6(bare)) return trimmed.slice(0, 100);
  const groups = expandIPv6(bare.toLowerCase());
  // ::ffff:a.b.c.d (however it is written) is an IPv4 client.
  if (groups.slice(0, 6).every((group, index) => (index < 5 ? group === 0 : group === 0xffff))) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 converted). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
