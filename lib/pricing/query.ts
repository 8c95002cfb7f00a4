import { z } from "zod";
import {
  PRICING_BOUNDS,
  PRICING_DEFAULTS,
  PRICING_INPUTS,
  type PricingInput,
  type PricingInputName,
  type PricingRaw,
} from "./calculate";

/*
 * The estimate page's query string (`/pricing/estimate?documents=10&signers=2&seals=1&witnesses=0`):
 * each field a whole number within PRICING_BOUNDS, checked with zod on the server.
 */

const whole = (name: PricingInputName) =>
  z
    .string()
    .trim()
    .max(6)
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(PRICING_BOUNDS[name].min).max(PRICING_BOUNDS[name].max));

/** The form's fields as a query string gives them (strings), each a whole number within its bounds. */
export const pricingInputSchema: z.ZodType<PricingInput, PricingRaw> = z.object({
  documents: whole("documents"),
  signers: whole("signers"),
  seals: whole("seals"),
  witnesses: whole("witnesses"),
});

export type PricingParse =
  { ok: true; input: PricingInput; raw: PricingRaw } | { ok: false; raw: PricingRaw; invalid: PricingInputName[] };

/** At most this many characters of a field are kept to show again. */
const RAW_MAX = 12;

/** The first value of a query parameter (Next.js gives a repeated one as an array). */
const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The calculator's inputs from a query string's parameters: each field parsed on its own, so the
 * page can name every field that is out of range or not a number and keep what was typed.
 */
export function parsePricingQuery(query: Record<string, string | string[] | undefined>): PricingParse {
  // The bare address (no field at all) is the calculator with its starting figures.
  const given = PRICING_INPUTS.some((name) => query[name] !== undefined);
  const raw = Object.fromEntries(
    PRICING_INPUTS.map((name) => [
      name,
      given ? (first(query[name]) ?? "").slice(0, RAW_MAX) : String(PRICING_DEFAULTS[name]),
    ]),
  ) as PricingRaw;
  const result = pricingInputSchema.safeParse(raw);
  if (result.success) return { ok: true, input: result.data, raw };
  const invalid = PRICING_INPUTS.filter((name) => result.error.issues.some((issue) => issue.path[0] === name));
  return { ok: false, raw, invalid };
}
