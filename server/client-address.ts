// Who the client is: the trust model for `X-Forwarded-For`.
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
import { isIP } from "node:net";

/** An address in canonical text: IPv4-mapped IPv6 as IPv4, no brackets, no port, no zone; null when not an IP address. */
export function normalizeAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "").toLowerCase();
  const mapped = address.match(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address : null;
}

/** The client's address under the trust model above (`socketAddress` is the connection's peer). */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string {
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
 * network of an IPv6 address (one subscriber commonly holds a whole /64).
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16))
    .join(":")}::/64`;
}
