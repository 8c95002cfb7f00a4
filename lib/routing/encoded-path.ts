// Percent-encoded letters, digits and `-._~` in a request's path. RFC 3986 (§2.3, §6.2.2.2) makes
// `/%5Fmd` and `/_md`, `/early-acces%73` and `/early-access` the same address, but Next.js 16.4 does
// not route them alike: its file-system check decodes the path and finds a static route (`/_md`,
// `/early-access`, `/llms.txt`), the route matcher behind it does not, throws "no fallback", and the
// router tries again, six times, adding listeners to the request each round; the visitor gets 500
// "Attempted to handle request too many times" and the log a MaxListenersExceededWarning. The proxy
// (proxy.ts) serves such a path as its decoded spelling, so both steps see the same path.

/** RFC 3986's unreserved characters: the only ones whose escape never changes what a path means. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * `pathname` with every escape of an unreserved character decoded (`%5F` and `%5f` → `_`). Other
 * escapes (`%2F`, `%20`, `%25`, malformed ones) stay as they are: decoding those would change the
 * path's segments or meaning. Never throws.
 */
export function withUnreservedDecoded(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
}
