import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"apiRequestLog"> = {
  _key: "log",
  _type: "apiRequestLog",
  ...section(null, "Every call"),
  highlights: [],
  cardTitle: "Recent requests",
  caption: null,
  items: [
    { _key: "a", method: "POST", endpoint: "/api/v1/sessions", status: 201, time: "184 ms" },
    { _key: "b", method: "GET", endpoint: "/api/v1/documents/doc_1", status: 404, time: "38 ms" },
    { _key: "c", method: "GET", endpoint: "/api/v1/webhooks", status: 503, time: "12 ms" },
  ],
};
