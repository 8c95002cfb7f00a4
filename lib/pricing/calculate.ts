/*
 * The pricing calculator's one computation, used by the estimate page (rendered on the server, no
 * JavaScript) and by the calculator that answers as the visitor types (features/pricing/). Pure:
 * no content read, no language; amounts in U.S. cents so sums are exact.
 *
 * Online, per document: the pay-as-you-go price (which covers `includedSigners` signers and
 * `includedSeals` seals), each further signer and seal, and each witness, at their prices. A price
 * that is not confirmed by sales is never used: the total leaves it out and says which it left out.
 * In person, per document: one mobile notary visit (travel fee), the notary's fee for each signer's
 * signature, and each signer's time (hours × hourly value).
 *
 * No zod here: the calculator in the browser imports this file (the query string's schema is ./query.ts).
 */
/** The calculator's inputs and their bounds (the form's `min`/`max` and the server's check). */
export const PRICING_BOUNDS = {
  documents: { min: 1, max: 10_000 },
  signers: { min: 1, max: 10 },
  seals: { min: 1, max: 20 },
  witnesses: { min: 0, max: 4 },
} as const;

export type PricingInputName = keyof typeof PRICING_BOUNDS;

export const PRICING_INPUTS = Object.keys(PRICING_BOUNDS) as PricingInputName[];

/** What the form starts with (and the calculator shows before anyone types). */
export const PRICING_DEFAULTS: PricingInput = { documents: 10, signers: 1, seals: 1, witnesses: 0 };

/** A field's value as typed, as a whole number within its bounds, or null (the calculator's check as the visitor types; the server's is the zod schema in ./query.ts, on the same bounds). */
export function readField(name: PricingInputName, typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= PRICING_BOUNDS[name].min && value <= PRICING_BOUNDS[name].max ? value : null;
}

export type PricingInput = Record<PricingInputName, number>;

/** What the visitor typed, as typed (bounded in length), to put back in the form. */
export type PricingRaw = Record<PricingInputName, string>;

/** A price from content: shown and counted only when `confirmed`. */
export type Price = { price?: number | null; confirmed?: boolean | null };

/** A price that may be used: confirmed by sales and a finite amount of at least zero. */
export const isConfirmed = <T extends Price>(
  price: T | null | undefined,
): price is T & { price: number; confirmed: true } =>
  Boolean(price?.confirmed) && typeof price?.price === "number" && Number.isFinite(price.price) && price.price >= 0;

/** An in-person assumption: its amount (whether it has a source does not change the sum). */
export type Assumption = { value?: number | null };

export type PricingRates = {
  /** Pay-as-you-go: the price of one document. */
  perDocument: Price;
  /** How many signers and seals one document's price covers. */
  includedSigners: number;
  includedSeals: number;
  extraSigner: Price;
  extraSeal: Price;
  witness: Price;
  inPerson: { travelFee: Assumption; perSignatureFee: Assumption; signerHours: Assumption; timeValue: Assumption };
};

export type LineItem = "perDocument" | "extraSigner" | "extraSeal" | "witness";

export type PricingEstimate = {
  /** The monthly cost online in cents, from confirmed prices only; null when the document price itself is not confirmed. */
  onlineCents: number | null;
  /** The line items the input needs whose price is not confirmed (left out of `onlineCents`). */
  excluded: LineItem[];
  /** The monthly cost in person in cents. */
  inPersonCents: number;
  /** In person minus online (positive: online costs less); null when there is no online total. */
  savingsCents: number | null;
  /** The parts, per month, in cents. */
  parts: {
    documents: number | null;
    extraSigners: number | null;
    extraSeals: number | null;
    witnesses: number | null;
    travel: number;
    notaryFees: number;
    signerTime: number;
  };
};

const cents = (dollars: number) => Math.round(dollars * 100);

const amount = (assumption: Assumption) =>
  typeof assumption.value === "number" && Number.isFinite(assumption.value) && assumption.value >= 0
    ? assumption.value
    : 0;

/** The monthly cost of `input` online and in person. */
export function estimatePricing(input: PricingInput, rates: PricingRates): PricingEstimate {
  const { documents, signers, seals, witnesses } = input;
  const excluded: LineItem[] = [];
  /** A line's monthly cost for `count` per document, or null (and noted) when it is needed and its price not confirmed. */
  const line = (item: LineItem, count: number): number | null => {
    if (count <= 0) return 0;
    const price = rates[item];
    if (!isConfirmed(price)) {
      excluded.push(item);
      return null;
    }
    return cents(price.price) * count * documents;
  };
  const parts = {
    documents: line("perDocument", 1),
    extraSigners: line("extraSigner", Math.max(0, signers - rates.includedSigners)),
    extraSeals: line("extraSeal", Math.max(0, seals - rates.includedSeals)),
    witnesses: line("witness", witnesses),
    travel: cents(amount(rates.inPerson.travelFee)) * documents,
    notaryFees: cents(amount(rates.inPerson.perSignatureFee)) * signers * documents,
    signerTime:
      Math.round(amount(rates.inPerson.signerHours) * cents(amount(rates.inPerson.timeValue))) * signers * documents,
  };
  const onlineCents =
    parts.documents === null
      ? null
      : parts.documents + (parts.extraSigners ?? 0) + (parts.extraSeals ?? 0) + (parts.witnesses ?? 0);
  const inPersonCents = parts.travel + parts.notaryFees + parts.signerTime;
  return {
    onlineCents,
    excluded,
    inPersonCents,
    savingsCents: onlineCents === null ? null : inPersonCents - onlineCents,
    parts,
  };
}

/** Cents as U.S. dollars in a language's format: `$1,250` (cents shown only when there are any). */
export function formatUsd(amountCents: number, locale: string): string {
  const whole = amountCents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amountCents / 100);
}
