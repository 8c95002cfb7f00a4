import { ComposeIcon } from "@sanity/icons/Compose";
import { defineField, defineType } from "sanity";
import { MODAL_KEYS } from "./modal-keys";

export const modalCopy = defineType({
  name: "modalCopy",
  title: "Modal",
  type: "object",
  icon: ComposeIcon,
  fields: [
    defineField({
      name: "key",
      title: "Variant",
      type: "string",
      options: { list: MODAL_KEYS.map(({ value, title }) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "title", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "body", type: "text", rows: 3, validation: (rule) => rule.max(400) }),
    defineField({ name: "primaryLabel", title: "Main button label", type: "string", validation: (rule) => rule.required().max(40) }),
    defineField({
      name: "primaryHref",
      title: "Main button link",
      type: "string",
      initialValue: "/early-access",
      validation: (rule) => rule.required().regex(/^(\/|https:\/\/)/, { name: "path or https address" }),
    }),
    defineField({ name: "dismissLabel", title: "Dismiss button label", type: "string", initialValue: "Maybe Later", validation: (rule) => rule.required().max(40) }),
    defineField({
      name: "closeLabel",
      title: "Close icon label",
      type: "string",
      description: "When set, the modal shows a close icon with this accessible name (e.g. Close).",
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: {
    select: { title: "title", subtitle: "key" },
    prepare: ({ title, subtitle }) => ({ title: title || "Untitled modal", subtitle }),
  },
});
