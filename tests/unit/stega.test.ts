import { describe, expect, it } from "vitest";
import schema from "@/lib/sanity/schema.json";
import { brandColor, brandStyle } from "@/lib/pages/brand";
import {
  attrText,
  domId,
  NEVER_TEXT_FACT_FIELDS,
  NEVER_TEXT_FIELDS,
  plain,
  STEGA_CHARACTER,
  stegaFilter,
} from "@/lib/sanity/stega";
import { jsonLdString, metadata, pageMetadata, siteMetadata, siteViewport } from "@/lib/seo/metadata";
import { organizationData } from "@/lib/seo/structured-data";

/** A value as draft mode serves it: followed by a run of @vercel/stega's invisible characters. */
const marked = (text: string) =>
  `${text}\u200B\u200C\u200D\uFEFF\u2060\u2061\u2062\u2063\u{1D173}\u{1D17A}\u200B\u200B`;
const hasStega = (value: unknown) => STEGA_CHARACTER.test(typeof value === "string" ? value : JSON.stringify(value));

type Path = (string | number | { _key: string })[];
/** The draft client's decision for a field at `sourcePath`, @sanity/client's own rules left out (they would say yes). */
const encodes = (sourcePath: Path) =>
  stegaFilter({
    sourcePath,
    resultPath: sourcePath as never,
    sourceDocument: { _id: "homePage", _type: "homePage" },
    value: "x",
    filterDefault: () => true,
  } as never);

type SchemaValue = {
  type: string;
  value?: unknown;
  name?: string;
  of?: SchemaValue | SchemaValue[];
  attributes?: Record<string, { value: SchemaValue }>;
  rest?: SchemaValue;
};
type SchemaType = {
  type: string;
  name: string;
  value?: SchemaValue;
  attributes?: Record<string, { value: SchemaValue }>;
};
const types = schema as unknown as SchemaType[];
const named = new Map(types.map((type) => [type.name, type]));

/** Whether a schema value is a choice from a fixed list of strings (resolving named types). */
function isStringChoice(value: SchemaValue | undefined, seen = new Set<string>()): boolean {
  if (!value) return false;
  if (value.type === "union")
    return (
      Array.isArray(value.of) &&
      value.of.length > 0 &&
      value.of.every((option) => option.type === "string" && option.value !== undefined)
    );
  if (value.type === "inline" && value.name && !seen.has(value.name)) {
    seen.add(value.name);
    return isStringChoice(named.get(value.name)?.value, seen);
  }
  return false;
}

/** Every object field of the schema: its name and whether it is a fixed choice of strings. */
function schemaFields(): { name: string; choice: boolean }[] {
  const found: { name: string; choice: boolean }[] = [];
  const walk = (value: SchemaValue | undefined) => {
    if (!value) return;
    if (value.type === "object") {
      for (const [name, attribute] of Object.entries(value.attributes ?? {})) {
        found.push({ name, choice: isStringChoice(attribute.value) });
        walk(attribute.value);
      }
      walk(value.rest);
    } else if (value.type === "array") walk(value.of as SchemaValue);
    else if (value.type === "union") for (const option of (value.of as SchemaValue[]) ?? []) walk(option);
  };
  for (const type of types)
    walk(type.type === "document" ? { type: "object", attributes: type.attributes } : type.value);
  return found;
}

