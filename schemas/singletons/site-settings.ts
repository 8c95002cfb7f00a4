import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import { MODAL_KEYS } from "../objects/modal-keys";

const footerLink = defineArrayMember({
  type: "object",
  name: "footerLink",
  fields: [
    defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(40) }),
    defineField({
      name: "page",
      type: "reference",
      to: [{ type: "page" }, { type: "solutionPage" }],
      description: "The page it links to. Or give an address below; with neither, the label shows as plain text.",
    }),
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      description: "A path, https address or mailto: when the link goes to something other than a page.",
      validation: (rule) =>
        rule
          .regex(/^(\/|https:\/\/|mailto:)/, { name: "path or https address" })
          .custom((href, context) => (href && (context.parent as { page?: unknown } | undefined)?.page ? "Link to a page or an address, not both" : true)),
    }),
  ],
  preview: {
    select: { title: "label", href: "href", slug: "page.slug.current", type: "page._type" },
    prepare: ({ title, href, slug, type }) => ({
      title,
      subtitle: slug ? (type === "solutionPage" ? `/solutions/${slug}` : `/${slug}`) : href || "Plain text (no link yet)",
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
    { name: "footer", title: "Footer" },
    { name: "modals", title: "Modals" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "solutionsLabel",
      title: "Solutions menu label",
      type: "string",
      group: "navigation",
      initialValue: "Solutions",
      validation: (rule) => rule.required().max(30),
    }),
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
            defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(40) }),
            defineField({ name: "description", type: "string", validation: (rule) => rule.max(90) }),
            defineField({
              name: "page",
              type: "reference",
              to: [{ type: "solutionPage" }],
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: "label", subtitle: "page.slug.current" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({ name: "headerCta", title: "Header button", type: "cta", group: "navigation" }),
    defineField({ name: "footerTagline", type: "text", rows: 2, group: "footer", validation: (rule) => rule.max(200) }),
    defineField({
      name: "footerColumns",
      type: "array",
      group: "footer",
      of: [
        defineArrayMember({
          type: "object",
          name: "footerColumn",
          fields: [
            defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(30) }),
            defineField({ name: "links", type: "array", of: [footerLink], validation: (rule) => rule.max(8) }),
          ],
          preview: { select: { title: "title" } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({ name: "legalLinks", type: "array", group: "footer", of: [footerLink], validation: (rule) => rule.max(6) }),
    defineField({
      name: "copyright",
      type: "string",
      group: "footer",
      description: "{year} becomes the current year, {company} the brand's company name.",
      initialValue: "© {year} {company}. All rights reserved.",
      validation: (rule) => rule.max(120),
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
    defineField({ name: "seo", title: "Default SEO", type: "seo", group: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
