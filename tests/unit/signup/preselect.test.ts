import { describe, expect, it } from "vitest";
import { preselectionOf } from "@/lib/signup/preselect";

describe("the wizard's preselection from its address", () => {
  it("takes a known role and one of the fifty states", () => {
    expect(preselectionOf("?role=client&state=TX")).toEqual({ role: "client", state: "TX" });
    expect(preselectionOf("?role=notary&state=fl")).toEqual({ role: "notary", state: "FL" });
    expect(preselectionOf("?role=contact")).toEqual({ role: "contact", state: "" });
  });
  it("ignores anything else", () => {
    expect(preselectionOf("")).toBeNull();
    expect(preselectionOf("?role=admin&state=TX")).toBeNull();
    expect(preselectionOf("?role=client&state=DC")).toEqual({ role: "client", state: "" });
    expect(preselectionOf(`?role=client&state=TX&x=${"a".repeat(500)}`)).toBeNull();
  });
});
