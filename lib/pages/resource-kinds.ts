import type { BlockOf } from "@/lib/pages/site";

export type ResourceKind = BlockOf<"resources">["items"][number]["kind"];

/** What a resource card says it is (its HTML card and its Markdown alike). */
export const RESOURCE_KIND_LABELS = {
  guide: "Guide",
  article: "Article",
  caseStudy: "Case study",
  webinar: "Webinar",
} satisfies Record<ResourceKind, string>;
