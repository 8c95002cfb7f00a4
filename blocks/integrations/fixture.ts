import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"integrations"> = {
  _key: "in",
  _type: "integrations",
  ...section("integrations", "Works with your stack"),
  note: "Names are placeholders.",
  items: [
    { _key: "a", icon: "code", name: "Python", description: "For back ends.", badge: "SDK" },
    { _key: "b", icon: null, name: "Webhooks", description: null, badge: null },
  ],
};
