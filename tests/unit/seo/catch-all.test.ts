import { isValidElement, type ReactElement } from "react";
import type { Metadata } from "next";
import { pageRedirects } from "@/lib/routing/next-rules";
import { describe, expect, it } from "vitest";
import { contentMetadata } from "@/features/pages/content-page";
import { getGeneralPageSlugs, getSolutionSlugs } from "@/lib/pages/site";
import { findGeneralPage, getGeneralPage, getSolutionPage } from "@/lib/pages/page-documents";
import { render } from "../../support/render";
import * as catchAllRoute from "@/app/[locale]/[...rest]/page";
import * as generalRoute from "@/app/[locale]/[slug]/page";
import * as solutionRoute from "@/app/[locale]/solutions/[slug]/page";
import { inLanguage } from "../../support/routes";

const { default: SpanishUnknownPath, generateMetadata: spanishCatchAllMetadata } = inLanguage(catchAllRoute, "es");
const { default: SpanishGeneralPage, generateMetadata: spanishGeneralMetadata } = inLanguage(generalRoute, "es");
const { default: SpanishSolutionPage, generateMetadata: spanishSolutionMetadata } = inLanguage(solutionRoute, "es");
const { default: UnknownPath, generateMetadata: catchAllMetadata } = inLanguage(catchAllRoute, "en");
const { generateMetadata: generalMetadata } = inLanguage(generalRoute, "en");
const { generateMetadata: solutionMetadata } = inLanguage(solutionRoute, "en");

const params = (...rest: string[]) => ({ params: Promise.resolve({ rest }) });

/**
 * Metadata without its link-preview images: a page of the build names its generated image, one
 * published since (which the catch-all renders) its own or the site's default until the next build.
 */
const withoutImages = (metadata: Metadata) => ({
  ...metadata,
  openGraph: { ...metadata.openGraph, images: undefined },
  twitter: { ...metadata.twitter, images: undefined },
});

/**
 * A route's element with its async server components called, as Next.js renders them: the route
 * files are thin and return the shared component (features/), which looks the page up
 * and redirects when there is none.
 */
async function resolved(element: Promise<ReactElement> | ReactElement): Promise<ReactElement> {
  let current = await element;
  while (
    isValidElement(current) &&
    typeof current.type === "function" &&
    current.type.constructor.name === "AsyncFunction"
  ) {
    current = await (current.type as (props: unknown) => Promise<ReactElement>)(current.props);
  }
  return current;
}

/** Where a page's `redirect()` sends the visitor: "status target", from Next.js's redirect error. */
async function redirectOf(render: Promise<unknown>): Promise<string> {
  const error = await render.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: string } | null)?.digest ?? "";
  const [code, , target, status] = digest.split(";");
  if (code !== "NEXT_REDIRECT") throw new Error(`expected a redirect, got ${String(error)}`);
  return `${status} ${target}`;
}

/**
 * `solutions/[slug]` serves only the build's slugs (dynamicParams = false); every other
 * `/solutions/<slug>` reaches the catch-all, which must show a page published since the build
 * and redirect anything else, writing nothing (it is rendered on request, never cached).
 */
describe("the catch-all route", () => {
  it("renders a solution page that reaches it, with the same metadata as the prerendered route", async () => {
    for (const slug of await getSolutionSlugs("en")) {
      const element = await resolved(UnknownPath(params("solutions", slug)));
      expect(isValidElement(element), slug).toBe(true);
      const page = await getSolutionPage("en", slug);
      const hero = page?.blocks.find((block) => block._type === "hero");
      if (hero?._type !== "hero" || !hero.headline) throw new Error(`${slug} has a hero`);
      expect(render(element as Parameters<typeof render>[0]), slug).toContain(hero.headline.replace(/&/g, "&amp;"));
      expect(withoutImages(await catchAllMetadata(params("solutions", slug))), slug).toEqual(
        withoutImages(await solutionMetadata({ params: Promise.resolve({ slug }) })),
      );
    }
  });

  it("redirects made-up paths home, and editors' redirects to their target", async () => {
    expect(await redirectOf(resolved(UnknownPath(params("solutions", "made-up"))))).toBe("307 /");
    expect(await redirectOf(resolved(UnknownPath(params("solutions", "esign", "extra"))))).toBe("307 /");
    expect(await redirectOf(resolved(UnknownPath(params("studio-x", "solutions"))))).toBe("307 /");
    expect(await redirectOf(resolved(UnknownPath(params("no", "such", "page"))))).toBe("307 /");
    expect(await redirectOf(resolved(UnknownPath(params("notaries"))))).toBe("308 /solutions/notaries");
    expect(await redirectOf(resolved(UnknownPath(params("plans"))))).toBe("307 /pricing");
    expect(await catchAllMetadata(params("solutions", "made-up"))).toEqual({});
  });

  it("gives a page published since the build the site's default link-preview image unless it has its own", async () => {
    const page = await getSolutionPage("en", "esign");
    if (!page) throw new Error("the dataset has an esign page");
    const withDefault = contentMetadata({ kind: "solution", page: { ...page, seo: null } }, "en", {
      defaultOgImage: "https://cdn.sanity.io/images/p/d/default.png",
    });
    expect(withDefault.openGraph?.images).toEqual([
      { url: "https://cdn.sanity.io/images/p/d/default.png", width: 1200, height: 630 },
    ]);
    const own = contentMetadata(
      {
        kind: "solution",
        page: {
          ...page,
          seo: { title: null, description: null, noindex: null, ogImage: "https://cdn.sanity.io/own.png" },
        },
      },
      "en",
      { defaultOgImage: "https://cdn.sanity.io/default.png" },
    );
    expect(own.openGraph?.images).toEqual([{ url: "https://cdn.sanity.io/own.png", width: 1200, height: 630 }]);
    // A page of the build names its generated image (the routing table's address for it).
    expect(contentMetadata({ kind: "solution", page }, "en").openGraph?.images).toEqual([
      {
        url: "/solutions/esign/opengraph-image",
        width: 1200,
        height: 630,
        alt: "Solution overview",
        type: "image/png",
      },
    ]);
  });
});

