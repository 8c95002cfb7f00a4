import { formatUsd, isConfirmed } from "@/lib/pricing/calculate";
import type { PricingPage } from "@/lib/pricing/content";
import { sourceOf } from "@/lib/pricing/content";
import { earlyAccessPath, pricingEstimatePath, type Lang } from "@/lib/routing/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";
import { blocks, escapeText, heading, link, paragraph, plain, strong } from "./syntax";

/**
 * The pricing page's rendition: its plans with their confirmed prices (an unconfirmed one says the
 * page's "Ask us"), the line items, the calculator's address and its in-person assumptions with
 * their sources, and the questions. The same headings as the HTML page.
 */
export function pricingPageMarkdown(page: PricingPage | null, lang: Lang): string {
  const text = uiText(lang);
  const words = text.pricing;
  const askUs = plain(page?.askUs) || words.eyebrow;
  const usd = (price: number) => formatUsd(Math.round(price * 100), text.locale);
  const priceOf = (item: { price: number | null; confirmed: boolean; unit?: string | null }) =>
    isConfirmed(item) ? [usd(item.price), plain(item.unit)].filter(Boolean).join(" ") : askUs;
  const plans = (page?.plans ?? []).map((plan) =>
    blocks(
      heading(3, plan.name),
      paragraph(plan.description),
      plan.salesRole
        ? link(
            plan.buttonLabel,
            absoluteUrl(`${earlyAccessPath(lang)}?role=${encodeURIComponent(plain(plan.salesRole))}`),
          )
        : [plain(plan.pricePrefix), strong(priceOf({ ...plan, unit: plan.priceUnit }))].filter(Boolean).join(" "),
      (plan.features ?? []).map((feature) => `- ${escapeText(plain(feature))}`).join("\n"),
    ),
  );
  const extras = [page?.extraSeal, page?.extraSigner, page?.witness]
    .flatMap((item) => (item?.label ? [`- ${escapeText(plain(item.label))}: ${escapeText(priceOf(item))}`] : []))
    .join("\n");
  const assumptions = (["travelFee", "perSignatureFee", "signerHours", "timeValue"] as const)
    .map((name) => {
      const item = page?.inPerson?.[name];
      const value = item?.value ?? 0;
      const amount = name === "signerHours" ? fillTemplate(words.hours, { hours: value }) : usd(value);
      const source = sourceOf(item);
      return `- ${escapeText(words[name])}: ${escapeText(amount)} (${
        source
          ? `${words.source}: ${link(plain(source.citation), source.url)}, ${escapeText(fillTemplate(words.checked, { date: source.checked }))}`
          : escapeText(words.ourEstimate)
      })`;
    })
    .join("\n");
  return `${blocks(
    heading(1, page?.title ?? words.eyebrow),
    paragraph(page?.intro),
    heading(2, words.plansHeading),
    ...plans,
    extras && heading(2, words.extrasHeading),
    extras,
    heading(2, words.calculatorHeading),
    paragraph(words.calculatorIntro),
    link(words.estimateTitle, absoluteUrl(pricingEstimatePath(lang))),
    heading(3, words.assumptionsHeading),
    assumptions,
    page?.faq?.length ? heading(2, words.faqHeading) : "",
    ...(page?.faq ?? []).map((item) => blocks(heading(3, item.question), paragraph(item.answer))),
  )}\n`;
}
