import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { localeField } from "../objects/locale";

/**
 * A person who writes articles. One document for both languages, not one per language: a person's
 * name and photo are the same in English and Spanish, and every article's author reference (in
 * either language) points at the same person; only the role and the short bio are translated, as
 * language objects side by side (an empty Spanish box shows the English text).
 */
export const author = defineType({
  name: "author",
  title: "Author",
  type: "document",
  icon: UserIcon,
  fields: [
    defineField({ name: "name", type: "string", validation: (rule) => rule.required().max(80) }),
    localeField("role", {
      title: "Role",
      description: "e.g. Compliance lead, Notary operations manager.",
      max: 80,
      required: true,
    }),
    defineField({
      name: "photo",
      type: "image",
      description: "A square portrait (at least 200 × 200). Without one, the site shows the author's initials.",
      options: { hotspot: true },
    }),
    localeField("bio", {
      title: "Short bio",
      description: "One or two sentences under each of the author's articles.",
      max: 300,
      text: true,
    }),
  ],
  preview: {
    select: { title: "name", subtitle: "role.en", media: "photo" },
  },
});
