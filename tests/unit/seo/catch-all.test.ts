import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import UnknownPath, { generateMetadata as catchAllMetadata } from "@/app/(site)/[...rest]/page";
import { generateMetadata as generalMetadata } from "@/app/(site)/[slug]/page";
import { generateMetadata as solutionMetadata } from "@/app/(site)/solutions/[slug]/page";
import { solutionMetadata as metadataFor } from "@/app/(site)/solutions/solution-view";
import { getGeneralPageSlugs, getSolutionSlugs } from "@/lib/content";
import { findGeneralPage, getGeneralPage, getSolutionPage } from "@/lib/pages";
import { render } from "../../support/render";

const params = (...rest: string[]) => ({ params: Promise.resolve({ rest }) });

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
    for (const slug of await getSolutionSlugs()) {
      const element = await UnknownPath(params("solutions", slug));
      expect(isValidElement(element), slug).toBe(true);
      const page = await getSolutionPage(slug);
      const hero = page?.blocks.find((block) => block._type === "hero");
      if (hero?._type !== "hero" || !hero.headline) throw new Error(`${slug} has a hero`);
      expect(render(element as Parameters<typeof render>[0]), slug).toContain(hero.headline.replace(/&/g, "&amp;"));
      expect(await catchAllMetadata(params("solutions", slug)), slug).toEqual(await solutionMetadata({ params: Promise.resolve({ slug }) }));
    }
  });

  it("redirects made-up paths home, and editors' redirects to their target", async () => {
    expect(await redirectOf(UnknownPath(params("solutions", "made-up")))).toBe("307 /");
    expect(await redirectOf(UnknownPath(params("solutions", "esign", "extra")))).toBe("307 /");
    expect(await redirectOf(UnknownPath(params("studio-x", "solutions")))).toBe("307 /");
    expect(await redirectOf(UnknownPath(params("no", "such", "page")))).toBe("307 /");
    expect(await redirectOf(UnknownPath(params("notaries")))).toBe("308 /solutions/notaries");
    expect(await redirectOf(UnknownPath(params("pricing")))).toBe("307 /#pricing");
    expect(await catchAllMetadata(params("solutions", "made-up"))).toEqual({});
  });

  it("gives a page published since the build the site's default link-preview image unless it has its own", async () => {
    const page = await getSolutionPage("esign");
    if (!page) throw new Error("the dataset has an esign page");
    const withDefault = metadataFor({ ...page, seo: null }, { defaultOgImage: "https://cdn.sanity.io/images/p/d/default.png" });
    expect(withDefault.openGraph?.images).toEqual([{ url: "https://cdn.sanity.io/images/p/d/default.png", width: 1200, height: 630 }]);
    const own = metadataFor({ ...page, seo: { title: null, description: null, noindex: null, ogImage: "https://cdn.sanity.io/own.png" } }, { defaultOgImage: "https://cdn.sanity.io/default.png" });
    expect(own.openGraph?.images).toEqual([{ url: "https://cdn.sanity.io/own.png", width: 1200, height: 630 }]);
    expect(metadataFor(page).openGraph?.images).toBeUndefined();
  });
});

describe("the catch-all route for general pages", () => {
  it("renders a general page that reaches it, with the same metadata as the prerendered `[slug]` route", async () => {
    const slugs = await getGeneralPageSlugs();
    expect(slugs).toEqual(expect.arrayContaining(["accessibility", "privacy", "security", "terms"]));
    for (const slug of slugs) {
      const element = await UnknownPath(params(slug));
      expect(isValidElement(element), slug).toBe(true);
      const page = await getGeneralPage(slug);
      const text = page?.blocks.find((block) => block._type === "longForm");
      if (text?._type !== "longForm") throw new Error(`${slug} has long-form text`);
      expect(render(element as Parameters<typeof render>[0]), slug).toContain(`>${text.heading}</h1>`);
      expect(await catchAllMetadata(params(slug)), slug).toEqual(await generalMetadata({ params: Promise.resolve({ slug }) }));
    }
  });

  it("redirects a made-up top-level path as before", async () => {
    expect(await findGeneralPage("made-up-page")).toBeNull();
    expect(await redirectOf(UnknownPath(params("made-up-page")))).toBe("307 /");
  });
});
