import { describe, expect, it } from "vitest";
import { redirectForSlugChange } from "@/studio/actions/slug-redirect";

describe("the redirect recorded when a page's slug changes", () => {
  it("points the old address at the new one, permanently", () => {
    expect(redirectForSlugChange({ slug: { current: "escrow" } }, { slug: { current: "title-companies" } })).toEqual({
      _id: "redirect-solutions-escrow",
      _type: "redirect",
      from: "/solutions/escrow",
      to: "/solutions/title-companies",
      permanent: true,
    });
  });

  it("does the same for a general page, at the top level", () => {
    expect(
      redirectForSlugChange({ slug: { current: "privacy" } }, { slug: { current: "privacy-notice" } }, "page"),
    ).toEqual({
      _id: "redirect-page-privacy",
      _type: "redirect",
      from: "/privacy",
      to: "/privacy-notice",
      permanent: true,
    });
  });

  it("redirects a Spanish page within its language's addresses", () => {
    expect(
      redirectForSlugChange(
        { slug: { current: "hibrida" }, language: "es" },
        { slug: { current: "cierres-hibridos" }, language: "es" },
      ),
    ).toEqual({
      _id: "redirect-es-solutions-hibrida",
      _type: "redirect",
      from: "/es/soluciones/hibrida",
      to: "/es/soluciones/cierres-hibridos",
      permanent: true,
    });
    expect(
      redirectForSlugChange(
        { slug: { current: "privacidad" }, language: "es" },
        { slug: { current: "aviso-de-privacidad" }, language: "es" },
        "page",
      ),
    ).toMatchObject({
      _id: "redirect-es-page-privacidad",
      from: "/es/privacidad",
      to: "/es/aviso-de-privacidad",
    });
  });

  it("does nothing for a first publish or an unchanged slug", () => {
    expect(redirectForSlugChange(null, { slug: { current: "new" } })).toBeNull();
    expect(redirectForSlugChange({ slug: { current: "same" } }, { slug: { current: "same" } })).toBeNull();
    expect(redirectForSlugChange({ slug: { current: "old" } }, null)).toBeNull();
  });
});
