import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import { LANGUAGES, sectionPath, SITE_SECTIONS } from "../../lib/routing/paths";
import { RON_STATUS_LABELS, RON_STATUSES } from "../../lib/states/status";
import { localeField } from "../objects/locale";
import { MODAL_KEYS } from "../objects/modal-keys";

const footerLink = defineArrayMember({
  type: "object",
  name: "footerLink",
  fields: [
    localeField("label", { max: 40, required: true }),
    defineField({
      name: "page",
      type: "reference",
      to: [{ type: "page" }, { type: "solutionPage" }],
      description:
        "The page it links to (in each language, its translation; while it has none, the link goes to the language's home). Or give an address below; with neither, the label shows as plain text.",
    }),
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      description: "A path, https address or mailto: when the link goes to something other than a page.",
      validation: (rule) =>
        rule
          .regex(/^(\/|https:\/\/|mailto:)/, { name: "path or https address" })
          .custom((href, context) =>
            href && (context.parent as { page?: unknown } | undefined)?.page
              ? "Link to a page or an address, not both"
              : true,
          ),
    }),
    defineField({
      name: "section",
      title: "Site section",
      type: "string",
      description:
        "A part of the site that is not a page document, at its address in each language (Resources: /resources, /es/recursos). Takes the place of a page or an address.",
      options: { list: Object.entries(SITE_SECTIONS).map(([value, { title }]) => ({ value, title })) },
    }),
  ],
  preview: {
    select: { title: "label.en", href: "href", slug: "page.slug.current", type: "page._type", section: "section" },
    prepare: ({ title, href, slug, type, section }) => ({
      title,
      subtitle: section
        ? sectionPath("en", section)
        : slug
          ? type === "solutionPage"
            ? `/solutions/${slug}`
            : `/${slug}`
          : href || "Plain text (no link yet)",
    }),
  },
});

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "navigation", title: "Navigation", default: true },
    { name: "footer", title: "Footer and notices" },
    { name: "modals", title: "Modals" },
    { name: "resources", title: "Resources" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    localeField("solutionsLabel", { title: "Solutions menu label", group: "navigation", max: 30, required: true }),
    defineField({
      name: "solutions",
      title: "Solutions menu",
      type: "array",
      group: "navigation",
      of: [
        defineArrayMember({
          type: "object",
          name: "solutionLink",
          fields: [
            localeField("label", { max: 40, required: true }),
            localeField("description", { max: 90 }),
            defineField({
              name: "page",
              type: "reference",
              to: [{ type: "solutionPage" }],
              description:
                "The English page; each language links to its translation (the item is left out of a language with none).",
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: "label.en", subtitle: "page.slug.current" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: "headerCta",
      title: "Header button",
      type: "object",
      group: "navigation",
      fields: [
        localeField("label", { max: 40, required: true }),
        localeField("href", {
          title: "Link",
          description:
            "A path on this site in each language (/early-access, /es/acceso-anticipado) or an https:// address.",
          max: 200,
          required: true,
        }),
      ],
      validation: (rule) =>
        rule.custom((value: { href?: Partial<Record<string, string>> } | undefined) => {
          // Each language's link (not the object's `_type`).
          const bad = LANGUAGES.map((lang) => value?.href?.[lang]).find(
            (href) => href && !/^(\/|https:\/\/)/.test(href),
          );
          return bad ? `“${bad}”: start with / or https://` : true;
        }),
    }),
    localeField("footerTagline", { group: "footer", max: 200, text: true }),
    // The articles' listing (/resources, /es/recursos) has no document of its own: its words live here.
    localeField("resourcesTitle", {
      title: "Resources page heading",
      description:
        "The heading of the articles' listing, its title in search results and its link name; empty: “Resources”.",
      group: "resources",
      max: 60,
    }),
    localeField("resourcesIntro", {
      title: "Resources page introduction",
      description:
        "The sentence under the heading, also the listing's search description and its RSS feed's description.",
      group: "resources",
      max: 300,
      text: true,
    }),
    defineField({
      name: "footerColumns",
      type: "array",
      group: "footer",
      of: [
        defineArrayMember({
          type: "object",
          name: "footerColumn",
          fields: [
            localeField("title", { max: 30, required: true }),
            defineField({ name: "links", type: "array", of: [footerLink], validation: (rule) => rule.max(8) }),
          ],
          preview: { select: { title: "title.en" } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: "legalLinks",
      type: "array",
      group: "footer",
      of: [footerLink],
      validation: (rule) => rule.max(6),
    }),
    localeField("copyright", {
      group: "footer",
      description: "{year} becomes the current year, {company} the brand's company name.",
      max: 120,
    }),
    defineField({
      name: "notaryNotice",
      title: "Notice: notaries are not attorneys",
      type: "object",
      group: "footer",
      description:
        "Shown in the footer of every Spanish page, in Spanish and in English, as the notary-advertising laws ask (Cal. Gov. Code §8219.5, Tex. Gov. Code §406.017): the notaries are not attorneys and cannot give legal advice.",
      fields: [
        localeField("text", { title: "Notice", max: 500, text: true, required: true }),
        defineField({
          name: "needsCounselReview",
          title: "Needs review by counsel",
          type: "boolean",
          initialValue: true,
          description: "Legal wording: Studio warns until counsel has reviewed it and this is cleared.",
          validation: (rule) =>
            rule
              .custom((value) =>
                value
                  ? "Legal notice: have counsel review its wording in each language, then clear “Needs review by counsel”."
                  : true,
              )
              .warning(),
        }),
      ],
    }),
    defineField({
      name: "statusLabels",
      title: "State RON status labels",
      type: "object",
      group: "footer",
      description: "How the coverage table, the signup form and the emails name each status, in each language.",
      options: { collapsible: true, collapsed: true },
      fields: RON_STATUSES.map((status) => localeField(status, { title: RON_STATUS_LABELS[status], max: 60 })),
    }),
    defineField({
      name: "modals",
      type: "array",
      group: "modals",
      of: [defineArrayMember({ type: "modalCopy" })],
      validation: (rule) =>
        rule.custom((modals: { key?: string }[] | undefined) => {
          const keys = (modals ?? []).map((modal) => modal.key);
          const missing = MODAL_KEYS.filter(({ value }) => !keys.includes(value)).map(({ title }) => title);
          if (new Set(keys).size !== keys.length) return "Each modal variant may appear only once";
          return missing.length === 0 || `Add copy for: ${missing.join(", ")}`;
        }),
    }),
    defineField({
      name: "seo",
      title: "Default SEO",
      type: "object",
      group: "seo",
      fields: [
        localeField("title", { description: "Shown in search results when a page has no title of its own.", max: 60 }),
        localeField("description", { max: 160, text: true }),
        defineField({
          name: "ogImage",
          title: "Link preview image",
          type: "image",
          description: "Shown when a page without its own image is shared (1200 × 630).",
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
