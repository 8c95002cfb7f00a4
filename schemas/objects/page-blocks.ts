import { defineArrayMember, defineType } from "sanity";
import { blockTypes } from "../blocks";

/** The ordered sections of a page; the site renders each through the block registry. */
export const pageBlocks = defineType({
  name: "pageBlocks",
  title: "Sections",
  type: "array",
  of: blockTypes.map((block) => defineArrayMember({ type: block.name })),
  validation: (rule) =>
    rule.custom((blocks: { anchor?: string }[] | undefined) => {
      const anchors = (blocks ?? []).map((block) => block.anchor).filter(Boolean);
      const repeated = anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index);
      return repeated.length === 0 || `Each section anchor may be used once per page; repeated: ${[...new Set(repeated)].join(", ")}`;
    }),
  options: {
    insertMenu: {
      views: [{ name: "list" }, { name: "grid" }],
    },
  },
});
