import type { BlockOf } from "@/lib/pages/site";

export const fixture: BlockOf<"logoStrip"> = {
  _key: "l1",
  _type: "logoStrip",
  anchor: null,
  label: "Built for title teams",
  logos: [
    "Acme Title",
    "Example Escrow",
    "Sample Settlement",
    "Demo Land Title",
    "Placeholder Abstract",
    "Generic Closing Co.",
  ],
  note: "Placeholder names.",
};
