import { ActivityIcon } from "@sanity/icons/Activity";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** A mock API request log beside the section's copy: method, endpoint, status code and time. */
export const apiRequestLogSchema = defineBlock({
  name: "apiRequestLog",
  title: "API request log",
  icon: ActivityIcon,
  tone: "white",
  fields: [
    defineField({
      name: "highlights",
      title: "Points beside the log",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(140) })],
      validation: (rule) => rule.max(5),
    }),
    defineField({
      name: "cardTitle",
      type: "string",
      description: "e.g. Recent requests",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "items",
      title: "Requests",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "apiRequest",
          fields: [
            defineField({
              name: "method",
              type: "string",
              options: { list: [...HTTP_METHODS] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "endpoint",
              type: "string",
              validation: (rule) => rule.required().regex(/^\//, { name: "path starting with /" }).max(80),
            }),
            defineField({
              name: "status",
              type: "number",
              description: "HTTP status code",
              validation: (rule) => rule.required().integer().min(100).max(599),
            }),
            defineField({
              name: "time",
              type: "string",
              description: "e.g. 142 ms",
              validation: (rule) => rule.required().max(16),
            }),
          ],
          preview: {
            select: { method: "method", endpoint: "endpoint", status: "status" },
            prepare: ({ method, endpoint, status }) => ({
              title: `${method ?? ""} ${endpoint ?? ""}`.trim() || "Request",
              subtitle: status ? String(status) : undefined,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: "caption",
      type: "string",
      description: "Small print under the log.",
      validation: (rule) => rule.max(100),
    }),
  ],
});
