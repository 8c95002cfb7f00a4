import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

export const fixture: BlockOf<"cardGrid"> = {
  _key: "cg",
  _type: "cardGrid",
  ...section("security", "Security"),
  columns: 4,
  cards: [
    { _key: "a", icon: "lock", title: "Encryption", body: "TLS 1.2+ and AES-256." },
    { _key: "b", icon: null, title: "SSO", body: null },
  ],
};
