import { describe, expect, it } from "vitest";
import { StateMessage, STATE_MESSAGE_ID } from "@/features/signup/state-message";
import { RON_STATUSES, type RonStatus } from "@/lib/states/status";
import { queryDataset } from "@/lib/sanity/bundled";
import { ronStatesQuery } from "@/lib/sanity/queries";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import { DEFAULT_SIGNUP_COPY } from "@/lib/signup/copy";
import {
  findState,
  formatDay,
  stateMessage,
  stateNeeds,
  statusShown,
  toSignupState,
  toSignupStates,
  type SignupState,
} from "@/lib/signup/state-status";
import { readDataset } from "../../support/dataset";
import { count, render, textOf } from "../../support/render";

const copy = DEFAULT_SIGNUP_COPY.stateStatus;

type Facts = RonStatesQueryResult[number]["facts"];

/**
 * A fact as the query reads it, known (value, citation, https source and check date) unless told;
 * typed to fit any fact (TypeGen types each fact's value and amount apart).
 */
const sourced = (value: string, amount: number | null = null, known = true): never =>
  ({
    value,
    amount,
    detail: null,
    detailEs: null,
    citation: known ? "§ 1" : null,
    sourceUrl: "https://example.gov/law",
    checked: "2026-11-27",
    needsReview: null,
  }) as never;

const NO_FACTS: Facts = {
  training: null,
  exam: null,
  bond: null,
  eoInsurance: null,
  registration: null,
  technologyProviders: null,
  recordingRetention: null,
  notaryLocation: null,
  signerLocation: null,
  signerAbroad: null,
};

const row = (
  status: RonStatus,
  overrides: Partial<RonStatesQueryResult[number]> = {},
): RonStatesQueryResult[number] => ({
  code: "TX",
  name: "Texas",
  status,
  effectiveDate: "2030-01-01",
  citation: null,
  note: "First draft",
  facts: {
    ...NO_FACTS,
    training: sourced("yes"),
    exam: sourced("yes"),
    eoInsurance: sourced("yes", 25000),
    bond: sourced("yes", 10000),
    registration: sourced("separate-commission"),
  },
  sourceUrl: null,
  lastVerified: "2026-11-23",
  unverified: true,
  ...overrides,
});

const state = (status: RonStatus, overrides: Partial<RonStatesQueryResult[number]> = {}) =>
  toSignupState(row(status, overrides)) as SignupState;

const ALL_NEEDS = [
  "RON training",
  "An exam",
  "E&O insurance of at least $25,000",
  "A surety bond of $10,000",
  "Registration as a remote notary with your commissioning authority",
];

describe("the state of commission message: one per status", () => {
  const expected: Record<RonStatus, { message: string; needs: boolean }> = {
    permanent: { message: "Texas authorizes remote online notarization. Here is what you'll need:", needs: true },
    enacted: {
      message:
        "Texas has passed a RON law that takes effect January 1, 2030. Sign up now and we'll tell you when it opens.",
      needs: true,
    },
    temporary: {
      message:
        "Texas allows remote online notarization only under temporary or emergency rules so far. Sign up and we'll tell you when a permanent law opens it.",
      needs: true,
    },
    ipen: {
      message:
        "Texas allows only in-person electronic notarization so far. Sign up and we'll tell you when your state opens.",
      needs: false,
    },
    none: {
      message:
        "Texas does not authorize remote online notarization yet. Sign up and we'll tell you when your state opens.",
      needs: false,
    },
  };

  it.each(RON_STATUSES)("%s: the pure message", (status) => {
    const shown = stateMessage(state(status), copy);
    expect(shown.message).toBe(expected[status].message);
    expect(shown.needs).toEqual(expected[status].needs ? ALL_NEEDS : []);
    // "permanent" ends with its own lead-in; the others introduce the list.
    expect(shown.needsIntro).toBe(expected[status].needs && status !== "permanent" ? copy.needsIntro : null);
    expect(shown.draftNote).toBe(copy.draftNote);
  });

  it.each(RON_STATUSES)("%s: the rendered live region says it, with the list as a list", (status) => {
    const html = render(<StateMessage code="TX" states={[state(status)]} copy={copy} />);
    expect(html).toContain(`id="${STATE_MESSAGE_ID}"`);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain(`data-status="${status}"`);
    expect(textOf(html)).toContain(expected[status].message);
    expect(count(html, /<li>/)).toBe(expected[status].needs ? ALL_NEEDS.length : 0);
    expect(textOf(html)).not.toContain(copy.prompt);
  });

  it("shows the prompt in the same live region before a state is chosen, or for a state without data", () => {
    for (const code of ["", "WY"]) {
      const html = render(<StateMessage code={code} states={[state("permanent")]} copy={copy} />);
      expect(html).toContain('aria-live="polite"');
      expect(textOf(html)).toBe(copy.prompt);
    }
  });
});

