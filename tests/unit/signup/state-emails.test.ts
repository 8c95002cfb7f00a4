import { afterEach, describe, expect, it } from "vitest";
import { queryDataset } from "@/lib/sanity/bundled";
import { ronStatesQuery } from "@/lib/sanity/queries";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import { DEFAULT_SIGNUP_COPY } from "@/lib/signup/copy";
import { renderAdminEmail, renderApplicantEmail, type StateContent } from "@/lib/signup/emails";
import { handleSignup } from "@/lib/signup/handler";
import { signupSchema } from "@/lib/signup/schema";
import { readDataset } from "../../support/dataset";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/*
 * The admin email says which RON status the notary was shown, looked up on the
 * server from content by the submitted state of commission; the notary's confirmation lists
 * their state's requirements. Both from the bundled `ronState` documents.
 */

const context = { from: "Early Access <ea@example.com>", adminEmail: "admin@example.com", brand: "Notavo" };
const submittedAt = new Date("2026-03-04T05:06:07Z");

async function bundledStates(): Promise<StateContent> {
  return {
    rows: (await queryDataset(await readDataset(), ronStatesQuery)) as RonStatesQueryResult,
    copy: DEFAULT_SIGNUP_COPY.stateStatus,
  };
}

const notary = (commissionState: string) => signupSchema.parse(sampleSubmission("notary", { commissionState }));

describe("the admin email: the state RON status shown", () => {
  it.each([
    // Texas and California were checked again on 2026-11-27, with their sourced facts.
    ["TX", "Permanent law in force", "2026-11-27"],
    ["CA", "Law passed, not yet in force", "2026-11-27"],
    ["SC", "In-person electronic only", "2026-11-23"],
    ["GA", "Not authorized", "2026-11-23"],
  ])("%s: %s, with the last verified date, in text and HTML", async (code, label, verified) => {
    const message = await renderAdminEmail(notary(code), { ...context, submittedAt, states: await bundledStates() });
    const line = `State RON status shown: ${label} (as of last verified ${verified})`;
    expect(message.text).toContain(line);
    expect(message.html).toContain(`${label} (as of last verified ${verified})`);
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it("says so when no state was chosen, and has no such row for clients or contacts", async () => {
    const states = await bundledStates();
    const none = await renderAdminEmail(signupSchema.parse(sampleSubmission("notary", { commissionState: "" })), {
      ...context,
      submittedAt,
      states,
    });
    expect(none.text).toContain("State RON status shown: None (no state of commission chosen)");
    for (const role of ["client", "contact"] as const) {
      expect(
        (await renderAdminEmail(signupSchema.parse(sampleSubmission(role)), { ...context, submittedAt, states })).text,
      ).not.toContain("State RON status shown");
    }
  });

  it("a client cannot send the status: the schema refuses any such field", () => {
    for (const field of ["status", "ronStatus", "stateStatus", "stateStatusShown"]) {
      expect(
        signupSchema.safeParse({ ...sampleSubmission("notary", { commissionState: "GA" }), [field]: "permanent" })
          .success,
      ).toBe(false);
    }
  });
});

describe("the notary's confirmation: their state's requirements", () => {
  it("lists what a Florida notary needs (its sourced facts), in the HTML and the text, without a single link", async () => {
    const message = await renderApplicantEmail(notary("FL"), { ...context, states: await bundledStates() });
    for (const body of [message.text, message.html]) {
      // Plain text sets headings in capitals.
      expect(body.toLowerCase()).toContain("remote notarization in florida");
      for (const expected of [
        "Status: Permanent law in force (effective January 1, 2020).",
        "What you&#x27;ll need:",
        "RON training",
        "E&amp;O insurance of at least $25,000",
        "A surety bond of $25,000",
        "Registration as a remote notary with your commissioning authority",
        DEFAULT_SIGNUP_COPY.stateStatus.draftNote,
      ]) {
        expect(body).toContain(
          body === message.text ? expected.replace("&#x27;", "'").replace("&amp;", "&") : expected,
        );
      }
    }
    expect(message.html).not.toMatch(/<a[\s>]/i);
    expect(message.html).toContain("<li");
  });

  it("gives the status of a state without RON, and no list", async () => {
    const message = await renderApplicantEmail(notary("GA"), { ...context, states: await bundledStates() });
    expect(message.text.toLowerCase()).toContain("remote notarization in georgia");
    expect(message.text).toContain("Status: Not authorized.");
    expect(message.html).not.toContain("<li");
  });

  it("has no state section for other roles, or a notary who chose no state", async () => {
    const states = await bundledStates();
    for (const submission of [notary(""), signupSchema.parse(sampleSubmission("client"))]) {
      expect((await renderApplicantEmail(submission, { ...context, states })).text.toLowerCase()).not.toContain(
        "remote notarization in",
      );
    }
  });
});

describe("through the route, with the runtime's own content", () => {
  afterEach(() => settleConfirmations());

  it("looks the status up on the server by the submitted state of commission", async () => {
    const runtime = await testRuntime();
    const submission = sampleSubmission("notary", { commissionState: "GA", challenge: await tokenFor(runtime) });
    const response = await handleSignup(postJson(submission), runtime.deps);
    expect(response.status).toBe(200);
    await runtime.deps.confirmations.idle();
    const { readdir, readFile } = await import("node:fs/promises");
    const files = await readdir(runtime.outboxDir);
    const bodies = await Promise.all(files.map((file) => readFile(`${runtime.outboxDir}/${file}`, "utf8")));
    const all = bodies.join("\n");
    expect(all).toContain("State RON status shown: Not authorized (as of last verified 2026-11-23)");
    expect(all.toLowerCase()).toContain("remote notarization in georgia");
  });

  it("refuses a post that carries its own status (422), so nothing is sent", async () => {
    const runtime = await testRuntime();
    const submission = {
      ...sampleSubmission("notary", { commissionState: "GA", challenge: await tokenFor(runtime) }),
      ronStatus: "permanent",
    };
    const response = await handleSignup(postJson(submission), runtime.deps);
    expect(response.status).toBe(422);
  });
});
