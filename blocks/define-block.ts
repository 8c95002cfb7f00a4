import type { ComponentType } from "react";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";
import { anchorField } from "@/schemas/objects/anchor-field";

export const SECTION_TONES = [
  { value: "white", title: "White" },
  { value: "tint", title: "Tinted" },
  { value: "dark", title: "Dark" },
] as const;

export type SectionTone = (typeof SECTION_TONES)[number]["value"];

type BlockOptions = {
  name: string;
  title: string;
  icon: ComponentType;
  /** Fields after the common anchor, eyebrow, heading, intro and tone. */
  fields: FieldDefinition[];
  /** Whether the block has the common eyebrow/heading/intro trio (default true). */
  heading?: boolean;
  /**
   * The section background when the editor picks none; adds the common
   * "Background" field. Leave out for blocks with a fixed look.
   */
  tone?: SectionTone;
  /** Preview subtitle field (default: the block title). */
  subtitle?: string;
};

/**
 * Every page block is an object with a section anchor and, usually, an
 * eyebrow, a required heading, an intro and a background tone; the preview
 * falls back to the block's own title so an empty block is still
 * recognisable in Studio.
 */
export function defineBlock({ name, title, icon, fields, heading = true, tone, subtitle }: BlockOptions) {
  const common = heading
    ? [
        defineField({
          name: "eyebrow",
          type: "string",
          description: "Small label above the heading.",
          validation: (rule) => rule.max(60),
        }),
        defineField({ name: "heading", type: "string", validation: (rule) => rule.required().max(120) }),
        defineField({ name: "intro", type: "text", rows: 3, validation: (rule) => rule.max(600) }),
      ]
    : [];
  const background = tone
    ? [
        defineField({
          name: "tone",
          title: "Background",
          type: "string",
          description: `Alternate backgrounds so neighbouring sections stand apart. Default: ${tone}.`,
          initialValue: tone,
          options: {
            list: SECTION_TONES.map(({ value, title: label }) => ({ value, title: label })),
            layout: "radio",
            direction: "horizontal",
          },
        }),
      ]
    : [];
  return defineType({
    name,
    title,
    type: "object",
    icon,
    fields: [anchorField(), ...common, ...background, ...fields],
    preview: {
      select: { heading: "heading", anchor: "anchor", extra: subtitle ?? "heading" },
      prepare: ({ heading: value, anchor, extra }: { heading?: string; anchor?: string; extra?: string }) => ({
        title: value || extra || title,
        subtitle: [title, anchor ? `#${anchor}` : undefined].filter(Boolean).join(" · "),
      }),
    },
  });
}

type ItemsOptions = {
  /** The item's type name, e.g. "integration". */
  item: string;
  fields: FieldDefinition[];
  /** The item fields Studio shows in the list. */
  preview: { title: string; subtitle?: string };
  min: number;
  max: number;
};

/** The `items` field of list blocks: an array of one small object type, with a required count range. */
export function itemsField({ item, fields, preview, min, max }: ItemsOptions) {
  return defineField({
    name: "items",
    type: "array",
    of: [defineArrayMember({ type: "object", name: item, fields, preview: { select: preview } })],
    validation: (rule) => rule.required().min(min).max(max),
  });
}
