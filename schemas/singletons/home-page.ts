import { HomeIcon } from "@sanity/icons/Home";
import { languageField } from "../objects/translated-document";
import { defineField, defineType } from "sanity";

export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField,
    defineField({ name: "title", type: "string", group: "content", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "blocks", title: "Sections", type: "pageBlocks", group: "content" }),
    defineField({ name: "seo", type: "seo", group: "seo" }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: title || "Home page" }) },
});
