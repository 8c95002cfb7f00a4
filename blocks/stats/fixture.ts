import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"stats"> = {
  _key: "st",
  _type: "stats",
  ...section(null, "By the numbers"),
  note: "Payouts vary.",
  items: [
    { _key: "a", value: "$25–$75", label: "Per session" },
    { _key: "b", value: "4.8/5", label: "Notary satisfaction" },
  ],
};
