import { afterEach, describe, expect, it, vi } from "vitest";
import { PageBlocks } from "@/blocks/page-blocks";
import type { ModalCopy, PageBlock } from "@/lib/content";
import { getLayout } from "@/lib/content";
import { getSolutionPage } from "@/lib/pages";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { readDataset } from "../support/dataset";
import { count, render, textOf } from "../support/render";
import { validationErrors } from "../support/validate";

afterEach(() => {
  vi.doUnmock("@/lib/sanity/bundled");
  vi.resetModules();
});

async function modals(): Promise<ModalCopy[]> {
  return (await getLayout()).settings?.modals ?? [];
}

describe("the page template", () => {
  it("renders every block of a page in order, and only the dialogs its buttons open", async () => {
    const page = await getSolutionPage("esign");
    const html = render(<PageBlocks blocks={page?.blocks ?? []} modals={await modals()} />);
    const anchors = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(anchors).toEqual(page?.blocks.flatMap((block) => (block.anchor ? [block.anchor] : [])));
    expect(count(html, /<dialog/)).toBe(1);
    expect(html).toMatch(/<dialog[^>]*id="modal-demoClosable"/);
    expect(html).toMatch(/<button type="button" aria-label="Close"/);
    expect(html).not.toContain('id="modal-demo"');
  });

  it("renders the two API dialogs on the API page", async () => {
    const page = await getSolutionPage("api");
    const html = render(<PageBlocks blocks={page?.blocks ?? []} modals={await modals()} />);
    expect(count(html, /<dialog/)).toBe(2);
    expect(textOf(html)).toContain("Contact Sales To Get API Docs Access");
    expect(textOf(html)).toContain("Contact Sales To See Examples");
  });

  it("shows a visible placeholder for a block type without a component outside production", () => {
    const unknown = { _key: "x", _type: "carousel", anchor: null } as unknown as PageBlock;
    expect(render(<PageBlocks blocks={[unknown]} modals={[]} />)).toContain("No component for the block type <code>carousel</code>");
    vi.stubEnv("NODE_ENV", "production");
    expect(render(<PageBlocks blocks={[unknown]} modals={[]} />)).toBe("");
    vi.unstubAllEnvs();
  });
});

describe("adding a ninth solution page", () => {
  it("takes only content: a new document in a copy of the dataset is validated, listed, and rendered by the route", async () => {
    const dataset = await readDataset();
    const template = dataset.find((document) => document._id === "solution-title-companies");
    const blocks = structuredClone(template?.blocks) as Record<string, unknown>[];
    const hero = blocks.find((block) => block._type === "hero");
    if (hero) hero.headline = "Remote closings for real estate agents";
    const ninth: SanityDocumentLike = {
      _id: "solution-real-estate-agents",
      _type: "solutionPage",
      title: "Real estate agents",
      slug: { _type: "slug", current: "real-estate-agents" },
      seo: { _type: "seo", title: "Remote closings for agents", description: "Keep deals moving: buyers and sellers sign with a notary over video, wherever they are." },
      blocks,
    };
    const copy = [...dataset, ninth];
    expect(await validationErrors(ninth, copy)).toEqual([]);

    // The route reads the copy instead of content/.
    vi.resetModules();
    vi.doMock("@/lib/sanity/bundled", async (importOriginal) => ({
      ...(await importOriginal<typeof import("@/lib/sanity/bundled")>()),
      bundledDataset: async () => copy,
    }));
    const route = await import("@/app/(site)/solutions/[slug]/page");
    expect(await route.generateStaticParams()).toContainEqual({ slug: "real-estate-agents" });
    const params = Promise.resolve({ slug: "real-estate-agents" });
    expect(await route.generateMetadata({ params })).toMatchObject({ title: { absolute: "Remote closings for agents" }, alternates: { canonical: "/solutions/real-estate-agents" } });

    const html = render(await route.default({ params }));
    expect(html).toMatch(/<h1[^>]*>Remote closings for real estate agents<\/h1>/);
    for (const anchor of ["workflow", "features", "security", "integrations", "resources", "get-started"]) expect(html).toContain(`<section id="${anchor}"`);
    expect(html).toMatch(/<dialog[^>]*id="modal-demo"/);
    expect(textOf(html)).toContain("-42%");
  });
});
