import type { ComponentType } from "react";
import { defineField, defineType, type FieldDefinition } from "sanity";
import { anchorField } from "../objects/anchor-field";

type BlockOptions = {
  name: string;
  title: string;
  icon: ComponentType;
  /** Fields after the common anchor, eyebrow and heading. */
  fields: FieldDefinition[];
  /** Whether the block has the common eyebrow/heading/intro trio (default true). */
  heading?: boolean;
  /** Preview subtitle field (default: the block title). */
  subtitle?: string;
};

/**
 * Every page block is an object with a section anchor and, usually, an
 * eyebrow, a required heading and an intro; the preview falls back to the
 * block's own title so an empty block is still recognisable in Studio.
 */
export function defineBlock({ name, title, icon, fields, heading = true, subtitle }: BlockOptions) {
  const common = heading
    ? [
        defineField({ name: "eyebrow", type: "string", description: "Small label above the heading.", validation: (rule) => rule.max(60) }),
        defineField({ name: "heading", type: "string", validation: (rule) => rule.required().max(120) }),
        defineField({ name: "intro", type: "text", rows: 3, validation: (rule) => rule.max(600) }),
      ]
    : [];
  return defineType({
    name,
    title,
    type: "object",
    icon,
    fields: [anchorField(), ...common, ...fields],
    preview: {
      select: { heading: "heading", anchor: "anchor", extra: subtitle ?? "heading" },
      prepare: ({ heading: value, anchor, extra }: { heading?: string; anchor?: string; extra?: string }) => ({
        title: value || extra || title,
        subtitle: [title, anchor ? `#${anchor}` : undefined].filter(Boolean).join(" · "),
      }),
    },
  });
}
