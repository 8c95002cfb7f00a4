import { defineArrayMember, defineType } from "sanity";
import { blockTypes } from "../blocks";

/** The ordered sections of a page; the site renders each through the block registry. */
export const pageBlocks = defineType({
  name: "pageBlocks",
  title: "Sections",
  type: "array",
  of: blockTypes.map((block) => defineArrayMember({ type: block.name })),
  options: {
    insertMenu: {
      views: [{ name: "list" }, { name: "grid" }],
    },
  },
});
