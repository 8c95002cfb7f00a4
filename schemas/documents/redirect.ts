import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { defineField, defineType } from "sanity";
import { redirectSourceProblem } from "../../lib/routing/slugs";

export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: "from",
      type: "string",
      description: "An old path on this site, e.g. /solutions/escrow.",
      validation: (rule) =>
        rule.required().custom((value: string | undefined) => (value ? (redirectSourceProblem(value) ?? true) : true)),
    }),
    defineField({
      name: "to",
      type: "string",
      description: "Where visitors go instead: a path such as /solutions/title-companies, or a full https:// address.",
      validation: (rule) =>
        rule.required().custom((value, context) => {
          if (!value) return true;
          if (value === (context.document as { from?: string } | undefined)?.from)
            return "A redirect cannot point at itself";
          return (
            /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/.test(value) ||
            /^https:\/\//.test(value) ||
            "Use a path starting with / (optionally with #section) or an https:// address"
          );
        }),
    }),
    defineField({
      name: "permanent",
      type: "boolean",
      description: "Permanent (308) tells search engines to forget the old address; temporary (307) does not.",
      initialValue: true,
    }),
  ],
  preview: {
    select: { from: "from", to: "to", permanent: "permanent" },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? "?"} → ${to ?? "?"}`,
      subtitle: permanent ? "Permanent" : "Temporary",
    }),
  },
});
