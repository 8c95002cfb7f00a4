import { describe, expect, it } from "vitest";
import { isRequestId, requestIdOf } from "@/lib/platform/http/request-id";

describe("request ids (lib/platform/http/request-id.ts)", () => {
  it("accepts a proxy's usual ids and nothing that could break a log line or a header", () => {
    for (const id of [
      "0f8e7c1a-4b2d-4c3e-9f10-123456789abc",
      "Root=1-67891233-abcdef012345678912345678",
      "8a1b2c3d4e5f6a7b-IAD",
    ])
      expect(isRequestId(id), id).toBe(true);
    for (const id of ["", "a b", "x\nFake: header", "<script>", "x".repeat(129), null, 42])
      expect(isRequestId(id), String(id)).toBe(false);
  });

  it("keeps the id the server set, and makes one up when there is none or it is not sane (the platform path)", () => {
    expect(requestIdOf(new Request("http://x/", { headers: { "x-request-id": "abc-123" } }))).toBe("abc-123");
    const made = requestIdOf(new Request("http://x/", { headers: { "x-request-id": "bad id" } }));
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(new Request("http://x/"))).not.toBe(made);
  });
});
