// Who the client is: the trust model for `X-Forwarded-For` (applied by server/index.ts), and the
// key that groups one client's connections (server/connections.ts) and signups (lib/signup/handler.ts).
//
// Every proxy in front of the site appends the address it received the request from. With
// `TRUSTED_PROXY_COUNT` = N declared proxies, the client is the address the outermost of them
// saw: the Nth entry from the right of `X-Forwarded-For` followed by the connection's own
// address. Entries further left were written by the client and are ignored. With N = 0 (the
// default: the site is reached directly) the client is the connection's address and the header
// is ignored altogether. The server then hands the result on as the only `X-Forwarded-For`
// entry, so route handlers read one trustworthy value (lib/signup/handler.ts).
//
// The model holds only if the declared proxies are the only way in: a server that declares a
// proxy but is also reachable directly lets a client choose its address again.
import { isIPv4, isIPv6 } from "node:net";

/** An address in canonical text: IPv4-mapped IPv6 as IPv4, no brackets, no port, no zone; null when not an IP address. */
export function normalizeAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address);
  // ::ffff:a.b.c.d, however it is written, is an IPv4 client.
  if (groups.slice(0, 6).every((group, index) => group === (index < 5 ? 0 : 0xffff))) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return address;
}

/** The client's address under the trust model above (`socketAddress` is the connection's peer). */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const peer = normalizeAddress(socketAddress) ?? "unknown";
  if (trustedProxies <= 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  // Only the last few entries can matter: a long header costs no more than a short one.
  const entries = header.split(",").slice(-trustedProxies);
  const hops = [...entries, peer];
  // hops[hops.length - 1] is the nearest proxy; the client is `trustedProxies` hops further out.
  const candidate = hops.length > trustedProxies ? hops[hops.length - 1 - trustedProxies] : undefined;
  return normalizeAddress(candidate) ?? peer;
}

/**
 * The key that groups one client's connections and requests: its IPv4 address, or the /64
 * network of an IPv6 address (one subscriber commonly holds a whole /64 and picks its own
 * interface identifiers).
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The signup's per-client rate-limit key for the address the server resolved (anything else bounded as it is). */
export function clientRateKey(address: string | null): string {
  if (!address) return "unknown";
  const normalized = normalizeAddress(address);
  return normalized ? addressGroup(normalized) : address.trim().slice(0, 100);
}

/**
 * The client's network, which prices its proof of work (lib/signup/challenge/difficulty.ts): an
 * IPv4 address's /24 or an IPv6 address's /48 (a site's usual allocation), IPv4-mapped IPv6 as
 * IPv4. One household, office or small provider then shares one price; other networks never see it.
 */
export function clientNetwork(address: string | null): string {
  if (!address) return "unknown";
  const normalized = normalizeAddress(address);
  if (!normalized) return address.trim().slice(0, 100);
  if (!isIPv6(normalized)) return `${normalized.split(".").slice(0, 3).join(".")}.0/24`;
  return `${expandIPv6(normalized)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`;
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
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
