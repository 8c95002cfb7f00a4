import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"resources"> = {
  _key: "r",
  _type: "resources",
  ...section("resources", "Resources"),
  note: null,
  items: [
    { _key: "a", kind: "guide", title: "The guide", summary: "How to.", meta: "15 min read", article: null },
    { _key: "b", kind: "article", title: "The article", summary: null, meta: null, article: null },
    { _key: "c", kind: "caseStudy", title: "The case study", summary: null, meta: null, article: null },
    { _key: "d", kind: "webinar", title: "The webinar", summary: null, meta: "30 min", article: null },
  ],
};
