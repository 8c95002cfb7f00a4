import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  isReservedSlug,
  REDIRECT_SOURCE_MAX_LENGTH,
  redirectSourceProblem,
  RESERVED_SLUGS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugFormProblem,
} from "@/lib/routing/slugs";
import { parseChange } from "@/lib/publishing/webhook";
import type { SanityDocumentLike } from "@/lib/sanity/bundled";
import { readDataset } from "./../support/dataset";
import { validationErrors } from "./../support/validate";

const appDir = path.resolve(import.meta.dirname, "../../app");

/**
 * The first path segments of the app's routes in the default language: top-level folders (`%5F` is
 * Next.js's escape for `_`), through route groups `(…)` and the languages' `[locale]` (whose routes
 * are the default language's addresses).
 */
function topLevelSegments(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      /^\(.+\)$/.test(entry.name) || entry.name === "[locale]"
        ? topLevelSegments(path.join(dir, entry.name))
        : [decodeURIComponent(entry.name)],
    );
}

const page = (slug: string): SanityDocumentLike => ({
  _id: "page-new",
  _type: "page",
  title: "New",
  slug: { _type: "slug", current: slug },
});

describe("general page slugs", () => {
  it("reserve the first segment of every route in app/ (the routing table reserves it: lib/routing/table.ts)", () => {
    // Only a segment a slug could spell can collide: `[slug]`, `robots.txt` or `_md` cannot.
    const routes = topLevelSegments().filter((name) => SLUG_PATTERN.test(name));
    expect(routes.length).toBeGreaterThan(4);
    expect(routes.filter((name) => !isReservedSlug(name))).toEqual([]);
    expect(RESERVED_SLUGS).toEqual(expect.arrayContaining(["early-access", "solutions", "studio", "api"]));
  });

  it("are refused in Studio when a route or a solution page uses them, or when malformed", async () => {
    const dataset = await readDataset();
    // Studio shows these as errors; validateDocument, outside Studio, as warnings (tests/support/validate.ts).
    const slugProblems = (document: SanityDocumentLike) => validationErrors(document, dataset, "warning");
    expect(await slugProblems(page("early-access"))).toContain(
      "slug: /early-access is one of the site's own addresses: choose another slug",
    );
    expect(await slugProblems(page("studio"))).toContain(
      "slug: /studio is one of the site's own addresses: choose another slug",
    );
    expect(await slugProblems(page("esign"))).toContain(
      'slug: A solution page uses the slug "esign" (/solutions/esign): choose another one',
    );
    expect(await slugProblems(page("Bad Slug"))).toContain("slug: Lowercase letters, digits and single dashes only");
    expect(await slugProblems(page("cookie-policy"))).toEqual([]);
    expect(await validationErrors(page("cookie-policy"), dataset)).toEqual([]);
  });

  it("follow one rule in Studio and in the content webhook: a slug of every kind, and a redirect's source", async () => {
    const dataset = await readDataset();
    const problems = (document: SanityDocumentLike) => validationErrors(document, dataset, "warning");
    const slugged = (type: string, slug: string): SanityDocumentLike => ({
      _id: `${type}-new`,
      _type: type,
      title: "New",
      slug: { _type: "slug", current: slug },
    });
    for (const type of ["page", "solutionPage", "article"]) {
      for (const slug of ["../../etc/passwd", "..", "%2e%2e", "@evil.example", "a".repeat(SLUG_MAX_LENGTH + 1)]) {
        const refusal = parseChange({ _type: type, slug });
        expect(refusal, `${type} ${slug.slice(0, 20)}`).toMatchObject({ ok: false, status: 422, field: "slug" });
        expect(await problems(slugged(type, slug)), `${type} ${slug.slice(0, 20)}`).toContain(
          `slug: ${slugFormProblem(slug)}`,
        );
      }
      expect(parseChange({ _type: type, slug: "a".repeat(SLUG_MAX_LENGTH) })).toMatchObject({ ok: true });
      expect(
        (await problems(slugged(type, "a".repeat(SLUG_MAX_LENGTH)))).filter((problem) => problem.startsWith("slug:")),
      ).toEqual([]);
    }
    const redirect = (from: string): SanityDocumentLike => ({
      _id: "redirect-new",
      _type: "redirect",
      from,
      to: "/solutions/esign",
      permanent: true,
    });
    for (const from of ["//evil.example", "/../etc", "/", "/Old", `/${"a".repeat(REDIRECT_SOURCE_MAX_LENGTH)}`]) {
      expect(parseChange({ _type: "redirect", from }), from.slice(0, 20)).toMatchObject({
        ok: false,
        status: 422,
        field: "from",
      });
      // A string field's rule: an error outside Studio too.
      expect(await validationErrors(redirect(from), dataset), from.slice(0, 20)).toContain(
        `from: ${redirectSourceProblem(from)}`,
      );
    }
    expect(parseChange({ _type: "redirect", from: "/solutions/old-name" })).toMatchObject({ ok: true });
    expect(await validationErrors(redirect("/solutions/old-name"), dataset)).toEqual([]);
  });

  it("are unique among general pages", async () => {
    const dataset = await readDataset();
    const problems = await validationErrors({ ...page("privacy"), _id: "page-privacy-copy" }, dataset, "warning");
    expect(problems.some((problem) => problem.startsWith("slug:"))).toBe(true);
    expect(await validationErrors({ ...page("privacy"), _id: "page-privacy-copy" }, dataset)).toEqual([]);
  });
});
