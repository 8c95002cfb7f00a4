import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"requirements"> = {
  _key: "rq",
  _type: "requirements",
  ...section("requirements", "What you need"),
  note: "Rules vary by state.",
  items: [
    { _key: "a", icon: "badge-check", title: "An active commission", body: "In a RON-enabled state." },
    { _key: "b", icon: null, title: "Equipment", body: "10 Mbps+." },
  ],
};
