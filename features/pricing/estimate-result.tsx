import { formatUsd, type LineItem, type PricingEstimate } from "@/lib/pricing/calculate";
import { fillTemplate } from "@/lib/text/template";
import type { UiText } from "@/lib/text/ui-text";

export type PricingWords = UiText["pricing"];

/**
 * The calculator's answer: the month online (confirmed prices only, naming what it leaves out), in
 * person, and the difference. No hooks: rendered by the estimate page on the server and by the
 * calculator as the visitor types.
 */
export function EstimateResult({
  estimate,
  words,
  locale,
}: {
  estimate: PricingEstimate;
  words: Pick<
    PricingWords,
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
  locale: string;
}) {
  const usd = (cents: number) => formatUsd(cents, locale);
  const excluded = estimate.excluded.filter((item): item is Exclude<LineItem, "perDocument"> => item !== "perDocument");
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="pricing-result">
      <p className="text-lg font-bold text-ink">{words.resultHeading}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-700">{words.online}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-ink" data-testid="pricing-online">
            {estimate.onlineCents === null ? "—" : usd(estimate.onlineCents)}
            <span className="ml-1 text-sm font-normal text-slate-700">{words.perMonth}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{words.inPerson}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-ink" data-testid="pricing-in-person">
            {usd(estimate.inPersonCents)}
            <span className="ml-1 text-sm font-normal text-slate-700">{words.perMonth}</span>
          </dd>
        </div>
        {estimate.savingsCents === null ? null : (
          <div>
            <dt className="text-sm font-semibold text-slate-700">
              {estimate.savingsCents >= 0 ? words.difference : words.differenceMore}
            </dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand" data-testid="pricing-difference">
              {usd(Math.abs(estimate.savingsCents))}
              <span className="ml-1 text-sm font-normal text-slate-700">{words.perMonth}</span>
            </dd>
          </div>
        )}
      </dl>
      {estimate.onlineCents === null ? <p className="mt-4 text-sm text-slate-700">{words.noOnline}</p> : null}
      {excluded.length > 0 ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="pricing-excluded">
          {fillTemplate(words.excluded, { items: list.format(excluded.map((item) => words.lineItems[item])) })}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{words.estimateNote}</p>
    </div>
  );
}
