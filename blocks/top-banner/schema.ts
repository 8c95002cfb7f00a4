import { BellIcon } from "@sanity/icons/Bell";
import { defineField } from "sanity";
import { defineBlock } from "../define-block";

/** A thin announcement strip above the hero. */
export const topBannerSchema = defineBlock({
  name: "topBanner",
  title: "Top banner",
  icon: BellIcon,
  heading: false,
  subtitle: "message",
  fields: [
    defineField({
      name: "badge",
      type: "string",
      description: "Short label before the message, e.g. Early access.",
      validation: (rule) => rule.max(24),
    }),
    defineField({ name: "message", type: "string", validation: (rule) => rule.required().max(140) }),
    defineField({ name: "cta", title: "Link", type: "cta", description: "Optional link after the message." }),
  ],
});
