import { describe, expect, it } from "vitest";
import { withoutInternalHeaders } from "@/server/policy/internal-headers";

const NEXT = {
  "x-nextjs-cache": "HIT",
  "x-nextjs-prerender": ["1", "1"],
  "x-nextjs-stale-time": "300",
  "cache-control": "s-maxage=60",
  vary: "rsc",
};

describe("withoutInternalHeaders", () => {
  it("takes Next.js's diagnostics off an HTML page and keeps every other header", () => {
    const out = withoutInternalHeaders({
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", ...NEXT },
      body: Buffer.from("<p>x</p>"),
    });
    expect(out.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=60",
      vary: "rsc",
    });
    expect(out.body.toString()).toBe("<p>x</p>");
  });

  it("leaves other answers alone: the client router reads them on a flight answer", () => {
    const flight = { status: 200, headers: { "content-type": "text/x-component", ...NEXT }, body: Buffer.from("0:[]") };
    expect(withoutInternalHeaders(flight)).toBe(flight);
  });
});
