import { validateDocument, type ValidationClient } from "@sanity/validation";
import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { queryDataset } from "@/lib/sanity/bundled";
import { schemaTypes } from "@/schemas";
import { readDataset } from "../support/dataset";

const schema = createSchema({ name: "default", types: schemaTypes });

describe("the bundled dataset", async () => {
  const documents = await readDataset();
  const ids = new Set(documents.map((document) => document._id));
  // Custom rules (and slug uniqueness) may query the dataset: answer them with GROQ over the bundled documents.
  const client = {
    fetch: (query: string, params?: Record<string, unknown>) => queryDataset(documents, query, params),
    withConfig: () => client,
  } as unknown as ValidationClient;

  it("compiles the schema without errors", () => {
    const problems =
      schema._validation?.flatMap((group) => group.problems.filter((problem) => problem.severity === "error")) ?? [];
    expect(problems).toEqual([]);
  });

  it("has unique, public document ids", () => {
    expect(ids.size).toBe(documents.length);
    // Ids with a dot are private in the Content Lake (e.g. drafts.x): the public site could not read them.
    expect(documents.filter((document) => document._id.includes("."))).toEqual([]);
  });

  it.each(documents.map((document) => [document._id, document] as const))(
    "%s validates against the schema",
    async (_id, document) => {
      const result = await validateDocument({
        document: {
          _createdAt: "2026-01-01T00:00:00Z",
          _updatedAt: "2026-01-01T00:00:00Z",
          _rev: "bundled",
          ...document,
        },
        schema,
        client,
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      const errors = result.markers.filter((marker) => marker.level === "error");
      expect(errors.map((marker) => `${marker.path.join(".")}: ${marker.message}`)).toEqual([]);
      // Any marker, a warning too, makes the status "failed"; warnings do not stop publishing.
      expect(result.status).toBe(result.markers.length === 0 ? "passed" : "failed");
    },
  );

  it("reads a language object's languages, never its _type, in every check (what Studio reports as errors)", async () => {
    // validateDocument (environment "cli") reports object-level rules as warnings where the Studio
    // reports errors (see below): a check that read `_type: "localeString"` as a link blocked
    // every publish of the site settings in Studio while these tests passed.
    for (const document of documents.filter((document) => document._type === "siteSettings")) {
      const result = await validateDocument({
        document: {
          _createdAt: "2026-01-01T00:00:00Z",
          _updatedAt: "2026-01-01T00:00:00Z",
          _rev: "bundled",
          ...document,
        },
        schema,
        client,
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      expect(
        result.markers
          .map((marker) => `${marker.path.join(".")}: ${marker.message}`)
          .filter((message) => /locale(String|Text)/.test(message)),
      ).toEqual([]);
    }
  });

  it("warns in Studio on every page whose copy awaits counsel's review", async () => {
    const flagged = documents.filter(
      (document) => document._type === "page" && (document as { needsCounselReview?: boolean }).needsCounselReview,
    );
    // The trust pages, in English and in Spanish (each language's copy awaits counsel on its own).
    expect(flagged.map((document) => document._id).sort()).toEqual([
      "page-accessibility",
      "page-accessibility-es",
      "page-privacy",
      "page-privacy-es",
      "page-security",
      "page-security-es",
      "page-terms",
      "page-terms-es",
    ]);
    for (const document of flagged) {
      const result = await validateDocument({
        document: {
          _createdAt: "2026-01-01T00:00:00Z",
          _updatedAt: "2026-01-01T00:00:00Z",
          _rev: "bundled",
          ...document,
        },
        schema,
        client,
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      expect(result.markers.filter((marker) => marker.level === "warning").map((marker) => marker.message)).toContain(
        "Sample copy: have counsel review this page before launch, then clear “Needs review by counsel”.",
      );
    }
  });

  it("reports errors for a broken document (the check is live)", async () => {
    const settings = documents.find((document) => document._id === "siteSettings");
    // The header button's link is a text in each language now (schemas/objects/locale.ts): one that is no address.
    const broken = {
      ...settings,
      _id: "siteSettings",
      _type: "siteSettings",
      headerCta: {
        label: { _type: "localeString", en: "Go" },
        href: { _type: "localeString", en: "ftp://example.com" },
      },
      modals: [],
    };
    const result = await validateDocument({
      document: { _createdAt: "2026-01-01T00:00:00Z", _updatedAt: "2026-01-01T00:00:00Z", _rev: "x", ...broken },
      schema,
      client,
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    const messages = result.markers.filter((marker) => marker.level === "error").map((marker) => marker.message);
    expect(result.status).toBe("failed");
    // Outside the Studio, @sanity/validation's validateDocument (environment "cli") adds an
    // unknown-fields check to every object that turns the object's own rules (headerCta's link
    // check) into warnings; the Studio reports it as an error.
    expect(
      result.markers.filter((marker) => marker.path.join(".") === "headerCta").map((marker) => marker.message),
    ).toContain("“ftp://example.com”: start with / or https://");
    expect(messages.some((message) => message.startsWith("Add copy for:"))).toBe(true);
  });
});
