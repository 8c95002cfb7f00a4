import "server-only";
import type { Metadata } from "next";
import { Check } from "lucide-react";
import { SiteFrame } from "@/components/layout/site-frame";
import { JsonLd } from "@/components/ui/json-ld";
import { PageHeading } from "@/components/ui/page-heading";
import { getLayout } from "@/lib/pages/site";
import { formatUsd, isConfirmed, PRICING_DEFAULTS, PRICING_INPUTS, type PricingRaw } from "@/lib/pricing/calculate";
import { getPricingPage, ratesOf, sourceOf, type PricingPage } from "@/lib/pricing/content";
import type { PricingParse } from "@/lib/pricing/query";
import { pricingBreadcrumbData, pricingProductData } from "@/lib/pricing/structured-data";
import { earlyAccessPath, homePath, LANGUAGES, pricingEstimatePath, type Lang } from "@/lib/routing/paths";
import { stegaClean } from "@sanity/client/stega";
import { languagePaths, pageMetadata, previewImageOf } from "@/lib/seo/metadata";
import { webPageData } from "@/lib/seo/structured-data";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { PricingCalculator, type CalculatorWords } from "./calculator";

/*
 * The pricing page (`/pricing`, `/es/precios`: prerendered from its document, the calculator its
 * only client code) and the calculator's answer page (`/pricing/estimate?documents=…`, rendered per
 * request from its query string, nothing cached per query), for the thin route files of
 * app/[locale]/pricing.
 */

const pagePaths = (lang: Lang, page: PricingPage | null) =>
  languagePaths({ type: "pricingPage", lang, translations: page?.translations });

const estimatePaths = () =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, pricingEstimatePath(lang)])) as Record<Lang, string>;

const defaultsRaw = (): PricingRaw =>
  Object.fromEntries(PRICING_INPUTS.map((name) => [name, String(PRICING_DEFAULTS[name])])) as PricingRaw;

const calculatorWords = (lang: Lang): CalculatorWords => {
  const words = uiText(lang).pricing;
  return {
    documents: words.documents,
    signers: words.signers,
    seals: words.seals,
    witnesses: words.witnesses,
    range: words.range,
    invalid: words.invalid,
    invalidSummary: words.invalidSummary,
    calculate: words.calculate,
    resultHeading: words.resultHeading,
    online: words.online,
    inPerson: words.inPerson,
    difference: words.difference,
    differenceMore: words.differenceMore,
    perMonth: words.perMonth,
    excluded: words.excluded,
    noOnline: words.noOnline,
    estimateNote: words.estimateNote,
    lineItems: words.lineItems,
  };
};

export async function pricingMetadata(lang: Lang): Promise<Metadata> {
  const page = await getPricingPage(lang);
  const paths = pagePaths(lang, page);
  const words = uiText(lang).pricing;
  return pageMetadata({
    seo: {
      title: page?.seo?.title ?? null,
      description: page?.seo?.description ?? page?.intro ?? null,
      noindex: page?.seo?.noindex ?? false,
      ogImage: null,
    },
    fallbackTitle: page?.title ?? words.eyebrow,
    canonicalPath: paths[lang] ?? homePath(lang),
    lang,
    paths,
    previewImage: previewImageOf(lang, "pricing"),
  });
}

export async function pricingEstimateMetadata(lang: Lang): Promise<Metadata> {
  const words = uiText(lang).pricing;
  const paths = estimatePaths();
  return pageMetadata({
    // An answer to one visitor's figures: not for search engines.
    seo: { title: words.estimateTitle, description: words.estimateDescription, noindex: true, ogImage: null },
    fallbackTitle: words.estimateTitle,
    canonicalPath: paths[lang],
    lang,
    paths,
    previewImage: null,
  });
}

/** A price as the page shows it: the amount when sales confirmed it, else the page's "Ask us". */
function PriceText({
  item,
  askUs,
  locale,
}: {
  item: { price: number | null; confirmed: boolean };
  askUs: string;
  locale: string;
}) {
  return isConfirmed(item) ? <>{formatUsd(Math.round(item.price * 100), locale)}</> : <>{askUs}</>;
}

