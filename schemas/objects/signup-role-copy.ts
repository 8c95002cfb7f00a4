import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";

/** The wizard's copy for one role: its card on the role choice, and its form. */
export const signupRoleCopy = defineType({
  name: "signupRoleCopy",
  title: "Role",
  type: "object",
  icon: UserIcon,
  fields: [
    defineField({ name: "label", title: "Card title", type: "string", validation: (rule) => rule.required().max(40) }),
    defineField({
      name: "description",
      title: "Card description",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: "formHeading",
      title: "Form heading",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "formIntro",
      title: "Form introduction",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "submitLabel",
      title: "Submit button",
      type: "string",
      validation: (rule) => rule.required().max(30),
    }),
  ],
  preview: {
    select: { title: "label", subtitle: "submitLabel" },
    prepare: ({ title, subtitle }) => ({ title: title || "Role", subtitle }),
  },
});
