import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"pricing"> = {
  _key: "p",
  _type: "pricing",
  ...section("pricing", "Simple pricing"),
  planName: "Pay as you go",
  pricePrefix: "Starting at",
  price: "$25",
  priceUnit: "per document",
  note: null,
  features: ["No setup fee", "No monthly charge"],
  cta: {
    _key: null,
    label: "Start",
    action: "modal",
    href: null,
    anchor: null,
    modal: "earlyAccess",
    style: "primary",
  },
  detailsCta: {
    _key: null,
    label: "See every price",
    action: "link",
    href: "/pricing",
    anchor: null,
    modal: null,
    style: "secondary",
  },
};
