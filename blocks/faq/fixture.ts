import type { BlockOf } from "@/lib/pages/site";
import { richText, section } from "@/tests/support/render";

export const fixture: BlockOf<"faq"> = {
  _key: "f",
  _type: "faq",
  ...section("faq", "Questions"),
  items: [
    { _key: "a", question: "Is it binding?", answer: richText("Yes.", "Under ESIGN and UETA.") },
    { _key: "b", question: "Does it replace RON?", answer: richText("No.") },
  ],
};