describe("the catch-all route for general pages", () => {
  it("renders a general page that reaches it, with the same metadata as the prerendered `[slug]` route", async () => {
    const slugs = await getGeneralPageSlugs("en");
    expect(slugs).toEqual(expect.arrayContaining(["accessibility", "privacy", "security", "terms"]));
    for (const slug of slugs) {
      const element = await resolved(UnknownPath(params(slug)));
      expect(isValidElement(element), slug).toBe(true);
      const page = await getGeneralPage("en", slug);
      const text = page?.blocks.find((block) => block._type === "longForm");
      if (text?._type !== "longForm") throw new Error(`${slug} has long-form text`);
      expect(render(element as Parameters<typeof render>[0]), slug).toContain(`>${text.heading}</h1>`);
      expect(withoutImages(await catchAllMetadata(params(slug))), slug).toEqual(
        withoutImages(await generalMetadata({ params: Promise.resolve({ slug }) })),
      );
    }
  });

  it("redirects a made-up top-level path as before", async () => {
    expect(await findGeneralPage("en", "made-up-page")).toBeNull();
    expect(await redirectOf(resolved(UnknownPath(params("made-up-page"))))).toBe("307 /");
  });
});

describe("the Spanish catch-all route (/es/[...rest])", () => {
  it("renders a Spanish solution or general page that reaches it, with the same metadata as its prerendered route", async () => {
    const solutions = await getSolutionSlugs("es");
    expect(solutions).toContain("notary-public");
    for (const slug of solutions) {
      const element = await resolved(SpanishUnknownPath(params("soluciones", slug)));
      expect(isValidElement(element), slug).toBe(true);
      const page = await getSolutionPage("es", slug);
      const hero = page?.blocks.find((block) => block._type === "hero");
      if (hero?._type !== "hero" || !hero.headline) throw new Error(`${slug} has a hero`);
      expect(render(element as Parameters<typeof render>[0]), slug).toContain(hero.headline.replace(/&/g, "&amp;"));
      expect(withoutImages(await spanishCatchAllMetadata(params("soluciones", slug))), slug).toEqual(
        withoutImages(await spanishSolutionMetadata({ params: Promise.resolve({ slug }) })),
      );
    }
    const general = await getGeneralPageSlugs("es");
    expect(general).toEqual(expect.arrayContaining(["privacidad", "terminos", "seguridad", "accesibilidad"]));
    for (const slug of general) {
      expect(isValidElement(await resolved(SpanishUnknownPath(params(slug)))), slug).toBe(true);
      expect(withoutImages(await spanishCatchAllMetadata(params(slug))), slug).toEqual(
        withoutImages(await spanishGeneralMetadata({ params: Promise.resolve({ slug }) })),
      );
    }
  });

  it("redirects a made-up Spanish path to /es, never to the English home, and English slugs under /es too", async () => {
    expect(await redirectOf(resolved(SpanishUnknownPath(params("soluciones", "inventada"))))).toBe("307 /es");
    expect(await redirectOf(resolved(SpanishUnknownPath(params("inventada"))))).toBe("307 /es");
    expect(await redirectOf(resolved(SpanishUnknownPath(params("no", "existe", "esta"))))).toBe("307 /es");
    expect(await redirectOf(resolved(SpanishUnknownPath(params("soluciones", "notaries"))))).toBe("307 /es");
    // The routes' English words under /es are sent to the Spanish spelling before any page renders.
    expect(pageRedirects()).toContainEqual({
      source: "/es/solutions/:slug([a-z0-9-]+)",
      destination: "/es/soluciones/:slug",
      permanent: true,
    });
    expect(await redirectOf(resolved(SpanishUnknownPath(params("privacy"))))).toBe("307 /es");
    expect(await spanishCatchAllMetadata(params("soluciones", "inventada"))).toEqual({});
    // A Spanish slug is no English page.
    expect(await redirectOf(resolved(UnknownPath(params("solutions", "notary-public"))))).toBe("307 /");
  });

  it("redirects a prerendered Spanish address whose page is gone to /es, like an English one to /", async () => {
    const gone = { params: Promise.resolve({ slug: "ya-no-existe" }) };
    expect(await redirectOf(resolved(SpanishSolutionPage(gone)))).toBe("307 /es");
    expect(await redirectOf(resolved(SpanishGeneralPage(gone)))).toBe("307 /es");
    expect(await spanishSolutionMetadata(gone)).toEqual({});
  });
});
