import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

/** A mock notary work queue beside the section's copy: session id, time, signer, type and status. */
export const notaryQueueSchema = defineBlock({
  name: "notaryQueue",
  title: "Notary queue",
  icon: ThListIcon,
  tone: "white",
  fields: [
    defineField({
      name: "highlights",
      title: "Points beside the card",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(140) })],
      validation: (rule) => rule.max(5),
    }),
    defineField({
      name: "cardTitle",
      type: "string",
      description: "e.g. Today's queue",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "items",
      title: "Sessions",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "queueItem",
          fields: [
            defineField({
              name: "id",
              title: "Session id",
              type: "string",
              validation: (rule) => rule.required().max(20),
            }),
            defineField({
              name: "time",
              type: "string",
              description: "e.g. 10:30 AM",
              validation: (rule) => rule.required().max(20),
            }),
            defineField({
              name: "name",
              title: "Signer",
              type: "string",
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: "type",
              title: "Document type",
              type: "string",
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: "status",
              type: "string",
              description: "e.g. Identity verified, KBA pending, Ready",
              validation: (rule) => rule.required().max(30),
            }),
            defineField({ name: "tone", title: "Status colour", type: "statusTone" }),
          ],
          preview: { select: { title: "name", subtitle: "status" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: "caption",
      type: "string",
      description: "Small print under the card.",
      validation: (rule) => rule.max(100),
    }),
  ],
});
