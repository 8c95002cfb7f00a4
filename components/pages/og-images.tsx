import "server-only";
import { findArticle, getPublishedArticles } from "@/lib/articles/content";
import { listingCopy } from "@/lib/articles/listing";
import { getGeneralPageSlugs, getLayout, getSolutionSlugs } from "@/lib/content";
import type { Lang } from "@/lib/i18n";
import { ogImage } from "@/lib/og-image";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages";
import { findStatePage, getStateSlugs } from "@/lib/state-page-content";
import { statePageHeading } from "@/lib/state-pages";
import { fillTemplate } from "@/lib/template";
import { uiText } from "@/lib/ui-text";

/*
 * The link-preview images of every language's pages (the `opengraph-image` files of app/(site)
 * and app/(es)/es, and the articles' `preview.png` routes): drawn from the page's own heading in
 * its language. Only the build's slugs:
 * a made-up slug would otherwise draw (~100 ms of CPU) and cache an image for good.
 */

type Hero = { _type: string; headline?: string | null };

const heroHeadline = (blocks: readonly Hero[] | undefined) => blocks?.find((block) => block._type === "hero")?.headline ?? null;

export async function homeOgImage(lang: Lang) {
  const [page, { brand }] = await Promise.all([getHomePage(lang), getLayout(lang)]);
  return ogImage({ title: heroHeadline(page?.blocks) ?? page?.title ?? "", kicker: uiText(lang).ogHomeKicker, brand });
}

export async function solutionOgParams(lang: Lang) {
  return (await getSolutionSlugs(lang)).map((slug) => ({ slug }));
}

export async function solutionOgImage(lang: Lang, slug: string) {
  const [page, { brand }] = await Promise.all([getSolutionPage(lang, slug), getLayout(lang)]);
  const kicker = fillTemplate(uiText(lang).ogSolutionKicker, { product: brand?.productName ?? "", page: page?.title ?? "" }).trim();
  return ogImage({ title: heroHeadline(page?.blocks) ?? page?.title ?? "", kicker, brand });
}

export async function generalOgParams(lang: Lang) {
  return (await getGeneralPageSlugs(lang)).map((slug) => ({ slug }));
}

export async function generalOgImage(lang: Lang, slug: string) {
  const [page, { brand }] = await Promise.all([getGeneralPage(lang, slug), getLayout(lang)]);
  return ogImage({ title: page?.title ?? "", kicker: brand?.productName ?? "", brand });
}

export async function stateOgParams(lang: Lang) {
  return (await getStateSlugs(lang)).map((state) => ({ state }));
}

/** A state page's image: "Remote online notarization in Texas", under "Remote online notarization by state". */
export async function stateOgImage(lang: Lang, slug: string) {
  const [page, { brand }] = await Promise.all([findStatePage(lang, slug), getLayout(lang)]);
  return ogImage({ title: page ? statePageHeading(page.name, lang) : uiText(lang).statePage.indexTitle, kicker: uiText(lang).statePage.ogKicker, brand });
}

export async function stateIndexOgImage(lang: Lang) {
  const { brand } = await getLayout(lang);
  return ogImage({ title: uiText(lang).statePage.indexTitle, kicker: brand?.productName ?? "", brand });
}

/** The articles' listing's image, every page and category of it: its title under the product's name. */
export async function listingOgImage(lang: Lang) {
  const { settings, brand } = await getLayout(lang);
  return ogImage({ title: listingCopy(settings, lang).title, kicker: brand?.productName ?? "", brand });
}

export async function articleOgParams(lang: Lang) {
  return (await getPublishedArticles(lang)).map((article) => ({ slug: article.slug }));
}

export async function articleOgImage(lang: Lang, slug: string) {
  const [article, { brand }] = await Promise.all([findArticle(lang, slug), getLayout(lang)]);
  return ogImage({ title: article?.title ?? "", kicker: fillTemplate(uiText(lang).resources.ogKicker, { product: brand?.productName ?? "" }).trim(), brand });
}