describe("what a notary needs, from the state's sourced facts", () => {
  it("leaves out a fact that is not required, and one without its source, never saying 'not required' for it", () => {
    const sparse = state("permanent", {
      facts: {
        ...NO_FACTS,
        training: sourced("no"),
        // A value without its citation is not known: the wizard does not use it.
        exam: sourced("yes", null, false),
        bond: sourced("yes", 25000, false),
        registration: sourced("registration"),
      },
    });
    expect(sparse.needs).toEqual({ registration: true });
    expect(stateNeeds(sparse.needs, copy)).toEqual([
      "Registration as a remote notary with your commissioning authority",
    ]);
  });

  it("says honestly when a state with a law has no sourced requirement", () => {
    const empty = state("permanent", { facts: NO_FACTS });
    expect(empty.needs).toBeUndefined();
    const shown = stateMessage(empty, copy);
    expect(shown.needs).toEqual([]);
    expect(shown.notRecorded).toBe(
      "We haven't recorded Texas's requirements yet: your commissioning authority lists them.",
    );
  });

  it("fills a missing effective date with the copy's words, and drops the draft note once verified", () => {
    const shown = stateMessage(state("enacted", { effectiveDate: null, unverified: false }), copy);
    expect(shown.message).toContain("takes effect on a date not yet set");
    expect(shown.draftNote).toBeNull();
    expect(formatDay("2021-06-01")).toBe("June 1, 2021");
  });
});

describe("the states sent with the page", () => {
  it("hold every bundled state, compact: code, name, status, effective date, needs, and nothing else", async () => {
    const rows = (await queryDataset(await readDataset(), ronStatesQuery)) as RonStatesQueryResult;
    const states = toSignupStates(rows);
    expect(states).toHaveLength(50);
    for (const entry of states) {
      expect(
        Object.keys(entry).every((key) =>
          ["code", "name", "status", "effectiveDate", "needs", "unverified"].includes(key),
        ),
      ).toBe(true);
    }
    // Florida's sourced facts (Fla. Stat. § 117.225): a course, a $25,000 bond and E&O insurance, a registration.
    expect(findState(states, "FL")?.needs).toEqual({
      training: true,
      eoAmount: 25000,
      bondAmount: 25000,
      registration: true,
    });
    expect(findState(states, "CA")?.status).toBe("enacted");
    // Small enough to send with the page.
    expect(JSON.stringify(states).length).toBeLessThan(8_000);
  });

  it("tells the admin the status with its last verified date", () => {
    expect(statusShown(row("permanent"), "TX")).toBe("Permanent law in force (as of last verified 2026-11-23)");
    expect(statusShown(undefined, "TX")).toMatch(/^Unknown \(no state data/);
    expect(statusShown(undefined, undefined)).toMatch(/no state of commission/);
  });
});

describe("the state message copy", () => {
  it("puts {state} in every status message and the permanent one leads into the list", () => {
    for (const status of RON_STATUSES) expect(copy[status]).toContain("{state}");
    expect(copy.permanent).toBe("{state} authorizes remote online notarization. Here is what you'll need:");
    expect(copy.enacted).toContain("{date}");
  });
});
