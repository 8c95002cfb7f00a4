import { BulbOutlineIcon } from "@sanity/icons/BulbOutline";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const callToActionSchema = defineBlock({
  name: "callToAction",
  title: "Call to action",
  icon: BulbOutlineIcon,
  fields: [
    defineField({
      name: "ctas",
      title: "Buttons",
      type: "array",
      of: [defineArrayMember({ type: "cta" })],
      validation: (rule) => rule.required().min(1).max(3),
    }),
  ],
});
