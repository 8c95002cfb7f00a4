import { defineArrayMember, defineType } from "sanity";
import { blockSchemas } from "@/blocks/schemas";

type BlockValue = { anchor?: string; [field: string]: unknown };

/** Every in-page anchor a call to action anywhere inside `value` jumps to. */
function anchorTargets(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => anchorTargets(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record._type === "cta" && record.action === "anchor" && typeof record.anchor === "string")
      found.push(record.anchor);
    Object.values(record).forEach((item) => anchorTargets(item, found));
  }
  return found;
}

/**
 * The ordered sections of a page; the site renders each through the block
 * registry. Section anchors are unique on a page, and every "jump to a
 * section" button names one of them.
 */
export const pageBlocks = defineType({
  name: "pageBlocks",
  title: "Sections",
  type: "array",
  of: blockSchemas.map((block) => defineArrayMember({ type: block.name })),
  options: {
    insertMenu: {
      views: [{ name: "list" }, { name: "grid" }],
    },
  },
  validation: (rule) =>
    rule.custom((blocks: BlockValue[] | undefined) => {
      const anchors = (blocks ?? []).flatMap((block) => (block.anchor ? [block.anchor] : []));
      const duplicate = anchors.find((anchor, index) => anchors.indexOf(anchor) !== index);
      if (duplicate) return `Two sections use the anchor #${duplicate}`;
      const missing = [...new Set(anchorTargets(blocks))].filter((target) => !anchors.includes(target));
      return (
        missing.length === 0 ||
        `A button jumps to ${missing.map((anchor) => `#${anchor}`).join(", ")}, but no section has that anchor`
      );
    }),
});
