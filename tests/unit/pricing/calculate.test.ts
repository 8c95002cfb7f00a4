import { describe, expect, it } from "vitest";
import { estimatePricing, formatUsd, PRICING_BOUNDS, readField, type PricingRates } from "@/lib/pricing/calculate";
import { parsePricingQuery } from "@/lib/pricing/query";

const confirmed = (price: number) => ({ price, confirmed: true });
const unconfirmed = { price: null, confirmed: false };

const rates = (overrides: Partial<PricingRates> = {}): PricingRates => ({
  perDocument: confirmed(25),
  includedSigners: 1,
  includedSeals: 1,
  extraSigner: confirmed(10),
  extraSeal: confirmed(5),
  witness: confirmed(15),
  inPerson: {
    travelFee: { value: 30 },
    perSignatureFee: { value: 10 },
    signerHours: { value: 1 },
    timeValue: { value: 30 },
  },
  ...overrides,
});

describe("estimatePricing", () => {
  it("prices a month online from confirmed prices and in person from the assumptions", () => {
    const estimate = estimatePricing({ documents: 10, signers: 2, seals: 3, witnesses: 1 }, rates());
    // Per document online: 25 + 1 extra signer (10) + 2 extra seals (10) + 1 witness (15) = 60.
    expect(estimate.parts).toMatchObject({
      documents: 25_000,
      extraSigners: 10_000,
      extraSeals: 10_000,
      witnesses: 15_000,
    });
    expect(estimate.onlineCents).toBe(60_000);
    // Per document in person: travel 30 + 2 signatures × 10 + 2 signers × 1 h × 30 = 110.
    expect(estimate.inPersonCents).toBe(110_000);
    expect(estimate.savingsCents).toBe(50_000);
    expect(estimate.excluded).toEqual([]);
  });

  it("leaves an unconfirmed price out of the total and names it, only when the input needs it", () => {
    const withExtras = estimatePricing(
      { documents: 3, signers: 2, seals: 1, witnesses: 2 },
      rates({ extraSigner: unconfirmed, witness: { price: 99, confirmed: false }, extraSeal: unconfirmed }),
    );
    expect(withExtras.excluded).toEqual(["extraSigner", "witness"]);
    expect(withExtras.onlineCents).toBe(7_500);
    expect(withExtras.parts.extraSigners).toBeNull();
    expect(withExtras.parts.witnesses).toBeNull();
    // One signer, one seal, no witness: nothing unconfirmed is needed.
    const plain = estimatePricing(
      { documents: 3, signers: 1, seals: 1, witnesses: 0 },
      rates({ extraSigner: unconfirmed, extraSeal: unconfirmed, witness: unconfirmed }),
    );
    expect(plain.excluded).toEqual([]);
    expect(plain.onlineCents).toBe(7_500);
  });

  it("has no online total when the price per document is not confirmed", () => {
    const estimate = estimatePricing(
      { documents: 1, signers: 1, seals: 1, witnesses: 0 },
      rates({ perDocument: { price: 25, confirmed: false } }),
    );
    expect(estimate.onlineCents).toBeNull();
    expect(estimate.savingsCents).toBeNull();
    expect(estimate.excluded).toEqual(["perDocument"]);
  });

  it("stays exact at the bounds' largest figures", () => {
    const max = { documents: 10_000, signers: 10, seals: 20, witnesses: 4 };
    const estimate = estimatePricing(max, rates());
    expect(estimate.onlineCents).toBe(10_000 * (2_500 + 9 * 1_000 + 19 * 500 + 4 * 1_500));
    expect(Number.isSafeInteger(estimate.inPersonCents)).toBe(true);
  });

  it("counts a missing or negative assumption as zero", () => {
    const estimate = estimatePricing(
      { documents: 2, signers: 1, seals: 1, witnesses: 0 },
      rates({
        inPerson: {
          travelFee: { value: null },
          perSignatureFee: { value: -5 },
          signerHours: { value: 0.5 },
          timeValue: { value: 30 },
        },
      }),
    );
    expect(estimate.inPersonCents).toBe(2 * 1_500);
  });
});

describe("the inputs' bounds", () => {
  it("readField takes whole numbers within each field's bounds only", () => {
    for (const [name, { min, max }] of Object.entries(PRICING_BOUNDS) as [
      keyof typeof PRICING_BOUNDS,
      { min: number; max: number },
    ][]) {
      expect(readField(name, String(min))).toBe(min);
      expect(readField(name, String(max))).toBe(max);
      expect(readField(name, String(max + 1))).toBeNull();
      expect(readField(name, String(min - 1))).toBeNull();
    }
    for (const garbage of ["", "abc", "1.5", "-1", "1e3", "0x10", " ", "１"])
      expect(readField("documents", garbage)).toBeNull();
  });

  it("parsePricingQuery accepts the form's query and names every bad field, keeping what was typed (bounded)", () => {
    expect(parsePricingQuery({ documents: "10", signers: "2", seals: "1", witnesses: "0" })).toEqual({
      ok: true,
      input: { documents: 10, signers: 2, seals: 1, witnesses: 0 },
      raw: { documents: "10", signers: "2", seals: "1", witnesses: "0" },
    });
    const bad = parsePricingQuery({ documents: "10001", signers: "abc", seals: ["3", "4"], witnesses: undefined });
    expect(bad).toEqual({
      ok: false,
      raw: { documents: "10001", signers: "abc", seals: "3", witnesses: "" },
      invalid: ["documents", "signers", "witnesses"],
    });
    const long = parsePricingQuery({ documents: "9".repeat(5000), signers: "1", seals: "1", witnesses: "0" });
    expect(long.ok).toBe(false);
    expect(long.raw.documents).toHaveLength(12);
    // The bare address is the calculator's starting figures; one field given makes the others required.
    expect(parsePricingQuery({})).toMatchObject({
      ok: true,
      input: { documents: 10, signers: 1, seals: 1, witnesses: 0 },
    });
    expect(parsePricingQuery({ documents: "5" })).toMatchObject({
      ok: false,
      invalid: ["signers", "seals", "witnesses"],
    });
  });
});

describe("formatUsd", () => {
  it("formats whole dollars without cents, in each language's format", () => {
    expect(formatUsd(125_000, "en-US")).toBe("$1,250");
    expect(formatUsd(1_050, "en-US")).toBe("$10.50");
    expect(formatUsd(125_000, "es-US")).toMatch(/1,250/);
  });
});
