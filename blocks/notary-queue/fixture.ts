import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"notaryQueue"> = {
  _key: "q",
  _type: "notaryQueue",
  ...section(null, "Your queue"),
  highlights: ["Signers arrive verified"],
  cardTitle: "Today's queue",
  caption: "Sample data",
  items: [
    {
      _key: "a",
      id: "RON-1",
      time: "9:00 AM",
      name: "Taylor Doe",
      type: "Affidavit",
      status: "Identity verified",
      tone: "info",
    },
    {
      _key: "b",
      id: "RON-2",
      time: "9:30 AM",
      name: "Jamie Doe",
      type: "Power of attorney",
      status: "KBA pending",
      tone: "warning",
    },
    {
      _key: "c",
      id: "RON-3",
      time: "10:15 AM",
      name: "Alex Sample",
      type: "Title transfer",
      status: "Ready",
      tone: "success",
    },
  ],
};
