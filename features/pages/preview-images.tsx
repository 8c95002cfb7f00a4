import "server-only";
import { findArticle, getPublishedArticles } from "@/lib/articles/content";
import { findDocumentType, getDocumentSlugs } from "@/lib/documents/content";
import { listingCopy } from "@/lib/articles/listing";
import { getGeneralPageSlugs, getLayout, getSolutionSlugs } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { ogImage } from "@/lib/seo/preview-image";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages/page-documents";
import { getPricingPage } from "@/lib/pricing/content";
import { findStatePage, getStateSlugs } from "@/lib/states/state-documents";
import { statePageHeading } from "@/lib/states/state-pages";
import { fillTemplate } from "@/lib/text/template";
import { paramNamesOf, PREVIEW_KINDS, type PreviewKind, type RouteParams } from "@/lib/routing/table";
import { uiText } from "@/lib/text/ui-text";

/*
 * The link-preview images of every language's pages (app/[locale]/%5Fog/[...path], at the
 * addresses the routing table gives them): drawn from the page's own heading in its language. Only
 * the build's pages: a made-up slug would otherwise draw (~100 ms of CPU) and cache an image for good.
 */

type Hero = { _type: string; headline?: string | null };

const heroHeadline = (blocks: readonly Hero[] | undefined) =>
  blocks?.find((block) => block._type === "hero")?.headline ?? null;

export async function homeOgImage(lang: Lang) {
  const [page, { brand }] = await Promise.all([getHomePage(lang), getLayout(lang)]);
  return ogImage({ title: heroHeadline(page?.blocks) ?? page?.title ?? "", kicker: uiText(lang).ogHomeKicker, brand });
}

export async function solutionOgParams(lang: Lang) {
  return (await getSolutionSlugs(lang)).map((slug) => ({ slug }));
}

export async function solutionOgImage(lang: Lang, slug: string) {
  const [page, { brand }] = await Promise.all([getSolutionPage(lang, slug), getLayout(lang)]);
  const kicker = fillTemplate(uiText(lang).ogSolutionKicker, {
    product: brand?.productName ?? "",
    page: page?.title ?? "",
  }).trim();
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
  return ogImage({
    title: page ? statePageHeading(page.name, lang) : uiText(lang).statePage.indexTitle,
    kicker: uiText(lang).statePage.ogKicker,
    brand,
  });
}

export async function stateIndexOgImage(lang: Lang) {
  const { brand } = await getLayout(lang);
  return ogImage({ title: uiText(lang).statePage.indexTitle, kicker: brand?.productName ?? "", brand });
}

/** The checker's image: its question under its eyebrow. */
export async function checkerOgImage(lang: Lang) {
  const { brand } = await getLayout(lang);
  const words = uiText(lang).checker;
  return ogImage({ title: words.title, kicker: words.eyebrow, brand });
}

/** The pricing page's image: its title under "<product> pricing". */
export async function pricingOgImage(lang: Lang) {
  const [page, { brand }] = await Promise.all([getPricingPage(lang), getLayout(lang)]);
  return ogImage({
    title: page?.title ?? uiText(lang).pricing.eyebrow,
    kicker: fillTemplate(uiText(lang).pricing.ogKicker, { product: brand?.productName ?? "" }).trim(),
    brand,
  });
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
  return ogImage({
    title: article?.title ?? "",
    kicker: fillTemplate(uiText(lang).resources.ogKicker, { product: brand?.productName ?? "" }).trim(),
    brand,
  });
}

/** The documents' index: its title under the product's name. */
export async function documentIndexOgImage(lang: Lang) {
  const { brand } = await getLayout(lang);
  return ogImage({ title: uiText(lang).documents.indexTitle, kicker: brand?.productName ?? "", brand });
}

export async function documentOgParams(lang: Lang) {
  return (await getDocumentSlugs(lang)).map((slug) => ({ slug }));
}

/** A document's image: its title under "Can it be notarized online?". */
export async function documentOgImage(lang: Lang, slug: string) {
  const [page, { brand }] = await Promise.all([findDocumentType(lang, slug), getLayout(lang)]);
  return ogImage({
    title: page?.title ?? uiText(lang).documents.indexTitle,
    kicker: uiText(lang).documents.ogKicker,
    brand,
  });
}

/** Each kind of page with an image of its own (the routing table's PREVIEW_KINDS): its pages of the build and how its image is drawn. */
const PREVIEWS: {
  [K in PreviewKind]: {
    params: (lang: Lang) => Promise<RouteParams<K>[]> | RouteParams<K>[];
    draw: (lang: Lang, params: RouteParams<K>) => Promise<Response> | Response;
  };
} = {
  home: { params: () => [{}], draw: (lang) => homeOgImage(lang) },
  solution: { params: solutionOgParams, draw: (lang, { slug }) => solutionOgImage(lang, slug) },
  pricing: { params: () => [{}], draw: (lang) => pricingOgImage(lang) },
  stateIndex: { params: () => [{}], draw: (lang) => stateIndexOgImage(lang) },
  state: { params: stateOgParams, draw: (lang, { state }) => stateOgImage(lang, state) },
  resources: { params: () => [{}], draw: (lang) => listingOgImage(lang) },
  checker: { params: () => [{}], draw: (lang) => checkerOgImage(lang) },
  article: { params: articleOgParams, draw: (lang, { slug }) => articleOgImage(lang, slug) },
  documentIndex: { params: () => [{}], draw: (lang) => documentIndexOgImage(lang) },
  document: { params: documentOgParams, draw: (lang, { slug }) => documentOgImage(lang, slug) },
  general: { params: generalOgParams, draw: (lang, { slug }) => generalOgImage(lang, slug) },
};

const isPreviewKind = (kind: string): kind is PreviewKind => Object.hasOwn(PREVIEWS, kind);

/** Every image of the build in a language, as app/[locale]/%5Fog/[...path] prerenders them: `{ path: [kind, ...values] }`. */
export async function previewImageParams(lang: Lang): Promise<{ path: string[] }[]> {
  const perKind = await Promise.all(
    PREVIEW_KINDS.map(async (kind) =>
      (await PREVIEWS[kind].params(lang)).map((params) => ({
        path: [kind, ...paramNamesOf(kind).map((name) => (params as Record<string, string>)[name] ?? "")],
      })),
    ),
  );
  return perKind.flat();
}

/** The image the segments `[kind, ...values]` name (only ever the build's: the route prerenders nothing else). */
export async function previewImageResponse(lang: Lang, [kind = "", ...values]: readonly string[]): Promise<Response> {
  if (!isPreviewKind(kind)) return new Response(null, { status: 404 });
  const params = Object.fromEntries(paramNamesOf(kind).map((name, index) => [name, values[index] ?? ""]));
  return (PREVIEWS[kind].draw as (lang: Lang, params: Record<string, string>) => Promise<Response> | Response)(
    lang,
    params,
  );
}