describe("stega stays in visible text", () => {
  it("the draft client does not encode a field that is never visible text: every fixed choice, link, anchor and colour of the schema", () => {
    const fields = schemaFields();
    // Portable Text's own block fields: @sanity/client encodes only the text of a block's spans.
    const portableText = new Set(["listItem"]);
    const choices = [
      ...new Set(fields.filter((field) => field.choice && !portableText.has(field.name)).map((field) => field.name)),
    ];
    const links = [...new Set(fields.map((field) => field.name).filter((name) => /href|url|anchor/i.test(name)))];
    expect(choices).toEqual(expect.arrayContaining(["tone", "style", "action", "modal", "method", "kind", "code"]));
    expect(links).toEqual(expect.arrayContaining(["anchor", "href", "sourceUrl"]));
    for (const name of [...choices, ...links]) {
      // A state's fact's value is a choice (ronState.facts), but "value" is typed text elsewhere (a figure's).
      const path: Path = NEVER_TEXT_FACT_FIELDS.has(name)
        ? ["facts", "training", name]
        : ["blocks", { _key: "a" }, name];
      expect({ name, encoded: encodes(path) }).toEqual({ name, encoded: false });
    }
    for (const name of NEVER_TEXT_FACT_FIELDS) expect(encodes(["facts", "bond", name]), name).toBe(false);
    // A figure's value is text an editor types, and keeps its marks.
    expect(encodes(["blocks", { _key: "a" }, "items", { _key: "b" }, "value"])).toBe(true);
    for (const colour of ["primary", "primaryDark", "accent", "ink", "surface"])
      expect(encodes(["colors", colour])).toBe(false);
  });

  it("keeps click-to-edit on text an editor types", () => {
    for (const path of [
      ["blocks", { _key: "a" }, "headline"],
      ["blocks", { _key: "a" }, "items", { _key: "b" }, "title"],
      ["wordmark"],
      ["title"],
    ] as Path[]) {
      expect(encodes(path)).toBe(true);
    }
    // What it leaves to @sanity/client (ids, slugs, SEO, URLs…) it still asks it about.
    expect(
      stegaFilter({
        sourcePath: ["seo", "title"],
        resultPath: [],
        sourceDocument: { _id: "a", _type: "page" },
        value: "x",
        filterDefault: () => false,
      } as never),
    ).toBe(false);
  });

  it("lists only names the schema has", () => {
    const names = new Set(schemaFields().map((field) => field.name));
    for (const name of NEVER_TEXT_FIELDS) expect({ name, inSchema: names.has(name) }).toEqual({ name, inSchema: true });
  });

  it("cleans ids, anchors and attribute text in one helper each", () => {
    expect(domId(marked("pricing"), "heading")).toBe("pricing-heading");
    expect(domId(null)).toBeUndefined();
    expect(domId("", undefined)).toBeUndefined();
    expect(attrText(marked("Notavo"))).toBe("Notavo");
    expect(attrText(null)).toBeUndefined();
    expect(plain({ a: [marked("x")] })).toEqual({ a: ["x"] });
  });

  it("makes brand colours colours", () => {
    expect(brandColor(marked("#0f766e"))).toBe("#0f766e");
    expect(brandColor(null)).toBeUndefined();
    const style = brandStyle({
      colors: {
        primary: marked("#0f766e"),
        primaryDark: marked("#134e4a"),
        accent: null,
        ink: marked("#111827"),
        surface: marked("#f0fdfa"),
      },
    } as never);
    expect(style).toMatchObject({
      "--brand-primary": "#0f766e",
      "--brand-primary-dark": "#134e4a",
      "--brand-ink": "#111827",
      "--brand-surface": "#f0fdfa",
    });
    expect(hasStega(style)).toBe(false);
  });

  it("keeps metadata and structured data free of marks", () => {
    const seo = { title: marked("Pricing"), description: marked("What it costs"), noindex: null, ogImage: null };
    expect(hasStega(pageMetadata({ seo, fallbackTitle: marked("Page"), canonicalPath: "/pricing" }))).toBe(false);
    expect(hasStega(metadata({ title: marked("Early access"), description: marked("Sign up") }))).toBe(false);
    const brand = {
      productName: marked("Notavo"),
      companyName: marked("Notavo Inc."),
      wordmark: marked("Notavo"),
      colors: { primary: marked("#0f766e") },
    };
    const site = siteMetadata({
      settings: { seo: { title: marked("Notarize online"), description: marked("d"), ogImage: null } },
      brand,
    } as never);
    expect(hasStega(site)).toBe(false);
    expect(site.title).toEqual({ default: "Notavo — Notarize online", template: "%s | Notavo" });
    // The favicon drawn in the brand colour, not in the fallback one.
    expect(decodeURIComponent(String((site.icons as { icon: string }).icon))).toContain("fill='#0f766e'");
    expect(siteViewport({ brand } as never)).toEqual({ themeColor: "#0f766e" });
    const jsonLd = jsonLdString(organizationData({ ...brand, logoUrl: marked("/images/logo.png") } as never));
    expect(hasStega(jsonLd)).toBe(false);
    expect(JSON.parse(jsonLd)).toMatchObject({ name: "Notavo Inc.", brand: { name: "Notavo" } });
  });
});
