import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS, signupSchema, toFieldIssues, toSingleLine } from "@/lib/signup/schema";
import { STATE_CODES } from "@/lib/signup/states";
import { sampleSubmission } from "../../support/submissions";

const issuesOf = (input: unknown) => {
  const result = signupSchema.safeParse(input);
  return result.success ? [] : toFieldIssues(result.error);
};

describe("the signup schema", () => {
  it("accepts a complete submission of each role", () => {
    for (const role of ["notary", "client", "contact"] as const) {
      expect(signupSchema.safeParse(sampleSubmission(role)).success, role).toBe(true);
    }
  });

  it("needs only the id, role, names and email; optional fields may be empty strings", () => {
    const minimal = {
      id: crypto.randomUUID(),
      role: "client",
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      phone: "",
      state: "",
      industry: "",
      businessName: "",
    };
    const result = signupSchema.parse(minimal);
    expect(result).toMatchObject({
      role: "client",
      phone: undefined,
      state: undefined,
      industry: undefined,
      businessName: undefined,
      discountedEarlyAccess: false,
    });
    expect(result.role === "client" && result.uses).toEqual({
      re: false,
      legal: false,
      business: false,
      personal: false,
    });
  });

  it("trims, and folds names and other single-line fields onto one line", () => {
    const result = signupSchema.parse(
      sampleSubmission("client", {
        firstName: "  Ada\r\nBcc: x@evil.test ",
        lastName: "\tLove\u2028lace\u0007",
        businessName: " A \n B ",
      }),
    );
    expect(result.firstName).toBe("Ada Bcc: x@evil.test");
    expect(result.lastName).toBe("Love lace");
    expect(result.role === "client" && result.businessName).toBe("A B");
  });

  it("keeps line breaks in the message but drops other control characters", () => {
    const result = signupSchema.parse(sampleSubmission("contact", { message: " line 1\r\nline 2\u0000\u001b[31m " }));
    expect(result.role === "contact" && result.message).toBe("line 1\nline 2[31m");
  });

  it("requires first name, last name and email non-empty after trimming", () => {
    const issues = issuesOf(sampleSubmission("notary", { firstName: "   ", lastName: "", email: " " }));
    expect(issues.map((issue) => issue.path).sort()).toEqual(["email", "firstName", "lastName"]);
  });

  it("checks the email's shape", () => {
    for (const email of [
      "plainaddress",
      "a@b",
      "a b@example.com",
      "<script>@x.com",
      "a@example.com\nBcc: b@example.com",
    ]) {
      expect(issuesOf(sampleSubmission("notary", { email })), email).toEqual([
        { path: "email", message: expect.stringMatching(/valid email/) },
      ]);
    }
    expect(signupSchema.parse(sampleSubmission("notary", { email: "  First.Last+tag@sub.example.co.uk " })).email).toBe(
      "First.Last+tag@sub.example.co.uk",
    );
  });

  it("bounds every string", () => {
    const long = (n: number) => "x".repeat(n + 1);
    expect(issuesOf(sampleSubmission("notary", { firstName: long(LIMITS.name) })).map((issue) => issue.path)).toEqual([
      "firstName",
    ]);
    expect(issuesOf(sampleSubmission("notary", { phone: long(LIMITS.phone) })).map((issue) => issue.path)).toEqual([
      "phone",
    ]);
    expect(
      issuesOf(sampleSubmission("client", { businessName: long(LIMITS.businessName) })).map((issue) => issue.path),
    ).toEqual(["businessName"]);
    expect(issuesOf(sampleSubmission("contact", { message: long(LIMITS.message) })).map((issue) => issue.path)).toEqual(
      ["message"],
    );
    expect(
      issuesOf(sampleSubmission("contact", { email: `${long(LIMITS.email)}@example.com` })).map((issue) => issue.path),
    ).toEqual(["email"]);
    expect(
      issuesOf(sampleSubmission("contact", { challenge: long(LIMITS.challenge) })).map((issue) => issue.path),
    ).toEqual(["challenge"]);
  });

  it("checks every enum", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["notary", { state: "DC" }, "state"],
      ["notary", { state: "PR" }, "state"],
      ["notary", { commissionState: "tx" }, "commissionState"],
      ["notary", { experience: "10+" }, "experience"],
      ["notary", { certificateType: "verisign" }, "certificateType"],
      ["client", { industry: "bank" }, "industry"],
      ["contact", { preferredContact: "fax" }, "preferredContact"],
      ["contact", { urgency: "yesterday" }, "urgency"],
      ["contact", { bestTime: "night" }, "bestTime"],
      ["notary", { priorityListing: "yes" }, "priorityListing"],
      ["client", { uses: { re: 1 } }, "uses.re"],
    ];
    for (const [role, override, path] of cases) {
      expect(
        issuesOf(sampleSubmission(role as "notary", override)).map((issue) => issue.path),
        JSON.stringify(override),
      ).toEqual([path]);
    }
    expect(issuesOf({ ...sampleSubmission("notary"), role: "admin" })).toEqual([
      { path: "role", message: expect.stringMatching(/notary, client or contact/) },
    ]);
  });

  it("offers exactly the fifty states", () => {
    expect(STATE_CODES).toHaveLength(50);
    expect(STATE_CODES).not.toContain("DC");
  });

  it("rejects unknown fields, also nested ones and other roles' fields", () => {
    expect(issuesOf({ ...sampleSubmission("notary"), isAdmin: true })).toEqual([
      { path: "isAdmin", message: "Unknown field." },
    ]);
    expect(
      issuesOf(sampleSubmission("notary", { notaryTypes: { traditional: true, ron: false, hybrid: true } })),
    ).toEqual([{ path: "notaryTypes.hybrid", message: "Unknown field." }]);
    expect(issuesOf({ ...sampleSubmission("client"), message: "hi" })).toEqual([
      { path: "message", message: "Unknown field." },
    ]);
  });

  it("needs a uuid id", () => {
    expect(issuesOf(sampleSubmission("notary", { id: "1" })).map((issue) => issue.path)).toEqual(["id"]);
  });

  it("never lets a line break or control character into a single-line value (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (raw) => {
        const line = toSingleLine(raw);
        expect(line).not.toMatch(/[\r\n\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(line).toBe(line.trim());
      }),
    );
  });

  it("either rejects or yields bounded values, for any strings (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 400 }),
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 6000 }),
        (name, email, message) => {
          const result = signupSchema.safeParse(sampleSubmission("contact", { firstName: name, email, message }));
          if (result.success) {
            expect(result.data.firstName.length).toBeGreaterThan(0);
            expect(result.data.firstName.length).toBeLessThanOrEqual(LIMITS.name);
            expect((result.data.role === "contact" && result.data.message?.length) || 0).toBeLessThanOrEqual(
              LIMITS.message,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
