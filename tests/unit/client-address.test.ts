import { describe, expect, it } from "vitest";
import { addressGroup, normalizeAddress, resolveClientAddress } from "@/lib/platform/http/client-address";

describe("resolveClientAddress", () => {
  it("uses the connection's address and ignores X-Forwarded-For when no proxy is declared", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });

  it("takes the entry the outermost declared proxy appended, whatever the client wrote before it", () => {
    // The client forged two entries; the load balancer (10.0.0.2) appended the real one.
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 2.2.2.2, 203.0.113.9", 1)).toBe("203.0.113.9");
    // A CDN then a load balancer: the CDN appended the client, the load balancer the CDN's edge.
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 192.0.2.50", 2)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", ["6.6.6.6, 203.0.113.9", "192.0.2.50"], 2)).toBe("203.0.113.9");
  });

  it("falls back to the connection when the chain is shorter than declared or the entry is not an address", () => {
    expect(resolveClientAddress("203.0.113.9", undefined, 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "192.0.2.50", 2)).toBe("10.0.0.2");
  });

  it("normalises ports, brackets, zones and IPv4-mapped addresses", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9:51234", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "[2001:DB8::1]:443", 1)).toBe("2001:db8::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress("evil.example")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
  });

  it("costs the same for a header of any length", () => {
    const long = Array.from({ length: 5_000 }, (_, i) => `10.${i % 256}.0.1`).join(", ");
    expect(resolveClientAddress("10.0.0.2", `${long}, 203.0.113.9`, 1)).toBe("203.0.113.9");
  });
});

describe("addressGroup", () => {
  it("keeps IPv4 addresses and groups IPv6 by /64", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });
});