function Assumptions({ page, lang }: { page: PricingPage | null; lang: Lang }) {
  const words = uiText(lang).pricing;
  const { locale } = uiText(lang);
  const rows = [
    ["travelFee", page?.inPerson?.travelFee, "usd"],
    ["perSignatureFee", page?.inPerson?.perSignatureFee, "usd"],
    ["signerHours", page?.inPerson?.signerHours, "hours"],
    ["timeValue", page?.inPerson?.timeValue, "usd"],
  ] as const;
  const date = (checked: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${checked}T00:00:00Z`));
  return (
    <section aria-labelledby="pricing-assumptions" className="mt-10">
      <h3 id="pricing-assumptions" className="text-lg font-bold text-ink">
        {words.assumptionsHeading}
      </h3>
      <dl className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {rows.map(([name, item, unit]) => {
          const source = sourceOf(item);
          const value = item?.value ?? 0;
          return (
            <div
              key={name}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4"
              data-testid={`assumption-${name}`}
            >
              <dt className="font-semibold text-ink">{words[name]}</dt>
              <dd className="font-semibold text-ink sm:text-right">
                {unit === "hours"
                  ? fillTemplate(words.hours, { hours: value })
                  : formatUsd(Math.round(value * 100), locale)}
              </dd>
              <dd className="text-sm text-slate-700 sm:col-span-2">
                {source ? (
                  <>
                    {words.source}:{" "}
                    <a
                      href={source.url}
                      className="text-brand underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand"
                    >
                      {source.citation}
                    </a>{" "}
                    ({fillTemplate(words.checked, { date: date(source.checked) })})
                  </>
                ) : (
                  words.ourEstimate
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function CalculatorSection({ lang, page, initial }: { lang: Lang; page: PricingPage | null; initial: PricingRaw }) {
  const words = uiText(lang).pricing;
  return (
    <section id="calculator" aria-labelledby="pricing-calculator" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="pricing-calculator" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {words.calculatorHeading}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{words.calculatorIntro}</p>
        <div className="mt-8">
          <PricingCalculator
            action={pricingEstimatePath(lang)}
            rates={ratesOf(page)}
            initial={initial}
            words={calculatorWords(lang)}
            locale={uiText(lang).locale}
          />
        </div>
        <Assumptions page={page} lang={lang} />
      </div>
    </section>
  );
}

export async function PricingRoute({ lang }: { lang: Lang }) {
  const [page, layout] = await Promise.all([getPricingPage(lang), getLayout(lang)]);
  const text = uiText(lang);
  const words = text.pricing;
  const paths = pagePaths(lang, page);
  const path = paths[lang] ?? homePath(lang);
  const askUs = page?.askUs ?? words.eyebrow;
  const extras = [page?.extraSeal, page?.extraSigner, page?.witness].filter((item) => item?.label);
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <JsonLd
        data={webPageData({
          path,
          title: page?.seo?.title ?? page?.title ?? words.eyebrow,
          description: page?.seo?.description ?? page?.intro ?? undefined,
          updatedAt: page?._updatedAt,
          blocks: [],
          lang,
        })}
      />
      <JsonLd data={pricingProductData(page, lang, layout.brand)} />
      <JsonLd data={pricingBreadcrumbData(lang, [{ name: page?.title ?? words.eyebrow, path }])} />
      <section aria-labelledby="pricing-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <PageHeading
            id="pricing-heading"
            eyebrow={words.eyebrow}
            title={page?.title ?? words.eyebrow}
            lead={page?.intro}
            centered
          />
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
          <h2 className="sr-only">{words.plansHeading}</h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {(page?.plans ?? []).map((plan) => {
              const role = stegaClean(plan.salesRole);
              const href = role ? `${earlyAccessPath(lang)}?role=${encodeURIComponent(role)}` : earlyAccessPath(lang);
              return (
                <li key={plan._key} className="flex flex-col rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
                  <h3 className="text-lg font-semibold text-brand">{plan.name}</h3>
                  {plan.description ? <p className="mt-2 text-sm text-slate-700">{plan.description}</p> : null}
                  {role ? null : (
                    <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-testid="plan-price">
                      {plan.pricePrefix && isConfirmed(plan) ? (
                        <span className="text-slate-600">{plan.pricePrefix}</span>
                      ) : null}
                      <span className="text-4xl font-extrabold tracking-tight text-ink">
                        <PriceText item={plan} askUs={askUs} locale={text.locale} />
                      </span>
                      {plan.priceUnit && isConfirmed(plan) ? (
                        <span className="text-slate-600">{plan.priceUnit}</span>
                      ) : null}
                    </p>
                  )}
                  {plan.features && plan.features.length > 0 ? (
                    <ul className="mt-6 space-y-2 text-sm">
                      {plan.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <Check aria-hidden="true" className="mt-0.5 size-4 flex-none text-accent" />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="mt-auto pt-6">
                    <a
                      href={href}
                      className={`block rounded-lg px-4 py-2 text-center font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand ${role ? "border border-brand text-brand" : "bg-brand text-white"}`}
                    >
                      {plan.buttonLabel}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
          {extras.length > 0 ? (
            <>
              <h2 className="mt-12 text-xl font-bold text-ink">{words.extrasHeading}</h2>
              <table className="mt-4 w-full text-left text-sm">
                <tbody className="divide-y divide-slate-200">
                  {extras.map((item) =>
                    item ? (
                      <tr key={item.label} data-testid="line-item">
                        <th scope="row" className="py-3 pr-4 font-semibold text-ink">
                          {item.label}
                        </th>
                        <td className="py-3 text-right text-ink">
                          <PriceText item={item} askUs={askUs} locale={text.locale} />
                          {isConfirmed(item) && item.unit ? (
                            <span className="ml-1 text-slate-600">{item.unit}</span>
                          ) : null}
                        </td>
                      </tr>
                    ) : null,
                  )}
                </tbody>
              </table>
            </>
          ) : null}
        </div>
      </section>
      <CalculatorSection lang={lang} page={page} initial={defaultsRaw()} />
      {page?.faq && page.faq.length > 0 ? (
        <section aria-labelledby="pricing-faq" className="bg-white">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="pricing-faq" className="text-2xl font-extrabold tracking-tight text-ink">
              {words.faqHeading}
            </h2>
            <div className="mt-6 space-y-6">
              {page.faq.map((item) => (
                <div key={item._key}>
                  <h3 className="font-semibold text-ink">{item.question}</h3>
                  <p className="mt-1 text-slate-700">{item.answer}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </SiteFrame>
  );
}

/**
 * The estimate page: the calculator started from the query's figures, so its answer (or, for a field
 * out of range or not a number, the form with what was typed and that field's message; status 400
 * from proxy.ts) is in the HTML without JavaScript.
 */
export async function PricingEstimateRoute({ lang, parsed }: { lang: Lang; parsed: PricingParse }) {
  const [page, layout] = await Promise.all([getPricingPage(lang), getLayout(lang)]);
  const words = uiText(lang).pricing;
  const paths = estimatePaths();
  const pricing = pagePaths(lang, page)[lang] ?? homePath(lang);
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <JsonLd
        data={pricingBreadcrumbData(lang, [
          { name: page?.title ?? words.eyebrow, path: pricing },
          { name: words.estimateTitle, path: paths[lang] },
        ])}
      />
      <section aria-labelledby="estimate-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{words.eyebrow}</p>
          <h1 id="estimate-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {words.estimateTitle}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700">{words.estimateDescription}</p>
          <p className="mt-4">
            <a
              href={pricing}
              className="font-semibold text-brand underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand"
            >
              {words.backToPricing}
            </a>
          </p>
        </div>
      </section>
      <CalculatorSection lang={lang} page={page} initial={parsed.raw} />
    </SiteFrame>
  );
}
