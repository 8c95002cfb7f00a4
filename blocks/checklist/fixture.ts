import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"checklist"> = {
  _key: "ck",
  _type: "checklist",
  ...section(null, "Ready to send?"),
  listTitle: "Readiness checklist",
  items: ["Signers added", "Fields placed", "Reminders set"],
  note: "eSign does not replace RON for notarized pages.",
};
