"use client";

import { useState } from "react";
import {
  estimatePricing,
  PRICING_BOUNDS,
  PRICING_INPUTS,
  readField,
  type PricingInput,
  type PricingInputName,
  type PricingRates,
  type PricingRaw,
} from "@/lib/pricing/calculate";
import { fillTemplate } from "@/lib/text/template";
import { EstimateResult, type PricingWords } from "./estimate-result";

/** The words the calculator shows (a server component passes its language's: lib/text/ui-text.ts is never imported here). */
export type CalculatorWords = Pick<
  PricingWords,
  | PricingInputName
  | "range"
  | "invalid"
  | "invalidSummary"
  | "calculate"
  | "resultHeading"
  | "online"
  | "inPerson"
  | "difference"
  | "differenceMore"
  | "perMonth"
  | "excluded"
  | "noOnline"
  | "estimateNote"
  | "lineItems"
>;

/** Every field's value as a whole number within its bounds, or null while any is not. */
function inputOf(raw: PricingRaw): PricingInput | null {
  const input: Partial<PricingInput> = {};
  for (const name of PRICING_INPUTS) {
    const value = readField(name, raw[name]);
    if (value === null) return null;
    input[name] = value;
  }
  return input as PricingInput;
}

/**
 * The calculator: a GET form whose answer is the estimate page (so it works without JavaScript),
 * and, once hydrated, the same answer as the visitor types, from the same function
 * (lib/pricing/calculate.ts). A field out of range shows its message at once and keeps what was typed.
 */
export function PricingCalculator({
  action,
  rates,
  initial,
  words,
  locale,
}: {
  /** The estimate page's address in the page's language. */
  action: string;
  rates: PricingRates;
  /** What the fields start with: the defaults, or what the visitor sent to the estimate page. */
  initial: PricingRaw;
  words: CalculatorWords;
  locale: string;
}) {
  const [raw, setRaw] = useState<PricingRaw>(initial);
  const invalid = PRICING_INPUTS.filter((name) => readField(name, raw[name]) === null);
  const input = inputOf(raw);
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <form
        method="get"
        action={action}
        noValidate
        className="grid gap-4"
        aria-describedby={invalid.length > 0 ? "pricing-invalid" : undefined}
      >
        {PRICING_INPUTS.map((name) => {
          const { min, max } = PRICING_BOUNDS[name];
          const bad = invalid.includes(name);
          return (
            <div key={name}>
              <label htmlFor={`pricing-${name}`} className="block text-sm font-semibold text-ink">
                {words[name]}
              </label>
              <input
                id={`pricing-${name}`}
                name={name}
                // Text, not a number field: what was typed stays as typed (a number field empties text it
                // cannot hold), and the message under it says what it takes.
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                required
                value={raw[name]}
                onChange={(event) => setRaw((current) => ({ ...current, [name]: event.target.value }))}
                aria-invalid={bad || undefined}
                aria-describedby={`pricing-${name}-hint${bad ? ` pricing-${name}-error` : ""}`}
                className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-brand ${bad ? "border-red-700" : "border-slate-400"}`}
              />
              <p id={`pricing-${name}-hint`} className="mt-1 text-xs text-slate-600">
                {fillTemplate(words.range, { min: number.format(min), max: number.format(max) })}
              </p>
              {bad ? (
                <p id={`pricing-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
                  {fillTemplate(words.invalid, { min: number.format(min), max: number.format(max) })}
                </p>
              ) : null}
            </div>
          );
        })}
        <button
          type="submit"
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {words.calculate}
        </button>
      </form>
      <div aria-live="polite">
        {input ? (
          <EstimateResult estimate={estimatePricing(input, rates)} words={words} locale={locale} />
        ) : (
          <p
            id="pricing-invalid"
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm font-semibold text-red-800"
          >
            {words.invalidSummary}
          </p>
        )}
      </div>
    </div>
  );
}
