import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageBlocks } from "@/blocks/page-blocks";
import type { ModalCopy, PageBlock } from "@/lib/pages/site";
import { getLayout } from "@/lib/pages/site";
import { getSolutionPage } from "@/lib/pages/page-documents";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { readDataset } from "../support/dataset";
import { count, render, textOf } from "../support/render";
import { validationErrors } from "../support/validate";
import { inLanguage } from "../support/routes";

afterEach(() => {
  vi.doUnmock("@/lib/sanity/bundled");
  vi.resetModules();
});

/**
 * A route's element as HTML: the route returns its shared page component (an async server
 * component, features/pages/content-page.tsx), which renderToStaticMarkup cannot await itself.
 */
async function renderRoute(element: ReactElement): Promise<string> {
  const { type, props } = element as ReactElement<object, (props: object) => Promise<ReactElement>>;
  return render(await type(props));
}

async function modals(): Promise<ModalCopy[]> {
  return (await getLayout("en")).settings?.modals ?? [];
}

describe("the page template", () => {
  it("renders every block of a page in order, and only the dialogs its buttons open", async () => {
    const page = await getSolutionPage("en", "esign");
    const html = render(<PageBlocks blocks={page?.blocks ?? []} modals={await modals()} lang="en" />);
    const anchors = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(anchors).toEqual(page?.blocks.flatMap((block) => (block.anchor ? [block.anchor] : [])));
    expect(count(html, /<dialog/)).toBe(1);
    expect(html).toMatch(/<dialog[^>]*id="modal-demoClosable"/);
    expect(html).toMatch(/<button type="button" aria-label="Close"/);
    expect(html).not.toContain('id="modal-demo"');
  });

  it("renders the two API dialogs on the API page", async () => {
    const page = await getSolutionPage("en", "api");
    const html = render(<PageBlocks blocks={page?.blocks ?? []} modals={await modals()} lang="en" />);
    expect(count(html, /<dialog/)).toBe(2);
    expect(textOf(html)).toContain("Contact Sales To Get API Docs Access");
    expect(textOf(html)).toContain("Contact Sales To See Examples");
  });

  it("shows a visible placeholder for a block type without a component outside production", () => {
    const unknown = { _key: "x", _type: "carousel", anchor: null } as unknown as PageBlock;
    expect(render(<PageBlocks blocks={[unknown]} modals={[]} lang="en" />)).toContain(
      "No component for the block type <code>carousel</code>",
    );
    vi.stubEnv("NODE_ENV", "production");
    expect(render(<PageBlocks blocks={[unknown]} modals={[]} lang="en" />)).toBe("");
    vi.unstubAllEnvs();
  });
});

describe("the page template in Spanish", () => {
  // Words the code writes itself in English: none may reach a Spanish page.
  const ENGLISH = [
    /\bStep \d/,
    /\bLast updated\b/,
    /\bOn this page\b/,
    /\bNot recorded\b/,
    /\bRequired\b/,
    /\bPermanent law in force\b/,
    /\bFind a state\b/,
    /\bIn force since\b/,
    /\bCase study\b/,
    /\bJanuary|February|March|April|May|June|July|August|September|October|November|December\b/,
  ];

  it("renders every Spanish solution page with the code's own words in Spanish, its dialogs included", async () => {
    const { getSolutionSlugs } = await import("@/lib/pages/site");
    const modalsEs = (await getLayout("es")).settings?.modals ?? [];
    const slugs = await getSolutionSlugs("es");
    expect(slugs).toHaveLength(8);
    for (const slug of slugs) {
      const page = await getSolutionPage("es", slug);
      const html = render(<PageBlocks blocks={page?.blocks ?? []} modals={modalsEs} lang="es" />);
      const text = textOf(html);
      for (const pattern of ENGLISH) expect(text, `${slug}: ${pattern}`).not.toMatch(pattern);
      expect(html, slug).not.toContain('aria-label="Close"');
    }
  });

  it("shows the state coverage in Spanish: Site settings' status labels, Spanish dates, Spanish state names in Spanish order", async () => {
    const page = await getSolutionPage("es", "notary-public");
    const html = render(<PageBlocks blocks={page?.blocks ?? []} modals={[]} lang="es" />);
    const text = textOf(html);
    expect(text).toContain("Ley permanente en vigor");
    // One compact row per state: the requirements are on the state pages, not in the table.
    expect(text).not.toContain("Se exige");
    expect(text).toMatch(
      /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
    );
    // Each row header: the state's name linking to its page, the link's purpose for screen readers.
    const names = [
      ...html.matchAll(
        /<th scope="row"><a href="\/es\/notarizacion-en-linea\/[a-z-]+">([^<]+)<span class="sr-only">: la ley y lo que necesita un notary public<\/span><\/a> <span>/g,
      ),
    ].map((match) => match[1] ?? "");
    expect(names).toHaveLength(50);
    expect(names).toContain("Carolina del Norte");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "es")));
    expect(html).toContain('<span class="sr-only">Paso 1: </span>');
  });

  it("gives a dialog without an address the Spanish home page", async () => {
    const [modal] = (await getLayout("es")).settings?.modals ?? [];
    if (!modal) throw new Error("no modal");
    const trigger = {
      _key: "c",
      _type: "callToAction",
      anchor: null,
      eyebrow: null,
      heading: "H",
      intro: null,
      ctas: [{ _key: "b", label: "Abrir", action: "modal", href: null, anchor: null, modal: modal.key, style: null }],
    } as unknown as PageBlock;
    const html = render(<PageBlocks blocks={[trigger]} modals={[{ ...modal, primaryHref: null }]} lang="es" />);
    expect(html).toMatch(/<a class="[^"]*" href="\/es">/);
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
      seo: {
        _type: "seo",
        title: "Remote closings for agents",
        description: "Keep deals moving: buyers and sellers sign with a notary over video, wherever they are.",
      },
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
    const route = inLanguage(await import("@/app/[locale]/solutions/[slug]/page"), "en");
    expect(await route.generateStaticParams()).toContainEqual({ slug: "real-estate-agents" });
    const params = Promise.resolve({ slug: "real-estate-agents" });
    expect(await route.generateMetadata({ params })).toMatchObject({
      title: { absolute: "Remote closings for agents" },
      alternates: { canonical: "/solutions/real-estate-agents" },
    });

    const html = await renderRoute(await route.default({ params }));
    expect(html).toMatch(/<h1[^>]*>Remote closings for real estate agents<\/h1>/);
    for (const anchor of ["workflow", "features", "security", "integrations", "resources", "get-started"])
      expect(html).toContain(`<section id="${anchor}"`);
    expect(html).toMatch(/<dialog[^>]*id="modal-demo"/);
    expect(textOf(html)).toContain("-42%");
  });
});
