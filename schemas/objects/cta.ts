import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { MODAL_KEYS } from "./modal-keys";

export const cta = defineType({
  name: "cta",
  title: "Call to action",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({ name: "label", type: "string", validation: (rule) => rule.required().max(60) }),
    defineField({
      name: "action",
      type: "string",
      initialValue: "link",
      options: {
        layout: "radio",
        direction: "horizontal",
        list: [
          { value: "link", title: "Go to a page" },
          { value: "anchor", title: "Jump to a section" },
          { value: "modal", title: "Open a modal" },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      description: "A path on this site such as /early-access, or a full https:// address.",
      hidden: ({ parent }) => parent?.action !== "link",
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { action?: string } | undefined;
          if (parent?.action !== "link") return true;
          if (!value) return "A link needs an address";
          return /^(\/|https:\/\/|mailto:)/.test(value) || "Start with /, https:// or mailto:";
        }),
    }),
    defineField({
      name: "anchor",
      title: "Section anchor",
      type: "string",
      description: "The anchor of a section on the same page, without #.",
      hidden: ({ parent }) => parent?.action !== "anchor",
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { action?: string } | undefined;
          if (parent?.action !== "anchor") return true;
          return (value && /^[a-z][a-z0-9-]*$/.test(value)) || "Name a section anchor such as features";
        }),
    }),
    defineField({
      name: "modal",
      type: "string",
      options: { list: MODAL_KEYS.map(({ value, title }) => ({ value, title })) },
      hidden: ({ parent }) => parent?.action !== "modal",
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { action?: string } | undefined;
          return parent?.action !== "modal" || Boolean(value) || "Choose which modal opens";
        }),
    }),
    defineField({
      name: "style",
      type: "string",
      initialValue: "primary",
      options: {
        layout: "radio",
        direction: "horizontal",
        list: [
          { value: "primary", title: "Primary" },
          { value: "secondary", title: "Secondary" },
        ],
      },
    }),
  ],
  preview: {
    select: { title: "label", action: "action", href: "href", anchor: "anchor", modal: "modal" },
    prepare: ({ title, action, href, anchor, modal }) => ({
      title: title || "Untitled button",
      subtitle: action === "anchor" ? `#${anchor ?? ""}` : action === "modal" ? `Opens ${modal ?? "a modal"}` : href,
    }),
  },
});
