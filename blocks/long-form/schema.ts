import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField } from "sanity";
import { linkAnnotation, textDecorators } from "@/schemas/objects/rich-text";
import { defineBlock } from "../define-block";

/**
 * The long-form text's paragraphs: headings (anchored, listed in the contents), paragraphs, lists,
 * quotes and links. Also the optional text of a state page (schemas/documents/ron-state.ts).
 */
export const longFormTextMember = defineArrayMember({
  type: "block",
  styles: [
    { title: "Normal", value: "normal" },
    { title: "Heading 2", value: "h2" },
    { title: "Heading 3", value: "h3" },
    { title: "Quote", value: "blockquote" },
  ],
  lists: [
    { title: "Bullet", value: "bullet" },
    { title: "Numbered", value: "number" },
  ],
  marks: { decorators: textDecorators, annotations: [linkAnnotation] },
});

/** A long-form text's rule: no heading without words. */
export function noEmptyHeading(
  blocks: { style?: string; children?: { text?: string }[] }[] | undefined,
): string | true {
  const empty = (blocks ?? []).some(
    (block) => block.style?.startsWith("h") && !(block.children ?? []).some((child) => child.text?.trim()),
  );
  return empty ? "A heading is empty: write it or make it a normal paragraph" : true;
}

/** The rich text of long-form text (and of an article: schemas/documents/article.ts). */
export const longFormBodyField = defineField({
  name: "body",
  title: "Text",
  type: "array",
  of: [longFormTextMember],
  validation: (rule) => rule.required().min(1).custom(noEmptyHeading),
});

/**
 * Long-form text (a privacy notice, terms, a statement): headings that get anchors and a table
 * of contents, paragraphs, lists, quotes and links, and a "last updated" date. When it opens
 * the page, its heading is the page's title (h1) and its headings follow below it.
 */
export const longFormSchema = defineBlock({
  name: "longForm",
  title: "Long-form text",
  icon: DocumentTextIcon,
  tone: "white",
  fields: [
    defineField({
      name: "lastUpdated",
      title: "Last updated",
      type: "date",
      description: "Shown under the heading, e.g. for a policy. Leave empty to show no date.",
      options: { dateFormat: "MMMM D, YYYY" },
    }),
    defineField({
      name: "lastUpdatedLabel",
      title: "“Last updated” label",
      type: "string",
      initialValue: "Last updated",
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: "toc",
      title: "Show a table of contents",
      type: "boolean",
      description: "Lists the text's main headings (Heading 2) with links to them.",
      initialValue: true,
    }),
    defineField({
      name: "tocLabel",
      title: "Table of contents label",
      type: "string",
      initialValue: "On this page",
      validation: (rule) => rule.max(40),
    }),
    longFormBodyField,
  ],
});
