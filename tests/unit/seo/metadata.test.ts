import { describe, expect, it } from "vitest";
import { generateMetadata as homeMetadata } from "@/app/(site)/page";
import { generateMetadata as solutionMetadata } from "@/app/(site)/solutions/[slug]/page";
import { getSolutionSlugs } from "@/lib/content";
import { readDataset } from "../../support/dataset";

type SeoDoc = { _id: string; _type: string; title?: string; slug?: { current?: string }; seo?: { title?: string; description?: string; noindex?: boolean } };

describe("page metadata comes from content", async () => {
  const documents = (await readDataset()) as unknown as SeoDoc[];

  it("home page: title, description and canonical from the homePage document", async () => {
    const home = documents.find((document) => document._id === "homePage");
    const metadata = await homeMetadata();
    expect(metadata.title).toEqual({ absolute: home?.seo?.title });
    expect(metadata.description).toBe(home?.seo?.description);
    expect(metadata.alternates?.canonical).toBe("/");
    expect(metadata.openGraph?.title).toBe(home?.seo?.title);
  });

  it("every solution page: its own title, description and canonical URL", async () => {
    for (const slug of await getSolutionSlugs()) {
      const document = documents.find((candidate) => candidate._type === "solutionPage" && candidate.slug?.current === slug);
      const metadata = await solutionMetadata({ params: Promise.resolve({ slug }) });
      expect(metadata.title, slug).toEqual({ absolute: document?.seo?.title ?? document?.title });
      expect(metadata.description, slug).toBe(document?.seo?.description);
      expect(metadata.alternates?.canonical, slug).toBe(`/solutions/${slug === "esign-hybrid" ? "hybrid" : slug}`);
      expect(metadata.robots ?? null, slug).toEqual(document?.seo?.noindex ? { index: false, follow: true } : null);
    }
  });
});
