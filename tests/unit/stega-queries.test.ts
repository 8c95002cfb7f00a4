import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homePageQuery } from "@/lib/sanity/page-queries";
import { layoutQuery } from "@/lib/sanity/queries";
import { STEGA_CHARACTER, stegaFilter } from "@/lib/sanity/stega";
import { startTestLake, type TestLake } from "./lake/helpers";

type Layout = {
  brand: { colors: Record<string, string> };
  headerBrand: { color: string; wordmark: string };
  settings: {
    headerCta: { action: string; style: string; label: string; href: string };
    solutionsLabel: string;
    modals: { key: string; primaryHref: string | null; closeLabel: string | null; title: string }[];
  };
};
type Home = {
  blocks: {
    _type: string;
    anchor?: string;
    tone?: string;
    headline?: string;
    ctas?: { action: string; anchor?: string; style?: string; label: string }[];
  }[];
};

const marked = (value: unknown) => typeof value === "string" && STEGA_CHARACTER.test(value);

/** The site's own queries, in draft mode, against the local Content Lake (its source maps are Sanity's). */
describe("the draft client's stega on the site's queries", () => {
  let lake: TestLake;
  beforeAll(async () => {
    lake = await startTestLake();
  });
  afterAll(() => lake.cleanup());

  const draft = (filter?: typeof stegaFilter) =>
    lake.client.withConfig({
      perspective: "drafts",
      stega: { enabled: true, studioUrl: "/studio", ...(filter ? { filter } : {}) },
    });

  it("without the site's filter, marks the brand colours, tones, styles and anchors (the preview that did not look like the site)", async () => {
    const layout = await draft().fetch<Layout>(layoutQuery, { brand: "default", lang: "en" });
    expect(marked(layout.brand.colors.primary)).toBe(true);
    expect(marked(layout.headerBrand.color)).toBe(true);
    // The header button's style is the query's own now (not content): a hero button's style stands for the styles.
    const home = await draft().fetch<Home>(homePageQuery, { lang: "en" });
    const styles = home.blocks.flatMap((block) => (block.ctas ?? []).map((cta) => cta.style));
    expect(styles.some(marked)).toBe(true);
  });

  it("with it, marks visible text only", async () => {
    const layout = await draft(stegaFilter).fetch<Layout>(layoutQuery, { brand: "default", lang: "en" });
    for (const colour of Object.values(layout.brand.colors)) expect(marked(colour)).toBe(false);
    expect(layout.brand.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(marked(layout.headerBrand.color)).toBe(false);
    expect([layout.settings.headerCta.action, layout.settings.headerCta.style].some(marked)).toBe(false);
    expect(marked(layout.settings.headerCta.label)).toBe(true);
    // Site settings' texts in each language (`label.en`): visible ones marked, links and attribute-only texts not.
    expect(marked(layout.settings.solutionsLabel)).toBe(true);
    expect(layout.settings.modals.length).toBeGreaterThan(0);
    for (const modal of layout.settings.modals) {
      expect(marked(modal.title), modal.key).toBe(true);
      expect([modal.primaryHref, modal.closeLabel].some(marked), modal.key).toBe(false);
    }
    expect(marked(layout.settings.headerCta.href)).toBe(false);
    expect(marked(layout.headerBrand.wordmark)).toBe(true);

    const home = await draft(stegaFilter).fetch<Home>(homePageQuery, { lang: "en" });
    const hero = home.blocks.find((block) => block._type === "hero");
    expect(marked(hero?.headline)).toBe(true);
    const never = home.blocks.flatMap((block) => [
      block.anchor,
      block.tone,
      ...(block.ctas ?? []).flatMap((cta) => [cta.action, cta.anchor, cta.style]),
    ]);
    expect(never.filter(Boolean).length).toBeGreaterThan(5);
    expect(never.filter(marked)).toEqual([]);
  });
});
