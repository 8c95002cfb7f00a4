import { ComposeIcon } from "@sanity/icons/Compose";
import { defineField, defineType } from "sanity";
import { LANGUAGES } from "../../lib/routing/paths";
import { localeField } from "./locale";
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
    localeField("title", { max: 80, required: true }),
    localeField("body", { max: 400, text: true }),
    localeField("primaryLabel", { title: "Main button label", max: 40, required: true }),
    defineField({
      ...localeField("primaryHref", {
        title: "Main button link",
        description:
          "A path on this site in each language (/early-access, /es/acceso-anticipado) or an https:// address.",
        max: 200,
        required: true,
      }),
      validation: (rule) =>
        rule.custom((value: Record<string, string | undefined> | undefined) => {
          if (!value?.en?.trim()) return "The English link is required (every language falls back to it)";
          // Each language's link (not the object's `_type`).
          const bad = LANGUAGES.map((lang) => value[lang]).find(
            (href) => typeof href === "string" && href !== "" && !/^(\/|https:\/\/)/.test(href),
          );
          return bad ? `“${bad}”: start with / or https://` : true;
        }),
    }),
    localeField("dismissLabel", { title: "Dismiss button label", max: 40, required: true }),
    localeField("closeLabel", {
      title: "Close icon label",
      description: "When set, the modal shows a close icon with this accessible name (e.g. Close).",
      max: 40,
    }),
  ],
  preview: {
    select: { title: "title.en", subtitle: "key" },
    prepare: ({ title, subtitle }) => ({ title: title || "Untitled modal", subtitle }),
  },
});
