import { describe, expect, it } from "vitest";
import { articleData } from "@/lib/articles/structured-data";
import { absoluteUrl } from "@/lib/seo/metadata";

const input = {
  path: "/es/recursos/ron-ipen-o-firma-electronica",
  title: "RON, IPEN o firma electrónica",
  description: "Cómo elegir.",
  publishedAt: "2026-09-30T14:00:00Z",
  updatedAt: null,
  image: "/es/recursos/ron-ipen-o-firma-electronica/opengraph-image",
  lang: "es" as const,
  author: { name: "Dana Whitfield", role: "Responsable de cumplimiento" },
  categories: ["Para firmantes"],
  wordCount: 640,
};

describe("an article's structured data", () => {
  it("is a BlogPosting with its author, dates, absolute image and URL, and language", () => {
    const data = articleData(input);
    expect(data["@type"]).toBe("BlogPosting");
    expect(data.headline).toBe(input.title);
    expect(data.url).toBe(absoluteUrl(input.path));
    expect(data.mainEntityOfPage).toBe(absoluteUrl(input.path));
    expect(data.image).toEqual([absoluteUrl(input.image)]);
    expect(data.inLanguage).toBe("es-US");
    expect(data.datePublished).toBe(input.publishedAt);
    expect(data.dateModified).toBe(input.publishedAt);
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Dana Whitfield",
      jobTitle: "Responsable de cumplimiento",
      worksFor: { "@id": absoluteUrl("/#organization") },
    });
    expect(data.publisher).toEqual({ "@id": absoluteUrl("/#organization") });
    expect(data.wordCount).toBe(640);
  });

  it("is modified at its update, never before it was published; keeps an absolute cover image as it is", () => {
    expect(articleData({ ...input, updatedAt: "2026-10-15T09:00:00Z" }).dateModified).toBe("2026-10-15T09:00:00Z");
    expect(articleData({ ...input, updatedAt: "2026-01-01T00:00:00Z" }).dateModified).toBe(input.publishedAt);
    expect(articleData({ ...input, image: "https://cdn.sanity.io/images/p/d/cover.jpg" }).image).toEqual([
      "https://cdn.sanity.io/images/p/d/cover.jpg",
    ]);
    expect(articleData({ ...input, author: null }).author).toBeUndefined();
  });
});
