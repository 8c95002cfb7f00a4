import { CodeBlockIcon } from "@sanity/icons/CodeBlock";
import { defineArrayMember, defineField } from "sanity";
import { defineBlock } from "../define-block";
import { HTTP_METHODS } from "../api-request-log/schema";

const jsonField = (name: string, title: string, other: "request" | "response") =>
  defineField({
    name,
    title,
    type: "text",
    rows: 10,
    description: "JSON. The site colours it when the page is built.",
    validation: (rule) =>
      rule.max(3000).custom((value, context) => {
        if (!value)
          return (
            other === "response" ||
            Boolean((context.parent as Record<string, unknown> | undefined)?.[other]) ||
            "Add a request or a response body"
          );
        try {
          JSON.parse(value);
          return true;
        } catch {
          return "Must be valid JSON";
        }
      }),
  });

/** Example API calls: an endpoint with its request and response bodies, syntax-coloured at build time. */
export const codeSampleSchema = defineBlock({
  name: "codeSample",
  title: "Code sample",
  icon: CodeBlockIcon,
  tone: "white",
  fields: [
    defineField({
      name: "requestLabel",
      type: "string",
      initialValue: "Request",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "responseLabel",
      type: "string",
      initialValue: "Response",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "samples",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "endpointSample",
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
            defineField({ name: "summary", type: "string", validation: (rule) => rule.max(160) }),
            jsonField("request", "Request body", "response"),
            // A GET has no request body, but every sample shows at least one of the two.
            jsonField("response", "Response body", "request"),
          ],
          preview: {
            select: { method: "method", endpoint: "endpoint", summary: "summary" },
            prepare: ({ method, endpoint, summary }) => ({
              title: `${method ?? ""} ${endpoint ?? ""}`.trim() || "Endpoint",
              subtitle: summary,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: "note",
      type: "string",
      description: "Small print under the samples.",
      validation: (rule) => rule.max(160),
    }),
  ],
});
